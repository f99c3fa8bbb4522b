// Issue 13's "done when", in one browser story: a member lists a judgment whose Buy Now price is
// above half the amount through the wizard (the $50 fee, said to be set by the Buy Now price),
// chooses private documents, uploads one, picks two enhancements and pays everything in one
// checkout (one invoice e-mail); an administrator approves it; past the first look another
// member cannot read the private document, and a buyer's Buy Now is charged the Buy Now price
// plus the buyer's fee.
import { expect, test } from "./test-base";
import { buyerFee, buyerTotal } from "../../app/domain/fees";
import { formatMoney } from "../../app/domain/money";
import { account, approve, dispose } from "./fixtures";
import { enhanced, makeStatements, reactListens, signIn } from "./helpers";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const BUY_NOW_CENTS = 6_000_00;

test("list with a Buy Now price, private documents and two enhancements in one checkout; a buyer buys at the Buy Now price", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const seller = await account(baseURL!, "sbnseller");
  const buyer = await account(baseURL!, "sbnbuyer", { address: true });
  const other = await account(baseURL!, "sbnother");
  const title = `Buy Now story ${seller.handle}`;

  const sellerContext = await browser.newContext();
  const page = await sellerContext.newPage();
  await signIn(page, seller.email, seller.password);
  await page.goto("/sell");
  await expect(page).toHaveURL(/\/sell\/judgment$/);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel(/^Description/).fill("Default judgment for unpaid invoices; the debtor owns a business.");
  // The page does not hydrate: the enhancement script lists the state's counties once it has run.
  await enhanced(page);
  await page.locator("#field-state_id").selectOption({ label: "California" });
  await expect(page.locator("#field-county_id option", { hasText: "Fresno" })).toHaveCount(1);
  await page.locator("#field-county_id").selectOption("6019");
  await page.getByLabel("Case/Index Number").fill("2024-CV-4242");
  await page.getByLabel(/^Courthouse/).fill("Fresno Superior Court");
  await page.getByLabel("Date Awarded").fill("2024-02-20");
  await page.getByRole("button", { name: "Save and Continue" }).click();

  // Pricing: asking 30%, Buy Now 60% of the amount: the $50 tier, set by the Buy Now price.
  await expect(page).toHaveURL(/\/sell\/pricing$/);
  await page.getByLabel("Judgment Amount ($)").fill("10000");
  await page.getByLabel("Asking Price ($)").fill("3000");
  await page.getByLabel(/^Buy Now Price/).fill("6000");
  await expect(page.getByTestId("fee-preview")).toContainText("$50");
  await expect(page.getByTestId("fee-basis")).toContainText("set by your Buy Now price");
  await page.getByTestId("fee-agree").check();
  await page.getByRole("button", { name: "Save and Continue" }).click();

  // Privacy: private, then the review shows it with the fee.
  await expect(page).toHaveURL(/\/sell\/privacy$/);
  await page.getByRole("radio", { name: /Private/ }).check();
  await makeStatements(page);
  await expect(page.getByTestId("review-privacy")).toContainText("Private");
  await expect(page.getByTestId("review-listing-fee")).toContainText("$50");
  await page.getByRole("button", { name: "Submit and Upload Docs" }).click();

  // Documents: one private document.
  await expect(page).toHaveURL(/\/sell\/documents\/\d+$/);
  const id = Number(page.url().match(/(\d+)$/)![1]);
  // The documents step hydrates; the wizard's step before it does not, so it arrives as a document.
  await reactListens(page.getByLabel("Choose your documents"));
  await page.getByLabel("Choose your documents").setInputFiles({ name: "signed-judgment.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Upload!" }).click();
  await expect(page.getByTestId("upload-status")).toHaveText("Your file was uploaded.", { timeout: 15_000 });
  await page.getByTestId("done-uploading").click();

  // Two enhancements, then one checkout for everything.
  await expect(page).toHaveURL(new RegExp(`/sell/enhance\\?judgment_id=${id}$`));
  await expect(page.locator('[data-testid="enhance-form"][data-hydrated]')).toHaveCount(1);
  await page.locator('[data-testid="upsell-card"][data-code="highlight"]').click();
  await page.locator('[data-testid="upsell-card"][data-code="embolden"]').click();
  await page.getByTestId("checkout-button").click();
  await expect(page).toHaveURL(new RegExp(`/sell/checkout\\?judgment_id=${id}$`));
  await expect(page.getByTestId("checkout-line")).toHaveCount(3);
  await expect(page.locator('[data-code="listing_fee"]')).toContainText("$50");
  await expect(page.getByTestId("checkout-total")).toHaveText("$61");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByTestId("checkout-pay").click();
  await expect(page).toHaveURL(new RegExp(`/sell/success\\?judgment_id=${id}$`));
  await expect(page.getByTestId("success-listing")).toHaveText(title);
  await expect(page.getByTestId("unpaid-warning")).toHaveCount(0);

  // One invoice e-mail for the whole checkout.
  await page.goto(`/dev/mail?to=${encodeURIComponent(seller.email)}`);
  const invoices = page.getByTestId("outbox-email").filter({ hasText: "Your invoice" });
  await expect(invoices).toHaveCount(1);
  await expect(invoices).toContainText("Highlighted Listing");
  await expect(invoices).toContainText("Bold Listing");
  await expect(invoices).toContainText("$61");

  // Approved past the premium first look (the fixture), so a basic member buys it.
  await approve(baseURL!, [id]);

  // Private: another member sees the listing but not its document.
  const otherDocs = await other.api.get(`/api/judgments/documents/${id}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  expect(otherDocs.status()).toBe(403);

  // The buyer's Buy Now: the Buy Now price plus the buyer's fee.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto(`/judgments/${id}`);
  await buyerPage.goto(`/judgments/buy/${id}`);
  const summary = buyerPage.getByTestId("review-figures");
  await expect(summary).toContainText(formatMoney(BUY_NOW_CENTS));
  await expect(summary).toContainText(formatMoney(buyerFee(BUY_NOW_CENTS)));
  await expect(summary).toContainText(formatMoney(buyerTotal(BUY_NOW_CENTS)));
  await buyerPage.getByTestId("confirm-buy").click();
  await expect(buyerPage).toHaveURL(new RegExp(`/judgments/pay/${id}$`));
  await expect(buyerPage.getByTestId("purchase-total")).toHaveText(formatMoney(buyerTotal(BUY_NOW_CENTS)));
  const newCard = buyerPage.getByTestId("new-card-choice");
  if (await newCard.count()) await newCard.check();
  await buyerPage.getByLabel("Card number").fill("4242 4242 4242 4242");
  await buyerPage.getByLabel("Expiration (MM/YY)").fill("12/34");
  await buyerPage.getByLabel("CVC").fill("123");
  await buyerPage.getByTestId("pay-submit").click();
  await expect(buyerPage.getByTestId("purchase-paid")).toContainText("Your payment was received");
  await buyerPage.goto(`/dev/mail?to=${encodeURIComponent(buyer.email)}`);
  await expect(buyerPage.getByTestId("outbox-email").first()).toContainText(formatMoney(buyerTotal(BUY_NOW_CENTS)));

  // The buyer, having paid, reads the private document.
  const buyerDocs = await buyer.api.get(`/api/judgments/documents/${id}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  expect(buyerDocs.status()).toBe(200);
  expect(JSON.stringify(await buyerDocs.json())).toContain("signed-judgment.pdf");

  await dispose(seller, buyer, other);
  await sellerContext.close();
  await buyerContext.close();
});
