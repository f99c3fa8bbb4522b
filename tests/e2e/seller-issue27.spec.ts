// Issue 27's seller items in the browser, at 1280 and 390 px:
// - 14: on a live listing's edit page the reviewed fields are marked and a note says which changes
//   go back to review; changing only who may see the offers says it stays live, and after saving
//   the listing is still Active; changing the title says it will go back for review.
// - 11: the enhancement cart of a listing whose fee is unpaid shows the fee as a line, and the
//   button reads the full total, which is what the checkout then asks.
// - 15: /sell/enhance and /sell/checkout link back to the listing's documents; the success page's
//   dashboard link goes to /selling, where the new listing is one click away. Every link answers 200.
import { expect, test, type Page } from "./test-base";
import { account, approvedListing, dispose, listingAwaitingFee } from "./fixtures";
import { enhanced, signIn } from "./helpers";

const SHOTS = "test-results/shots-seller";

const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ""));

/** The link's target answers 200 to this signed-in page. */
async function answers200(page: Page, href: string | null) {
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.status(), href!).toBe(200);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("changing only who may see the offers keeps a live listing Active, and the page says so before saving", async ({
      page,
      baseURL,
    }) => {
      const seller = await account(baseURL!, `edit27w${width}`);
      const listing = await approvedListing(baseURL!, seller);
      await dispose(seller);
      await signIn(page, seller.email, seller.password);
      await page.goto(`/judgments/${listing.id}/edit`);
      await enhanced(page);

      const note = page.getByTestId("edit-review-note");
      // The fields that keep it live, by the form's own labels.
      await expect(note).toContainText("Changing only “Who may see the offers”, “Debtor is”,");
      await expect(note).toContainText("“Debtor: owns vehicles” or “Debtor: had an attorney in the case” keeps it live.");
      await expect(page.locator('label[for="field-title"]')).toContainText("Reviewed");
      await expect(page.locator('label[for="field-price"]')).toContainText("Reviewed");
      await expect(page.locator("fieldset", { hasText: "Who may see the offers" }).locator("legend")).not.toContainText("Reviewed");
      await expect(page.getByTestId("re-review-warning")).toHaveAttribute("data-state", "unchanged");
      await page.screenshot({ path: `${SHOTS}/edit-${width}.png`, fullPage: true });

      await page.getByText("Everyone", { exact: true }).click();
      const warning = page.getByTestId("re-review-warning");
      await expect(warning).toHaveAttribute("data-state", "live");
      await expect(warning).toHaveText("These changes keep your listing live: it is not reviewed again.");
      await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
      await warning.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/edit-stays-live-${width}.png` });

      // A title change would go back to review: the page says so, and the button too.
      await page.getByLabel(/^Title/).fill(`${listing.title} (corrected)`);
      await expect(warning).toHaveAttribute("data-state", "review");
      await expect(warning).toContainText("Saving will send this listing back for review");
      await expect(warning).toContainText("You changed: Title.");
      await expect(page.getByRole("button", { name: "Save and Send for Review" })).toBeVisible();
      await page.getByLabel(/^Title/).fill(listing.title);
      await expect(warning).toHaveAttribute("data-state", "live");

      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page).toHaveURL(new RegExp(`/judgments/${listing.id}$`));
      await expect(page.getByTestId("flash-success")).toContainText("your listing stays live");
      await expect(page.getByTestId("judgment-status")).toHaveText("Active");
    });

    test("the cart shows the unpaid listing fee and the full total; the ways back to the documents and on to /selling", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const seller = await account(baseURL!, `cart27w${width}`);
      // Asking 35% of the amount: a $35 listing fee, left unpaid.
      const listing = await listingAwaitingFee(seller, { title: `Cart total ${seller.handle}`, price: "3500.00" });
      expect(listing.listingFeeCents).toBe(3_500);
      await dispose(seller);
      await signIn(page, seller.email, seller.password);

      await page.goto(`/sell/enhance?judgment_id=${listing.id}`);
      await expect(page.locator('[data-testid="enhance-form"][data-hydrated]')).toHaveCount(1);
      const cart = page.getByTestId("enhance-form").getByTestId("cart");
      const feeLine = cart.locator('[data-code="listing_fee"]');
      await expect(feeLine).toContainText("Listing fee");
      await expect(feeLine).toContainText("$35");
      const button = page.getByTestId("checkout-button");
      await expect(button).toHaveText("Continue to Checkout · $35");
      await expect(page.getByTestId("sales-pitch")).not.toContainText("42%");

      // Back to the documents: the link and the breadcrumb's step.
      const back = page.getByTestId("back-link");
      await expect(back).toHaveAttribute("href", `/sell/documents/${listing.id}`);
      await answers200(page, await back.getAttribute("href"));
      const crumb = page.getByTestId("sell-breadcrumb").locator('[data-step="documents"] a');
      await expect(crumb).toHaveAttribute("href", `/sell/documents/${listing.id}`);

      const highlight = page.locator('[data-testid="upsell-card"][data-code="highlight"]');
      const highlightDollars = dollars((await highlight.getByTestId("upsell-price").textContent()) ?? "");
      await highlight.click();
      const total = `$${35 + highlightDollars}`;
      await expect(button).toHaveText(`Continue to Checkout · ${total}`);
      await expect(cart.getByTestId("cart-total")).toHaveText(total);
      await page.screenshot({ path: `${SHOTS}/enhance-${width}.png`, fullPage: true });
      if (width < 1024) {
        // On a phone the bar at the bottom keeps the full total in reach.
        await highlight.scrollIntoViewIfNeeded();
        await expect(page.getByTestId("checkout-bar-total")).toHaveText(total);
        await page.screenshot({ path: `${SHOTS}/enhance-bar-${width}.png` });
      }

      await button.click();
      await expect(page).toHaveURL(new RegExp(`/sell/checkout\\?judgment_id=${listing.id}`));
      await expect(page.getByTestId("checkout-total")).toHaveText(total);
      await expect(page.getByTestId("checkout-pay")).toHaveText(`Pay ${total}`);
      const checkoutBack = page.getByTestId("back-link");
      await expect(checkoutBack).toHaveText("← Back to Documents");
      await answers200(page, await checkoutBack.getAttribute("href"));
      for (const step of ["documents", "enhance"]) {
        await answers200(page, await page.getByTestId("sell-breadcrumb").locator(`[data-step="${step}"] a`).getAttribute("href"));
      }
      await page.screenshot({ path: `${SHOTS}/checkout-${width}.png`, fullPage: true });

      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByLabel("Expiration (MM/YY)").fill("12/34");
      await page.getByLabel("CVC").fill("123");
      await page.getByTestId("checkout-pay").click();
      await expect(page).toHaveURL(new RegExp(`/sell/success\\?judgment_id=${listing.id}`));
      await page.screenshot({ path: `${SHOTS}/success-${width}.png`, fullPage: true });

      const dashboard = page.getByTestId("success-dashboard");
      await expect(dashboard).toHaveAttribute("href", "/selling");
      await dashboard.click();
      await expect(page).toHaveURL(/\/selling$/);
      const row = page.getByTestId("pending-row").filter({ hasText: listing.title });
      await expect(row).toBeVisible();
      await row.getByTestId("listing-title").click();
      await expect(page).toHaveURL(new RegExp(`/judgments/${listing.id}$`));
    });
  });
}
