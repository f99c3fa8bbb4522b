// Listing review: the e2e administrator (playwright.config.ts) opens Pending Judgments from the
// Manage menu, approves a listing the test submitted and finds it in browse, and asks the seller of
// another for more information (the message checked on the server first); on a desktop and on a
// phone. Then the all and sold lists (with a hidden and a sold listing of the test's own), and a
// member refused.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, dispose, hiddenListing, soldListing, submittedListing } from "./fixtures";
import { openReviewCard, signIn } from "./helpers";

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

/** The pending listing `id`, when it can be approved now (no listing fee outstanding). */
function approvable(page: Page, id: number): Locator {
  return page
    .locator(`[data-testid=pending-listing][data-judgment-id="${id}"]`)
    .filter({ has: page.locator("[data-testid=approve]:not([disabled])") });
}

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 375, height: 812 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test("approve a listing until it shows in browse, and request more info on another", async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      // Two listings of a new seller wait for review.
      const seller = await account(baseURL!, "reviewseller");
      const toApprove = await submittedListing(seller, { title: `Review approve ${seller.handle}` });
      const toAsk = await submittedListing(seller, { title: `Review ask ${seller.handle}` });
      await dispose(seller);

      await signIn(page, e2eAdmin.email, e2eAdmin.password);
      await openPendingFromManageMenu(page, device === "phone");
      await expect(page.getByTestId("moderation-summary")).toBeVisible();
      await noSidewaysScroll(page);

      // Approve the first one, from its card opened.
      await openReviewCard(page, toApprove.id);
      const card = approvable(page, toApprove.id);
      const id = await card.getAttribute("data-judgment-id");
      expect(id).toBe(String(toApprove.id));
      const title = (await card.getAttribute("data-title"))!;
      expect(title).toBe(toApprove.title);
      await expect(card.getByTestId("listing-fee")).toBeVisible();
      await card.getByTestId("approve").click();
      // The outcome where the card was, in view.
      const notice = page.getByTestId("review-notice");
      await expect(notice).toHaveText(/The Judgment was approved successfully!/);
      await expect(notice).toBeInViewport();
      await expect(page.locator(`[data-testid=pending-listing][data-judgment-id="${id}"]`)).toHaveCount(0);

      // It is live: browse finds it by its title.
      await page.goto(`/judgments?name=${encodeURIComponent(title)}`);
      await expect(page.locator(`[data-testid=judgment-row][data-judgment-id="${id}"]`)).toBeVisible();

      // Request more info on the other: a too-short message comes back with its error, then it is sent.
      await page.goto("/admin/judgments/pending");
      const other = await openReviewCard(page, toAsk.id);
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
      await expect(page.getByTestId("review-notice")).toHaveText(/The request was sent successfully!/);
      await expect(page.getByTestId("review-notice")).toBeInViewport();
      // Still waiting for review.
      await expect(page.locator(`[data-testid=pending-listing][data-judgment-id="${otherId}"]`)).toHaveCount(1);
      await noSidewaysScroll(page);
    });

    test("all judgments filtered by status, and sold judgments", async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      // A hidden listing and a sold one for the lists to show.
      const seller = await account(baseURL!, "hideseller");
      await hiddenListing(baseURL!, seller);
      await dispose(seller);
      const sale = await soldListing(baseURL!);
      await dispose(sale.seller, sale.buyer);

      await signIn(page, e2eAdmin.email, e2eAdmin.password);
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

test("a member may not open the review queue", async ({ page, baseURL }) => {
  const member = await account(baseURL!, "notadmin");
  await dispose(member);
  await signIn(page, member.email, member.password);
  const response = await page.goto("/admin/judgments/pending");
  expect(response?.status()).toBe(403);
});

test("the review queue has no serious accessibility problem", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  // At least one listing waits, so the queue's cards are checked, not only its empty state.
  const seller = await account(baseURL!, "axeseller");
  await submittedListing(seller);
  await dispose(seller);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin/judgments/pending");
  // One card opened, so its full review and its buttons are checked as well as the summaries.
  await page.getByTestId("pending-summary").first().click();
  await expect(page.getByTestId("pending-details").first()).toHaveAttribute("open", "");
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  await context.close();
});
