// Spreadsheets for the import's tests and benchmark: rows written under the template's headers
// (app/domain/listing-import/columns.ts), as CSV text or an XLSX workbook, and the multipart
// request a browser sends from /sell/import.
import ExcelJS from "exceljs";
import { importColumns, type ImportColumnKey } from "~/domain/listing-import/columns";

export type ImportRow = Partial<Record<ImportColumnKey, string>>;

/** A row every rule accepts: a California judgment, case `CASE-{n}`, $10,000 asking $2,000 (free listing). */
export function validRow(n: number, overrides: ImportRow = {}): ImportRow {
  return {
    title: `Unpaid invoices — contractor number ${n}`,
    description: "Default judgment for unpaid invoices.",
    state: "CA",
    county: "Fresno",
    casenum: `CASE-${n}`,
    date_awarded: "2023-09-14",
    court_type: "state",
    debt_type: "commercial",
    amount: "10000",
    price: "2000",
    privacy: "public",
    role: "creditor",
    stmt_owner: "yes",
    stmt_not_assigned: "yes",
    stmt_not_satisfied: "yes",
    stmt_payments_listed: "yes",
    ...overrides,
  };
}

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function csvOf(rows: readonly ImportRow[]): string {
  const lines = [importColumns.map((c) => csvField(c.header)).join(",")];
  for (const row of rows) lines.push(importColumns.map((c) => csvField(row[c.key] ?? "")).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export async function xlsxOf(
  rows: readonly ImportRow[],
  cell?: (key: ImportColumnKey, value: string) => ExcelJS.CellValue,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Judgments");
  sheet.addRow(importColumns.map((c) => c.header));
  for (const row of rows) sheet.addRow(importColumns.map((c) => (cell ? cell(c.key, row[c.key] ?? "") : (row[c.key] ?? ""))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The form /sell/import posts: the file, the mode and the fee agreement. */
export function importForm(
  file: { name: string; bytes: Uint8Array | string },
  fields: { mode?: string; fee_agree?: boolean } = {},
): FormData {
  const form = new FormData();
  if (fields.mode) form.set("mode", fields.mode);
  if (fields.fee_agree) form.set("fee_agree", "on");
  const bytes = typeof file.bytes === "string" ? new TextEncoder().encode(file.bytes) : file.bytes;
  form.set("file", new Blob([new Uint8Array(bytes)]), file.name);
  return form;
}
