// Issue 30's "done when", in one browser story (trust in the judgment and in the people): a seller
// lists a federal judgment through the wizard with the sworn statements and a payment received; an
// administrator verifies it against the court's docket through the lookup (the offline court
// records) and approves it; a buyer reads "Verified against the court record", the statements, the
// payment in the balance table, the seller's "Identity verified" mark and reputation, buys it with
// Buy Now, and — once the seller has assigned it — confirms and leaves feedback that appears on
// the seller's public page. TRUST_SCREENSHOTS=<dir> also saves the buyer's view at 1280 and 390 px.
import { expect, test, type Locator, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, approve, dispose } from "./fixtures";
import { enhanced, makeStatements, newMember, openReviewCard, reactListens, registerThroughPage, signIn } from "./helpers";

const shots = process.env.TRUST_SCREENSHOTS;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% trust story\n%%EOF\n");
const CHECKS = ["court", "case_number", "parties", "amount", "entry_date", "not_satisfied", "not_vacated", "no_prior_assignment"];

async function snap(page: Page, name: string, target: Locator) {
  if (!shots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a verified federal judgment with sworn statements is bought, assigned, confirmed and rated", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const seller = newMember("trustseller");
  const number = `1:24-cv-${String(Date.now()).slice(-5)}`;
  const title = `Federal default judgment ${seller.handle}`;

  // The seller (identity verified, as registerThroughPage does by default) lists through the wizard.
  await registerThroughPage(page, seller);
  await page.goto("/sell/judgment");
  await page.getByLabel("Title").fill(title);
  await enhanced(page);
  await page.locator("#field-state_id").selectOption({ label: "New York" });
  await expect(page.locator("#field-county_id option[value='36061']")).toHaveCount(1);
  await page.locator("#field-county_id").selectOption("36061");
  await page.getByLabel("Case/Index Number").fill(number);
  await page.getByLabel(/^Courthouse/).fill("U.S. District Court, Southern District of New York");
  await page.getByLabel("Date Awarded").fill("2023-06-14");
  await page.getByLabel("Court type").selectOption("federal");
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page).toHaveURL(/\/sell\/pricing$/);
  await page.getByLabel("Judgment Amount ($)").fill("20000");
  await page.getByLabel("Asking Price ($)").fill("3000");
  // Under a quarter of the amount: no listing fee (DESIGN.md section 5), so the review can approve it at once.
  await page.getByLabel(/^Buy Now Price/).fill("4000");
  await page.getByTestId("fee-agree").check();
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page).toHaveURL(/\/sell\/privacy$/);
  await page.getByRole("radio", { name: /Public/ }).check();
  await makeStatements(page, [{ date: "2024-06-14", amount: "2,000" }]);
  await page.getByRole("button", { name: "Submit and Upload Docs" }).click();
  await expect(page).toHaveURL(/\/sell\/documents\/\d+$/);
  const id = Number(page.url().match(/(\d+)$/)![1]);

  // The administrator verifies it against the docket through the lookup, then approves it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, e2eAdmin.email, e2eAdmin.password);
  await admin.goto("/admin/judgments/pending");
  const card = await openReviewCard(admin, id);
  await expect(card.getByTestId("court-unverified")).toHaveText("Not verified against the court record");
  await card.getByTestId("verify-link").click();
  await expect(admin.locator("#lookup-court")).toHaveValue("nysd");
  await admin.getByTestId("lookup").click();
  await expect(admin.getByTestId("lookup-found")).toContainText(number);
  const form = admin.getByTestId("verification-form");
  await expect(form.getByLabel("Docket (case) number")).toHaveValue(number);
  for (const check of CHECKS) await form.getByTestId(`check_${check}`).check();
  await form.getByTestId("evidence").setInputFiles({ name: "docket-extract.pdf", mimeType: "application/pdf", buffer: PDF });
  await form.getByTestId("record-verification").click();
  await expect(admin.getByTestId("verification-row").first()).toContainText("In force");
  await approve(baseURL!, [id]);

  // The buyer reads what was checked, what the seller swore and who the seller is.
  const buyer = await account(baseURL!, "trustbuyer", { address: true });
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  try {
    await signIn(buyerPage, buyer.email, buyer.password);
    await buyerPage.goto(`/judgments/${id}`);
    const record = buyerPage.getByTestId("court-record");
    await expect(record.getByTestId("verification-status")).toHaveText(/^Verified against the court record on \d{2}\/\d{2}\/\d{4}$/);
    await expect(record.getByTestId("verification-checklist")).toContainText("The case number matches the listing");
    await expect(record.getByTestId("verified-docket")).toContainText(number);
    const statements = buyerPage.getByTestId("seller-statements");
    await expect(statements.getByTestId("statements-role")).toHaveText("The seller stated they are the judgment creditor of record.");
    await expect(statements.getByTestId("statements-payment")).toHaveText(["06/14/2024$2,000"]);
    await expect(buyerPage.getByTestId("judgment-value").getByTestId("payment-period")).toContainText("Payment received 06/14/2024");
    const sellerBlock = buyerPage.getByTestId("seller-block");
    await expect(sellerBlock.getByTestId("identity-mark")).toContainText("Identity verified");
    await expect(sellerBlock.getByTestId("rep-sales")).toHaveText("0 as seller, 0 as buyer");
    await expect(sellerBlock.getByTestId("rep-positive")).toHaveText("No ratings yet");
    await snap(buyerPage, "trust-court-record", record);
    await snap(buyerPage, "trust-statements", statements);
    await snap(buyerPage, "trust-seller", sellerBlock);

    // Buy Now, reviewed, then paid by card.
    await buyerPage.goto(`/judgments/buy/${id}`);
    await expect(buyerPage.getByTestId("review-figures")).toBeVisible();
    await buyerPage.getByTestId("confirm-buy").click();
    await expect(buyerPage).toHaveURL(new RegExp(`/judgments/pay/${id}$`));
    const newCard = buyerPage.getByTestId("new-card-choice");
    if (await newCard.count()) await newCard.check();
    await buyerPage.getByLabel("Card number").fill("4242 4242 4242 4242");
    await buyerPage.getByLabel("Expiration (MM/YY)").fill("12 / 34");
    await buyerPage.getByLabel("CVC").fill("123");
    await buyerPage.getByTestId("pay-submit").click();
    await expect(buyerPage.getByTestId("purchase-paid")).toContainText("Your payment was received");

    // The seller uploads the assignment and marks the judgment assigned.
    await page.goto(`/judgments/${id}`);
    const assignment = page.getByTestId("owner-assignment");
    await reactListens(assignment.getByLabel("Choose your documents"));
    await assignment
      .getByLabel("Choose your documents")
      .setInputFiles({ name: "assignment.pdf", mimeType: "application/pdf", buffer: PDF });
    await assignment.getByRole("button", { name: "Upload!" }).click();
    await expect(assignment.getByTestId("upload-status")).toHaveText("Your file was uploaded.", { timeout: 15_000 });
    await assignment.getByTestId("mark-assigned").click();
    await expect(page.getByTestId("owner-assignment")).toHaveAttribute("data-status", "assigned");

    // The buyer confirms receipt, then rates the seller from the judgment page.
    await buyerPage.goto(`/judgments/${id}`);
    await buyerPage.getByTestId("confirm-receipt").click();
    await buyerPage.getByTestId("confirm-receipt-submit").click();
    await expect(buyerPage.getByRole("dialog", { name: "Congratulations!" })).toBeVisible();
    await buyerPage.goto(`/judgments/${id}`);
    const feedback = buyerPage.getByTestId("feedback-form");
    await feedback.getByTestId("rating-positive").check();
    await feedback.getByTestId("feedback-submit").click();
    await expect(buyerPage.getByText("Thank you: your feedback is saved.")).toBeVisible();

    // The seller's public page: the completed sale and the rating, beside the identity mark.
    await buyerPage.goto(`/users/${seller.handle}`);
    await expect(buyerPage.getByTestId("rep-sales")).toHaveText("1 as seller, 0 as buyer");
    await expect(buyerPage.getByTestId("rep-positive")).toHaveText("100% positive (1 rating)");
    await expect(buyerPage.getByTestId("feedback-item")).toHaveCount(1);
    await expect(buyerPage.getByTestId("feedback-item")).toContainText("Positive");
    await expect(buyerPage.getByTestId("identity-mark").first()).toBeVisible();
  } finally {
    await buyerContext.close();
    await adminContext.close();
    await dispose(buyer);
  }
});
