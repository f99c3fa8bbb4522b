// The judgment page in the browser, on a desktop and on a phone: what a visitor sees, a member
// watching and unwatching, the Make Offer dialog, the seller's public page, and the Watch toggle
// without JavaScript.
import { expect, test, type Page } from "./test-base";
import { account, approvedListing, dispose, featuredListing } from "./fixtures";
import { newMember, registerThroughPage, sendWithFigures } from "./helpers";

/** Longer than the 200 characters the page shows before "Read more". */
const LONG_DESCRIPTION =
  "Default judgment after a breach of a commercial lease. The debtor operates two restaurants in the county, " +
  "holds a liquor license and has a bank account at a local credit union. A writ of execution was issued once " +
  "and partially satisfied; the remaining balance accrues post-judgment interest at the statutory rate.";

/**
 * An active judgment of a new seller who bought the Featured Nationwide enhancement for it, taken
 * from its featured card on the home page.
 */
async function featuredJudgmentId(page: Page, baseURL: string): Promise<string> {
  const seller = await account(baseURL, "featseller");
  const listing = await featuredListing(baseURL, seller);
  await dispose(seller);
  await page.goto("/");
  const hrefs = await page.locator('main a[href^="/judgments/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => h === `/judgments/${listing.id}`);
  expect(href, "the featured judgment on the home page").toBeTruthy();
  return href!.split("/").pop()!;
}

/** Nothing may stick out sideways, least of all on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function count(page: Page, testId: string): Promise<number> {
  return Number((await page.getByTestId(testId).innerText()).replace(/\D/g, ""));
}

const viewports = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 375, height: 812 } },
];

for (const { name, viewport } of viewports) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a visitor reads the judgment and is asked to sign in to act", async ({ page, baseURL }) => {
      const id = await featuredJudgmentId(page, baseURL!);
      await page.goto(`/judgments/${id}`);
      const title = await page.getByTestId("judgment-title").innerText();
      expect(title.length).toBeGreaterThan(5);
      await expect(page).toHaveTitle(`${title} | Judgment Exchange`);
      await expect(page.getByTestId("judgment-price")).toHaveText(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
      await expect(page.getByTestId("judgment-status")).toHaveText("Active");
      for (const field of ["info-state", "info-county", "info-courthouse", "info-casenum"]) {
        await expect(page.getByTestId(field)).not.toBeEmpty();
      }
      await expect(page.getByTestId("info-awarded")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      await expect(page.getByTestId("info-listed")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      for (const counter of ["count-views", "count-watchlist", "count-offers"]) {
        await expect(page.getByTestId(counter)).toHaveText(/^\d[\d,]*$/);
      }
      await expect(page.getByTestId("highest-offer")).toBeVisible();
      await expectNoSidewaysScroll(page);

      const signInLink = page.getByRole("link", { name: "Sign in to make an offer" });
      await expect(signInLink).toBeVisible();
      await expect(signInLink).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(`/judgments/${id}`)}`);
      await expect(page.getByRole("button", { name: "Make Offer" })).toHaveCount(0);
      await expect(page.getByTestId("watch-toggle")).toHaveCount(0);
      await expect(page.getByTestId("documents-hidden")).toBeVisible();
    });

    test("a member watches and unwatches, opens the Make Offer dialog and visits the seller", async ({ page, baseURL }) => {
      const member = newMember(`watch${name}`);
      await registerThroughPage(page, member);
      const id = await featuredJudgmentId(page, baseURL!);
      await page.goto(`/judgments/${id}`);

      for (const label of ["Make Offer", "Contact Seller"]) {
        await expect(page.getByRole("button", { name: label })).toBeVisible();
      }
      // Buy Now binds: a link to its review page (issue 29).
      await expect(page.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", `/judgments/buy/${id}`);
      await expectNoSidewaysScroll(page);
      const toggle = page.getByTestId("watch-toggle");
      await expect(toggle).toHaveText("Watch");
      const before = await count(page, "count-watchlist");

      await toggle.click();
      await expect(toggle).toHaveText("Unwatch");
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("count-watchlist")).toHaveText(String(before + 1));
      await page.reload();
      await expect(page.getByTestId("watch-toggle")).toHaveText("Unwatch");
      await expect(page.getByTestId("count-watchlist")).toHaveText(String(before + 1));

      await page.getByTestId("watch-toggle").click();
      await expect(page.getByTestId("watch-toggle")).toHaveText("Watch");
      await expect(page.getByTestId("count-watchlist")).toHaveText(String(before));

      await page.getByRole("button", { name: "Make Offer" }).click();
      const dialog = page.getByRole("dialog", { name: "Make an Offer" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Offer amount ($)")).toHaveAttribute("placeholder", "xxxx.xx");
      await dialog.getByLabel("Offer amount ($)").fill("1000.00");
      await sendWithFigures(dialog, dialog.getByRole("button", { name: "Submit Offer" }));
      await expect(page.getByTestId("flash-success")).toContainText("Your offer was sent to the seller.");
      await expect(dialog).toBeHidden();

      await page.getByRole("button", { name: "Contact Seller" }).click();
      const contact = page.getByRole("dialog", { name: "Contact the Seller" });
      await expect(contact).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(contact).toBeHidden();

      const seller = page.getByTestId("seller-link");
      const handle = (await seller.innerText()).replace(/^@/, "");
      await seller.click();
      await expect(page).toHaveURL(new RegExp(`/users/${handle}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`@${handle}`);
      await expect(page).toHaveTitle(`${handle} | Judgment Exchange`);
      await expect(page.getByTestId("member-since")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      await expect(page.locator(`main a[href="/judgments/${id}"]:visible`)).toHaveCount(1);
      expect(await page.locator("main").innerText()).not.toMatch(/@example\.com/);
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("the Watch toggle still works as a plain form", async ({ page, baseURL }) => {
    await registerThroughPage(page, newMember("nojs"));
    const id = await featuredJudgmentId(page, baseURL!);
    await page.goto(`/judgments/${id}`);
    const before = await count(page, "count-watchlist");
    await expect(page.getByTestId("watch-toggle")).toHaveText("Watch");
    await page.getByTestId("watch-toggle").click();
    await expect(page).toHaveURL(new RegExp(`/judgments/${id}$`));
    await expect(page.getByTestId("watch-toggle")).toHaveText("Unwatch");
    await expect(page.getByTestId("count-watchlist")).toHaveText(String(before + 1));
    await page.getByTestId("watch-toggle").click();
    await expect(page.getByTestId("watch-toggle")).toHaveText("Watch");
    await expect(page.getByTestId("count-watchlist")).toHaveText(String(before));
  });

  test("Read more opens the whole description", async ({ page, baseURL }) => {
    // A listing of the test's own whose description is long enough to be cut.
    const seller = await account(baseURL!, "readmore");
    const { id } = await approvedListing(baseURL!, seller, { description: LONG_DESCRIPTION });
    await dispose(seller);
    await page.goto(`/judgments/${id}`);
    const readMore = page.getByRole("link", { name: "Read more" });
    await expect(readMore).toHaveCount(1);
    const short = await page.getByTestId("judgment-description").innerText();
    expect(short.endsWith("…")).toBe(true);
    await readMore.click();
    await expect(page).toHaveURL(/\?full=1/);
    const full = await page.getByTestId("judgment-description").innerText();
    expect(full.length).toBeGreaterThan(short.length - 1);
    expect(full.endsWith("…")).toBe(false);
  });
});
