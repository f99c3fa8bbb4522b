// The spreadsheet import in a browser (issue 32 item 1, docs/decisions/0052): a seller goes from the
// selling page to /sell/import, downloads the template, uploads a file with one bad row (the report
// names its row and column; nothing is created), fixes the row and imports, pays the batch's listing
// fees in one payment (/sell/fees): the listings are in review on /selling; the same file again
// creates nothing new. The page works without JavaScript
// (it does not hydrate), and its report passes axe. E2E_SCREENSHOTS=dir saves each screen at 1280
// and 390 px.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test-base";
import { csvOf, validRow } from "../support/import-files";
import { newMember, reactListens, registerThroughPage } from "./helpers";

const shots = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function upload(page: Page, name: string, csv: string, mode: "check" | "all" | "valid") {
  await page.getByTestId("import-file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByTestId(`import-mode-${mode}`).check();
  if (mode !== "check") await page.getByTestId("import-fee-agree").check();
  await page.getByTestId("import-submit").click();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test("a seller imports a file with one bad row, fixes it and imports; the same file again creates nothing", async ({ page }) => {
  test.setTimeout(90_000);
  const seller = newMember("importer");
  await registerThroughPage(page, seller);
  await page.goto("/selling");
  await page.getByRole("link", { name: "Import a spreadsheet" }).click();
  await expect(page).toHaveURL(/\/sell\/import$/);
  await expect(page.getByRole("heading", { name: "Import judgments from a spreadsheet" })).toBeVisible();
  await shoot(page, "import-page");

  // The template downloads with the wizard's columns.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("import-template-csv").click()]);
  expect(download.suggestedFilename()).toBe("judgments-import-template.csv");
  const template = fs.readFileSync(await download.path(), "utf8");
  expect(template).toContain("Title,Description,State,County,Case/Index Number");

  const tag = seller.handle;
  const rows = [
    validRow(1, { casenum: `${tag}-1`, title: `Unpaid invoices one ${tag}` }),
    validRow(2, { casenum: `${tag}-2`, county: "Cook", title: `Unpaid invoices two ${tag}`, buy_now: "5000" }),
    validRow(3, { casenum: `${tag}-3`, title: `Unpaid invoices three ${tag}`, price: "4000" }),
  ];
  await upload(page, "judgments.csv", csvOf(rows), "all");
  const report = page.getByTestId("import-report");
  await expect(report).toBeVisible();
  await expect(page.getByTestId("import-report-summary")).toContainText("Nothing was created.");
  const bad = page.locator('[data-testid="import-problem-row"][data-row="3"]');
  await expect(bad).toContainText("Row 3");
  await expect(bad.locator('[data-column="county"]')).toContainText("County (“Cook”): Please choose a county in the selected state.");
  await expect(page.getByTestId("import-problem-row")).toHaveCount(1);
  // The same report as a spreadsheet: one line a problem, named by the file's row and column.
  const [reportFile] = await Promise.all([page.waitForEvent("download"), page.getByTestId("import-report-download").click()]);
  expect(reportFile.suggestedFilename()).toBe("judgments-problems.csv");
  const lines = (await fs.promises.readFile(await reportFile.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines).toEqual([
    "Row,Column,Value,Problem,Title",
    `3,County,Cook,Please choose a county in the selected state.,Unpaid invoices two ${tag}`,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "import-report");

  // Fixed, the same file imports.
  rows[1] = { ...rows[1], county: "Fresno" };
  await upload(page, "judgments.csv", csvOf(rows), "all");
  await expect(page.getByTestId("import-result")).toBeVisible();
  await expect(page.getByTestId("import-created")).toHaveText("3");
  await expect(page.getByTestId("import-fees-due")).toContainText("Listing fees of $85 are due for 2 listings");
  await expect(page.getByTestId("import-another")).toHaveAttribute("href", "/sell/import");
  await shoot(page, "import-result");
  expect(await seriousViolations(page)).toEqual([]);

  await expect(page.getByTestId("import-pay-fees")).toHaveAttribute("href", "/sell/fees");

  // The batch's fees in one payment, from the selling page too.
  await page.goto("/selling");
  await expect(page.getByTestId("fees-due-notice")).toContainText("2 listings are waiting for their listing fees, $85 in all.");
  await shoot(page, "selling-fees-notice");
  await page.getByRole("link", { name: "Pay them all at once" }).click();
  await expect(page).toHaveURL(/\/sell\/fees$/);
  await expect(page.getByTestId("fees-line")).toHaveCount(2);
  await expect(page.getByTestId("fees-total")).toHaveText("$85");
  await shoot(page, "import-fees");
  await reactListens(page.getByLabel("Card number"));
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByTestId("fees-pay").click();
  await expect(page).toHaveURL(/\/selling$/);
  await expect(page.getByText("Payment received")).toBeVisible();
  await expect(page.getByTestId("fees-due-notice")).toHaveCount(0);
  for (const row of rows) await expect(page.getByText(row.title!)).toBeVisible();
  await page.goto("/sell/fees");
  await expect(page.getByTestId("fees-none")).toBeVisible();

  // The same file again: every case already listed, nothing created.
  await page.goto("/sell/import");
  await upload(page, "judgments.csv", csvOf(rows), "all");
  await expect(page.getByTestId("import-already-listed")).toHaveText("3");
  await expect(page.getByTestId("import-ready")).toHaveText("0");
  await expect(page.getByTestId("import-listed")).toContainText(`${tag}-1 (CA)`);
});

test("the import page works without JavaScript and reads at 390 px", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const seller = newMember("importnojs");
  // Registration posts a plain form too.
  await page.goto("/register");
  await page.getByLabel("Full name").fill(seller.name);
  await page.getByLabel("Handle").fill(seller.handle);
  await page.getByLabel("E-mail address").fill(seller.email);
  await page.getByLabel("Password", { exact: true }).fill(seller.password);
  await page.getByLabel("Confirm password").fill(seller.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.goto("/sell/import");
  const rows = [
    validRow(1, { casenum: `${seller.handle}-1`, amount: "" }),
    validRow(2, { casenum: `${seller.handle}-2`, state: "Narnia", date_awarded: "31/12/2023", stmt_not_assigned: "" }),
    validRow(3, { casenum: `${seller.handle}-3`, payment_amounts: "500; 700", payment_dates: "2024-01-15", description: "x".repeat(300) }),
  ];
  await upload(page, "judgments.csv", csvOf(rows), "check");
  await expect(page.locator('[data-row="2"] [data-column="amount"]')).toContainText("Please enter the judgment amount in dollars");
  await expect(page.locator('[data-row="4"] [data-column="payment_dates"]')).toContainText(
    "Payment 2: Enter the date the payment was received.",
  );
  if (shots) await page.screenshot({ path: `${shots}/import-report-nojs-390.png`, fullPage: true });
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
