// Where the administrator reads the docket (docs/decisions/0047): for a federal court, the lookup
// through CourtListener (a GET form: the district and the docket number) and its answer — the one
// docket found (filled into the form below), several to pick from, none, or the service down (the
// form is then filled by hand); for a state court, the state's docket search where we know it.
import { formatDate } from "~/domain/dates";

export type DocketView = {
  ref: string;
  caseName: string;
  docketNumber: string;
  courtName: string;
  dateFiled: string | null;
  dateTerminated: string | null;
  parties: string[];
  entries: { number: string | null; date: string | null; description: string }[];
  url: string | null;
};

export type LookupAnswer = { kind: "found"; dockets: DocketView[] } | { kind: "not_found" } | { kind: "unavailable"; reason: string };

export type VerificationLookupProps = {
  judgmentId: number;
  casenum: string;
  federal: { districts: { id: string; name: string }[]; guessed: string | null } | null;
  stateDocket: { name: string; url: string } | null;
  stateName: string;
  pacerUrl: string;
  lookupService: "courtlistener" | "offline" | "none";
  lookup: { courtId: string; docketNumber: string; answer: LookupAnswer; chosen: DocketView | null } | null;
};

function pickHref(judgmentId: number, courtId: string, docketNumber: string, ref: string): string {
  const query = new URLSearchParams({ lookup: "1", court_id: courtId, docket_number: docketNumber, docket: ref });
  return `/admin/judgments/${judgmentId}/verification?${query.toString()}#verification-form`;
}

function LookupAnswerView({ judgmentId, lookup }: { judgmentId: number; lookup: NonNullable<VerificationLookupProps["lookup"]> }) {
  const { answer, chosen } = lookup;
  if (answer.kind === "unavailable") {
    return (
      <p
        className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        role="status"
        data-testid="lookup-unavailable"
      >
        {answer.reason}
      </p>
    );
  }
  if (answer.kind === "not_found") {
    return (
      <p
        className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        role="status"
        data-testid="lookup-not-found"
      >
        No docket {lookup.docketNumber} in that court on CourtListener. Its archive holds the dockets someone bought on PACER: read the
        docket on PACER and fill in the form by hand, or check the number with the seller.
      </p>
    );
  }
  if (chosen) {
    return (
      <div
        className="mt-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950"
        role="status"
        data-testid="lookup-found"
      >
        <p>
          Found <strong>{chosen.caseName}</strong>, {chosen.docketNumber} ({chosen.courtName}
          {chosen.dateFiled ? `, filed ${formatDate(chosen.dateFiled)}` : ""}). Its identifiers, parties and entries are filled in below;
          compare them with the listing.{" "}
          {chosen.url && (
            <a href={chosen.url} target="_blank" rel="noreferrer" data-testid="docket-link">
              Open the docket
            </a>
          )}
        </p>
      </div>
    );
  }
  return (
    <div className="mt-3" data-testid="lookup-several">
      <p className="text-sm text-slate-700">{answer.dockets.length} dockets match. Pick the one of this judgment:</p>
      <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
        {answer.dockets.map((docket) => (
          <li key={docket.ref} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
            <span className="min-w-0 break-words">
              <strong>{docket.docketNumber}</strong> · {docket.caseName}
              {docket.dateFiled ? ` · filed ${formatDate(docket.dateFiled)}` : ""}
            </span>
            <a
              className="btn-secondary shrink-0"
              href={pickHref(judgmentId, lookup.courtId, lookup.docketNumber, docket.ref)}
              data-testid="pick-docket"
            >
              Use this docket
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function VerificationLookup(props: VerificationLookupProps) {
  const { judgmentId, federal, lookup } = props;
  return (
    <section className="card px-4 py-4 sm:px-6" aria-labelledby="docket-sources" data-testid="docket-sources">
      <h2 id="docket-sources" className="text-base font-semibold">
        Read the docket
      </h2>
      {federal ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            A federal court: look the docket up on CourtListener
            {props.lookupService === "offline" ? " (offline demo dockets: made up from the listing, never a real docket)" : ""}, or read it
            on{" "}
            <a href={props.pacerUrl} target="_blank" rel="noreferrer">
              PACER
            </a>
            .
          </p>
          <form
            method="get"
            action={`/admin/judgments/${judgmentId}/verification`}
            className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <input type="hidden" name="lookup" value="1" />
            <div>
              <label htmlFor="lookup-court" className="label">
                Federal district court
              </label>
              <select id="lookup-court" name="court_id" className="input" defaultValue={lookup?.courtId || federal.guessed || ""} required>
                <option value="">Choose the district</option>
                {federal.districts.map((district) => (
                  <option key={district.id} value={district.id}>
                    {district.name} ({district.id})
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="lookup-number" className="label">
                Docket number
              </label>
              <input
                id="lookup-number"
                name="docket_number"
                className="input"
                defaultValue={lookup?.docketNumber ?? props.casenum}
                maxLength={200}
                required
              />
            </div>
            <button type="submit" className="btn-primary" data-testid="lookup">
              Look up on CourtListener
            </button>
          </form>
          {lookup && <LookupAnswerView judgmentId={judgmentId} lookup={lookup} />}
        </>
      ) : props.stateDocket ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="state-docket">
          A state court: search the docket on the{" "}
          <a href={props.stateDocket.url} target="_blank" rel="noreferrer">
            {props.stateDocket.name}
          </a>
          , or ask the clerk for a certified copy; then fill in the form.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700" data-testid="state-docket">
          A state court: {props.stateName}&apos;s dockets are searched court by court. Use the clerk&apos;s online docket of the county, or
          ask the clerk for a certified copy; then fill in the form.
        </p>
      )}
    </section>
  );
}
