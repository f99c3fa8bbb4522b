// The administrator's verification form (docs/decisions/0047): where the docket was read, its
// identifiers, the checklist (what matched, what the docket shows), the renewals, the evidence (a
// docket extract, required) and a note. Then the history: each verification with who recorded it,
// its evidence's fingerprint and download, and whether it is in force, superseded or voided (and
// why); the one in force can be voided with a reason.
import { FieldErrors, type Errors } from "~/components/forms";
import {
  verificationSourceLabels,
  verificationSources,
  shortFingerprint,
  checkLabels,
  type VerificationCheck,
} from "~/domain/court-verification";
import { formatDate, formatDateTime } from "~/domain/dates";
import { formatMoney } from "~/domain/money";

export type VerificationHistoryRow = {
  id: number;
  source: keyof typeof verificationSourceLabels;
  docketCourt: string;
  docketNumber: string;
  caseName: string | null;
  docketUrl: string | null;
  parties: string | null;
  checks: Record<VerificationCheck, boolean>;
  renewals: string | null;
  note: string | null;
  listing: { casenum: string; amountCents: number; dateAwarded: string; courthouse: string | null };
  evidenceName: string;
  evidenceBytes: number;
  evidenceSha256: string;
  createdAt: Date | string;
  adminHandle: string | null;
  supersededAt: Date | string | null;
  voidedAt: Date | string | null;
  voidedByHandle: string | null;
  voidReason: string | null;
  current: boolean;
};

type FormProps = {
  judgmentId: number;
  /** The version of the listing's details on screen (a seller's edit in between refuses the record). */
  listingVersion: string;
  values: Record<string, string>;
  errors: Errors;
  checks: { field: string; label: string; group: "match" | "docket" }[];
};

function Text({
  name,
  label,
  values,
  errors,
  hint,
  required,
}: {
  name: string;
  label: string;
  values: Record<string, string>;
  errors: Errors;
  hint?: string;
  required?: boolean;
}) {
  const id = `verify-${name}`;
  const fieldErrors = errors?.[name];
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="input"
        defaultValue={values[name] ?? ""}
        required={required}
        aria-invalid={fieldErrors?.length ? true : undefined}
        aria-describedby={[fieldErrors?.length ? `${id}-errors` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldErrors id={`${id}-errors`} errors={fieldErrors} />
    </div>
  );
}

function Area({
  name,
  label,
  values,
  errors,
  rows = 4,
}: {
  name: string;
  label: string;
  values: Record<string, string>;
  errors: Errors;
  rows?: number;
}) {
  const id = `verify-${name}`;
  const fieldErrors = errors?.[name];
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        className="input font-mono text-[13px]"
        defaultValue={values[name] ?? ""}
        aria-invalid={fieldErrors?.length ? true : undefined}
        aria-describedby={fieldErrors?.length ? `${id}-errors` : undefined}
      />
      <FieldErrors id={`${id}-errors`} errors={fieldErrors} />
    </div>
  );
}

export function VerificationForm({ judgmentId, listingVersion, values, errors, checks }: FormProps) {
  const ticked = (field: string) => values[field] === "on";
  return (
    <form
      id="verification-form"
      method="post"
      action={`/admin/judgments/${judgmentId}/verification`}
      encType="multipart/form-data"
      className="card scroll-mt-24 space-y-5 px-4 py-4 sm:px-6"
      aria-labelledby="verification-form-title"
      data-testid="verification-form"
    >
      <h2 id="verification-form-title" className="text-base font-semibold">
        Record a verification
      </h2>
      <input type="hidden" name="listing_version" value={listingVersion} />
      {errors && Object.keys(errors).length > 0 && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid="verify-form-alert"
        >
          {errors._?.[0] ?? "Please check the fields marked below."}
        </p>
      )}
      <div>
        <label htmlFor="verify-source" className="label">
          Where you read the docket
        </label>
        <select
          id="verify-source"
          name="source"
          className="input"
          defaultValue={values.source ?? ""}
          aria-invalid={errors?.source?.length ? true : undefined}
        >
          <option value="">Choose the source</option>
          {verificationSources.map((source) => (
            <option key={source} value={source}>
              {verificationSourceLabels[source]}
            </option>
          ))}
        </select>
        <FieldErrors id="verify-source-errors" errors={errors?.source} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Text name="docket_court" label="Court, as the docket names it" values={values} errors={errors} required />
        <Text name="docket_number" label="Docket (case) number" values={values} errors={errors} required />
        <Text name="case_name" label="Case name (optional)" values={values} errors={errors} />
        <Text
          name="docket_ref"
          label="The docket's id at its source (optional)"
          values={values}
          errors={errors}
          hint="CourtListener's docket id, PACER's case id."
        />
      </div>
      <Text
        name="docket_url"
        label="The docket's address (optional)"
        values={values}
        errors={errors}
        hint="https://… Shown to buyers as a link to the docket."
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Area name="parties" label="Parties, as the docket lists them (administrators only)" values={values} errors={errors} />
        <Area name="entries" label="Docket entries you read" values={values} errors={errors} />
      </div>

      {(["match", "docket"] as const).map((group) => (
        <fieldset
          key={group}
          className="min-w-0"
          aria-describedby={group === "match" && errors?.checks ? "verify-checks-errors" : undefined}
        >
          <legend className="text-sm font-semibold text-slate-800">
            {group === "match" ? "The listing matches the docket (all required)" : "What the docket shows (tick only what it confirms)"}
          </legend>
          <div className="mt-2 space-y-2">
            {checks
              .filter((check) => check.group === group)
              .map((check) => (
                <label key={check.field} className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name={check.field}
                    value="on"
                    className="mt-0.5"
                    defaultChecked={ticked(check.field)}
                    data-testid={check.field}
                  />
                  <span>{check.label}</span>
                </label>
              ))}
          </div>
          {group === "match" && <FieldErrors id="verify-checks-errors" errors={errors?.checks} />}
        </fieldset>
      ))}
      <Text
        name="renewals"
        label="Renewals, revivals or writs of record (optional)"
        values={values}
        errors={errors}
        hint="As the docket shows them, with their dates; leave empty when it shows none."
      />
      <div>
        <label htmlFor="verify-evidence" className="label">
          Evidence: the docket extract you read
        </label>
        <input
          id="verify-evidence"
          name="evidence"
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,.gif,.doc,.rtf"
          className="block w-full text-sm"
          aria-invalid={errors?.evidence?.length ? true : undefined}
          aria-describedby={`verify-evidence-hint${errors?.evidence?.length ? " verify-evidence-errors" : ""}`}
          data-testid="evidence"
        />
        <p id="verify-evidence-hint" className="mt-1 text-xs text-slate-500">
          A PDF or an image, at most 20 MB. Kept privately with its SHA-256 fingerprint; buyers see the fingerprint, not the file.
        </p>
        <FieldErrors id="verify-evidence-errors" errors={errors?.evidence} />
      </div>
      <Area name="note" label="Note (administrators only, optional)" values={values} errors={errors} rows={3} />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary w-full sm:w-auto" data-testid="record-verification">
          Record verification
        </button>
      </div>
    </form>
  );
}

function status(row: VerificationHistoryRow): { text: string; tone: string } {
  if (row.current) return { text: "In force", tone: "bg-emerald-100 text-emerald-800" };
  if (row.voidedAt) return { text: `Voided ${formatDate(row.voidedAt)}`, tone: "bg-red-100 text-red-800" };
  return { text: `Superseded ${formatDate(row.supersededAt!)}`, tone: "bg-slate-100 text-slate-700" };
}

export function VerificationHistory({
  judgmentId,
  rows,
  voidErrors,
}: {
  judgmentId: number;
  rows: VerificationHistoryRow[];
  voidErrors: Errors;
}) {
  if (rows.length === 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="verification-history-empty">
        No verification recorded yet: the judgment page shows “Not verified”.
      </p>
    );
  }
  return (
    <ol className="space-y-3" aria-label="Verifications, newest first" data-testid="verification-history">
      {rows.map((row) => {
        const badge = status(row);
        const confirmed = (Object.keys(row.checks) as VerificationCheck[]).filter((check) => row.checks[check]);
        return (
          <li key={row.id} className="card px-4 py-3 text-sm sm:px-6" data-testid="verification-row">
            <p className="flex flex-wrap items-center gap-2">
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge.tone}`}>{badge.text}</span>
              <span>
                {formatDateTime(row.createdAt)} by @{row.adminHandle ?? "former administrator"} · {verificationSourceLabels[row.source]}
              </span>
            </p>
            <p className="mt-1 break-words">
              {row.docketCourt}, {row.docketNumber}
              {row.caseName ? ` (${row.caseName})` : ""}
              {row.docketUrl && (
                <>
                  {" · "}
                  <a href={row.docketUrl} target="_blank" rel="noreferrer">
                    docket
                  </a>
                </>
              )}
            </p>
            <p className="mt-1 text-slate-600">
              Verified as: case {row.listing.casenum}, {formatMoney(row.listing.amountCents)}, entered {formatDate(row.listing.dateAwarded)}
              . Confirmed: {confirmed.map((check) => checkLabels[check].confirmed.toLowerCase()).join("; ")}.
            </p>
            {row.renewals && <p className="mt-1">Renewals: {row.renewals}</p>}
            {row.note && <p className="mt-1 whitespace-pre-line text-slate-700">Note: {row.note}</p>}
            <p className="mt-1">
              Evidence:{" "}
              <a href={`/admin/judgments/${judgmentId}/verification/${row.id}/evidence`} data-testid="evidence-link">
                {row.evidenceName}
              </a>{" "}
              ({Math.max(1, Math.round(row.evidenceBytes / 1024))} KB) · SHA-256{" "}
              <code className="break-all text-xs" data-testid="evidence-sha256" title={row.evidenceSha256}>
                {shortFingerprint(row.evidenceSha256)}
              </code>
            </p>
            {row.voidedAt && (
              <p className="mt-1 text-red-800" data-testid="void-reason">
                Voided{row.voidedByHandle ? ` by @${row.voidedByHandle}` : ""}: {row.voidReason}
              </p>
            )}
            {row.current && (
              <form
                method="post"
                action={`/admin/judgments/${judgmentId}/verification`}
                className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start"
              >
                <input type="hidden" name="intent" value="void" />
                <div className="min-w-0 flex-1">
                  <label htmlFor={`void-reason-${row.id}`} className="sr-only">
                    Why the verification no longer holds
                  </label>
                  <input
                    id={`void-reason-${row.id}`}
                    name="reason"
                    className="input"
                    placeholder="Why it no longer holds (e.g. the docket now shows a satisfaction)"
                    maxLength={500}
                    aria-invalid={voidErrors?.reason?.length ? true : undefined}
                    aria-describedby={voidErrors?.reason?.length ? "void-reason-errors" : undefined}
                  />
                  <FieldErrors id="void-reason-errors" errors={voidErrors?.reason} />
                </div>
                <button type="submit" className="btn-secondary" data-testid="void-verification">
                  Void
                </button>
              </form>
            )}
          </li>
        );
      })}
    </ol>
  );
}
