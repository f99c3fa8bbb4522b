// The validation report as a spreadsheet the seller downloads beside the page's list (issue 32,
// docs/decisions/0052): one line a problem — the row in their file, the column, what it held and what
// is wrong — then the rows skipped as already listed, so a file of hundreds is fixed in the
// spreadsheet, sorted and filtered there. Written by csv-stringify (the csv-parse project's writer),
// with formulas escaped: a cell the seller typed as `=…` comes back as text, never run by Excel.
import { stringify } from "csv-stringify/sync";
import type { ImportReport } from "./import";

const HEADER = ["Row", "Column", "Value", "Problem", "Title"];

/** The CSV text: UTF-8 with a byte-order mark (Excel reads the wizard's dashes and quotes so), CRLF lines. */
export function reportCsv(report: Pick<ImportReport, "problemRows" | "alreadyListed">): string {
  const lines: string[][] = [];
  for (const row of report.problemRows)
    for (const problem of row.problems) lines.push([String(row.row), problem.header, problem.value, problem.messages.join(" "), row.title]);
  for (const row of report.alreadyListed)
    lines.push([String(row.row), "", "", `Already listed: case ${row.casenum} (${row.state}); skipped`, row.title]);
  return `\uFEFF${stringify([HEADER, ...lines], { record_delimiter: "windows", escape_formulas: true })}`;
}

/**
 * The report as a link's address, when it lists anything: the page carries it, so nothing about
 * the file is kept on the server.
 */
export function reportListed(report: Pick<ImportReport, "problemRows" | "alreadyListed">): string | undefined {
  if (report.problemRows.length + report.alreadyListed.length === 0) return undefined;
  return `data:text/csv;charset=utf-8;base64,${Buffer.from(reportCsv(report), "utf8").toString("base64")}`;
}
