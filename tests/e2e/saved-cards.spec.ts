// Saved cards (issue 12): a new member opens Payments from My Settings, adds two cards and sees
// each with its own expiry, makes the second the default and removes the first; a declined card
// (4000 0000 0000 0002) is refused and never appears. Once with JavaScript on a desktop and a
// phone (screenshots for review), once without JavaScript.
import { expect, test, type Page } from "./test-base";
import { newMember, reactListens, registerThroughPage } from "./helpers";

const SHOTS = process.env.SHOTS_DIR;

async function addCard(page: Page, number: string, expiry: string, javaScript: boolean) {
  const form = page.getByTestId("add-card-form");
  // The page hydrates (the card form): typed before React takes the fields over, the card is lost.
  if (javaScript) await reactListens(form.getByLabel("Card number"));
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiration (MM/YY)").fill(expiry);
  await form.getByLabel("CVC").fill("123");
  await form.getByTestId("add-card-submit").click();
}

async function savedCardsFlow(page: Page, javaScript: boolean, shot?: number) {
  await registerThroughPage(page, newMember("cards"));
  await page.goto("/profile");
  await page.getByTestId("payments-link").click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await expect(page.getByTestId("no-saved-cards")).toBeVisible();
  await expect(page.getByText(/temporary \$1\.00 authorization/)).toBeVisible();

  const cards = page.getByTestId("saved-card");
  await addCard(page, "4242 4242 4242 4242", "07 / 31", javaScript);
  await expect(cards).toHaveCount(1);
  await addCard(page, "5555 5555 5555 4444", "03 / 29", javaScript);
  await expect(cards).toHaveCount(2);
  const visa = page.locator('[data-testid="saved-card"][data-last4="4242"]');
  const mastercard = page.locator('[data-testid="saved-card"][data-last4="4444"]');
  await expect(visa.getByTestId("card-expiry")).toHaveText("Expires 07/31");
  await expect(mastercard.getByTestId("card-expiry")).toHaveText("Expires 03/29");
  await expect(visa).toHaveAttribute("data-default", "true");
  await expect(mastercard.getByTestId("default-badge")).toHaveCount(0);

  // A declined card is refused and never saved.
  await addCard(page, "4000 0000 0000 0002", "12 / 34", javaScript);
  await expect(page.getByTestId("card-error")).toHaveText("Your card was declined.");
  await page.goto("/payments");
  await expect(cards).toHaveCount(2);
  await expect(page.locator('[data-testid="saved-card"][data-last4="0002"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  // The phone shot is one screen: a full-page shot repeats the sticky navbar mid-page.
  if (shot) await page.screenshot({ path: `${SHOTS}/payments-${shot}.png`, fullPage: shot > 400 });

  await mastercard.getByRole("button", { name: "Make Mastercard ending in 4444 the default" }).click();
  await expect(mastercard).toHaveAttribute("data-default", "true");
  await expect(visa).not.toHaveAttribute("data-default", "true");

  await visa.getByRole("button", { name: "Remove Visa ending in 4242" }).click();
  await expect(cards).toHaveCount(1);
  await expect(visa).toHaveCount(0);
  await expect(mastercard).toHaveAttribute("data-default", "true");
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(mastercard.getByTestId("card-expiry")).toHaveText("Expires 03/29");
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`a member manages saved cards (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await savedCardsFlow(page, true, SHOTS ? viewport.width : undefined);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a member manages saved cards", async ({ page }) => {
    await savedCardsFlow(page, false);
  });
});
