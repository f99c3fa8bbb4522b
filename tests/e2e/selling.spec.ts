// The seller's views in the browser, on a desktop and on a phone: a new seller with an approved
// listing of the test's own (tests/e2e/fixtures.ts) opens /selling,
// opens one of its live listings ("My Listing"), hides and unhides it, edits its title (seeing
// the re-review warning first) and finds it waiting for review on /selling. Also: the empty
// dashboard of a new member, removing a listing after confirming, and the no-JavaScript confirm
// step.
import { expect, test, type Page } from "./test-base";
import { account, approvedListing, dispose } from "./fixtures";
import { enhanced, newMember, registerThroughPage, signIn } from "./helpers";

const RE_REVIEW_WARNING =
  "Saving a change to a field marked “Reviewed” will send this listing back for review; it will leave the marketplace until an administrator approves it, usually within one business day.";

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Signs a new seller in on `page`, with one approved (live) listing of their own. */
async function newSellerWithListing(page: Page, baseURL: string, prefix: string) {
  const seller = await account(baseURL, prefix);
  await approvedListing(baseURL, seller);
  await dispose(seller);
  await signIn(page, seller.email, seller.password);
}

/** Opens /selling and answers the first live listing's box, its title and its id. */
async function firstActiveListing(page: Page) {
  await page.goto("/selling");
  const box = page.locator('[data-testid="active-box"][data-status="active"]').first();
  await expect(box).toBeVisible();
  const link = box.getByTestId("listing-title");
  const title = (await link.innerText()).trim();
  const id = (await link.getAttribute("href"))!.split("/").pop()!;
  return { box, title, id };
}

const viewports = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 375, height: 812 } },
];

for (const { name, viewport } of viewports) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("a seller manages a live listing from the selling dashboard", async ({ page, baseURL }) => {
      await newSellerWithListing(page, baseURL!, `manage${name}`);
      await page.goto("/selling");
      await expect(page).toHaveTitle("Selling Dashboard | Judgment Exchange");
      await expect(page.getByRole("heading", { level: 1, name: "My Selling Dashboard" })).toBeVisible();
      for (const section of ["Judgments Pending Approval", "Active Listings", "Sold or Expired"]) {
        await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);

      const { box, title, id } = await firstActiveListing(page);
      for (const counter of ["count-views", "count-watchlist", "count-offers"]) {
        await expect(box.getByTestId(counter)).toHaveText(/^\d[\d,]*$/);
      }
      await box.getByRole("link", { name: "My Listing" }).click();

      // My Listing.
      await expect(page).toHaveURL(new RegExp(`/judgments/${id}$`));
      await expect(page).toHaveTitle("My Listing | Judgment Exchange");
      await expect(page.getByRole("heading", { level: 1, name: "My Listing" })).toBeVisible();
      await expect(page.getByRole("link", { name: "← Back to Dashboard" })).toHaveAttribute("href", "/home");
      await expect(page.getByTestId("judgment-title")).toHaveText(title);
      await expect(page.getByTestId("judgment-status")).toHaveText("Active");
      await expect(page.getByTestId("owner-documents")).toBeVisible();
      await expect(page.getByTestId("detail-offers")).toBeVisible();
      await expectNoSidewaysScroll(page);

      // Hide, then unhide.
      await page.getByRole("button", { name: "Hide Listing" }).click();
      await expect(page.getByTestId("flash-success")).toContainText("hidden");
      await expect(page.getByTestId("judgment-status")).toHaveText("Hidden");
      await page.getByRole("button", { name: "Unhide Listing" }).click();
      await expect(page.getByTestId("flash-success")).toContainText("live again");
      await expect(page.getByTestId("judgment-status")).toHaveText("Active");

      // Edit the title: the warning shows before saving.
      await page.getByRole("link", { name: "Edit My Listing" }).click();
      await expect(page).toHaveURL(new RegExp(`/judgments/${id}/edit$`));
      await expect(page).toHaveTitle("Edit My Listing | Judgment Exchange");
      await expect(page.getByTestId("re-review-warning")).toHaveText(RE_REVIEW_WARNING);
      await expect(page.getByRole("link", { name: "Add enhancements" })).toHaveAttribute("href", `/sell/enhance/${id}`);
      await expect(page.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", `/judgments/${id}`);
      await expectNoSidewaysScroll(page);

      // The form posts to its own page. A bad value is refused under its field (422), and nothing is saved.
      await enhanced(page);
      await page.getByLabel("Title").fill("abc");
      const refused = page.waitForResponse(
        (response) => response.request().method() === "POST" && response.url().endsWith(`/judgments/${id}/edit`),
      );
      await page.getByRole("button", { name: /^Save/ }).click();
      expect((await refused).status()).toBe(422);
      await expect(page.getByTestId("field-title-errors")).toContainText("at least 5");
      await expect(page.getByText("Please check your input and try again.")).toBeVisible();

      const edited = `${title.slice(0, 100)} (edited)`;
      await page.getByLabel("Title").fill(edited);
      // A reviewed field changed: the page says where saving leads (issue 27).
      await expect(page.getByTestId("re-review-warning")).toContainText("Saving will send this listing back for review");
      await page.getByRole("button", { name: /^Save/ }).click();
      await expect(page).toHaveURL(new RegExp(`/judgments/${id}$`));
      await expect(page.getByTestId("flash-success")).toContainText("went back for review");
      await expect(page.getByTestId("judgment-title")).toHaveText(edited);
      await expect(page.getByTestId("judgment-status")).toHaveText("Pending Review");

      // Waiting for review on the dashboard.
      await page.goto("/selling");
      const row = page.getByTestId("pending-row").filter({ hasText: edited });
      await expect(row).toBeVisible();
      await expect(row.getByTestId("status")).toHaveText("Pending Review");
      await expect(row.getByRole("link", { name: "Edit", exact: true })).toHaveAttribute("href", `/judgments/${id}/edit`);
      await expect(row.getByRole("link", { name: "Upload documents" })).toHaveAttribute("href", `/sell/documents/${id}`);
      await expect(page.locator(`[data-testid="active-box"] a[href="/judgments/${id}"]`)).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });

    test("a new member sees the empty dashboard and the invitation to list", async ({ page }) => {
      const member = newMember(`sell${name}`);
      await registerThroughPage(page, member);
      await page.goto("/selling");
      await expect(page.getByText("You have no listings waiting on approval.")).toBeVisible();
      await expect(page.getByText("You have no active listings.")).toBeVisible();
      await expect(page.getByText("You have no sold or expired listings.")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Ready to list a Judgment?" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Sell a Judgment!" })).toHaveAttribute("href", "/sell");
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe("removing a listing", () => {
  test("asks in a dialog first, then moves the listing to Sold or Expired", async ({ page, baseURL }) => {
    await newSellerWithListing(page, baseURL!, "removeseller");
    const { title, id } = await firstActiveListing(page);
    await page.goto(`/judgments/${id}`);
    await expect(page.locator('[data-testid="owner-actions"][data-hydrated]')).toHaveCount(1);
    await page.getByRole("link", { name: "Remove Listing" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove this listing?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep Listing" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("judgment-status")).toHaveText("Active");

    await page.getByRole("link", { name: "Remove Listing" }).click();
    await dialog.getByRole("button", { name: "Yes, Remove Listing" }).click();
    await expect(page).toHaveURL(/\/selling$/);
    await expect(page.getByTestId("flash-success")).toContainText("Your listing was removed.");
    await expect(page.getByTestId("closed-row").filter({ hasText: title })).toContainText("Cancelled");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Remove link opens a confirm step that works as a plain form", async ({ page, baseURL }) => {
    await newSellerWithListing(page, baseURL!, "nojsremove");
    const { id } = await firstActiveListing(page);
    await page.goto(`/judgments/${id}`);
    await page.getByRole("link", { name: "Remove Listing" }).click();
    await expect(page).toHaveURL(new RegExp(`/judgments/${id}\\?confirm=cancel$`));
    const step = page.getByTestId("remove-confirm-step");
    await expect(step).toBeVisible();
    await step.getByRole("link", { name: "Keep Listing" }).click();
    await expect(page.getByTestId("remove-confirm-step")).toHaveCount(0);

    await page.getByRole("button", { name: "Hide Listing" }).click();
    await expect(page.getByTestId("judgment-status")).toHaveText("Hidden");
    await page.goto(`/judgments/${id}?confirm=cancel`);
    await page.getByTestId("remove-confirm-step").getByRole("button", { name: "Yes, Remove Listing" }).click();
    await expect(page).toHaveURL(/\/selling$/);
    await expect(page.getByTestId("flash-success")).toContainText("Your listing was removed.");
  });

  test("the edit form posts to its own page, with errors under the fields", async ({ page, baseURL }) => {
    await newSellerWithListing(page, baseURL!, "nojsedit");
    const { id } = await firstActiveListing(page);
    await page.goto(`/judgments/${id}/edit`);
    await expect(page.getByTestId("re-review-warning")).toBeVisible();
    await page.getByLabel("Date awarded").fill("2999-01-01");
    await page.getByRole("button", { name: /^Save/ }).click();
    await expect(page).toHaveURL(new RegExp(`/judgments/${id}/edit$`));
    await expect(page.getByTestId("field-date_awarded-errors")).toContainText("cannot be later than today");
    await page.getByLabel("Date awarded").fill("2020-02-03");
    await page.getByRole("button", { name: /^Save/ }).click();
    await expect(page).toHaveURL(new RegExp(`/judgments/${id}$`));
    await expect(page.getByTestId("judgment-status")).toHaveText("Pending Review");
    await expect(page.getByTestId("info-awarded")).toHaveText("02/03/2020");
  });
});
