// The one checkout in the browser (issue 13): a member submits a judgment whose Buy Now price is
// above half the amount ($50 listing fee), goes through the documents step, chooses two
// enhancements, sees the fee and both enhancements with the total at checkout, pays once with the
// offline test card, and lands on the success page naming the listing.
import { expect, test } from "./test-base";
import { account, dispose, statementsJson } from "./fixtures";
import { signIn } from "./helpers";

const XHR = { "X-Requested-With": "XMLHttpRequest" };

test("a listing with a $50 fee and two enhancements is paid in one checkout", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const seller = await account(baseURL!, "onecheckout");
  const title = `One checkout ${seller.handle}`;
  const submitted = await seller.api.post("/api/judgments/sell", {
    headers: XHR,
    data: {
      title,
      description: "Default judgment for unpaid invoices.",
      state_id: "6",
      county_id: "6019",
      casenum: "2023-CV-777",
      courthouse: "Fresno Superior Court",
      date_awarded: "2023-09-14",
      amount: "10,000",
      price: "3,000",
      buy_now: "6,000",
      fee_agree: true,
      statements: statementsJson(),
      privacy: "private",
    },
  });
  expect(submitted.status()).toBe(201);
  const { id, listing_fee_cents, next } = (await submitted.json()) as { id: number; listing_fee_cents: number; next: string };
  expect(listing_fee_cents).toBe(5_000);
  expect(next).toBe(`/sell/documents/${id}`);
  await dispose(seller);

  await signIn(page, seller.email, seller.password);
  await page.goto(next);
  await page.getByTestId("done-uploading").click();
  await expect(page).toHaveURL(new RegExp(`/sell/enhance\\?judgment_id=${id}`));
  await page.locator('[data-testid="upsell-card"][data-code="highlight"]').click();
  await page.locator('[data-testid="upsell-card"][data-code="featured_state"]').click();
  await page.getByTestId("checkout-button").click();

  await expect(page).toHaveURL(new RegExp(`/sell/checkout\\?judgment_id=${id}`));
  const lines = page.getByTestId("checkout-line");
  await expect(lines).toHaveCount(3);
  await expect(page.locator('[data-code="listing_fee"]')).toContainText("$50");
  await expect(page.locator('[data-code="listing_fee"]')).toContainText("Buy Now price");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByTestId("checkout-pay").click();

  await expect(page).toHaveURL(new RegExp(`/sell/success\\?judgment_id=${id}`));
  await expect(page.getByTestId("success-listing")).toHaveText(title);
  await expect(page.getByTestId("unpaid-warning")).toHaveCount(0);
});
