// The spreadsheet import's answers (docs/decisions/0052): the validation report (every problem by
// row and column, in the wizard's words, the cases already listed) and the result of an import.
// Server HTML: stacked rows rather than a wide table, so it reads at 390 px.
import { Link } from "react-router";
import { formatMoney } from "~/domain/money";

export type ReportProblem = { column: string; header: string; value: string; messages: string[] };
export type ReportRow = { row: number; title: string; problems: ReportProblem[] };
export type ReportSkipped = { row: number; title: string; casenum: string; state: string };
export type ReportFigures = {
  fileName: string;
  rows: number;
  ready: number;
  problemRows: ReportRow[];
  alreadyListed: ReportSkipped[];
  feeTotalCents: number;
  feeCount: number;
};
export type CreatedRow = { id: number; title: string; listingFeeCents: number; pastLimitNotice: string | null };

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** How many created listings the result lists one by one; the rest are on /selling. */
export const CREATED_SHOWN = 100;

function Figure({ label, value, tone, testId }: { label: string; value: number; tone?: "good" | "bad" | "plain"; testId: string }) {
  const color = tone === "good" ? "text-emerald-800" : tone === "bad" && value > 0 ? "text-red-700" : "text-slate-900";
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`text-xl font-semibold ${color}`} data-testid={testId}>
        {value.toLocaleString("en-US")}
      </dd>
    </div>
  );
}

function Figures({ report, created }: { report: ReportFigures; created?: number }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Figure label="Judgments in the file" value={report.rows} testId="import-rows" />
      {created === undefined ? (
        <Figure label="Ready to import" value={report.ready} tone="good" testId="import-ready" />
      ) : (
        <Figure label="Listings created" value={created} tone="good" testId="import-created" />
      )}
      <Figure label="Rows with problems" value={report.problemRows.length} tone="bad" testId="import-problem-rows" />
      <Figure label="Already listed" value={report.alreadyListed.length} testId="import-already-listed" />
    </dl>
  );
}

function ProblemRows({ rows }: { rows: ReportRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="mt-6" aria-labelledby="import-problems-heading">
      <h2 id="import-problems-heading" className="text-lg font-semibold">
        {count(rows.length, "row")} with problems
      </h2>
      <p className="mt-1 text-sm text-slate-600">Each problem is named by its row in your file and its column.</p>
      <ol className="mt-3 space-y-3" data-testid="import-problems">
        {rows.map((row) => (
          <li
            key={row.row}
            className="rounded-md border border-red-200 bg-red-50/50 p-3"
            data-testid="import-problem-row"
            data-row={row.row}
          >
            <p className="text-sm font-semibold text-slate-900">
              Row {row.row}
              {row.title && <span className="font-normal text-slate-600"> · {row.title}</span>}
            </p>
            <ul className="mt-2 space-y-1.5">
              {row.problems.map((problem) => (
                <li key={problem.column} className="text-sm" data-testid="import-problem" data-column={problem.column}>
                  <span className="font-medium text-slate-900">{problem.header}</span>
                  {problem.value && <span className="break-all text-slate-500"> (“{problem.value}”)</span>}:{" "}
                  <span className="text-red-800">{problem.messages.join(" ")}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

function AlreadyListed({ rows }: { rows: ReportSkipped[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="mt-6" aria-labelledby="import-listed-heading">
      <h2 id="import-listed-heading" className="text-lg font-semibold">
        Already listed: {count(rows.length, "row")} skipped
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        You already list these cases (same state and case number), so they are never created twice.
      </p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200 text-sm" data-testid="import-listed">
        {rows.map((row) => (
          <li key={row.row} className="px-3 py-2">
            Row {row.row}: {row.casenum} ({row.state}){row.title && <span className="text-slate-600"> · {row.title}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "judgments.xlsx" → "judgments-problems.csv". */
function reportFileName(fileName: string): string {
  const base =
    fileName
      .replace(/\.[^.]*$/, "")
      .replace(/[^\w.-]+/g, "-")
      .slice(0, 80) || "import";
  return `${base}-problems.csv`;
}

/** The report as a CSV file, when it lists anything. */
function ReportDownload({ href, fileName }: { href: string | undefined; fileName: string }) {
  if (!href) return null;
  return (
    <p className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
      <a href={href} download={reportFileName(fileName)} className="btn-secondary" data-testid="import-report-download">
        Download this report (CSV)
      </a>
      <span className="text-sm text-slate-600">One line a problem, to fix your file in your spreadsheet.</span>
    </p>
  );
}

/** The report of a check (or of an import refused because some rows have problems). */
export function ImportReport({ report, refusedAll, downloadHref }: { report: ReportFigures; refusedAll: boolean; downloadHref?: string }) {
  const problems = report.problemRows.length;
  return (
    <section className="card p-5 sm:p-8" aria-labelledby="import-report-heading" data-testid="import-report">
      <h2 id="import-report-heading" className="text-xl font-bold tracking-tight">
        Check of {report.fileName ? `“${report.fileName}”` : "your file"}
      </h2>
      <p className="mt-1 text-sm text-slate-600" role="status" data-testid="import-report-summary">
        Nothing was created.{" "}
        {refusedAll
          ? `You asked to import only if every row is fine, and ${count(problems, "row has", "rows have")} problems.`
          : problems > 0
            ? `${count(problems, "row has", "rows have")} problems.`
            : report.ready > 0
              ? "Every row is ready to import."
              : "No row is new: nothing would be created."}
      </p>
      <div className="mt-4">
        <Figures report={report} />
      </div>
      {report.ready > 0 && (
        <p className="mt-3 text-sm text-slate-700" data-testid="import-fee-total">
          {report.feeCount > 0
            ? `Listing fees for the rows ready to import: ${formatMoney(report.feeTotalCents)} in all, for ${count(report.feeCount, "listing")}.`
            : "No listing fee is due for the rows ready to import."}
        </p>
      )}
      <ReportDownload href={downloadHref} fileName={report.fileName} />
      <ProblemRows rows={report.problemRows} />
      <AlreadyListed rows={report.alreadyListed} />
      <p className="mt-6 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        {problems > 0 && report.ready > 0
          ? "Fix these rows in your file and upload it again, or upload it again choosing “Import the rows without problems”: the rows with problems are then left out."
          : problems > 0
            ? "Fix these rows in your file and upload it again."
            : report.ready > 0
              ? "Upload the file again choosing “Import if every row is fine” to create the listings."
              : "Add new judgments to the file to import them."}
      </p>
    </section>
  );
}

/** The result of an import: what was created, what was left out, and what comes next. */
export function ImportResult({ report, created, downloadHref }: { report: ReportFigures; created: CreatedRow[]; downloadHref?: string }) {
  const feeDue = created.filter((c) => c.listingFeeCents > 0);
  const pastLimit = created.filter((c) => c.pastLimitNotice).length;
  return (
    <section className="card p-5 sm:p-8" aria-labelledby="import-result-heading" data-testid="import-result">
      <h2 id="import-result-heading" className="text-xl font-bold tracking-tight">
        {count(created.length, "listing")} created from {report.fileName ? `“${report.fileName}”` : "your file"}
      </h2>
      <p className="mt-1 text-sm text-slate-600" role="status">
        They went to review together: our team reviews each new listing, usually within one business day, and e-mails you as it goes live.
      </p>
      {created.length >= 2 && (
        <p className="mt-1 text-sm text-slate-600" data-testid="import-portfolio-note">
          Once approved, you can sell them together: <Link to="/portfolios/new">group them into a portfolio</Link>.
        </p>
      )}
      <div className="mt-4">
        <Figures report={report} created={created.length} />
      </div>
      {feeDue.length > 0 ? (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="import-fees-due">
          <p>
            {feeDue.length === 1
              ? `A listing fee of ${formatMoney(feeDue[0]!.listingFeeCents)} is due for 1 listing; it is reviewed once its fee is paid.`
              : `Listing fees of ${formatMoney(feeDue.reduce((sum, c) => sum + c.listingFeeCents, 0))} are due for ${count(feeDue.length, "listing")}; each is reviewed once its fee is paid.`}
          </p>
          <p className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <Link to="/sell/fees" className="btn-primary" data-testid="import-pay-fees">
              {feeDue.length === 1 ? "Pay the listing fee" : "Pay all the listing fees at once"}
            </Link>
            <span>or later, from your selling page.</span>
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-emerald-800">No listing fee is due for them.</p>
      )}
      {pastLimit > 0 && (
        <p className="mt-4 text-sm text-amber-900" data-testid="import-past-limit-count">
          By the dates given, {count(pastLimit, "listing appears", "listings appear")} past the last day to enforce or revive the judgment:
          an administrator reviews {pastLimit === 1 ? "it" : "each"} before it can be listed (marked below).
        </p>
      )}
      <ReportDownload href={downloadHref} fileName={report.fileName} />
      <ProblemRows rows={report.problemRows} />
      <AlreadyListed rows={report.alreadyListed} />
      <section className="mt-6" aria-labelledby="import-created-heading">
        <h2 id="import-created-heading" className="text-lg font-semibold">
          Your new listings
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200 text-sm" data-testid="import-created-list">
          {created.slice(0, CREATED_SHOWN).map((listing) => (
            <li key={listing.id} className="px-3 py-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link to={`/judgments/${listing.id}`}>{listing.title}</Link>
                <span className="text-slate-600">
                  {listing.listingFeeCents > 0 ? `${formatMoney(listing.listingFeeCents)} fee due` : "Free"}
                </span>
              </div>
              {listing.pastLimitNotice && (
                <p className="mt-1 text-amber-900" data-testid="import-past-limit">
                  {listing.pastLimitNotice}
                </p>
              )}
            </li>
          ))}
        </ul>
        {created.length > CREATED_SHOWN && (
          <p className="mt-2 text-sm text-slate-600">
            And {count(created.length - CREATED_SHOWN, "more listing")}: see them all on <Link to="/selling">your selling page</Link>.
          </p>
        )}
      </section>
      <p className="mt-6 text-sm text-slate-700">
        Add the judgment and its docket to each listing from its page: buyers decide faster with documents.
      </p>
    </section>
  );
}
