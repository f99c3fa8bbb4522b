// Issue 13's small seller fixes, in the browser: a listing waiting for its fee reads "Awaiting
// listing fee" with a Pay listing fee button (on /selling and /home); rejecting an offer asks in a
// styled dialog naming the buyer and the amount it sends; notices sit top right, a success goes
// away by itself after 3 seconds (not while the pointer is on it), an error stays until closed.
import { expect, test, type Page } from "./test-base";
import { account, approvedListing, dispose, listingAwaitingFee, offer } from "./fixtures";
import { signIn } from "./helpers";

const XHR = { "x-requested-with": "XMLHttpRequest" };

/** At the top right, just below the header (issue 27: never over the header). */
async function expectTopRight(page: Page, testId: string) {
  const box = (await page.getByTestId(testId).boundingBox())!;
  const header = (await page.locator("body > header").boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y).toBeLessThan(header.y + header.height + 40);
  expect(width - (box.x + box.width)).toBeLessThan(40);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a listing waiting for its fee reads Awaiting listing fee, with a Pay listing fee button", async ({ page, baseURL }) => {
      const seller = await account(baseURL!, `fee${width}`);
      const listing = await listingAwaitingFee(seller);
      await dispose(seller);
      await signIn(page, seller.email, seller.password);

      await page.goto("/selling");
      const row = page.getByTestId("pending-row").filter({ hasText: listing.title });
      await expect(row.getByTestId("status")).toHaveText("Awaiting listing fee");
      const pay = row.getByRole("link", { name: "Pay listing fee" });
      await expect(pay).toHaveAttribute("href", `/sell/checkout?judgment_id=${listing.id}`);
      await page.screenshot({ path: `test-results/selling-awaiting-fee-${width}.png`, fullPage: true });

      await page.goto("/home");
      const item = page.getByTestId("selling-row").filter({ hasText: listing.title });
      await expect(item.getByTestId("status")).toHaveText("Awaiting listing fee");
      await item.getByTestId("pay-fee").click();
      await expect(page).toHaveURL(new RegExp(`/sell/checkout\\?judgment_id=${listing.id}$`));

      await page.goto(`/judgments/${listing.id}`);
      await expect(page.getByTestId("judgment-status")).toHaveText("Awaiting listing fee");
      await expect(page.getByTestId("detail-banner")).toContainText("Awaiting listing fee");
    });

    test("rejecting an offer asks in a dialog; a refusal stays until closed, a success goes by itself", async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      const seller = await account(baseURL!, `rej${width}`);
      const buyer = await account(baseURL!, `rjb${width}`);
      const listing = await approvedListing(baseURL!, seller);
      await offer(buyer, listing.id, "1500.00");
      await signIn(page, seller.email, seller.password);
      await page.goto(`/judgments/${listing.id}`);
      // A table on a desktop, cards on a phone: the one shown.
      const row = page
        .locator('[data-testid="offer-row"], [data-testid="offer-item"]')
        .filter({ hasText: `@${buyer.handle}`, visible: true });
      await expect(row).toContainText("$1,500");

      // The buyer raises the offer while the seller's page still shows $1,500.
      const mine = (await (await buyer.api.get("/api/judgments/myoffers", { headers: XHR })).json()) as { id: number }[];
      const raised = await buyer.api.post("/api/judgments/offer/edit", { headers: XHR, data: { id: mine[0].id, amount: "1600" } });
      expect(raised.status()).toBe(200);

      await row.getByTestId("reject-offer").click();
      const dialog = page.getByRole("dialog", { name: `Reject @${buyer.handle}'s offer of $1,500?` });
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: `test-results/offer-reject-dialog-${width}.png` });
      await dialog.getByRole("button", { name: "Reject $1,500" }).click();

      // The server compared the amount the seller confirmed: refused, and the error stays.
      const error = page.getByTestId("flash-error");
      await expect(error).toContainText("changed this offer from $1,500 to $1,600");
      await expectTopRight(page, "flash-error");
      await page.screenshot({ path: `test-results/toast-error-${width}.png` });
      await page.mouse.move(5, 890);
      await page.waitForTimeout(4_000);
      await expect(error).toBeVisible();
      await error.getByRole("button", { name: "Dismiss" }).click();
      await expect(error).toBeHidden();

      // Now at $1,600, confirmed: rejected, and the success notice leaves after about 3 seconds.
      await expect(row).toContainText("$1,600");
      await row.getByTestId("reject-offer").click();
      await page
        .getByRole("dialog", { name: `Reject @${buyer.handle}'s offer of $1,600?` })
        .getByRole("button", { name: "Reject $1,600" })
        .click();
      const success = page.getByTestId("flash-success");
      await expect(success).toBeVisible();
      await expectTopRight(page, "flash-success");
      await page.screenshot({ path: `test-results/toast-success-${width}.png` });
      const shownAt = Date.now();
      await expect(success).toBeHidden({ timeout: 6_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(2_000);
      await expect(row).toContainText("Declined");
      await dispose(seller, buyer);
    });
  });
}

test("a success notice waits while the pointer is on it", async ({ page, baseURL }) => {
  const seller = await account(baseURL!, "hover");
  const listing = await approvedListing(baseURL!, seller);
  await dispose(seller);
  await signIn(page, seller.email, seller.password);
  await page.goto(`/judgments/${listing.id}`);
  await page.getByRole("button", { name: /^Hide/ }).first().click();
  const success = page.getByTestId("flash-success");
  await expect(success).toBeVisible();
  await success.hover();
  await page.waitForTimeout(4_000);
  await expect(success).toBeVisible();
  await page.mouse.move(5, 890);
  await expect(success).toBeHidden({ timeout: 6_000 });
});
