// The import's validation report as a CSV (docs/decisions/0052): one line a problem, then the rows
// skipped as already listed; formulas a seller typed come back as text.
import { describe, expect, it } from "vitest";
import { reportCsv, reportListed } from "~/server/listing-import/report-csv";

const report = {
  problemRows: [
    {
      row: 3,
      title: "Unpaid invoices, two",
      problems: [
        { column: "county" as const, header: "County", value: "Cook", messages: ["Please choose a county in the selected state."] },
        { column: "price" as const, header: "Asking price", value: '=HYPERLINK("x")', messages: ["Enter a dollar amount.", "Twice."] },
      ],
    },
  ],
  alreadyListed: [{ row: 7, title: "Old case", casenum: "2023-CV-1", state: "TX" }],
};

describe("reportCsv", () => {
  it("writes a header, one line a problem and one a skipped row, CRLF, with a byte-order mark", () => {
    const text = reportCsv(report);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.slice(1).split("\r\n")).toEqual([
      "Row,Column,Value,Problem,Title",
      '3,County,Cook,Please choose a county in the selected state.,"Unpaid invoices, two"',
      `3,Asking price,"'=HYPERLINK(""x"")",Enter a dollar amount. Twice.,"Unpaid invoices, two"`,
      "7,,,Already listed: case 2023-CV-1 (TX); skipped,Old case",
      "",
    ]);
  });

  it("is a data address only when the report lists something", () => {
    expect(reportListed({ problemRows: [], alreadyListed: [] })).toBeUndefined();
    const href = reportListed(report)!;
    expect(href.startsWith("data:text/csv;charset=utf-8;base64,")).toBe(true);
    expect(Buffer.from(href.split(",")[1], "base64").toString("utf8")).toBe(reportCsv(report));
  });
});

describe("a long report", () => {
  it("stops within the size a browser takes as a link, saying how many problems are left; long cells are cut", () => {
    const problemRows = Array.from({ length: 50 }, (_, i) => ({
      row: i + 2,
      title: "T".repeat(500),
      problems: [
        {
          column: "county" as const,
          header: "County",
          value: "x".repeat(500),
          messages: ["Please choose a county in the selected state."],
        },
      ],
    }));
    const text = reportCsv({ problemRows, alreadyListed: [] }, 3_000);
    const lines = text.trimEnd().split("\r\n");
    expect(Buffer.byteLength(text)).toBeLessThan(3_600);
    expect(lines.at(-1)).toMatch(/^,,,And \d+ more: fix these and check the file again\.,$/);
    expect(lines[1].split(",")[2]).toBe(`${"x".repeat(199)}…`);
    const shown = lines.length - 2;
    expect(lines.at(-1)).toContain(`And ${50 - shown} more`);
  });
});
