// The validation report as a spreadsheet the seller downloads beside the page's list (issue 32,
// docs/decisions/0052): one line a problem — the row in their file, the column, what it held and what
// is wrong — then the rows skipped as already listed, so a file of hundreds is fixed in the
// spreadsheet, sorted and filtered there. Written by csv-stringify (the csv-parse project's writer),
// with formulas escaped: a cell the seller typed as `=…` comes back as text, never run by Excel.
import { stringify } from "csv-stringify/sync";
import type { ImportReport } from "./import";

const HEADER = ["Row", "Column", "Value", "Problem", "Title"];

/**
 * Browsers refuse addresses of more than about 2 MB (Chrome: 2 MiB), and base64 makes the CSV a
 * third larger: past this many bytes of CSV the report stops with a line saying how many are left.
 */
export const MAX_REPORT_BYTES = 1_400_000;
/** A cell's text as far as the report repeats it (what the seller typed can be long). */
const MAX_CELL = 200;

const cut = (text: string) => (text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text);
const csvLine = (cells: string[]) => stringify([cells.map(cut)], { record_delimiter: "windows", escape_formulas: true });

/** The CSV text: UTF-8 with a byte-order mark (Excel reads the wizard's dashes and quotes so), CRLF lines. */
export function reportCsv(report: Pick<ImportReport, "problemRows" | "alreadyListed">, maxBytes = MAX_REPORT_BYTES): string {
  const lines: string[][] = [];
  for (const row of report.problemRows)
    for (const problem of row.problems) lines.push([String(row.row), problem.header, problem.value, problem.messages.join(" "), row.title]);
  for (const row of report.alreadyListed)
    lines.push([String(row.row), "", "", `Already listed: case ${row.casenum} (${row.state}); skipped`, row.title]);
  let text = `\uFEFF${csvLine(HEADER)}`;
  let bytes = Buffer.byteLength(text);
  for (const [index, cells] of lines.entries()) {
    const line = csvLine(cells);
    bytes += Buffer.byteLength(line);
    if (bytes > maxBytes) {
      const left = lines.length - index;
      return `${text}${csvLine(["", "", "", `And ${left.toLocaleString("en-US")} more: fix these and check the file again.`, ""])}`;
    }
    text += line;
  }
  return text;
}

/**
 * The report as a link's address, when it lists anything: the page carries it, so nothing about
 * the file is kept on the server.
 */
export function reportListed(report: Pick<ImportReport, "problemRows" | "alreadyListed">): string | undefined {
  if (report.problemRows.length + report.alreadyListed.length === 0) return undefined;
  return `data:text/csv;charset=utf-8;base64,${Buffer.from(reportCsv(report), "utf8").toString("base64")}`;
}
