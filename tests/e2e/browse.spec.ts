// Browsing: search by state → county → price range, page through, open a judgment, clear the
// search; on a desktop and on a phone (issue 29: the results come first, the filters beside them
// or in a closed panel above them; the search lives in the URL, so it is shared, bookmarked and
// found again by the back button). (The judgment page itself is tested with its own work: here
// only the navigation to it.) The listings are a seller's the file creates first: enough for two
// full pages, in California and in Texas, at different prices.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test-base";
import { baseURL } from "../../playwright.config";
import { account, approve, approvedListings, dispose, submittedListing } from "./fixtures";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const seller = await account(baseURL, "browseseller");
  // Odd ones in Fresno County, California; even ones in Harris County, Texas; prices $1,020 to $2,020
  // (under a quarter of the $10,000 judgment: no listing fee).
  await approvedListings(baseURL, seller, 51, (n) => ({
    state_id: n % 2 ? "6" : "48",
    county_id: n % 2 ? "6019" : "48201",
    price: String(1000 + n * 20),
  }));
  await dispose(seller);
});

/**
 * The browse pages do not hydrate: the enhancement script has run (it marks the page last), and the
 * sort form's no-JavaScript button is hidden.
 */
async function enhanced(page: Page) {
  await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
  await expect(page.getByTestId("sort-form").getByRole("button", { name: "Sort" })).toBeHidden();
}

async function rowsOf(page: Page) {
  return page.getByTestId("judgment-row").evaluateAll((rows) =>
    rows.map((row) => ({
      id: Number(row.getAttribute("data-judgment-id")),
      state: row.querySelector("[data-testid=judgment-state] abbr")?.textContent ?? null,
      county: row.querySelector("[data-testid=judgment-county]")?.textContent ?? null,
      priceCents: Math.round(Number(row.querySelector("[data-testid=judgment-price]")?.textContent?.replace(/[$,]/g, "")) * 100),
    })),
  );
}

/** The phone's filters panel is a closed <details>; on a wide screen the form is beside the results. */
async function openFilters(page: Page) {
  const summary = page.getByTestId("filters-summary");
  if (await summary.isVisible()) {
    if ((await page.getByTestId("filters-panel").getAttribute("open")) === null) await summary.click();
  }
  await expect(page.getByTestId("search-form")).toBeVisible();
}

/** The first result is on the first screen: its top within the viewport's height, the page unscrolled. */
async function firstResultOnFirstScreen(page: Page) {
  const viewport = page.viewportSize()!;
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await page.getByTestId("judgment-row").first().boundingBox();
  expect(box, "the first result").not.toBeNull();
  expect(box!.y).toBeGreaterThan(0);
  expect(box!.y).toBeLessThan(viewport.height);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test("search by state, county and price range, page through, open a judgment and clear", async ({ page }) => {
      // A county with listings: the first one in California.
      await page.goto("/judgments?state_id=6");
      const [first] = await rowsOf(page);
      expect(first.state).toBe("CA");
      const county = first.county!;
      const maxDollars = Math.ceil(first.priceCents / 100);
      const minDollars = Math.floor(first.priceCents / 200);

      await page.goto("/judgments");
      await expect(page).toHaveTitle(/^Judgments For Sale \| /);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Judgments For Sale");
      const showing = page.getByTestId("showing");
      await expect(showing).toHaveText(/^Showing 1 to 25 of [\d,]+$/);
      const allText = (await showing.textContent())!;
      await enhanced(page);
      await noSidewaysScroll(page);
      await firstResultOnFirstScreen(page);
      // On a phone the filters wait in a closed panel that says none is on; on a desktop they are beside the results.
      if (device === "phone") {
        await expect(page.getByTestId("search-form")).toBeHidden();
        await expect(page.getByTestId("filters-summary")).toContainText("None on");
      } else {
        await expect(page.getByTestId("filters-summary")).toBeHidden();
        await expect(page.getByTestId("search-form")).toBeVisible();
      }

      await openFilters(page);
      const form = page.getByTestId("search-form");
      await form.getByLabel("State", { exact: true }).selectOption({ label: "California" });
      // The counties arrive from /api/counties/6.
      await expect(form.getByLabel("County").locator("option", { hasText: county })).toHaveCount(1);
      await form.getByLabel("County").selectOption({ label: county });
      await form
        .getByRole("group", { name: "Asking price" })
        .getByLabel("Minimum")
        .fill(`$${minDollars.toLocaleString("en-US")}`);
      await form.getByRole("group", { name: "Asking price" }).getByLabel("Maximum").fill(String(maxDollars));
      await form.getByRole("button", { name: "Search" }).click();

      // The search is in the URL (and kept in the session): the state by its abbreviation, the county, the prices in dollars.
      await expect(page).toHaveURL(new RegExp(`/judgments\\?state=CA&county_id=\\d+&price_min=${minDollars}&price_max=${maxDollars}$`));
      const searchUrl = page.url();
      await firstResultOnFirstScreen(page);
      if (device === "phone") {
        // The panel is closed again and says which filters are on.
        await expect(page.getByTestId("search-form")).toBeHidden();
        await expect(page.getByTestId("filters-summary")).toContainText("2 on");
        await expect(page.getByTestId("filters-words")).toHaveText(
          `${county}, California · Price $${minDollars.toLocaleString("en-US")}–$${maxDollars.toLocaleString("en-US")}`,
        );
      }
      await openFilters(page);
      await expect(form.getByLabel("State", { exact: true })).toHaveValue("6");
      await expect(form.getByLabel("County").locator("option:checked")).toHaveText(county);
      await expect(form.getByRole("group", { name: "Asking price" }).getByLabel("Minimum")).toHaveValue(String(minDollars));
      await expect(showing).toHaveText(/^Showing 1 to \d+ of \d+$/);
      const found = await rowsOf(page);
      expect(found.length).toBeGreaterThan(0);
      expect(found.map((r) => r.id)).toContain(first.id);
      for (const row of found) {
        expect(row.state).toBe("CA");
        expect(row.county).toBe(county);
        expect(row.priceCents).toBeGreaterThanOrEqual(minDollars * 100);
        expect(row.priceCents).toBeLessThanOrEqual(maxDollars * 100);
      }
      await expect(page.getByTestId("share-search")).toHaveAttribute("href", new URL(searchUrl).pathname + new URL(searchUrl).search);

      // Shared: the link opened by someone else (no cookies) shows the same search and results.
      const other = await page.context().browser()!.newContext({ viewport: page.viewportSize()! });
      const shared = await other.newPage();
      await shared.goto(searchUrl);
      expect(await rowsOf(shared)).toEqual(found);
      await openFilters(shared);
      await expect(shared.getByTestId("search-form").getByLabel("County").locator("option:checked")).toHaveText(county);
      await other.close();

      // Back from a judgment: the search again, by its URL.
      await page.getByTestId("judgment-title").first().click();
      await expect(page).toHaveURL(new RegExp(`/judgments/${found[0].id}$`));
      await page.goBack();
      await expect(page).toHaveURL(searchUrl);
      expect(await rowsOf(page)).toEqual(found);

      // Bare /judgments (the navbar's Browse Judgments) goes to the search kept in the session.
      await page.goto("/judgments");
      await expect(page).toHaveURL(searchUrl);

      // Clear the search: every listing again.
      await openFilters(page);
      await page.getByTestId("clear-search").click();
      await expect(page).toHaveURL(/\/judgments$/);
      await expect(showing).toHaveText(allText);
      await openFilters(page);
      await expect(form.getByLabel("State", { exact: true })).toHaveValue("");

      // Page 2, then back.
      const pageOne = await rowsOf(page);
      await enhanced(page);
      await page.getByTestId("pagination").getByRole("link", { name: /Next/ }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(showing).toHaveText(/^Showing 26 to 50 of /);
      const pageTwo = await rowsOf(page);
      expect(pageTwo).toHaveLength(25);
      expect(pageTwo.filter((r) => pageOne.some((o) => o.id === r.id))).toEqual([]);
      await noSidewaysScroll(page);
      await page
        .getByTestId("pagination")
        .getByRole("link", { name: /Previous/ })
        .click();
      await expect(showing).toHaveText(/^Showing 1 to 25 of /);
      expect((await rowsOf(page)).map((r) => r.id)).toEqual(pageOne.map((r) => r.id));

      // Open a judgment.
      const title = page.getByTestId("judgment-title").first();
      const href = await title.getAttribute("href");
      expect(href).toBe(`/judgments/${pageOne[0].id}`);
      await title.click();
      await expect(page).toHaveURL(new RegExp(`/judgments/${pageOne[0].id}$`));
    });

    test("sorting keeps the search and orders the rows", async ({ page }) => {
      await page.goto("/judgments/by_state/TX");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Judgments For Sale in Texas");
      await enhanced(page);
      await firstResultOnFirstScreen(page);
      await page.getByLabel("Sort by").selectOption({ label: "Asking price: low to high" });
      await expect(page).toHaveURL(/\/judgments\/by_state\/TX\?sort=price_low$/);
      const rows = await rowsOf(page);
      expect(rows.every((r) => r.state === "TX")).toBe(true);
      const prices = rows.map((r) => r.priceCents);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("the county list comes with the page after a state is searched; bad input is explained", async ({ page }) => {
    await page.goto("/judgments");
    const form = page.getByTestId("search-form");
    await form.getByLabel("State", { exact: true }).selectOption({ label: "Texas" });
    await form.getByRole("group", { name: "Asking price" }).getByLabel("Minimum").fill("lots");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/judgments\?state=TX&price_min=lots$/);
    await expect(page.getByTestId("search-price_min-errors")).toHaveText(/Enter a dollar amount/);
    await expect(form.getByLabel("County").locator("option", { hasText: "Harris County" })).toHaveCount(1);
    const rows = await rowsOf(page);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.state === "TX")).toBe(true);
  });
});

test.describe("on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the filters panel opens by its summary, searches, and closes on the results saying which filters are on", async ({ page }) => {
    await page.goto("/judgments/by_state/CA");
    await firstResultOnFirstScreen(page);
    const form = page.getByTestId("search-form");
    await expect(form).toBeHidden();
    await page.getByTestId("filters-summary").click();
    await expect(form).toBeVisible();
    await form.getByRole("group", { name: "Asking price" }).getByLabel("Maximum").fill("1,500");
    await form.getByRole("button", { name: "Search" }).click();
    // The by-state page's search is a plain /judgments search with its state.
    await expect(page).toHaveURL(/\/judgments\?state=CA&price_max=1500$/);
    await expect(form).toBeHidden();
    await expect(page.getByTestId("filters-words")).toHaveText("California · Price up to $1,500");
    await firstResultOnFirstScreen(page);
    expect((await rowsOf(page)).every((r) => r.state === "CA" && r.priceCents <= 150_000)).toBe(true);
  });
});

for (const path of [
  "/judgments",
  "/judgments?state_id=48&price_min=abc",
  "/judgments?state=CA&price_max=1500",
  "/judgments/by_county/48201",
]) {
  test(`${path} has no serious accessibility problem`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
    await context.close();
  });
}

test("on a phone, the filters panel closed and open has no serious accessibility problem", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/judgments?state=CA&price_max=1500&sort=price_low");
  for (const state of ["closed", "open"]) {
    if (state === "open") await page.getByTestId("filters-summary").click();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${state}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  }
  await context.close();
});

test("an unknown state or county answers 404", async ({ page }) => {
  expect((await page.goto("/judgments/by_state/ZZ"))?.status()).toBe(404);
  expect((await page.goto("/judgments/by_county/abc"))?.status()).toBe(404);
  await expect(page.getByTestId("error-page")).toContainText("Page not found");
});

test.describe("what a judgment is worth (issue 17)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const shots = process.env.E2E_SCREENSHOTS;
  /** Four listings of one seller in Kern County, California, their titles carrying the seller's handle. */
  const listings: Record<"house" | "noHouse" | "byDefault" | "nearDeadline", number> = {
    house: 0,
    noHouse: 0,
    byDefault: 0,
    nearDeadline: 0,
  };
  let handle = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const seller = await account(baseURL, "valueseller");
    handle = seller.handle;
    // Entered 9 years 4 months ago in California (10 years): its renewal is due within the next 18 months.
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 112);
    // The others entered 3 years ago: dated from today too, so the shares keep their order on any day.
    const recent = new Date();
    recent.setUTCFullYear(recent.getUTCFullYear() - 3);
    const make = (name: string, price: string, facts: Record<string, string>, dateAwarded?: string) =>
      submittedListing(seller, {
        title: `${name} ${handle}`,
        state_id: "6",
        county_id: "6029",
        price,
        date_awarded: dateAwarded ?? recent.toISOString().slice(0, 10),
        facts,
      });
    listings.house = (await make("Litigated, owns a house", "1500", { litigation: "litigated", debtor_real_estate: "yes" })).id;
    listings.noHouse = (await make("Litigated, no house", "1200", { litigation: "litigated", debtor_real_estate: "no" })).id;
    listings.byDefault = (await make("Default, owns a house", "1100", { litigation: "default", debtor_real_estate: "yes" })).id;
    listings.nearDeadline = (
      await make(
        "Old, litigated, owns a house",
        "2000",
        { litigation: "litigated", debtor_real_estate: "yes" },
        old.toISOString().slice(0, 10),
      )
    ).id;
    await approve(baseURL, Object.values(listings));
    await dispose(seller);
  });

  test("filter litigated judgments whose debtor owns real estate, sort by the share of the estimated balance, see the deadline flag", async ({
    page,
  }) => {
    await page.goto("/judgments");
    await enhanced(page);
    const form = page.getByTestId("search-form");
    await form.getByLabel("Keywords").fill(handle);
    await page.getByTestId("more-filters").locator("summary").click();
    const facts = form.getByRole("group", { name: "Collectability, as the seller states it" });
    await facts.getByLabel("Default or litigated").selectOption({ label: "Litigated" });
    await facts.getByLabel("Debtor owns real estate").check();
    await form.getByRole("button", { name: "Search" }).click();

    await expect(page).toHaveURL(new RegExp(`/judgments\\?name=${handle}&litigation=litigated&debtor_real_estate=1$`));
    await expect(page.getByTestId("showing")).toHaveText("Showing 1 to 2 of 2");
    const ids = () =>
      page.getByTestId("judgment-row").evaluateAll((rows) => rows.map((row) => Number(row.getAttribute("data-judgment-id"))));
    expect((await ids()).sort()).toEqual([listings.house, listings.nearDeadline].sort());
    // The search is kept: the form shows it back.
    await expect(facts.getByLabel("Default or litigated")).toHaveValue("litigated");
    await expect(facts.getByLabel("Debtor owns real estate")).toBeChecked();

    const row = (id: number) => page.locator(`[data-testid=judgment-row][data-judgment-id="${id}"]`);
    await expect(row(listings.house).getByTestId("judgment-facts")).toHaveText("Litigated · Debtor owns real estate");
    await expect(row(listings.nearDeadline).getByTestId("judgment-deadline")).toHaveText("Deadline near");
    await expect(row(listings.house).getByTestId("judgment-deadline")).toHaveCount(0);

    // By the share of the amount the newer one comes first (15% against 20%); by the share of the
    // estimated balance the older one does, its balance having grown with nine years of interest.
    // (This page came from the search form's click, not a goto: the sort sends itself once the script is in.)
    await enhanced(page);
    await page.getByLabel("Sort by").selectOption({ label: "Best deal: share of amount awarded" });
    await expect(page).toHaveURL(/sort=best_deal/);
    expect(await ids()).toEqual([listings.house, listings.nearDeadline]);
    await enhanced(page);
    await page.getByLabel("Sort by").selectOption({ label: "Best deal: share of estimated balance" });
    await expect(page).toHaveURL(/sort=balance_deal/);
    expect(await ids()).toEqual([listings.nearDeadline, listings.house]);
    const shares = await page
      .getByTestId("judgment-balance-share")
      .evaluateAll((cells) => cells.map((cell) => Number(/^([\d.]+)% of est\. balance$/.exec(cell.textContent ?? "")?.[1])));
    expect(shares).toHaveLength(2);
    expect(shares[0]).toBeLessThan(shares[1]);
    expect(shares[0]).toBeLessThan(20);
    await noSidewaysScroll(page);
    // The filters stay open while they are in use.
    await expect(page.getByTestId("more-filters")).toHaveAttribute("open", "");
    const axe = await new AxeBuilder({ page }).include("[data-testid=search-form]").include("[data-testid=judgment-table]").analyze();
    const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/browse-value-filters.png`, fullPage: true });

    // Near a deadline: only the old one.
    await page.goto(`/judgments?name=${handle}&near_deadline=1`);
    expect(await ids()).toEqual([listings.nearDeadline]);
  });
});
