// The premium membership in the browser (docs/decisions/0010-premium.md): a member buys a month on
// the upgrade page, sees a listing approved today in browse with its "First look" mark while a
// basic member finds nothing (the judgment page answers 404) until day 6 (the server's test clock,
// E2E_TEST_CLOCK), then cancels the monthly renewal from My Settings through its dialog.
import { expect, test, type Page } from "./test-base";
import { account, approvedListing, dispose, serverClock, submittedListing } from "./fixtures";
import { signIn, signOut } from "./helpers";

const row = (page: Page, id: number) => page.locator(`[data-testid=judgment-row][data-judgment-id="${id}"]`);

test("first look for a premium member, day 6 for a basic one; cancelling the renewal from My Settings", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const seller = await account(baseURL!, "flseller");
  const premium = await account(baseURL!, "flpremium");
  const basic = await account(baseURL!, "flbasic");
  try {
    // The premium member buys a month from the upgrade page of a listing of their own.
    const own = await submittedListing(premium, { title: `Premium member's own listing ${premium.handle}` });
    await signIn(page, premium.email, premium.password);
    await page.goto(`/sell/upgrade/${own.id}`);
    await expect(page.getByTestId("premium-renewal-terms")).toContainText("renews every month on your default saved card");
    await expect(page.getByText("Coming soon")).toHaveCount(0);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiration (MM/YY)").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByRole("dialog", { name: "Payment Complete" })).toBeVisible();

    // A listing approved now: in its first look.
    const listing = await approvedListing(baseURL!, seller, { title: `First look judgment ${seller.handle}` }, { firstLook: true });
    await page.goto(`/judgments?name=${encodeURIComponent(listing.title)}`);
    await expect(row(page, listing.id)).toBeVisible();
    await expect(row(page, listing.id).getByTestId("first-look-badge")).toHaveText("First look");
    await page.goto(`/judgments/${listing.id}`);
    await expect(page.getByTestId("first-look-note")).toContainText("Premium members see it first");
    await signOut(page);

    // A basic member: nothing in browse, and the judgment page is a missing one.
    await signIn(page, basic.email, basic.password);
    await page.goto(`/judgments?name=${encodeURIComponent(listing.title)}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(row(page, listing.id)).toHaveCount(0);
    const missing = await page.goto(`/judgments/${listing.id}`);
    expect(missing?.status()).toBe(404);

    // Day 6: everyone sees it, without the mark.
    await serverClock(basic.api, { advance_days: 6 });
    try {
      await page.goto(`/judgments?name=${encodeURIComponent(listing.title)}`);
      await expect(row(page, listing.id)).toBeVisible();
      await expect(row(page, listing.id).getByTestId("first-look-badge")).toHaveCount(0);
    } finally {
      await serverClock(basic.api, { reset: true });
    }
    await signOut(page);

    // The premium member cancels the renewal from My Settings, through the dialog.
    await signIn(page, premium.email, premium.password);
    await page.goto("/profile");
    const section = page.getByTestId("premium-section");
    await expect(section.getByTestId("premium-state")).toContainText("Premium until");
    await expect(section.getByTestId("premium-state")).toContainText("Renews on");
    await section.getByTestId("premium-cancel").click();
    const dialog = page.getByRole("dialog", { name: "Cancel the monthly renewal?" });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId("confirm-premium-cancel").click();
    await expect(section.getByTestId("premium-state")).toContainText("Renewal cancelled");
    await expect(section.getByTestId("premium-resume")).toBeVisible();
  } finally {
    await dispose(seller, premium, basic);
  }
});
