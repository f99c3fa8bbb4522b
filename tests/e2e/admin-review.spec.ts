// Listing review on the demo data: the demo administrator opens Pending Judgments from the Manage
// menu, approves a listing and finds it in browse, and asks a seller for more information (the
// message checked on the server first); on a desktop and on a phone. Then the all and sold lists,
// and a member refused.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./helpers";

const demoAdmin = { email: "admin@example.com", password: "Admin-pass1!" };

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openPendingFromManageMenu(page: Page, phone: boolean) {
  if (phone) {
    const menu = page.getByTestId("mobile-menu");
    await menu.locator(":scope > summary").click();
    const manage = menu.getByTestId("manage-menu");
    await manage.locator("summary").click();
    await manage.getByRole("link", { name: "Pending Judgments" }).click();
  } else {
    const manage = page.getByTestId("manage-menu").first();
    await manage.locator("summary").click();
    await manage.getByRole("link", { name: "Pending Judgments" }).click();
  }
  await expect(page).toHaveURL(/\/admin\/judgments\/pending$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pending Judgments" })).toBeVisible();
}

/** A pending listing that can be approved now (no listing fee outstanding). */
function approvable(page: Page): Locator {
  return page.getByTestId("pending-listing").filter({ has: page.locator("[data-testid=approve]:not([disabled])") });
}

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 375, height: 812 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test("approve a listing until it shows in browse, and request more info on another", async ({ page }) => {
      test.setTimeout(60_000);
      await signIn(page, demoAdmin.email, demoAdmin.password);
      await openPendingFromManageMenu(page, device === "phone");
      await expect(page.getByTestId("moderation-summary")).toBeVisible();
      await noSidewaysScroll(page);

      // Approve the one waiting longest.
      const card = approvable(page).first();
      const id = await card.getAttribute("data-judgment-id");
      const title = (await card.getAttribute("data-title"))!;
      await expect(card.getByTestId("listing-fee")).toBeVisible();
      await card.getByTestId("approve").click();
      await expect(page.getByTestId("flash-success")).toHaveText(/The Judgment was approved successfully!/);
      await expect(page.locator(`[data-testid=pending-listing][data-judgment-id="${id}"]`)).toHaveCount(0);

      // It is live: browse finds it by its title.
      await page.goto(`/judgments?name=${encodeURIComponent(title)}`);
      await expect(page.locator(`[data-testid=judgment-row][data-judgment-id="${id}"]`)).toBeVisible();

      // Request more info on another: a too-short message comes back with its error, then it is sent.
      await page.goto("/admin/judgments/pending");
      const other = page.getByTestId("pending-listing").first();
      const otherId = await other.getAttribute("data-judgment-id");
      await other.getByTestId("request-info").click();
      const dialog = page.locator(`#request-info-${otherId}`);
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Message to the seller").fill("Hey");
      await dialog.getByRole("button", { name: "Send Request" }).click();
      const again = page.locator(`[data-testid=pending-listing][data-judgment-id="${otherId}"]`);
      await expect(again.getByText("Please write at least 5 characters.")).toBeVisible();
      await expect(again.getByLabel("Message to the seller")).toHaveValue("Hey");
      await again.getByLabel("Message to the seller").fill("Please upload a copy of the judgment and confirm the case number.");
      await again.getByRole("button", { name: "Send Request" }).click();
      await expect(page.getByTestId("flash-success")).toHaveText(/The request was sent successfully!/);
      // Still waiting for review.
      await expect(page.locator(`[data-testid=pending-listing][data-judgment-id="${otherId}"]`)).toHaveCount(1);
      await noSidewaysScroll(page);
    });

    test("all judgments filtered by status, and sold judgments", async ({ page }) => {
      await signIn(page, demoAdmin.email, demoAdmin.password);
      await page.goto("/admin/judgments");
      await expect(page.getByRole("heading", { level: 1, name: "Judgments" })).toBeVisible();
      await page.getByLabel("Status").selectOption({ label: "Hidden" });
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(/status=hidden/);
      await expect(page.getByLabel("Status")).toHaveValue("hidden");
      const statuses = page.getByTestId("admin-judgment-row").getByTestId("status");
      await expect(statuses.first()).toBeVisible();
      await expect.poll(async () => [...new Set(await statuses.allInnerTexts())]).toEqual(["Hidden"]);
      await noSidewaysScroll(page);

      await page.getByRole("link", { name: "Sold", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/judgments\/sold$/);
      await expect(page.getByRole("heading", { level: 1, name: "Sold Judgments" })).toBeVisible();
      const sold = page.getByTestId("sold-row");
      await expect(sold.first()).toBeVisible();
      await expect(sold.first()).toContainText("@");
      await noSidewaysScroll(page);
    });
  });
}

test("a member may not open the review queue", async ({ page }) => {
  await signIn(page, "sullivan_investor@example.com", "Demo-pass1!");
  const response = await page.goto("/admin/judgments/pending");
  expect(response?.status()).toBe(403);
});

test("the review queue has no serious accessibility problem", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demoAdmin.email, demoAdmin.password);
  await page.goto("/admin/judgments/pending");
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  await context.close();
});
