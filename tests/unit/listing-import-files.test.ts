// Reading an import's spreadsheet (app/server/listing-import/read-sheet.ts, zip-guard.ts) and the
// pure parts of the import (columns, places, a row checked): hostile files refused with a sentence,
// never a crash, nor gigabytes of memory; cells as Excel and CSV writers really write them.
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { checkImportRow, isoDateOf } from "~/domain/listing-import/check-row";
import { mapHeaders, MAX_CELL_CHARS } from "~/domain/listing-import/columns";
import { placeFinder } from "~/domain/listing-import/places";
import { readCsv, readXlsx, sheetKindOf } from "~/server/listing-import/read-sheet";
import { zipProblem } from "~/server/listing-import/zip-guard";
import { csvOf, validRow, xlsxOf } from "../support/import-files";

async function* none(): AsyncGenerator<Uint8Array> {}
const csv = (text: string) => readCsv(new TextEncoder().encode(text), none());

/** A zip of one deflated entry, written by hand (a bomb is a zip that says little and inflates to much). */
function zipOf(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(0, 22); // a bomb lies about its size
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(0, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const localPart = Buffer.concat([local, nameBytes, data]);
  const centralPart = Buffer.concat([central, nameBytes]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

describe("the zip guard", () => {
  it("passes a real workbook and refuses a bomb by what it inflates to, not what it claims", async () => {
    expect(zipProblem(await xlsxOf([validRow(1)]))).toBeNull();
    const bomb = zipOf("xl/sharedStrings.xml", Buffer.alloc(50 * 1024 * 1024, 0x41));
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(zipProblem(bomb)).toMatch(/far more data than 2,000 rows/);
    const result = await readXlsx(bomb);
    expect(result).toEqual({ ok: false, problem: expect.stringMatching(/far more data/) });
    expect(zipProblem(zipOf("a.xml", Buffer.alloc(2048)), { maxEntries: 10, maxTotalBytes: 1024, maxEntryBytes: 1024 })).toMatch(
      /far more/,
    );
  });

  it("refuses what is not a zip at all, and a cut one", async () => {
    expect(zipProblem(Buffer.from("PK\u0003\u0004not a zip"))).toMatch(/not a readable XLSX/);
    const whole = await xlsxOf([validRow(1)]);
    expect(zipProblem(whole.subarray(0, whole.length - 40))).toMatch(/not a readable XLSX/);
    expect((await readXlsx(whole.subarray(0, 200))).ok).toBe(false);
  });
});

describe("reading CSV", () => {
  it("reads the template's columns with a byte-order mark, semicolons or tabs, and quoted line breaks", async () => {
    const text = csvOf([validRow(1, { description: 'Two lines,\r\nand "quotes"' })]);
    const read = await csv(`\uFEFF${text}`);
    expect(read.ok && read.headers[0]).toBe("Title");
    expect(read.ok && read.rows[0]!.cells[1]).toBe('Two lines,\r\nand "quotes"');
    const semicolons = await csv("Title;State\r\nA title;CA\r\n");
    expect(semicolons.ok && semicolons.rows[0]!.cells).toEqual(["A title", "CA"]);
    const tabs = await csv("Title\tState\nA title\tCA\n");
    expect(tabs.ok && tabs.rows[0]!.cells).toEqual(["A title", "CA"]);
  });

  it("reads a CSV saved by Excel on Windows (Windows-1252) as written", async () => {
    const bytes = Buffer.concat([
      Buffer.from("Title,State\r\nM"),
      Buffer.from([0xfc]),
      Buffer.from("ller "),
      Buffer.from([0x97]),
      Buffer.from(" HVAC,CA\r\n"),
    ]);
    const read = await readCsv(bytes, none());
    expect(read.ok && read.rows[0]!.cells[0]).toBe("Müller — HVAC");
    // The same text in UTF-8 (with its byte-order mark), split inside a character across chunks.
    const utf8 = Buffer.from("\uFEFFTitle,State\r\nMüller — HVAC,CA\r\n");
    async function* rest() {
      yield utf8.subarray(18);
    }
    const split = await readCsv(utf8.subarray(0, 18), rest());
    expect(split.ok && split.rows[0]!.cells[0]).toBe("Müller — HVAC");
  });

  it("numbers rows as the spreadsheet does and skips blank lines", async () => {
    const read = await csv("Title,State\r\n\r\nFirst,CA\r\n,\r\nSecond,CA\r\n");
    expect(read.ok && read.rows.map((r) => r.number)).toEqual([3, 5]);
  });

  it("refuses a cell longer than the cap, too many columns and text that cannot be stored", async () => {
    expect(await csv(`Title\r\n${"x".repeat(MAX_CELL_CHARS + 1)}\r\n`)).toEqual({
      ok: false,
      problem: expect.stringMatching(/^Row 2 has a cell longer/),
    });
    expect(await csv(`${Array.from({ length: 70 }, (_, i) => `c${i}`).join(",")}\r\n`)).toEqual({
      ok: false,
      problem: expect.stringMatching(/more than 60 columns/),
    });
    // A NUL past the first bytes (which tell the file's type): PostgreSQL cannot store it.
    const late = `Title\r\n${"Unpaid invoices\r\n".repeat(400)}bad\u0000text\r\n`;
    expect(await csv(late)).toEqual({ ok: false, problem: expect.stringMatching(/^Row 402 holds characters we cannot store/) });
  });

  it("tells a spreadsheet from other files by its first bytes", () => {
    expect(sheetKindOf(Buffer.from("Title,State"))).toBe("csv");
    expect(sheetKindOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe("xlsx");
    expect(sheetKindOf(Buffer.from("%PDF-1.7"))).toEqual({ problem: expect.stringMatching(/not a CSV or XLSX/) });
    expect(sheetKindOf(Buffer.from("\uFEFFTitle\tState", "utf16le"))).toEqual({
      problem: expect.stringMatching(/Unicode \(UTF-16\) text/),
    });
    expect(sheetKindOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toEqual({ problem: expect.stringMatching(/not a CSV or XLSX/) });
  });
});

describe("reading XLSX", () => {
  it("reads dates, numbers, booleans, rich text and formulas' saved values as text; skips the help sheets", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Columns").addRow(["Column", "Allowed values"]);
    const sheet = workbook.addWorksheet("Judgments");
    sheet.addRow(["Title", "Date Awarded", "Judgment Amount ($)", "Statement: not assigned, sold or pledged", "Description"]);
    sheet.addRow([
      { richText: [{ text: "Unpaid " }, { text: "invoices", font: { bold: true } }] },
      new Date("2023-09-14T00:00:00Z"),
      { formula: "5000*2", result: 10_000 },
      true,
      "",
    ]);
    const read = await readXlsx(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(read.ok && read.headers[0]).toBe("Title");
    expect(read.ok && read.rows[0]!.cells.slice(0, 4)).toEqual(["Unpaid invoices", "2023-09-14", "10000", "true"]);
  });

  it("stops at the row limit, and takes 2,000 rows of the longest descriptions", async () => {
    const many = await xlsxOf(Array.from({ length: 2001 }, (_, i) => validRow(i)));
    expect(await readXlsx(many)).toEqual({ ok: false, problem: expect.stringMatching(/more than 2,000 judgments/) });
    const long = await xlsxOf(Array.from({ length: 2000 }, (_, i) => validRow(i, { description: `${i} ${"words ".repeat(830)}` })));
    const read = await readXlsx(long);
    expect(read.ok && read.rows.length).toBe(2000);
  });

  it("refuses a formula with no saved value", async () => {
    const file = await xlsxOf([validRow(1)], (key, value) => (key === "price" ? ({ formula: "B2*2" } as ExcelJS.CellFormulaValue) : value));
    expect(await readXlsx(file)).toEqual({ ok: false, problem: expect.stringMatching(/^Row 2 has a formula without a saved value/) });
  });
});

describe("columns, places and a row", () => {
  it("maps headers by the label or the wizard's name, refusing unknown, repeated and missing columns", () => {
    const ok = mapHeaders([
      "title",
      "Description",
      "STATE",
      "County",
      "Case / Index number",
      "date_awarded",
      "Judgment Amount ($)",
      "price",
    ]);
    expect(ok.ok).toBe(false); // the statements and privacy are missing
    const result = mapHeaders(["Title", "Title", "Colour"]);
    expect(result.ok === false && result.problems).toEqual([
      "The column “Title” appears twice.",
      "The column “Colour” is not one of the template's columns.",
      expect.stringMatching(/^The file has no “State”, “County”, “Case\/Index Number”/),
    ]);
  });

  it("finds counties by name, with or without their suffix, or by FIPS code, within the state", () => {
    const places = placeFinder(
      [
        { id: 6, name: "California", abbreviation: "CA" },
        { id: 24, name: "Maryland", abbreviation: "MD" },
      ],
      [
        { id: 6019, stateId: 6, name: "Fresno County" },
        { id: 24005, stateId: 24, name: "Baltimore County" },
        { id: 24510, stateId: 24, name: "Baltimore city" },
      ],
    );
    expect(places.state(" california ")).toBe(6);
    expect(places.state("ca")).toBe(6);
    expect(places.state("Calif.")).toBeNull();
    expect(places.county(6, "Fresno")).toBe(6019);
    expect(places.county(6, "FRESNO COUNTY")).toBe(6019);
    expect(places.county(6, "6019")).toBe(6019);
    expect(places.county(24, "6019")).toBeNull();
    expect(places.county(24, "Baltimore")).toBe(24005);
    expect(places.county(24, "Baltimore City")).toBe(24510);
  });

  it("reads US dates as the same day and leaves anything else for the rule to refuse", () => {
    expect(isoDateOf("9/14/2023")).toBe("2023-09-14");
    expect(isoDateOf("2023-09-14")).toBe("2023-09-14");
    expect(isoDateOf("2/30/2023")).toBe("2/30/2023");
  });

  it("says nothing about the county when the state is unknown", () => {
    const places = placeFinder([{ id: 6, name: "California", abbreviation: "CA" }], [{ id: 6019, stateId: 6, name: "Fresno County" }]);
    const checked = checkImportRow({ ...validRow(1), state: "Narnia" }, places, "2026-11-28");
    expect(checked.ok === false && Object.keys(checked.errors)).toEqual(["state"]);
  });
});
