// Reading an uploaded spreadsheet into rows of text: CSV streamed through csv-parse as it arrives,
// XLSX through exceljs's streaming reader once the zip passed the bomb check (./zip-guard.ts).
// Whatever the file holds, the answer is rows or a sentence for the uploader, never a crash: the
// rows, the columns and each cell are capped, formulas are read as their saved values (one without
// a saved value is refused), and text PostgreSQL cannot store is refused. The file's type is told
// by its first bytes, not its name.
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import { MAX_CELL_CHARS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "~/domain/listing-import/columns";
import { isStorableText } from "~/domain/storable-text";
import { zipProblem } from "./zip-guard";

/** A data row: its number in the spreadsheet (the header is row 1) and its cells as text. */
export type SheetRow = { number: number; cells: string[] };
export type Sheet = { ok: true; headers: string[]; rows: SheetRow[] } | { ok: false; problem: string };

export const NOT_A_SPREADSHEET = "This file is not a CSV or XLSX spreadsheet. Download the template, fill it in and upload it.";
export const OLD_EXCEL = "This is an old Excel file (.xls). Save it as .xlsx or as CSV, then upload it.";
export const UTF16_TEXT = "This file is saved as Unicode (UTF-16) text. Save it as “CSV UTF-8” or as .xlsx, then upload it.";
export const TOO_MANY_ROWS = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} judgments. Split it into files of at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows.`;
export const NO_ROWS = "The file has no judgments: fill in one row a judgment under the header row.";
const TOO_MANY_COLUMNS = `The file has more than ${MAX_IMPORT_COLUMNS} columns. Start from the template.`;
const longCell = (row: number) => `Row ${row} has a cell longer than ${MAX_CELL_CHARS.toLocaleString("en-US")} characters.`;
const badText = (row: number) => `Row ${row} holds characters we cannot store (it may not be text). Save the file as UTF-8 CSV or XLSX.`;

export type SheetKind = "csv" | "xlsx";

/** The file's kind from its first bytes; a refusal's words when it is neither. */
export function sheetKindOf(head: Uint8Array): SheetKind | { problem: string } {
  const bytes = Buffer.from(head);
  if (bytes.length === 0) return { problem: NO_ROWS };
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return "xlsx";
  if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) return { problem: OLD_EXCEL };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return { problem: UTF16_TEXT };
  // Text has no NUL byte; images, PDFs and archives almost always do early on.
  if (bytes.includes(0) || bytes.subarray(0, 5).toString("latin1") === "%PDF-") return { problem: NOT_A_SPREADSHEET };
  return "csv";
}

/** Collects rows: the header first, then data rows, refusing what is too big or unstorable. */
class RowCollector {
  headers: string[] | null = null;
  rows: SheetRow[] = [];
  problem: string | null = null;

  /** False once reading should stop. */
  add(number: number, cells: string[]): boolean {
    if (cells.length > MAX_IMPORT_COLUMNS && cells.slice(MAX_IMPORT_COLUMNS).some((c) => c.trim() !== "")) {
      this.problem = TOO_MANY_COLUMNS;
      return false;
    }
    const kept = cells.slice(0, MAX_IMPORT_COLUMNS);
    if (kept.some((c) => c.length > MAX_CELL_CHARS)) {
      this.problem = longCell(number);
      return false;
    }
    if (kept.some((c) => !isStorableText(c))) {
      this.problem = badText(number);
      return false;
    }
    if (kept.every((c) => c.trim() === "")) return true; // a blank line is not a judgment
    if (this.headers === null) {
      this.headers = kept;
      return true;
    }
    if (this.rows.length >= MAX_IMPORT_ROWS) {
      this.problem = TOO_MANY_ROWS;
      return false;
    }
    this.rows.push({ number, cells: kept });
    return true;
  }

  result(): Sheet {
    if (this.problem) return { ok: false, problem: this.problem };
    if (!this.headers || this.rows.length === 0) return { ok: false, problem: NO_ROWS };
    return { ok: true, headers: this.headers, rows: this.rows };
  }
}

/** The separator the header line uses most: comma, semicolon (some Excel locales) or tab. */
function delimiterOf(head: Uint8Array): string {
  const firstLine = Buffer.from(head).toString("utf8").split(/\r?\n/, 1)[0] ?? "";
  const count = (c: string) => firstLine.split(c).length - 1;
  return [";", "\t"].reduce((best, c) => (count(c) > count(best) ? c : best), ",");
}

/**
 * The file's text: UTF-8 (its byte-order mark dropped), until a byte sequence shows it is not, and
 * from there Windows-1252, the encoding Excel on Windows saves "CSV (Comma delimited)" in (so
 * "Müller — HVAC" arrives as written, not as replacement characters). Text before that point
 * was plain ASCII or valid UTF-8, which read the same either way for ASCII.
 */
async function* asText(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let utf8: TextDecoder | null = new TextDecoder("utf-8", { fatal: true });
  const windows1252 = new TextDecoder("windows-1252");
  for await (const chunk of chunks) {
    if (utf8) {
      try {
        yield utf8.decode(chunk, { stream: true });
        continue;
      } catch {
        utf8 = null;
      }
    }
    yield windows1252.decode(chunk, { stream: true });
  }
  if (utf8) yield utf8.decode();
}

/** A CSV file, parsed as its bytes arrive; `head` is the part already read to tell its kind. */
export async function readCsv(head: Uint8Array, rest: AsyncIterable<Uint8Array>): Promise<Sheet> {
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(head),
    relax_column_count: true,
    max_record_size: MAX_CELL_CHARS * MAX_IMPORT_COLUMNS,
    info: true,
  });
  async function* whole() {
    yield head;
    yield* rest;
  }
  const source = Readable.from(asText(whole()));
  source.on("error", () => {});
  source.pipe(parser);
  const collector = new RowCollector();
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!collector.add(record.info.lines, record.record)) break;
    }
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      ok: false,
      problem: `The file could not be read as CSV${line ? ` (near line ${line})` : ""}: check its quotes, or save it again as CSV.`,
    };
  } finally {
    source.unpipe(parser);
    source.destroy();
  }
  return collector.result();
}

/** A cell's value as text: a date as 'YYYY-MM-DD', a formula as its saved result, rich text as its words. */
function cellText(value: unknown, row: number): string | { problem: string } {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as Record<string, unknown>;
    if ("formula" in v || "sharedFormula" in v) {
      if (v.result === undefined || v.result === null || (typeof v.result === "object" && "error" in (v.result as object))) {
        return { problem: `Row ${row} has a formula without a saved value. Replace formulas with their values, then upload again.` };
      }
      return cellText(v.result, row);
    }
    if (Array.isArray(v.richText)) return v.richText.map((part) => String((part as { text?: unknown }).text ?? "")).join("");
    if (typeof v.text === "string") return v.text; // a hyperlink's text
    if ("error" in v) return "";
  }
  return "";
}

/** The sheets this app writes to explain the template, which are not judgments. */
const HELP_SHEETS = new Set(["columns", "statements"]);

/** An XLSX workbook (its first sheet of judgments), read once the whole zip passed zipProblem. */
export async function readXlsx(file: Buffer): Promise<Sheet> {
  const problem = zipProblem(file);
  if (problem) return { ok: false, problem };
  const collector = new RowCollector();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "cache",
    worksheets: "emit",
    entries: "ignore",
  });
  try {
    for await (const worksheet of reader) {
      const name = String((worksheet as unknown as { name?: string }).name ?? "").toLowerCase();
      if (HELP_SHEETS.has(name)) continue;
      rows: for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        if (values.length - 1 > MAX_IMPORT_COLUMNS * 4) {
          collector.problem = TOO_MANY_COLUMNS;
          break;
        }
        const cells: string[] = [];
        for (let c = 1; c < values.length; c++) {
          const text = cellText(values[c], row.number);
          if (typeof text !== "string") {
            collector.problem = text.problem;
            break rows;
          }
          cells.push(text);
        }
        if (!collector.add(row.number, cells)) break;
      }
      break; // the first sheet of judgments only
    }
  } catch {
    return { ok: false, problem: "The file is not a readable XLSX workbook. Save it again from your spreadsheet program, or as CSV." };
  }
  return collector.result();
}
