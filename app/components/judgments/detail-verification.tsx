// The judgment page's "Court record" section (docs/decisions/0047): verified by the marketplace
// against the court's docket on a date, with exactly what was checked, or "Not verified" with what
// that means for a buyer and where the docket can be read.
import { useBranding } from "~/components/marketing/use-branding";
import { formatDate } from "~/domain/dates";
import { NOT_VERIFIED_HEADING, NOT_VERIFIED_TEXT, VERIFIED_HEADING, VOIDED_TEXT, shortFingerprint } from "~/domain/court-verification";

export type DetailVerificationView = {
  verified: {
    at: Date | string;
    source: string;
    docketCourt: string;
    docketNumber: string;
    docketUrl: string | null;
    checks: { key: string; text: string; confirmed: boolean }[];
    renewals: string | null;
    sha256: string;
  } | null;
  voidedOn: Date | string | null;
  docketSearches: { name: string; url: string }[];
};

function Mark({ confirmed }: { confirmed: boolean }) {
  return confirmed ? (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-emerald-700" fill="currentColor">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  ) : (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-amber-700" fill="currentColor">
      <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 4a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V7a1 1 0 0 0-1-1Zm0 7a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z" />
    </svg>
  );
}

export function DetailVerification({ view }: { view: DetailVerificationView }) {
  const brand = useBranding().name;
  const { verified } = view;
  return (
    <section className="card px-5 py-5 sm:px-6" aria-labelledby="court-record-title" data-testid="court-record">
      <h2 id="court-record-title" className="text-lg font-semibold">
        Court record
      </h2>
      {verified ? (
        <>
          <p className="mt-2">
            <span
              className="inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900"
              data-testid="verification-status"
            >
              {VERIFIED_HEADING} on {formatDate(verified.at)}
            </span>
          </p>
          <p className="mt-2 text-sm text-slate-700">
            {brand} read this judgment&apos;s docket {verified.source} and compared it with the listing:{" "}
            <span className="font-medium text-slate-900" data-testid="verified-docket">
              {verified.docketCourt}, case {verified.docketNumber}
            </span>
            {verified.docketUrl && (
              <>
                {" "}
                (
                <a href={verified.docketUrl} target="_blank" rel="noreferrer" data-testid="verified-docket-link">
                  read the docket
                </a>
                )
              </>
            )}
            .
          </p>
          <ul className="mt-3 space-y-1.5 text-sm" aria-label="What was checked" data-testid="verification-checklist">
            {verified.checks.map((check) => (
              <li
                key={check.key}
                className={`flex items-start gap-2 ${check.confirmed ? "text-slate-900" : "text-amber-950"}`}
                data-confirmed={check.confirmed}
              >
                <Mark confirmed={check.confirmed} />
                <span>{check.text}</span>
              </li>
            ))}
            <li className="flex items-start gap-2 text-slate-900" data-testid="verification-renewals">
              <Mark confirmed />
              <span>{verified.renewals ? `Renewals of record: ${verified.renewals}` : "No renewal of record"}</span>
            </li>
          </ul>
          <p className="mt-3 text-xs text-slate-500">
            What the docket showed on that date; later filings are not reflected. The docket extract read is kept on file (SHA-256{" "}
            <code title={verified.sha256} data-testid="verification-fingerprint">
              {shortFingerprint(verified.sha256)}
            </code>
            ). Not legal advice: a buyer may read the docket too.
          </p>
        </>
      ) : (
        <>
          <p className="mt-2">
            <span
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700"
              data-testid="verification-status"
            >
              {NOT_VERIFIED_HEADING}
            </span>
          </p>
          <p className="mt-2 text-sm text-slate-700">{NOT_VERIFIED_TEXT}</p>
          {view.voidedOn && (
            <p className="mt-2 text-sm text-amber-900" data-testid="verification-voided">
              {VOIDED_TEXT} {formatDate(view.voidedOn)}.
            </p>
          )}
          {view.docketSearches.length > 0 && (
            <p className="mt-2 text-sm text-slate-700">
              Read the docket on{" "}
              {view.docketSearches.map((search, index) => (
                <span key={search.url}>
                  {index > 0 ? " or " : ""}
                  <a href={search.url} target="_blank" rel="noreferrer">
                    {search.name}
                  </a>
                </span>
              ))}
              .
            </p>
          )}
        </>
      )}
    </section>
  );
}
