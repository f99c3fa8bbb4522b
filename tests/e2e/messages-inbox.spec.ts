// The inbox (/messages) without React (docs/decisions/0040): each behaviour with the enhancement
// script and with it blocked. A row opens its message in a dialog (the browser's invoker commands);
// with the script, opening a received message marks it read at once (POST /messages/mark_read) and
// the navbar badge and the summary follow; without it the dialog's "Mark as read" form does, by a
// page load. The reply form posts to the page: back with the toast, or the dialog open again with
// the field error. (The whole story, through review to the other side: messaging.spec.ts.)
import { expect, test, type Page } from "./test-base";
import { baseURL } from "../../playwright.config";
import { account, administrator, approvedListing, dispose, type Account } from "./fixtures";
import { blockEnhanceScript, enhanced, notEnhanced } from "./helpers";

const XHR = { "x-requested-with": "XMLHttpRequest" };
const SENT = "Your message has been accepted and will be delivered shortly!";

let seller: Account;
let buyer: Account;
let listingId: number;
let sequence = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  seller = await account(baseURL, "inboxseller");
  buyer = await account(baseURL, "inboxbuyer");
  listingId = (await approvedListing(baseURL, seller)).id;
});
test.afterAll(async () => dispose(seller, buyer));

/** A message from the buyer, approved by the administrator: in the seller's inbox, unread. Answers its words. */
async function deliveredMessage(): Promise<string> {
  const text = `Inbox question ${++sequence} ${Date.now().toString(36)}: is the debtor still in Texas?`;
  const sent = await buyer.api.post("/api/judgments/message", { headers: XHR, data: { judgment_id: listingId, message: text } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const admin = await administrator(baseURL);
  const approved = await admin.post("/api/admin/messages/approve", { headers: XHR, data: { message_id: id } });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();
  return text;
}

/** The seller's inbox in this browser, with a fresh unread message; answers its row and the unread count shown. */
async function inboxWith(page: Page, path = "/messages?box=inbox") {
  const text = await deliveredMessage();
  await page.context().addCookies((await seller.api.storageState()).cookies);
  await page.goto(path);
  const row = page.getByTestId("inbox-row").filter({ hasText: text });
  await expect(row).toHaveAttribute("data-unread", "true");
  const unread = Number(await badges(page).first().textContent());
  expect(unread).toBeGreaterThan(0);
  return { row, unread, dialog: page.getByRole("dialog", { name: `Message from @${buyer.handle}` }) };
}

/** The navbar's badges (the phone menu repeats it). */
const badges = (page: Page) => page.getByTestId("unread-badge");

async function expectUnread(page: Page, count: number) {
  for (const badge of await badges(page).all()) {
    await expect(badge).toHaveText(String(count));
    await expect(badge).toHaveAttribute("aria-label", `${count} unread`);
  }
  await expect(page.getByTestId("inbox-summary")).toContainText(count > 0 ? `${count} unread.` : "No unread messages.");
}

test.describe("marking a message read", () => {
  test("with the script, opening it marks it read: the row, the badge and the summary at once, and on the server", async ({ page }) => {
    const { row, unread, dialog } = await inboxWith(page);
    await enhanced(page);
    const marked = page.waitForResponse((r) => r.url().endsWith("/messages/mark_read") && r.request().method() === "POST");
    await row.getByRole("button").click();
    await expect(dialog).toBeVisible();
    expect((await marked).status()).toBe(200);
    await expect(row).not.toHaveAttribute("data-unread");
    await expect(dialog.getByRole("button", { name: "Mark as read" })).toBeHidden();
    await expectUnread(page, unread - 1);
    await page.reload();
    await expect(row).not.toHaveAttribute("data-unread");
    await expectUnread(page, unread - 1);
  });

  test("without the script, the dialog opens and its Mark as read form marks it, by a page load", async ({ page }) => {
    await blockEnhanceScript(page);
    const { row, unread, dialog } = await inboxWith(page);
    await notEnhanced(page);
    await row.getByRole("button").click();
    await expect(dialog).toBeVisible();
    // Opening sends nothing: a GET never changes state, and no script ran.
    await expect(row).toHaveAttribute("data-unread", "true");
    await expectUnread(page, unread);
    await dialog.getByRole("button", { name: "Mark as read" }).click();
    await expect(page).toHaveURL(/\/messages\?box=inbox$/);
    await expect(row).not.toHaveAttribute("data-unread");
    await expectUnread(page, unread - 1);
  });
});

for (const script of [true, false]) {
  const way = script ? "with the script" : "without the script";

  test(`${way}, a reply is sent by the page's form and the inbox comes back with the toast`, async ({ page }) => {
    if (!script) await blockEnhanceScript(page);
    const { row, dialog } = await inboxWith(page);
    await (script ? enhanced(page) : notEnhanced(page));
    await row.getByRole("button").click();
    const words = `Reply ${way}: yes, in Austin.`;
    await dialog.getByLabel(`Reply to @${buyer.handle}`).fill(words);
    await dialog.getByRole("button", { name: "Send Reply" }).click();
    await expect(page.getByTestId("flash-success")).toContainText(SENT);
    await expect(page).toHaveURL(/\/messages\?box=inbox$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/messages?box=sent");
    const sent = page.getByTestId("inbox-row").filter({ hasText: words });
    await expect(sent.getByRole("button").getByTestId("review-state")).toHaveText("Awaiting review");
  });

  test(`${way}, a blank reply comes back with the dialog open and the error under the text`, async ({ page }) => {
    if (!script) await blockEnhanceScript(page);
    const { row, dialog } = await inboxWith(page);
    await (script ? enhanced(page) : notEnhanced(page));
    await row.getByRole("button").click();
    await dialog.getByLabel(`Reply to @${buyer.handle}`).fill("   ");
    const answered = page.waitForResponse((r) => r.url().includes("/messages?box=inbox") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Send Reply" }).click();
    expect((await answered).status()).toBe(422);
    await (script ? enhanced(page) : notEnhanced(page));
    await expect(page).toHaveURL(/\/messages\?box=inbox$/);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("data-open-on-load", "");
    // The script reopens it as a modal; without it, it shows open in the page's flow.
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(script);
    await expect(dialog.getByText("Please write your reply.")).toBeVisible();
    await dialog.getByLabel(`Reply to @${buyer.handle}`).fill("Now with words.");
    await dialog.getByRole("button", { name: "Send Reply" }).click();
    await expect(page.getByTestId("flash-success")).toContainText(SENT);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
}
