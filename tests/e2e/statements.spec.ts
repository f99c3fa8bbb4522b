// The seller's sworn statements in a browser (issue 30 items 3 and 4, docs/decisions/0046): a seller
// lists through the wizard, makes the statements with a payment received (a bad amount is refused by
// its field first), submits; once approved, a buyer reads the statements on the judgment page and
// sees the payment as a row of the balance table, deducted interest first.
import { expect, test, type Page } from "./test-base";
import { account, approve, dispose } from "./fixtures";
import { enhanced, newMember, registerThroughPage, signIn } from "./helpers";

const shots = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string, target?: ReturnType<Page["getByTestId"]>) {
  if (!shots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (target) await target.screenshot({ path: `${shots}/${name}-${width}.png` });
    else await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a seller states and lists a payment received; a buyer sees the statements and the payment in the balance table", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const seller = newMember("stmtseller");
  await registerThroughPage(page, seller);
  await page.goto("/sell/judgment");
  const title = `Unpaid HVAC invoices ${seller.handle}`;
  await page.getByLabel("Title").fill(title);
  await enhanced(page);
  await page.locator("#field-state_id").selectOption({ label: "California" });
  await expect(page.locator("#field-county_id option", { hasText: "Fresno" })).toHaveCount(1);
  await page.locator("#field-county_id").selectOption("6019");
  await page.getByLabel("Case/Index Number").fill("23CECG04321");
  await page.getByLabel("Date Awarded").fill("2023-09-14");
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page).toHaveURL(/\/sell\/pricing$/);
  await page.getByLabel("Judgment Amount ($)").fill("10000");
  await page.getByLabel("Asking Price ($)").fill("2000");
  await page.getByTestId("fee-agree").check();
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await page.getByRole("radio", { name: /Public/ }).check();
  await page.getByRole("button", { name: "Next: Your Statements" }).click();

  // The statements step: nothing checked yet; the review is not reachable from here.
  await expect(page).toHaveURL(/\/sell\/statements$/);
  await expect(page.getByTestId("payments-none")).toHaveText("No payments listed.");
  await page.getByTestId("statements-next").click();
  await expect(page.locator("#field-stmt_owner-errors")).toContainText("Check this box to make the statement");
  await expect(page.locator("#field-role-errors")).toHaveText("Choose whether you are the creditor of record or its assignee of record.");

  await page.getByRole("radio", { name: /Creditor of record/ }).check();
  for (const key of ["owner", "not_assigned", "not_satisfied", "payments_listed"]) await page.getByTestId(`stmt-${key}`).check();
  await page.getByTestId("payment-add").click();
  await page.getByTestId("payment-date-0").fill("2024-09-14");
  await page.getByTestId("payment-amount-0").fill("0");
  await page.getByTestId("statements-next").click();
  // Refused by the field, the boxes and the row kept.
  await expect(page.locator("#payment-amount-0-errors")).toHaveText("The amount must be more than $0.");
  await expect(page.getByTestId("stmt-owner")).toBeChecked();
  await expect(page.getByTestId("payment-date-0")).toHaveValue("2024-09-14");
  await page.getByTestId("payment-amount-0").fill("1,000");
  await shoot(page, "statements-step");
  await page.getByTestId("statements-next").click();
  await expect(page).toHaveURL(/\/sell\/review$/);
  await page.getByRole("button", { name: "Submit and Upload Docs" }).click();
  await expect(page).toHaveURL(/\/sell\/documents\/\d+$/);
  const id = Number(page.url().split("/").pop());
  await approve(baseURL!, [id]);

  // A buyer reads the listing.
  const buyer = await account(baseURL!, "stmtbuyer");
  const context = await browser.newContext();
  const buyerPage = await context.newPage();
  try {
    await signIn(buyerPage, buyer.email, buyer.password);
    await buyerPage.goto(`/judgments/${id}`);
    const statements = buyerPage.getByTestId("seller-statements");
    await expect(statements.getByTestId("statements-role")).toHaveText("The seller stated they are the judgment creditor of record.");
    await expect(statements.getByTestId("statement-not_satisfied")).toContainText(
      "To my knowledge the judgment has not been satisfied, vacated or discharged in bankruptcy.",
    );
    await expect(statements.getByTestId("statements-made")).toContainText("(wording version 1)");
    await expect(statements.getByTestId("statements-address")).toHaveCount(0);
    await expect(statements.getByTestId("statements-payment")).toHaveText(["09/14/2024$1,000"]);

    // The balance: California 10% simple on $10,000 from 09/14/2023; the $1,000 of 09/14/2024 paid
    // that year's $1,002.74 of interest in part (all $1,000 to interest, $0 to principal).
    const value = buyerPage.getByTestId("value-balance");
    await expect(value.getByTestId("balance-paid")).toHaveText("−$1,000");
    const payment = value.getByTestId("payment-period");
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText("Payment received 09/14/2024");
    await expect(payment).toContainText("$1,000 to interest, $0 to principal; then owing $10,002.74");
    await expect(payment).toContainText("−$1,000");
    // The payment sits between the two periods it divides.
    const rows = value.locator("[data-testid=rate-period], [data-testid=payment-period]");
    await expect(rows.nth(0)).toContainText("09/14/2023 – 09/14/2024");
    await expect(rows.nth(1)).toContainText("Payment received 09/14/2024");
    await expect(rows.nth(2)).toContainText("09/14/2024 –");
    await expect(value.getByTestId("balance-rule")).toContainText("The payments the seller stated they received are deducted");
    await shoot(buyerPage, "judgment-statements", statements);
    await shoot(buyerPage, "judgment-balance-payments", buyerPage.getByTestId("judgment-value"));
  } finally {
    await context.close();
    await dispose(buyer);
  }
});
