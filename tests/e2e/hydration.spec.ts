// Which pages hydrate (issue 28, docs/decisions/0040): a page a visitor can reach (and the browse pages
// and error pages for anyone) arrives as finished HTML with the enhancement script and nothing of
// React or React Router: no module preloads, no route modules, no loader data; so do the member pages
// with nothing React must do in the browser (the dashboard, the inbox, My Settings, the listing edit
// page, a buyer's judgment page…); the owner's judgment page still hydrates.
import { expect, test, type Page } from "./test-base";
import { baseURL } from "../../playwright.config";
import { account, administrator, approvedListing, boughtListing, dispose, type Account } from "./fixtures";
import { newMember } from "./helpers";

let seller: Account;
let buyer: Account;
let listingId: number;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  seller = await account(baseURL, "hydrseller");
  buyer = await account(baseURL, "hydrbuyer");
  listingId = (await approvedListing(baseURL, seller)).id;
});
test.afterAll(async () => dispose(seller, buyer));

/** What the document loaded: its scripts' sources, module preloads and React Router's context. */
async function loaded(page: Page) {
  return page.evaluate(() => ({
    scripts: [...document.querySelectorAll("script")].map((script) => script.getAttribute("src") ?? "inline"),
    preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    routerContext: "__reactRouterContext" in window,
    enhanced: document.documentElement.hasAttribute("data-enhanced"),
  }));
}

async function expectPlain(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expect(page.locator("html[data-enhanced]"), path).toHaveCount(1);
  const found = await loaded(page);
  expect(found.scripts, path).toEqual([expect.stringMatching(/^\/assets\/enhance-script-[\w-]+\.js$/)]);
  expect(found.preloads, path).toBe(0);
  expect(found.routerContext, path).toBe(false);
}

async function expectHydrated(page: Page, path: string) {
  await page.goto(path);
  const found = await loaded(page);
  expect(found.routerContext, path).toBe(true);
  expect(found.preloads, path).toBeGreaterThan(0);
  expect(
    found.scripts.some((src) => src.includes("enhance-script")),
    path,
  ).toBe(false);
}

test("a visitor's pages are plain HTML with the enhancement script", async ({ page }) => {
  test.setTimeout(120_000);
  const user = seller.handle;
  for (const path of [
    "/",
    "/judgments",
    "/judgments?state_id=6&sort=price_low",
    "/judgments/by_state/CA",
    "/judgments/by_county/6037",
    `/judgments/${listingId}`,
    "/about",
    "/faq",
    "/how-to-buy",
    "/how-to-sell",
    "/contact-us",
    "/terms",
    "/privacy",
    "/market",
    "/login",
    "/register",
    "/forgot-password",
    `/users/${user}`,
    "/sell/contact",
  ]) {
    await expectPlain(page, path);
  }
  await expectPlain(page, "/no-such-page", 404);
  await expectPlain(page, "/judgments/999999999", 404);
  // The e-mails' links: the resume link, its stop link and a saved search's unsubscribe link (unknown tokens here).
  await expectPlain(page, "/sell/resume?token=nope", 404);
  await expectPlain(page, "/sell/resume/stop?token=nope", 404);
  await expectPlain(page, "/searches/unsubscribe?token=nope", 404);
});

test("a visitor reads the whole description and back on a page that does not hydrate", async ({ page }) => {
  test.setTimeout(60_000);
  const words = "The debtor owns a busy restaurant and two delivery vans; wages are garnishable. ";
  const { id } = await approvedListing(baseURL, seller, { description: words.repeat(6).trim() });
  await expectPlain(page, `/judgments/${id}`);
  const description = page.getByTestId("judgment-description");
  const short = await description.innerText();
  expect(short.endsWith("…")).toBe(true);
  await page.getByRole("link", { name: "Read more" }).click();
  await expect(page).toHaveURL(new RegExp(`/judgments/${id}\\?full=1#description$`));
  await expect(description).toHaveText(words.repeat(6).trim());
  await page.getByRole("link", { name: "Show less" }).click();
  await expect(page).toHaveURL(new RegExp(`/judgments/${id}#description$`));
  await expect(description).toHaveText(short);
});

test("the listing wizard's steps a visitor reaches are plain HTML", async ({ page }) => {
  test.setTimeout(60_000);
  await expectPlain(page, "/sell/contact");
  await page.getByLabel("Your name").fill("Hilda Hydration");
  await page.getByLabel("E-mail address").fill(newMember("hydrwiz").email);
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page).toHaveURL(/\/sell\/judgment$/);
  await expectPlain(page, "/sell/judgment");
});

test("a buyer's judgment page is plain HTML; the owner's hydrates (the uploader, the document viewer)", async ({ page }) => {
  await page.context().addCookies((await buyer.api.storageState()).cookies);
  await expectPlain(page, `/judgments/${listingId}`);
  await expect(page.getByTestId("make-offer")).toBeVisible();
  await page.context().clearCookies();
  await page.context().addCookies((await seller.api.storageState()).cookies);
  await expectHydrated(page, `/judgments/${listingId}`);
  await expect(page.getByRole("heading", { level: 1, name: "My Listing" })).toBeVisible();
});

test("an administrator's judgment page hydrates, and the buyer's actions in it still work: the dialog, the live figures, a form sent back", async ({
  page,
}) => {
  const admin = await administrator(baseURL);
  await page.context().addCookies((await admin.storageState()).cookies);
  await expectHydrated(page, `/judgments/${listingId}`);
  // The buyer's actions are markup React places (decision 0062): useEnhancedMarkup opens the dialog's
  // figures as the enhancement script does on a buyer's page.
  await page.getByTestId("make-offer").click();
  const dialog = page.getByRole("dialog", { name: "Make an Offer" });
  await dialog.getByLabel("Offer amount ($)").fill("1500");
  await expect(dialog.getByTestId("deal-math")).toHaveAttribute("data-deal-state", "shown");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  // A refused amount comes back with the dialog open as a modal, its error beside the field.
  await page.getByTestId("make-offer").click();
  await dialog.getByLabel("Offer amount ($)").fill("0");
  await dialog.getByRole("button", { name: "Submit Offer" }).click();
  await expect(page.locator("#offer-amount-errors")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await admin.dispose();
});

test("from a page that hydrates, a link to a page that does not loads it as a document (with the enhancement script)", async ({ page }) => {
  test.setTimeout(120_000);
  const sale = await boughtListing(baseURL);
  try {
    await page.context().addCookies((await sale.buyer.api.storageState()).cookies);
    // The pay page hydrates (its card form); its way back is a client-side link.
    await expectHydrated(page, `/judgments/pay/${sale.listing.id}`);
    await page.getByRole("link", { name: "← Back to the judgment" }).click();
    await expect(page).toHaveURL(new RegExp(`/judgments/${sale.listing.id}$`));
    await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
    expect((await loaded(page)).routerContext).toBe(false);
    // And the navbar's way to the inbox and to My Settings.
    await expectHydrated(page, `/judgments/pay/${sale.listing.id}`);
    await page.evaluate(() => ((window as unknown as { __beforeNavigation: boolean }).__beforeNavigation = true));
    await page.locator('a[href="/messages"]').first().dispatchEvent("click");
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
    expect(await page.evaluate(() => "__beforeNavigation" in window)).toBe(false);
  } finally {
    await dispose(sale.seller, sale.buyer);
  }
});

test("from an administrator's judgment page (it hydrates), the breadcrumb's state loads its browse page as a document, whose county list follows the state", async ({
  page,
}) => {
  const admin = await administrator(baseURL);
  try {
    await page.context().addCookies((await admin.storageState()).cookies);
    await expectHydrated(page, `/judgments/${listingId}`);
    // The listing is in California (the fixtures' state): a client-side link in the breadcrumb.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "California" }).click();
    await expect(page).toHaveURL(/\/judgments\/by_state\/CA$/);
    await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
    expect((await loaded(page)).routerContext).toBe(false);
    const form = page.getByTestId("search-form");
    await expect(form.getByLabel("State", { exact: true })).toHaveValue("6");
    await form.getByLabel("State", { exact: true }).selectOption({ label: "Texas" });
    await expect(form.getByLabel("County").locator("option", { hasText: "Harris County" })).toHaveCount(1);
  } finally {
    await admin.dispose();
  }
});

test("a member's dashboard, inbox, settings, the other member pages with nothing for React, the browse page, the wizard, the saved searches, the buy requests and an error page do not hydrate", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.context().addCookies((await buyer.api.storageState()).cookies);
  await expectPlain(page, "/home");
  await expectPlain(page, "/messages");
  await expectPlain(page, "/messages?box=sent");
  await expectPlain(page, "/profile");
  await expectPlain(page, "/selling");
  await expectPlain(page, "/notifications");
  await expectPlain(page, "/payouts");
  await expectPlain(page, "/feedback");
  await expectPlain(page, `/judgments/buy/${listingId}`);
  await expectPlain(page, "/sell/judgment");
  await expectPlain(page, "/searches");
  await expectPlain(page, "/searches/new?state_id=48");
  await expectPlain(page, "/buy-requests");
  await expectPlain(page, "/buy-requests/new");
  await expectPlain(page, "/buy-requests/999999999/edit", 404);
  await expectPlain(page, "/judgments");
  await expectPlain(page, "/");
  await expectPlain(page, "/judgments/999999999", 404);
});

test("the owner's edit page is plain HTML, and so is its answer to a refused save", async ({ page }) => {
  await page.context().addCookies((await seller.api.storageState()).cookies);
  await expectPlain(page, `/judgments/${listingId}/edit`);
  await page.getByLabel(/^Title/).fill("abc");
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByTestId("field-title-errors")).toContainText("at least 5");
  expect((await loaded(page)).routerContext).toBe(false);
});
