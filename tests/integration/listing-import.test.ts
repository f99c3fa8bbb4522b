// The spreadsheet import (issue 32 item 1, docs/decisions/0052) through /sell/import's action, as a
// browser posts it: every kind of row error reported by row and column in the wizard's words with
// nothing created; a valid file creating every listing in review (fees, statements, audit, one
// e-mail); the same file twice creating nothing new; the valid rows alone on request; a failure
// half-way leaving nothing; files that are not spreadsheets, too big or hostile answered by the field.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import * as importPage from "~/routes/listing-import/index";
import * as templateRoute from "~/routes/listing-import/template";
import { UNKNOWN_STATE } from "~/domain/listing-import/check-row";
import { FEE_AGREE_MESSAGE } from "~/domain/listing-form";
import { PRIVACY_REQUIRED } from "~/domain/privacy-wording";
import { factMessages } from "~/domain/schemas/collectability-facts";
import { statementMessages } from "~/domain/sworn-statements";
import { auditLog, judgments, outbox, sellerStatements } from "~/server/db/schema";
import { NOT_A_SPREADSHEET, OLD_EXCEL, TOO_MANY_ROWS } from "~/server/listing-import/read-sheet";
import { BASE, createTestApp, getRequest, run, unwrap, type TestApp } from "../support/app";
import { member, type Member } from "../support/factories";
import { csvOf, importForm, validRow, xlsxOf, type ImportRow } from "../support/import-files";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await app?.close();
});
const NOW = new Date("2026-11-28T17:00:00Z");
beforeEach(() => app.clock.set(NOW));

const SELLER_IP = "203.0.113.9";

async function post(seller: Member, form: FormData) {
  const request = new Request(`${BASE}/sell/import`, {
    method: "POST",
    body: form,
    headers: { origin: BASE, cookie: seller.jar.header() },
  });
  return unwrap(await run(() => importPage.action(app.args(request, {}, SELLER_IP))));
}
const postCsv = (seller: Member, rows: ImportRow[], fields: { mode?: string; fee_agree?: boolean } = {}) =>
  post(seller, importForm({ name: "judgments.csv", bytes: csvOf(rows) }, fields));

async function listingsOf(sellerId: number) {
  return app.services.db.select().from(judgments).where(eq(judgments.sellerId, sellerId)).orderBy(judgments.id);
}

/** The report's problems as { row: { column: messages } }. */
function problemsByRow(report: { problemRows: { row: number; problems: { column: string; messages: string[] }[] }[] }) {
  return Object.fromEntries(report.problemRows.map((r) => [r.row, Object.fromEntries(r.problems.map((p) => [p.column, p.messages]))]));
}

describe("every kind of row error", () => {
  // Row numbers are the spreadsheet's: the header is row 1, so the first judgment is row 2.
  const bad: ImportRow[] = [
    validRow(1, { title: "" }),
    validRow(2, { title: "Shrt" }),
    validRow(3, { state: "Narnia" }),
    validRow(4, { county: "Cook" }),
    validRow(5, { casenum: "" }),
    validRow(6, { date_awarded: "2023-13-45" }),
    validRow(7, { date_awarded: "2099-01-01" }),
    validRow(8, { court_type: "supreme" }),
    validRow(9, { stated_rate_percent: "abc" }),
    validRow(10, { last_renewed_on: "2020-01-01" }),
    validRow(11, { debtor_employed: "maybe" }),
    validRow(12, { amount: "ten thousand" }),
    validRow(13, { price: "20000" }),
    validRow(14, { buy_now: "1000" }),
    validRow(15, { privacy: "" }),
    validRow(16, { role: "" }),
    validRow(17, { stmt_not_satisfied: "no" }),
    validRow(18, { payment_amounts: "20000", payment_dates: "2024-01-01" }),
    validRow(19, { payment_amounts: "500", payment_dates: "2020-01-01" }),
    validRow(20, { payment_amounts: "500" }),
    validRow(21, { casenum: "CASE-21" }),
    validRow(22, { casenum: "case-21 " }),
    validRow(23, { payment_amounts: "500; 700; 300", payment_dates: "2024-01-15; 2024-03-15" }),
  ];

  it("reports each by row and column in the wizard's words and creates nothing, whatever the mode", async () => {
    const seller = await member(app);
    const { status, data } = await postCsv(seller, bad, { mode: "all", fee_agree: true });
    expect(status).toBe(422);
    expect(data.outcome.kind).toBe("checked");
    const report = data.outcome.report;
    expect(report.rows).toBe(bad.length);
    expect(report.ready).toBe(1); // row 22's case is row 21's: only the first of them is fine
    const problems = problemsByRow(report);
    expect(problems[2]).toEqual({ title: ["Please enter the title."] });
    expect(problems[3]).toEqual({ title: ["The title needs at least 5 characters."] });
    expect(problems[4]).toEqual({ state: [UNKNOWN_STATE] });
    expect(problems[5]).toEqual({ county: ["Please choose a county in the selected state."] });
    expect(problems[6]).toEqual({ casenum: ["Please enter the case or index number."] });
    expect(problems[7]?.date_awarded).toEqual(["Please enter a valid date."]);
    expect(problems[8]?.date_awarded).toEqual(["The date awarded cannot be later than today."]);
    expect(problems[9]).toEqual({ court_type: [factMessages.court_type] });
    expect(problems[10]).toEqual({ stated_rate_percent: [factMessages.rateFormat] });
    expect(problems[11]).toEqual({ last_renewed_on: [factMessages.renewalBeforeAward] });
    expect(problems[12]).toEqual({ debtor_employed: [factMessages.yesNo] });
    expect(problems[13]).toEqual({ amount: ["Please enter the judgment amount in dollars, like 12,500 or 12500.00."] });
    expect(problems[14]).toEqual({ price: ["The asking price cannot be more than the judgment amount."] });
    expect(problems[15]).toEqual({ buy_now: ["The Buy Now price must be at least your asking price."] });
    expect(problems[16]).toEqual({ privacy: [PRIVACY_REQUIRED] });
    expect(problems[17]).toEqual({ role: [statementMessages.role] });
    expect(problems[18]).toEqual({ stmt_not_satisfied: [statementMessages.unchecked] });
    expect(problems[19]?.payment_amounts?.[0]).toMatch(/^The payments add up to \$20,000, more than the amount awarded/);
    expect(problems[20]).toEqual({ payment_dates: ["The date cannot be before the judgment was entered (09/14/2023)."] });
    expect(problems[21]).toEqual({ payment_dates: ["Enter the date the payment was received."] });
    expect(problems[22]).toBeUndefined();
    expect(problems[23]).toEqual({ casenum: ["Row 22 has the same case number in the same state: list each judgment once."] });
    expect(problems[24]).toEqual({ payment_dates: ["Payment 3: Enter the date the payment was received."] });
    // Each problem carries the column's header and the value as written.
    const county = report.problemRows.find((r: { row: number }) => r.row === 5).problems[0];
    expect(county).toMatchObject({ header: "County", value: "Cook" });
    expect(await listingsOf(seller.userId)).toEqual([]);

    // Checking only: the same report, nothing created either.
    const checked = await postCsv(seller, bad, { mode: "check" });
    expect(checked.data.outcome.report.problemRows).toHaveLength(bad.length - 1);
    expect(await listingsOf(seller.userId)).toEqual([]);
  });

  it("asks for the fee agreement before importing, by its field", async () => {
    const seller = await member(app);
    const { status, data } = await postCsv(seller, [validRow(1)], { mode: "all" });
    expect(status).toBe(422);
    expect(data.errors).toEqual({ fee_agree: [FEE_AGREE_MESSAGE] });
    expect(await listingsOf(seller.userId)).toEqual([]);
  });
});

describe("a valid import", () => {
  const rows: ImportRow[] = [
    validRow(1),
    // At 40% of the amount: the $35 tier; private documents; an assignee; the debtor's facts.
    validRow(2, {
      price: "4,000.00",
      privacy: "private",
      role: "Assignee",
      debtor_type: "individual",
      debtor_employed: "yes",
      stated_rate_percent: "10%",
      date_awarded: "09/14/2021",
      last_renewed_on: "2024-02-01",
    }),
    // Payments received as a total on the day of the last one; a Buy Now price setting the fee.
    validRow(3, {
      state: "California",
      county: "Fresno County",
      buy_now: "5000",
      payment_amounts: "1,200; 300",
      payment_dates: "03/15/2024; 2024-01-15",
    }),
    // Their total on the day of the last one.
    validRow(4, { payment_amounts: "1,500", payment_dates: "2024-03-15" }),
  ];

  it("creates every listing in review with its fee, statements and audit, and one e-mail", async () => {
    const seller = await member(app);
    const { status, data } = await postCsv(seller, rows, { mode: "all", fee_agree: true });
    expect(status).toBe(200);
    expect(data.outcome.kind).toBe("imported");
    expect(data.outcome.created).toHaveLength(4);
    const created = await listingsOf(seller.userId);
    expect(created.map((l) => l.status)).toEqual(["new", "new", "new", "new"]);
    expect(created.map((l) => l.casenum)).toEqual(["CASE-1", "CASE-2", "CASE-3", "CASE-4"]);
    expect(created.map((l) => l.listingFeeCents)).toEqual([0, 3500, 5000, 0]);
    expect(data.outcome.report.feeTotalCents).toBe(8500);
    expect(created[1]).toMatchObject({
      privacy: "private",
      dateAwarded: "2021-09-14",
      debtorType: "individual",
      debtorEmployed: true,
      statedRatePercent: 10,
      lastRenewedOn: "2024-02-01",
      stateId: 6,
      countyId: 6019,
    });
    // The stored value (estimated balance) is computed as the wizard's create does.
    expect(created.every((l) => l.estimatedBalanceCents !== null)).toBe(true);
    expect(data.outcome.created.map((c: { pastLimitNotice: string | null }) => c.pastLimitNotice)).toEqual([null, null, null, null]);
    const statements = await app.services.db
      .select()
      .from(sellerStatements)
      .where(eq(sellerStatements.sellerId, seller.userId))
      .orderBy(sellerStatements.judgmentId);
    expect(statements.map((s) => s.role)).toEqual(["creditor", "assignee", "creditor", "creditor"]);
    // The ledger as listed, in date order; or one row for a total.
    expect(statements[2]!.payments).toEqual([
      { on: "2024-01-15", amountCents: 30_000 },
      { on: "2024-03-15", amountCents: 120_000 },
    ]);
    expect(statements[3]!.payments).toEqual([{ on: "2024-03-15", amountCents: 150_000 }]);
    expect(statements.every((s) => s.clientIp === SELLER_IP)).toBe(true);
    const audits = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, seller.userId), eq(auditLog.action, "listing.submit")));
    expect(audits).toHaveLength(4);
    const mails = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, seller.email));
    expect(mails.map((m) => m.subject)).toEqual(["Your imported listings were received | Judgment Exchange"]);
  });

  it("tells, as the wizard does, of a judgment the dates put past its limit", async () => {
    const seller = await member(app);
    // California: ten years from entry, renewable; entered in 1990 and never renewed.
    const { data } = await postCsv(seller, [validRow(1, { date_awarded: "1990-01-05" })], { mode: "all", fee_agree: true });
    expect(data.outcome.created[0].pastLimitNotice).toMatch(/^By the dates you gave, this judgment appears past the last day/);
  });

  it("creates nothing new from the same file twice: its cases are reported as already listed", async () => {
    const seller = await member(app);
    expect((await postCsv(seller, rows, { mode: "all", fee_agree: true })).data.outcome.kind).toBe("imported");
    const again = await postCsv(seller, rows, { mode: "all", fee_agree: true });
    expect(again.data.outcome.kind).toBe("checked");
    expect(again.data.outcome.report.ready).toBe(0);
    expect(
      again.data.outcome.report.alreadyListed.map((r: { row: number; casenum: string; state: string }) => [r.row, r.casenum, r.state]),
    ).toEqual([
      [2, "CASE-1", "CA"],
      [3, "CASE-2", "CA"],
      [4, "CASE-3", "CA"],
      [5, "CASE-4", "CA"],
    ]);
    expect(await listingsOf(seller.userId)).toHaveLength(4);
    // Sent twice at the same moment: the seller's import lock lets one create them.
    const other = await member(app);
    const both = await Promise.all([
      postCsv(other, rows, { mode: "all", fee_agree: true }),
      postCsv(other, rows, { mode: "all", fee_agree: true }),
    ]);
    expect(both.map((b) => b.data.outcome.kind).sort()).toEqual(["checked", "imported"]);
    expect(await listingsOf(other.userId)).toHaveLength(4);
  });

  it("imports the rows without problems when asked, and the XLSX the same as the CSV", async () => {
    const seller = await member(app);
    const mixed = [validRow(1), validRow(2, { amount: "" }), validRow(3)];
    const file = await xlsxOf(mixed, (key, value) => {
      // Excel's own types: a date cell, numbers, a formula with its saved value.
      if (key === "date_awarded") return new Date(`${value}T00:00:00Z`);
      if (key === "price" && value) return { formula: "1000*2", result: Number(value) } as ExcelJS.CellFormulaValue;
      if (key === "amount" && value) return Number(value);
      return value;
    });
    const { data } = await post(seller, importForm({ name: "judgments.xlsx", bytes: file }, { mode: "valid", fee_agree: true }));
    expect(data.outcome.kind).toBe("imported");
    expect(data.outcome.report.problemRows.map((r: { row: number }) => r.row)).toEqual([3]);
    const created = await listingsOf(seller.userId);
    expect(created.map((l) => [l.casenum, l.dateAwarded, l.priceCents, l.amountCents])).toEqual([
      ["CASE-1", "2023-09-14", 200_000, 1_000_000],
      ["CASE-3", "2023-09-14", 200_000, 1_000_000],
    ]);
  });

  it("leaves nothing behind when the import fails half-way", async () => {
    const seller = await member(app);
    // The statements of the third listing cannot be written: the listings were already inserted.
    await app.services.db.execute(
      sql.raw(`create or replace function fail_import() returns trigger language plpgsql as $$
      begin if exists (select 1 from judgments where id = new.judgment_id and casenum = 'CASE-3') then raise exception 'disk full'; end if; return new; end $$`),
    );
    await app.services.db.execute(
      sql`create trigger fail_import before insert on seller_statements for each row execute function fail_import()`,
    );
    try {
      await expect(postCsv(seller, [validRow(1), validRow(2), validRow(3)], { mode: "all", fee_agree: true })).rejects.toThrow();
    } finally {
      await app.services.db.execute(sql`drop trigger fail_import on seller_statements`);
    }
    expect(await listingsOf(seller.userId)).toEqual([]);
    expect(await app.services.db.select().from(sellerStatements).where(eq(sellerStatements.sellerId, seller.userId))).toEqual([]);
  });
});

describe("files that are not what they should be", () => {
  it("answers by the file field, never with a crash", async () => {
    const seller = await member(app);
    const fileErrors = async (name: string, bytes: Uint8Array | string) =>
      (await post(seller, importForm({ name, bytes }, { mode: "check" }))).data.errors?.file as string[] | undefined;
    expect(await fileErrors("photo.csv", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]))).toEqual([
      NOT_A_SPREADSHEET,
    ]);
    expect(await fileErrors("old.xls", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toEqual([OLD_EXCEL]);
    expect((await fileErrors("broken.csv", `${csvOf([validRow(1)]).trimEnd()}\r\n"unclosed,quote\r\n`))?.[0]).toMatch(
      /could not be read as CSV/,
    );
    expect((await fileErrors("fake.xlsx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))?.[0]).toMatch(/not a readable XLSX/);
    expect((await fileErrors("other.csv", "name,email\r\nAda,ada@example.com\r\n"))?.[0]).toMatch(
      /“name” is not one of the template's columns/,
    );
    expect(await fileErrors("empty.csv", csvOf([]))).toEqual([
      "The file has no judgments: fill in one row a judgment under the header row.",
    ]);
    const many = Array.from({ length: 2001 }, (_, i) => validRow(i));
    expect(await fileErrors("many.csv", csvOf(many))).toEqual([TOO_MANY_ROWS]);
    const formula = await xlsxOf([validRow(1)], (key, value) =>
      key === "amount" ? ({ formula: "A1*2" } as ExcelJS.CellFormulaValue) : value,
    );
    expect((await fileErrors("formula.xlsx", formula))?.[0]).toMatch(/formula without a saved value/);
    // No file chosen.
    const form = new FormData();
    form.set("mode", "check");
    expect((await post(seller, form)).data.errors).toEqual({ file: ["Choose a CSV or XLSX file to upload."] });
    expect(await listingsOf(seller.userId)).toEqual([]);
  });

  it("refuses a body past the limit from its declared length, before reading it", async () => {
    const seller = await member(app);
    const request = new Request(`${BASE}/sell/import`, {
      method: "POST",
      body: "x",
      headers: {
        origin: BASE,
        cookie: seller.jar.header(),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
    });
    const { status, data } = unwrap(await run(() => importPage.action(app.args(request, {}, SELLER_IP))));
    expect(status).toBe(413);
    expect(data.errors.file[0]).toMatch(/too large/);
  });
});

describe("the templates", () => {
  it("are a CSV and an XLSX whose rows import as they are", async () => {
    const csv = (await templateRoute.loader(app.args(getRequest("/sell/import/template/csv"), { format: "csv" }))) as Response;
    expect(csv.headers.get("content-disposition")).toContain("judgments-import-template.csv");
    const xlsx = (await templateRoute.loader(app.args(getRequest("/sell/import/template/xlsx"), { format: "xlsx" }))) as Response;
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(["Judgments", "Columns", "Statements"]);
    const seller = await member(app);
    for (const [name, body] of [
      ["template.csv", new Uint8Array(await csv.arrayBuffer())],
      ["template.xlsx", bytes],
    ] as const) {
      const { data } = await post(seller, importForm({ name, bytes: body }, { mode: "check" }));
      expect(data.outcome.report).toMatchObject({ rows: 1, ready: 1, problemRows: [] });
    }
  });
});
