// The notification settings page: a new member opens /notifications from the user menu, switches
// one kind of e-mail off, saves, and finds it still off after a reload; the required kind stays
// ticked and cannot be changed.
import { expect, test } from "./test-base";
import { newMember, registerThroughPage } from "./helpers";

const SHOTS = process.env.SHOTS_DIR;

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`a member switches off one kind of e-mail (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await registerThroughPage(page, newMember("notify"));
    await page.goto("/profile");
    await page.getByTestId("notification-settings-link").click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();

    const watchlist = page.getByLabel("Listings on my watchlist");
    const required = page.getByLabel("Payments, deadlines and assignments");
    await expect(watchlist).toBeChecked();
    await expect(required).toBeChecked();
    await expect(required).toBeDisabled();
    await expect(page.getByText("cannot be switched off")).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifications-${viewport.width}.png`, fullPage: true });

    await watchlist.uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your notification settings were saved.")).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifications-saved-${viewport.width}.png`, fullPage: true });

    await page.reload();
    await expect(page.getByLabel("Listings on my watchlist")).not.toBeChecked();
    await expect(page.getByLabel("Messages", { exact: true })).toBeChecked();
    await expect(page.getByLabel("Payments, deadlines and assignments")).toBeChecked();
  });
}
