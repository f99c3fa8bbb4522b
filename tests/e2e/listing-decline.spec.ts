// Declining a listing (issue 27, item 16; docs/decisions/0039), in the browser at 1280 and 390 px:
// the administrator finds the listing closed to its summary in the review queue, opens it, declines
// it with a reason (too short first: the card comes back open with the error), and sees the outcome
// where the card was; the seller reads the reason on /selling and on the listing, edits and
// resubmits it, and the queue shows it again as resubmitted. Then the queue with 30 listings
// waiting: 20 summaries a page, short, with screenshots.
import { expect, test, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, administrator, dispose, submittedListing } from "./fixtures";
import { enhanced, openReviewCard, signIn } from "./helpers";

const SHOTS = process.env.SHOTS_DIR ?? "test-results/screenshots";
const REASON = "Please remove the debtor's phone number from the description; buyers reach you through our messages.";
const RESUBMIT_WARNING =
  "Saving resubmits this declined listing for review, changed or not; an administrator reviews it again, usually within one business day.";

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

    test("an administrator declines a listing from its summary; the seller reads why, edits and resubmits it", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const seller = await account(baseURL!, "declineseller");
      const listing = await submittedListing(seller, {
        title: `Decline me ${seller.handle}`,
        description: "Default judgment for unpaid invoices. Call the debtor at 312-555-0187.",
      });
      await dispose(seller);

      await signIn(page, e2eAdmin.email, e2eAdmin.password);
      await page.goto("/admin/judgments/pending");
      await expect(page.getByTestId("pending-range")).toContainText(/Showing 1 to \d+ of \d+/);
      // Closed until opened: the summary shows what decides, the decisions wait inside.
      const card = page.locator(`[data-testid=pending-listing][data-judgment-id="${listing.id}"]`);
      const opened = await openReviewCard(page, listing.id);
      await expect(opened.getByTestId("pending-summary")).toContainText(listing.title);
      await expect(opened.getByTestId("pending-summary")).toContainText(`@${seller.handle}`);
      await expect(opened.getByTestId("pending-summary").getByTestId("hit-count")).toHaveText("1 moderation hit");
      await noSidewaysScroll(page);

      // Too short a reason: back on the card, open, with the words and the error.
      await opened.getByTestId("decline").click();
      const dialog = page.locator(`#decline-${listing.id}`);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`@${seller.handle}`);
      await dialog.getByLabel("Reason for the seller").fill("No.");
      await dialog.getByRole("button", { name: "Decline listing" }).click();
      await expect(card.getByTestId("pending-details")).toHaveAttribute("open", "");
      await expect(card.getByText("Please write at least 10 characters")).toBeVisible();
      await expect(card.getByLabel("Reason for the seller")).toHaveValue("No.");

      await card.getByLabel("Reason for the seller").fill(REASON);
      await card.getByRole("button", { name: "Decline listing" }).click();
      const notice = page.getByTestId("review-notice");
      await expect(notice).toHaveText(/The Judgment was declined and the seller told why\./);
      await expect(notice).toBeInViewport();
      await expect(card).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/decline-notice-${viewport.width}.png` });
      await page.context().clearCookies();

      // The seller: Declined on /selling with the reason, then edits and resubmits it.
      await signIn(page, seller.email, seller.password);
      await page.goto("/selling");
      const row = page.getByTestId("pending-row").filter({ hasText: listing.title });
      await expect(row.getByTestId("status")).toHaveText("Declined");
      await expect(row.getByTestId("decline-reason")).toContainText(REASON);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/decline-selling-${viewport.width}.png`, fullPage: true });
      // The listing's own page says it too, with the way out.
      await row.getByTestId("listing-title").click();
      await expect(page.getByTestId("detail-banner")).toContainText("Declined");
      await expect(page.getByTestId("decline-reason")).toContainText(REASON);
      await page.screenshot({ path: `${SHOTS}/decline-listing-${viewport.width}.png` });
      await page.getByTestId("detail-banner").getByRole("link", { name: "Edit and resubmit" }).click();
      await expect(page).toHaveURL(new RegExp(`/judgments/${listing.id}/edit$`));
      await expect(page.getByTestId("decline-reason")).toContainText(REASON);
      await enhanced(page);
      // Saving resubmits it whatever changes: the page says only that. No "Reviewed" marks, nothing
      // about staying live, no enhancements (not for sale while declined).
      const resubmit = page.getByTestId("resubmit-warning");
      await expect(resubmit).toHaveText(RESUBMIT_WARNING);
      await expect(page.getByTestId("edit-review-note")).toHaveCount(0);
      await expect(page.getByTestId("re-review-warning")).toHaveCount(0);
      await expect(page.locator('label[for="field-title"]')).not.toContainText("Reviewed");
      await expect(page.getByRole("link", { name: "Add enhancements" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Resubmit for review" })).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/decline-edit-${viewport.width}.png`, fullPage: true });
      // Changing only who may see the offers (which keeps a live listing live) still resubmits it.
      await page.getByText("Everyone", { exact: true }).click();
      await expect(resubmit).toHaveText(RESUBMIT_WARNING);
      await expect(page.getByText("These changes keep your listing live")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Resubmit for review" })).toBeVisible();
      await resubmit.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/decline-edit-changed-${viewport.width}.png` });
      await page.getByLabel("Description").fill("Default judgment for unpaid invoices. The debtor owns a truck.");
      await page.getByRole("button", { name: "Resubmit for review" }).click();
      await expect(page).toHaveURL(new RegExp(`/judgments/${listing.id}$`));
      await expect(page.getByTestId("flash-success")).toContainText("resubmitted for review");
      await expect(page.getByTestId("detail-banner")).toContainText("Pending review");
      await page.context().clearCookies();

      // Back in the queue, marked as resubmitted, with the earlier reason inside.
      await signIn(page, e2eAdmin.email, e2eAdmin.password);
      await page.goto("/admin/judgments/pending");
      const again = await openReviewCard(page, listing.id);
      await expect(again.getByTestId("resubmitted")).toBeVisible();
      await expect(again.getByTestId("previous-decline")).toContainText(REASON);
      await again.scrollIntoViewIfNeeded();
      await again.screenshot({ path: `${SHOTS}/decline-resubmitted-card-${viewport.width}.png` });
    });
  });
}

test("a listing its seller edits while the administrator has it open is not approved unseen", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const seller = await account(baseURL!, "staleseller");
  const listing = await submittedListing(seller, { title: `Edited under review ${seller.handle}` });
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin/judgments/pending");
  const card = await openReviewCard(page, listing.id);
  await expect(card.getByTestId("pending-description")).toHaveText("Default judgment for unpaid invoices.");

  // Meanwhile the seller changes the description (PUT /judgments/{id}, as the edit page does).
  const edited = "Default judgment for unpaid invoices. Reach me at 312-555-0187.";
  const put = await seller.api.put(`/judgments/${listing.id}`, {
    headers: { accept: "application/json" },
    data: {
      title: listing.title,
      description: edited,
      state_id: "6",
      county_id: "6019",
      casenum: "2023-CV-555",
      courthouse: "Fresno Superior Court",
      date_awarded: "2023-09-14",
      amount: "10000",
      price: "2000",
      buy_now: "",
      privacy: "public",
      offers_visibility: "owner",
    },
  });
  expect(put.status(), "the seller's edit").toBe(200);
  await dispose(seller);

  // Approving what the page showed is refused at the card, which now shows the new text.
  await card.getByTestId("approve").click();
  const notice = card.getByTestId("review-notice");
  await expect(notice).toContainText("This listing changed since you opened it; review it again.");
  await expect(notice).toBeInViewport();
  await expect(card.getByTestId("pending-description")).toContainText("312-555-0187");
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/decline-stale-approval-1280.png` });
  // Reviewed again, it can be decided.
  await card.getByTestId("decline").click();
  const dialog = page.locator(`#decline-${listing.id}`);
  await dialog.getByLabel("Reason for the seller").fill(REASON);
  await dialog.getByRole("button", { name: "Decline listing" }).click();
  await expect(page.getByTestId("review-notice")).toHaveText(/The Judgment was declined and the seller told why\./);
});

test("the queue with 30 listings waiting is a short page of summaries", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const seller = await account(baseURL!, "queueseller");
  const ids: number[] = [];
  for (let i = 0; i < 30; i++) {
    const words = i % 4 === 0 ? " Write to owner@example.net." : "";
    const { id } = await submittedListing(seller, {
      title: `Queue listing ${i + 1} of ${seller.handle}: unpaid invoices of a Fresno contractor`,
      description: `Default judgment for unpaid invoices.${words}`,
      price: String(1500 + i * 10) + ".00",
    });
    ids.push(id);
  }
  await dispose(seller);
  const admin = await administrator(baseURL!);
  try {
    for (const [width, height, limit] of [
      [1280, 900, 3_500],
      [390, 844, 6_000],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await signIn(page, e2eAdmin.email, e2eAdmin.password);
      await page.goto("/admin/judgments/pending");
      await expect(page.getByTestId("pending-listing")).toHaveCount(20);
      const tall = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(tall, `the queue's height at ${width} px`).toBeLessThan(limit);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/queue-30-${width}.png`, fullPage: true });
      // One opened: the full review card, on the page where it sits.
      await page.goto("/admin/judgments/pending?page=999");
      const last = await openReviewCard(page, ids[ids.length - 1]);
      await last.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/queue-30-${width}-opened.png`, fullPage: true });

      // Decided deep down a page (approved at 1280, declined at 390): the notice is where the card
      // was, before the card that took its place, in view; not at the top of the page.
      await page.goto("/admin/judgments/pending");
      const id = ids[width === 1280 ? 24 : 25];
      const card = await openReviewCard(page, id);
      const following = card.locator("xpath=ancestor::li[1]/following-sibling::li[1]//*[@data-testid='pending-listing']");
      const nextId = (await following.count()) ? await following.getAttribute("data-judgment-id") : null;
      if (width === 1280) {
        await card.getByTestId("approve").click();
      } else {
        await card.getByTestId("decline").click();
        const dialog = page.locator(`#decline-${id}`);
        await dialog.getByLabel("Reason for the seller").fill("The description repeats the title; please say what makes it collectable.");
        await page.screenshot({ path: `${SHOTS}/queue-30-${width}-decline-dialog.png` });
        await dialog.getByRole("button", { name: "Decline listing" }).click();
      }
      const notice = page.getByTestId("review-notice");
      await expect(notice).toHaveText(width === 1280 ? /approved successfully/ : /declined and the seller told why/);
      await expect(notice).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY), "scrolled down to the card's place").toBeGreaterThan(300);
      await expect(page.locator(`[data-testid=pending-listing][data-judgment-id="${id}"]`)).toHaveCount(0);
      if (nextId) {
        const after = page.locator("li:has(> #review-notice) > [data-testid=pending-listing]");
        await expect(after).toHaveAttribute("data-judgment-id", nextId);
      }
      await page.screenshot({ path: `${SHOTS}/queue-30-${width}-after-decision.png` });
      await context.close();
    }
  } finally {
    // Out of the other tests' way: declined, so neither in the queue nor in browse.
    for (const id of ids) {
      const declined = await admin.post("/admin/judgments/decline", {
        headers: { "x-requested-with": "XMLHttpRequest" },
        data: { judgment_id: id, reason: "Declined by the queue screenshot test." },
      });
      // 409: decided above already.
      expect([200, 409]).toContain(declined.status());
    }
    await admin.dispose();
  }
});
