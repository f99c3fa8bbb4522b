// The spreadsheet import's form: the file, what to do with it (check only, import if every row is
// fine, import the rows without problems: an explicit choice), and the fee agreement. A plain
// multipart form that works without JavaScript; the enhancement script only marks the button busy
// while the answer comes (data-busy-label).
import { Form } from "react-router";
import { FieldErrors, type Errors } from "~/components/forms";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "~/domain/listing-import/columns";

export type ImportModeChoice = "check" | "all" | "valid";

const modes: { value: ImportModeChoice; title: string; text: string }[] = [
  { value: "check", title: "Check the file", text: "See every problem by row and column. Nothing is created." },
  { value: "all", title: "Import if every row is fine", text: "Creates the listings only when no row has a problem." },
  {
    value: "valid",
    title: "Import the rows without problems",
    text: "Creates the listings of the fine rows; the rows with problems are left out.",
  },
];

export function ImportForm({ mode, feeAgreed, errors }: { mode: ImportModeChoice; feeAgreed: boolean; errors?: Errors }) {
  const fileErrors = errors?.file;
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-5" noValidate data-testid="import-form">
      <div>
        <label htmlFor="field-file" className="label">
          Your spreadsheet (CSV or XLSX)
        </label>
        <input
          id="field-file"
          type="file"
          name="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700"
          aria-invalid={fileErrors?.length ? true : undefined}
          aria-describedby={`field-file-hint${fileErrors?.length ? " field-file-errors" : ""}`}
          data-testid="import-file"
        />
        <p id="field-file-hint" className="mt-1 text-xs text-slate-500">
          Up to {MAX_IMPORT_ROWS.toLocaleString("en-US")} judgments and {MAX_IMPORT_BYTES / 1024 / 1024} MB. The first sheet of an XLSX is
          read; formulas count as their values.
        </p>
        <FieldErrors id="field-file-errors" errors={fileErrors} />
      </div>
      <fieldset>
        <legend className="label">What to do</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {modes.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="mode"
                value={choice.value}
                defaultChecked={mode === choice.value}
                className="mt-1"
                data-testid={`import-mode-${choice.value}`}
              />
              <span className="text-sm">
                <span className="block font-semibold text-slate-900">{choice.title}</span>
                <span className="text-slate-600">{choice.text}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="fee_agree"
            defaultChecked={feeAgreed}
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
            aria-invalid={errors?.fee_agree?.length ? true : undefined}
            aria-describedby={errors?.fee_agree?.length ? "field-fee_agree-errors" : undefined}
            data-testid="import-fee-agree"
          />
          <span>
            I understand the fee structure: the listing fee for each listing's prices, and the final value fee deducted from my payout when
            a judgment sells. (Needed to import; not to check.)
          </span>
        </label>
        <FieldErrors id="field-fee_agree-errors" errors={errors?.fee_agree} />
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">A file of 2,000 rows takes up to half a minute; keep this page open.</p>
        <button type="submit" className="btn-primary" data-busy-label="Working on your file…" data-testid="import-submit">
          Upload
        </button>
      </div>
    </Form>
  );
}
