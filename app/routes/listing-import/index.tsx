// /sell/import: many judgments at once from a spreadsheet (issue 32 item 1, docs/decisions/0052).
// GET: the templates, the columns and the upload form. POST (multipart): the file is read as it
// arrives, checked row by row with the wizard's rules, and, when the seller chose to import, its
// listings created in one transaction; the answer is this page with the report or the result (an
// import sent again creates nothing new: its cases are already listed). Signed-in members only; a
// visitor's upload is turned away before its body is read (server/upload-gate.ts).
import { data, Link } from "react-router";
import type { Route } from "./+types/index";
import { pageTitle } from "~/components/page-title";
import { ImportForm, type ImportModeChoice } from "~/components/listing-import/import-form";
import { ImportReport, ImportResult } from "~/components/listing-import/import-report";
import { importColumns, MAX_IMPORT_ROWS } from "~/domain/listing-import/columns";
import { truthy } from "~/domain/sworn-statements";
import { requireUser } from "~/server/auth/guards";
import { getRequestInfo, getServices } from "~/server/context";
import { importModes, importSheet, type ImportOutcome } from "~/server/listing-import/import";
import { receiveImport } from "~/server/listing-import/receive";
import { reportListed } from "~/server/listing-import/report-csv";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Import Judgments from a Spreadsheet", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

type ActionData = {
  mode: ImportModeChoice;
  feeAgreed: boolean;
  errors?: Record<string, string[]>;
  outcome?: Extract<ImportOutcome, { kind: "checked" | "imported" }>;
  /** The report as a downloadable CSV, when it lists anything. */
  reportHref?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const received = await receiveImport(request, user.id);
  if (!received.ok) {
    const headers: Record<string, string> = "retryAfterSeconds" in received ? { "Retry-After": String(received.retryAfterSeconds) } : {};
    return data<ActionData>(
      { mode: "check", feeAgreed: false, errors: { file: [received.message] } },
      { status: received.status, headers },
    );
  }
  const { fields, file } = received.upload;
  const mode = importModes.find((m) => m === fields.get("mode")) ?? "check";
  const feeAgreed = truthy(fields.get("fee_agree"));
  if (!file) return data<ActionData>({ mode, feeAgreed, errors: { file: ["Choose a CSV or XLSX file to upload."] } }, { status: 422 });
  const outcome = await importSheet(getServices(context), user, {
    fileName: file.name,
    sheet: file.sheet,
    mode,
    feeAgreed,
    clientIp: getRequestInfo(context).ip,
  });
  switch (outcome.kind) {
    case "unreadable":
      return data<ActionData>({ mode, feeAgreed, errors: { file: outcome.problems } }, { status: 422 });
    case "form":
      return data<ActionData>({ mode, feeAgreed, errors: outcome.errors }, { status: 422 });
    case "limited":
      return data<ActionData>({ mode, feeAgreed, errors: { file: [outcome.message] } }, { status: 429 });
    case "checked": {
      // Ready with no problem: the next upload most likely imports; otherwise the seller's choice stays.
      const next: ImportModeChoice = outcome.report.problemRows.length === 0 && outcome.report.ready > 0 ? "all" : mode;
      return data<ActionData>(
        { mode: next, feeAgreed, outcome, reportHref: reportListed(outcome.report) },
        { status: outcome.report.problemRows.length ? 422 : 200 },
      );
    }
    case "imported":
      return data<ActionData>({ mode: "check", feeAgreed: false, outcome, reportHref: reportListed(outcome.report) });
  }
}

function ColumnGuide() {
  return (
    <details className="mt-4 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm" data-testid="import-columns">
      <summary className="cursor-pointer font-medium text-slate-900">The columns and what they may hold</summary>
      <dl className="mt-3 space-y-2">
        {importColumns.map((column) => (
          <div key={column.key}>
            <dt className="font-medium text-slate-900">
              {column.header} <span className="font-normal text-slate-500">{column.required ? "(required)" : "(optional)"}</span>
            </dt>
            <dd className="text-slate-600">{column.allowed}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export default function ListingImport({ actionData }: Route.ComponentProps) {
  const answer = actionData as ActionData | undefined;
  const outcome = answer?.outcome;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link to="/selling" className="text-sm font-medium no-underline hover:underline">
        ← My Selling Dashboard
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Import judgments from a spreadsheet</h1>
      <p className="mt-2 text-sm text-slate-600">
        List many judgments at once: one row a judgment, up to {MAX_IMPORT_ROWS.toLocaleString("en-US")} in a file. Every row is checked by
        the same rules as the <Link to="/sell">listing form</Link>, and nothing is created until you choose to import.
      </p>

      {outcome?.kind === "imported" && (
        <div className="mt-6">
          <ImportResult report={outcome.report} created={outcome.created} downloadHref={answer?.reportHref} />
          <p className="mt-6">
            <Link to="/sell/import" className="btn-secondary" data-testid="import-another">
              Import another file
            </Link>
          </p>
        </div>
      )}
      {outcome?.kind === "checked" && (
        <div className="mt-6">
          <ImportReport
            report={outcome.report}
            refusedAll={outcome.mode === "all" && outcome.report.problemRows.length > 0}
            downloadHref={answer?.reportHref}
          />
        </div>
      )}

      {outcome?.kind !== "imported" && <ImportSteps answer={answer} />}
    </div>
  );
}

/** The template and the upload form (after an import, the result stands alone). */
function ImportSteps({ answer }: { answer: ActionData | undefined }) {
  const outcome = answer?.outcome;
  return (
    <>
      <section className="card mt-6 p-5 sm:p-8" aria-labelledby="import-template-heading">
        <h2 id="import-template-heading" className="text-lg font-semibold">
          1. Fill in the template
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Its columns are the listing form's fields: the judgment, the collectability facts, the prices, who can read your documents and
          your sworn statements. The Excel template explains each column on its second sheet.
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <a href="/sell/import/template/xlsx" className="btn-secondary" download data-testid="import-template-xlsx">
            Download the Excel template (.xlsx)
          </a>
          <a href="/sell/import/template/csv" className="btn-secondary" download data-testid="import-template-csv">
            Download the CSV template
          </a>
        </div>
        <ColumnGuide />
      </section>

      <section className="card mt-6 p-5 sm:p-8" aria-labelledby="import-upload-heading">
        <h2 id="import-upload-heading" className="text-lg font-semibold">
          2. Upload it
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          The listings you import go to review together, like a listing from the form. A case you already list in the same state is skipped.
        </p>
        <ImportForm
          key={outcome ? `${outcome.kind}-${answer?.mode}` : (answer?.mode ?? "new")}
          mode={answer?.mode ?? "check"}
          feeAgreed={answer?.feeAgreed ?? false}
          errors={answer?.errors}
        />
      </section>
    </>
  );
}
