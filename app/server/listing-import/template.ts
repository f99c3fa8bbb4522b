// The import's templates, written from the one column table (app/domain/listing-import/columns.ts):
// a CSV with the header row and an example row, and an XLSX whose first sheet is the same, whose
// second sheet explains each column and its allowed values, and whose third holds the sworn
// statements' words (the version a seller makes by writing "yes").
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { importColumns } from "~/domain/listing-import/columns";
import { CURRENT_STATEMENTS_VERSION, statementKeys, statementTexts } from "~/domain/sworn-statements";

/** The CSV template: UTF-8 with a byte-order mark (so Excel reads the dash in the example), CRLF lines. */
export function csvTemplate(): string {
  const header = importColumns.map((c) => c.header);
  const example = importColumns.map((c) => c.example);
  return `\uFEFF${stringify([header, example], { record_delimiter: "windows" })}`;
}

export async function xlsxTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);

  const judgments = workbook.addWorksheet("Judgments", { views: [{ state: "frozen", ySplit: 1 }] });
  judgments.columns = importColumns.map((c) => ({ header: c.header, key: c.key, width: Math.min(40, Math.max(14, c.header.length + 2)) }));
  judgments.getRow(1).font = { bold: true };
  judgments.addRow(Object.fromEntries(importColumns.map((c) => [c.key, c.example])));
  // Dates and money typed as text stay exactly as typed (no "9/14/23" reformatting by Excel).
  for (const column of importColumns) judgments.getColumn(column.key).numFmt = "@";

  const help = workbook.addWorksheet("Columns");
  help.columns = [
    { header: "Column", key: "header", width: 44 },
    { header: "Required", key: "required", width: 10 },
    { header: "Allowed values", key: "allowed", width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of importColumns)
    help.addRow({ header: column.header, required: column.required ? "yes" : "no", allowed: column.allowed });
  help.addRow({});
  help.addRow({
    header: "One row a judgment, at most 2,000 rows. Rows with a problem are listed by row and column before anything is created.",
  });
  help.getColumn("allowed").alignment = { wrapText: true, vertical: "top" };

  const texts = statementTexts(CURRENT_STATEMENTS_VERSION)!;
  const statements = workbook.addWorksheet("Statements");
  statements.columns = [
    { header: "Column", key: "column", width: 44 },
    { header: `Sworn statement (version ${CURRENT_STATEMENTS_VERSION}), made by writing "yes"`, key: "text", width: 110 },
  ];
  statements.getRow(1).font = { bold: true };
  for (const key of statementKeys) {
    const column = importColumns.find((c) => c.key === `stmt_${key}`)!;
    statements.addRow({ column: column.header, text: texts[key] });
  }
  statements.getColumn("text").alignment = { wrapText: true, vertical: "top" };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
