// "Needs you" (issue 29, item 3; docs/decisions/0043-needs-you.md), in the browser at 1280 and 390 px:
// - /home opens with everything waiting on the member, the soonest deadline first, each with its
//   countdown beside the deadline's <time> and a link to the place to act; the navbar's Dashboard
//   shows how many (in the phone menu too); an item goes once handled (here: an offer rejected);
// - /admin shows each queue with its count, its oldest item's age and its target, "Target missed"
//   in words (and red) once an item waited past it.
// Screenshots: test-results/playwright/…, and /tmp/shots-needs/ when NEEDS_YOU_SHOTS is set.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import {
  account,
  administrator,
  approvedListing,
  ASKING_PRICE,
  dispose,
  listingAwaitingFee,
  offer,
  serverClock,
  submittedListing,
} from "./fixtures";
import { signIn } from "./helpers";

const XHR = { "x-requested-with": "XMLHttpRequest" };
const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
  if (process.env.NEEDS_YOU_SHOTS) await page.screenshot({ path: `${process.env.NEEDS_YOU_SHOTS}/${name}.png`, fullPage });
}

async function shotOf(target: Locator, name: string) {
  await target.screenshot({ path: test.info().outputPath(`${name}.png`) });
  if (process.env.NEEDS_YOU_SHOTS) await target.screenshot({ path: `${process.env.NEEDS_YOU_SHOTS}/${name}.png` });
}

/** No serious or critical accessibility finding on the page (axe). */
async function accessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** The Dashboard link's count in the navbar: on a phone, inside the menu (opened first). */
async function dashboardBadge(page: Page, width: number) {
  if (width < 1024) {
    const menu = page.getByTestId("mobile-menu");
    if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) await menu.locator(":scope > summary").click();
    return menu.getByTestId("needs-you-badge");
  }
  // The desktop items come first in the page (the phone menu's copy is closed and hidden).
  const badge = page.getByTestId("needs-you-badge").first();
  await expect(badge).toBeVisible();
  return badge;
}

test("/home lists what waits on the member, soonest deadline first, with the navbar's count; an item goes once handled", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const seller = await account(baseURL!, "nyseller", { address: true });
  const listing = await approvedListing(baseURL!, seller, { title: `Wanted judgment ${seller.handle}` });
  const [first, second] = [await account(baseURL!, "nybidder"), await account(baseURL!, "nybidder")];
  await offer(first, listing.id, "1500.00");
  const secondOffer = await offer(second, listing.id, "1650.00");
  // The seller also buys another member's listing with Buy Now (a payment due in 3 business days)…
  const other = await account(baseURL!, "nyother");
  const bought = await approvedListing(baseURL!, other, { title: `Bought judgment ${other.handle}` });
  const buy = await seller.api.post(`/judgments/buy/${bought.id}`, { form: { price: ASKING_PRICE }, maxRedirects: 0 });
  expect(buy.status(), "bought with Buy Now").toBe(302);
  // …has a listing waiting for its fee, and a message from a bidder, approved by an administrator.
  const unpaid = await listingAwaitingFee(seller);
  const sent = await first.api.post("/api/judgments/message", {
    headers: XHR,
    data: { judgment_id: listing.id, message: "Is the debtor still working in Fresno?" },
  });
  expect(sent.status()).toBe(201);
  const admin = await administrator(baseURL!);
  const approved = await admin.post("/api/admin/messages/approve", { headers: XHR, data: { message_id: (await sent.json()).id } });
  expect(approved.status()).toBe(200);
  await admin.dispose();
  await dispose(first, other);

  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await signIn(page, seller.email, seller.password);
    await page.goto("/home");

    const list = page.getByTestId("needs-you");
    await expect(list.getByRole("heading", { name: "Needs you" })).toBeVisible();
    await expect(list.getByTestId("needs-you-count")).toHaveText("5");
    const items = list.getByTestId("needs-you-item");
    await expect(items).toHaveCount(5);
    // The payment (3 business days) before the offers (14 days), then what has no deadline.
    expect(await items.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-kind")))).toEqual([
      "payment",
      "offer",
      "offer",
      "listing_fee",
      "messages",
    ]);
    await expect(items.nth(0)).toContainText("Pay $2,200 ($2,000 and the buyer's fee)");
    await expect(items.nth(0)).toContainText(bought.title);
    await expect(items.nth(0).getByTestId("needs-you-countdown")).toHaveText(/^\d+ days? (\d+ hours? )?left$/);
    await expect(items.nth(0).locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expect(items.nth(0).getByRole("link", { name: /^Pay now/ })).toHaveAttribute("href", `/judgments/pay/${bought.id}`);
    await expect(items.nth(1)).toContainText(`Offer of $1,500 from @${first.handle}`);
    await expect(items.nth(1).getByTestId("needs-you-countdown")).toHaveText(/^1[34] days left$/);
    await expect(items.nth(3)).toContainText("Listing fee of $20 unpaid");
    await expect(items.nth(3).getByRole("link")).toHaveAttribute("href", `/sell/checkout?judgment_id=${unpaid.id}`);
    await expect(items.nth(4)).toContainText("1 unread message");
    await expect(items.nth(4)).toContainText("No deadline · waiting");
    // The list is the first thing under the greeting, above the panels.
    const listBox = (await list.boundingBox())!;
    expect(listBox.y).toBeLessThan((await page.getByTestId("panel-offers").boundingBox())!.y);

    await expect(await dashboardBadge(page, size.width)).toHaveText("5");
    await expect(await dashboardBadge(page, size.width)).toHaveAttribute("aria-label", "5 waiting on you");
    await shot(page, `home-needs-you-${size.width}`, size.width === 390 ? false : true);
    await page.goto("/home");
    await shotOf(list, `home-needs-you-list-${size.width}`);
    await accessible(page);

    // The offer's link lands on the listing's offers.
    await page.goto("/home");
    await list.getByTestId("needs-you-link").nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/judgments/${listing.id}#offers$`));
    await expect(page.locator("#offers")).toBeInViewport();
    await context.close();
  }

  // Handled: the seller rejects the second offer; it leaves the list and the count.
  const rejected = await seller.api.post("/api/judgments/offers/reject", {
    headers: XHR,
    data: { judgment_id: listing.id, offer_id: secondOffer },
  });
  expect(rejected.status()).toBe(200);
  const context = await browser.newContext({ viewport: WIDTHS[0] });
  const page = await context.newPage();
  await signIn(page, seller.email, seller.password);
  await page.goto("/home");
  await expect(page.getByTestId("needs-you-item")).toHaveCount(4);
  await expect(page.getByTestId("needs-you")).not.toContainText(`@${second.handle}`);
  await expect(await dashboardBadge(page, 1280)).toHaveText("4");
  await context.close();
  await dispose(seller, second);
});

test("a member with nothing waiting reads so, and the navbar shows no count", async ({ page, baseURL }) => {
  const idle = await account(baseURL!, "nyidle");
  await dispose(idle);
  await signIn(page, idle.email, idle.password);
  await page.goto("/home");
  await expect(page.getByTestId("needs-you-empty")).toHaveText(/^Nothing waits on you right now/);
  await expect(page.getByTestId("needs-you-badge")).toHaveCount(0);
});

test("/admin shows each queue's count, oldest item's age and target, and 'Target missed' once past it", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const seller = await account(baseURL!, "nyqueue");
  const pending = await submittedListing(seller, { title: `Queued judgment ${seller.handle}` });
  const live = await approvedListing(baseURL!, seller, { title: `Live judgment ${seller.handle}` });
  const asker = await account(baseURL!, "nyasker");
  const sent = await asker.api.post("/api/judgments/message", {
    headers: XHR,
    data: { judgment_id: live.id, message: "Has the debtor made any payments?" },
  });
  expect(sent.status()).toBe(201);
  await dispose(seller, asker);

  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await signIn(page, e2eAdmin.email, e2eAdmin.password);
    await page.goto("/admin");
    const listings = page.getByTestId("admin-count-listings");
    await expect(listings.getByTestId("count")).toHaveText(/^[1-9]\d*$/);
    await expect(listings.getByTestId("target")).toHaveText("within 1 business day");
    await expect(listings.getByTestId("oldest")).toContainText("waiting");
    await expect(page.getByTestId("admin-count-messages").getByTestId("count")).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId("admin-count-refunds").getByTestId("target")).toHaveText("within 12 hours");
    await expect(page.getByTestId("admin-count-assignments").getByTestId("target")).toHaveText("by each sale's own deadline");
    await shot(page, `admin-queues-${size.width}`);
    await context.close();
  }

  // A week on, the listing and the message have waited past one business day: target missed, in words and red.
  const admin = await administrator(baseURL!);
  await serverClock(admin, { advance_days: 7 });
  try {
    for (const size of WIDTHS) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      await signIn(page, e2eAdmin.email, e2eAdmin.password);
      await page.goto("/admin");
      for (const queue of ["listings", "messages"]) {
        const card = page.getByTestId(`admin-count-${queue}`);
        await expect(card.getByTestId("target-missed")).toHaveText(/^Target missed: [1-9]\d* (listings?|messages?) past it$/);
        await expect(card.getByTestId("target-missed")).toHaveClass(/text-red-800/);
        await expect(card).toHaveAttribute("data-missed", "true");
        await expect(card.getByTestId("oldest")).toContainText(/waiting (7|8) days/);
      }
      await shot(page, `admin-queues-missed-${size.width}`);
      await shotOf(page.getByTestId("admin-count-listings"), `admin-queue-missed-card-${size.width}`);
      await accessible(page);
      await context.close();
    }
  } finally {
    await serverClock(admin, { reset: true });
    await admin.dispose();
  }
  expect(pending.id).toBeGreaterThan(0);
});
