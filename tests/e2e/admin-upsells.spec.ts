// The enhancements' prices: the e2e administrator (playwright.config.ts) opens /admin, goes on to
// Enhancements and Prices, is told next to the field that $0 is no price, then changes the
// highlight's price; a fresh seller sees the new price in the enhancement store of their listing
// (/sell/enhance/{id}) and anyone sees it on the FAQ. Screenshots of /admin/upsells and /admin at
// 1280 and 390 wide. The price is put back afterwards: other tests expect the seeded $7.
import { expect, test, type APIRequestContext, type Browser, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, administrator, approvedListing, dispose } from "./fixtures";
import { signIn } from "./helpers";

const SHOTS = process.env.SHOTS_DIR ?? "/work/notes/shots";
const XHR = { "x-requested-with": "XMLHttpRequest" };

type Upsell = { id: number; name: string; description: string; amount: number };

async function highlightRow(api: APIRequestContext): Promise<Upsell> {
  const response = await api.get("/api/upsells", { headers: XHR });
  const rows: Upsell[] = await response.json();
  return rows.find((row) => /highlight/i.test(row.name)) ?? rows[1];
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Puts the row back as it was: other tests expect the seeded prices. */
async function restore(admin: APIRequestContext, row: Upsell) {
  const restored = await admin.post("/admin/upsells", {
    headers: XHR,
    form: { id: String(row.id), name: row.name, description: row.description, price: (row.amount / 100).toFixed(2), active: "on" },
  });
  expect(restored.status()).toBe(200);
}

test.describe("enhancement prices", () => {
  test("the administrator changes the highlight's price; the store and the FAQ show it", async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const admin = await administrator(baseURL!);
    const original = await highlightRow(admin);
    try {
      await changePrice(page, browser, baseURL!, original);
    } finally {
      await restore(admin, original);
      await admin.dispose();
    }
  });

  test("screenshots of /admin/upsells and /admin", async ({ page }) => {
    await signIn(page, e2eAdmin.email, e2eAdmin.password);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto("/admin/upsells");
      await expect(page.getByTestId("upsell-list").locator("form")).toHaveCount(5);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/admin-upsells-upsells-${width}.png`, fullPage: true });
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/admin-upsells-overview-${width}.png`, fullPage: true });
    }
  });

  test("a member is refused /admin and /admin/upsells", async ({ page, baseURL }) => {
    const member = await account(baseURL!, "upsellmember");
    await dispose(member);
    await signIn(page, member.email, member.password);
    for (const path of ["/admin", "/admin/upsells"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
    }
  });
});

async function changePrice(page: Page, browser: Browser, baseURL: string, original: Upsell) {
  const seller = await account(baseURL, "upsellseller");
  const listing = await approvedListing(baseURL, seller);
  await dispose(seller);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByTestId("admin-count-listings").getByTestId("count")).toHaveText(/^\d+$/);
  await page.getByRole("link", { name: /Enhancements and Prices/ }).click();
  await expect(page).toHaveURL(/\/admin\/upsells$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enhancements and Prices" })).toBeVisible();

  const form = page.locator(`form:has(input[name="id"][value="${original.id}"])`);
  await expect(form.getByLabel("Price (US$)")).toHaveValue((original.amount / 100).toFixed(2));

  // $0 (under the card minimum) is refused next to the field, and nothing changes.
  await form.getByLabel("Price (US$)").fill("0");
  await form.getByRole("button", { name: /^Save/ }).click();
  await expect(form.getByText("The price must be at least $1: card payments under $0.50 are refused.")).toBeVisible();

  await form.getByLabel("Price (US$)").fill("8.25");
  await form.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByText(`“${original.name}” was saved.`)).toBeVisible();
  await expect(form.getByLabel("Price (US$)")).toHaveValue("8.25");
  await expect(form.getByRole("heading")).toContainText("$8.25");

  // The seller's enhancement store.
  const sellerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller.email, seller.password);
  await sellerPage.goto(`/sell/enhance/${listing.id}`);
  const card = sellerPage.locator('[data-testid="upsell-card"][data-code="highlight"]');
  await expect(card.getByTestId("upsell-price")).toHaveText("$8.25");
  await sellerContext.close();

  // The FAQ's enhancement table.
  await page.goto("/faq");
  const table = page.getByTestId("enhancement-table");
  await expect(table.locator("tr", { hasText: original.name })).toContainText("$8.25");
}
