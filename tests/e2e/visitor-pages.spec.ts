// A visitor without cookies is answered the home page and the browse pages written without React
// Router (server/visitor-pages.ts); with any cookie, React Router writes them. Both must be the same
// document, byte for byte but for each answer's nonce, with the same status: the markup of the frame
// (app/components/layout/plain-document.ts) and of the pages is held here to root.tsx's Layout
// and the routes' components. The browser sees the pages work as any other (navbar, menus, links,
// the search and the sort).
import { expect, test } from "./test-base";
import { baseURL } from "../../playwright.config";
import { account, approvedListing, approvedListings, dispose, type Account } from "./fixtures";
import { enhanced, fetchedDocument } from "./helpers";

let seller: Account;
let listed: { id: number; title: string };
/** A listing whose description is cut short on its page ("Read more"), with facts and payments sworn. */
let long: { id: number; title: string };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  seller = await account(baseURL, "visitorhome");
  // More than a page of the seller's listings (25 a page), so its search has a Next link by cursor.
  await approvedListings(baseURL, seller, 26);
  // A title with every character markup escapes, in Harris County, Texas.
  listed = await approvedListing(baseURL, seller, {
    title: `Judgment against "O'Hara & <Sons>" ${seller.handle}`,
    state_id: "48",
    county_id: "48201",
  });
  long = await approvedListing(baseURL, seller, {
    title: `A long story ${seller.handle}`,
    description: `${"The debtor <b>moved</b> & kept the money. ".repeat(40)}The end.`,
    facts: { litigation: "litigated", debtor_real_estate: "yes" },
  });
});
test.afterAll(async () => dispose(seller));

const visitorDocument = (path: string, cookie?: string) => fetchedDocument(baseURL, path, cookie);

/** The page written without React Router (no cookie) and by React Router (an unrelated cookie) are the same. */
async function expectSameDocument(path: string, expected: { status: number; contains: string }) {
  for (let attempt = 1; ; attempt++) {
    const written = await visitorDocument(path);
    const rendered = await visitorDocument(path, "jx_unrelated=1");
    // Another test may list a judgment between the two answers: compare a pair read while nothing changed.
    if (written.html !== (await visitorDocument(path)).html && attempt < 5) continue;
    // The test server marks the answers written without React Router (server/visitor-pages.ts).
    expect(written.writer, path).toBe("visitor-pages");
    expect(rendered.writer, path).toBeNull();
    expect(written.status, path).toBe(expected.status);
    expect(rendered.status, path).toBe(expected.status);
    // (Booleans: a failure names the page, not two documents of 30 KB.)
    expect(written.html.includes(expected.contains), `${path} shows ${expected.contains}`).toBe(true);
    expect(written.html === rendered.html, `${path}: the same document from both writers`).toBe(true);
    break;
  }
}

test("a visitor's home page without React Router is the document React Router writes", async () => {
  await expectSameDocument("/", { status: 200, contains: 'data-testid="featured-judgment"' });
});

test("a visitor's browse pages without React Router are the documents React Router writes", async () => {
  test.setTimeout(60_000);
  const row = `data-judgment-id="${listed.id}"`;
  const pages: [string, { status: number; contains: string }][] = [
    ["/judgments", { status: 200, contains: 'data-testid="judgment-row"' }],
    ["/judgments?sort=price_low", { status: 200, contains: '<option value="price_low" selected="">' }],
    [`/judgments?name=${seller.handle}&state_id=48&price_max=20000`, { status: 200, contains: row }],
    [`/judgments?name=${seller.handle}&sort=amount_high&page=2`, { status: 200, contains: 'data-testid="judgment-row"' }],
    ["/judgments?name=nothing-matches-this-visitorpages", { status: 200, contains: "No active judgments found!" }],
    ["/judgments?price_min=abc&state_id=999", { status: 422, contains: 'data-testid="search-errors"' }],
    ["/judgments?page=20000", { status: 200, contains: 'data-testid="judgment-row"' }],
    // What a visitor types is escaped wherever the page shows it (the summary, the form, the links).
    [`/judgments?name=${encodeURIComponent(`"><script>alert(1)</script>'`)}`, { status: 200, contains: "&quot;&gt;&lt;script&gt;" }],
    ["/judgments/by_state/tx", { status: 200, contains: row }],
    ["/judgments/by_state/TX?sort=best_deal&litigation=default", { status: 200, contains: "Judgments For Sale in Texas" }],
    ["/judgments/by_county/48201", { status: 200, contains: '<li aria-current="page">Harris County</li>' }],
    ["/judgments/by_state/tx?county_id=6019", { status: 422, contains: "That county is not in Texas." }],
  ];
  for (const [path, expected] of pages) await expectSameDocument(path, expected);
  // A page of results found by its cursor, as the Next link names it.
  const first = await visitorDocument(`/judgments?name=${seller.handle}`);
  const next = /rel="next" href="([^"]+)"/.exec(first.html)?.[1]?.replaceAll("&amp;", "&");
  expect(next).toMatch(/&after=/);
  await expectSameDocument(next!, { status: 200, contains: 'data-testid="judgment-row"' });
});

test("a visitor's judgment page without React Router is the document React Router writes", async () => {
  const pages: [string, { status: number; contains: string }][] = [
    [`/judgments/${listed.id}`, { status: 200, contains: "Judgment against &quot;O&#39;Hara &amp; &lt;Sons&gt;&quot;" }],
    [`/judgments/${long.id}`, { status: 200, contains: 'href="?full=1#description"' }],
    [`/judgments/${long.id}?full=1`, { status: 200, contains: "The end." }],
  ];
  for (const [path, expected] of pages) await expectSameDocument(path, expected);
  // An id a visitor may not know: React Router's 404 page, for both.
  const missing = await visitorDocument("/judgments/999999999");
  expect(missing.status).toBe(404);
  expect(missing.writer).toBeNull();
});

test("a visitor's judgment page works in the browser: the card, the value, Read more, the sign-in prompt", async ({ page }) => {
  await page.goto(`/judgments/${long.id}`);
  await expect(page).toHaveTitle(`${long.title} | Judgment Exchange`);
  await enhanced(page);
  await expect(page.getByTestId("judgment-title")).toHaveText(long.title);
  await expect(page.getByTestId("judgment-card")).toBeVisible();
  await expect(page.getByTestId("judgment-value")).toBeVisible();
  // Read more shows the whole description (a document load: ?full=1).
  await page.getByRole("link", { name: "Read more" }).click();
  await expect(page).toHaveURL(new RegExp(`/judgments/${long.id}\\?full=1#description$`));
  await expect(page.getByTestId("judgment-description")).toContainText("The end.");
  // A visitor signs in to act, and comes back to the listing.
  await page.getByTestId("visitor-prompt").getByRole("link", { name: "Sign in to make an offer" }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fjudgments%2F${long.id}$`));
});

test("a visitor's home page works in the browser: the featured cards, the menus, the links", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Buy and Sell Court Judgments | Judgment Exchange");
  await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
  await expect(page.getByTestId("featured-judgment").first()).toBeVisible();
  await page.getByTestId("resources-menu").first().locator("summary").click();
  await expect(page.getByRole("link", { name: "How to Buy" }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Browse all judgments" }).click();
  await expect(page).toHaveURL(/\/judgments$/);
});

test("a visitor's browse page works in the browser: the sort, the search, the escaped title, the link to the judgment", async ({
  page,
}) => {
  await page.goto("/judgments/by_state/tx");
  await expect(page).toHaveTitle("Judgments For Sale in Texas | Judgment Exchange");
  await enhanced(page);
  const row = page.locator(`[data-judgment-id="${listed.id}"]`);
  await expect(row.getByTestId("judgment-title")).toHaveText(listed.title);
  // The sort sends itself (the enhancement script) and keeps the place.
  await page.locator("#browse-sort").selectOption("price_high");
  await expect(page).toHaveURL(/\/judgments\/by_state\/TX\?sort=price_high$/);
  await expect(page.locator("#browse-sort")).toHaveValue("price_high");
  // The search form: keywords, sent to its own URL.
  const form = page.getByTestId("search-form");
  await form.getByLabel("Keywords").fill(seller.handle);
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/judgments\\?name=${seller.handle}&`));
  await expect(page.getByTestId("judgment-row")).not.toHaveCount(0);
  await expect(row).toHaveCount(1);
  await row.getByTestId("judgment-title").click();
  await expect(page).toHaveURL(new RegExp(`/judgments/${listed.id}$`));
});
