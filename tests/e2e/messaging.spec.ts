// Messaging end to end, each person in a browser session of their own: a buyer writes to a seller
// from the judgment page; the seller sees nothing; the administrator finds it on Manage → Pending
// Messages with the phone number and the banned word highlighted and approves it; the seller's
// badge shows 1, the e-mail arrives, the seller reads it (badge 0) and replies; the reply goes
// through the same queue and reaches the buyer. A rejected message never reaches its recipient.
import { expect, test, type Browser, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, approvedListing, dispose, type Account } from "./fixtures";
import { enhanced, signIn } from "./helpers";

const SENT = "Your message has been accepted and will be delivered shortly!";

async function sessionOf(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

function badge(page: Page) {
  return page.getByRole("navigation").getByTestId("unread-badge").first();
}

/** Sends the Contact Seller form (or the reply form) and answers the new message's id. */
/**
 * Sends a message form (Contact Seller on the judgment page, a reply on /messages), which posts: the
 * page comes back with the spec's toast; the new message's id as the administrators' review list
 * shows it (the sender's only message awaiting review).
 */
async function sendMessage(page: Page, admin: Page, button: string, from: string): Promise<number> {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByTestId("flash-success")).toHaveText(new RegExp(SENT.replace(/[.!]/g, "\\$&")));
  await admin.goto("/admin/messages");
  const card = admin.getByTestId("review-message").filter({ has: admin.getByTestId("message-sender").getByText(`@${from}`) });
  await expect(card).toHaveCount(1);
  return Number(await card.getAttribute("data-message-id"));
}

/** Sends the inbox's reply form (a post to /messages, back with the toast) and answers the reply's id. */
async function submitReply(page: Page, sender: Account): Promise<number> {
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByTestId("flash-success")).toHaveText(new RegExp(SENT.replace(/[.!]/g, "\\$&")));
  const sent = await sender.api.get("/api/messages?box=sent", { headers: { "x-requested-with": "XMLHttpRequest" } });
  return ((await sent.json()) as { data: { id: number }[] }).data[0].id;
}

/** The first time from the Manage menu, as an administrator finds it; then straight to the page. */
async function openPendingMessages(admin: Page, fromMenu = false) {
  if (!fromMenu) {
    await admin.goto("/admin/messages");
    await expect(admin.getByRole("heading", { level: 1, name: "Manage Judgment Messaging" })).toBeVisible();
    return;
  }
  await admin.goto("/home");
  const manage = admin.getByTestId("manage-menu").first();
  await manage.locator("summary").click();
  await manage.getByRole("link", { name: "Pending Messages" }).click();
  await expect(admin).toHaveURL(/\/admin\/messages$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Manage Judgment Messaging" })).toBeVisible();
}

async function decide(admin: Page, messageId: number, decision: "Approve" | "Reject") {
  const card = admin.locator(`[data-testid=review-message][data-message-id="${messageId}"]`);
  await expect(card).toBeVisible();
  if (decision === "Reject") {
    // Reject asks why first (docs/decisions/0032), then confirms.
    await card.getByTestId("reject-message").click();
    await card.getByTestId("confirm-reject").click();
  } else {
    await card.getByRole("button", { name: decision }).click();
  }
  await expect(admin.getByTestId("decision-success").filter({ hasText: `Message #${messageId}` })).toBeVisible();
  await expect(card).toHaveCount(0);
}

let seller: Account;
let buyer: Account;

test.afterEach(async () => {
  await dispose(seller, buyer);
});

test("a message and its reply go through review and reach each side", async ({ browser, baseURL }) => {
  // Three people in three browser sessions, three moderation rounds and a mail check: a long story.
  test.setTimeout(150_000);
  seller = await account(baseURL!, "mseller");
  buyer = await account(baseURL!, "mbuyer");
  const listing = await approvedListing(baseURL!, seller);
  const [buyerPage, sellerPage, admin] = [
    await sessionOf(browser, buyer.email, buyer.password),
    await sessionOf(browser, seller.email, seller.password),
    await sessionOf(browser, e2eAdmin.email, e2eAdmin.password),
  ];

  // The buyer writes from the judgment page; a blank message comes back in the open dialog, refused.
  await buyerPage.goto(`/judgments/${listing.id}`);
  await buyerPage.getByTestId("contact-seller").click();
  const dialog = buyerPage.getByRole("dialog", { name: "Contact the Seller" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByText("Please write your message.")).toBeVisible();
  await dialog.getByLabel("Message").fill("Is this damn judgment still collectable? Call me at 512-555-0134.");
  const messageId = await sendMessage(buyerPage, admin, "Send Message", buyer.handle);
  await expect(dialog).toBeHidden();
  await expect(buyerPage.getByTestId("toast-error")).toHaveCount(0);
  // The buyer's dashboard shows it waiting for review.
  await buyerPage.goto("/home");
  const sentRow = buyerPage.getByTestId("panel-messages").getByTestId("message-row").first();
  await expect(sentRow).toContainText(`To @${seller.handle}`);
  await expect(sentRow).toContainText("Awaiting review");

  // The seller sees nothing yet.
  await sellerPage.goto("/messages?box=inbox");
  await expect(sellerPage.getByText("No messages yet!")).toBeVisible();
  await expect(badge(sellerPage)).toHaveText("0");

  // The administrator sees it highlighted and approves it.
  await openPendingMessages(admin, true);
  const card = admin.locator(`[data-testid=review-message][data-message-id="${messageId}"]`);
  await expect(card.getByTestId("message-sender")).toHaveText(`@${buyer.handle}`);
  await expect(card.getByTestId("message-recipient")).toHaveText(`@${seller.handle}`);
  await expect(card.getByTestId("message-judgment")).toHaveText(listing.title);
  await expect(card.locator("mark[data-hit=phone]")).toHaveText("512-555-0134");
  await expect(card.locator("mark[data-hit=banned_word]")).toHaveText("damn");
  await decide(admin, messageId, "Approve");

  // The seller: badge 1, the e-mail, the inbox; reading it brings the badge to 0.
  await sellerPage.goto("/home");
  await expect(badge(sellerPage)).toHaveText("1");
  const panel = sellerPage.getByTestId("panel-messages");
  await expect(panel.getByTestId("messages-unread")).toHaveText("1 unread");
  await expect(panel.getByTestId("message-row").first()).toContainText(`@${buyer.handle}`);
  await expect(panel.getByTestId("message-row").first().locator("[data-unread]")).toHaveCount(1);
  const mail = sellerPage
    .getByTestId("outbox-email")
    .filter({ hasText: `New message from @${buyer.handle}` })
    .first();
  await expect(async () => {
    await sellerPage.goto(`/dev/mail?to=${encodeURIComponent(seller.email)}`);
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(mail).toContainText("512-555-0134");

  await sellerPage.goto("/home");
  await panel.getByRole("link", { name: "See all" }).click();
  await expect(sellerPage).toHaveURL(/\/messages$/);
  // Opening it marks it read: the enhancement script (tests/e2e/messages-inbox.spec.ts has the way without it).
  await enhanced(sellerPage);
  const row = sellerPage.getByTestId("inbox-row").first();
  await expect(row).toHaveAttribute("data-unread", "true");
  await row.getByRole("button").click();
  const reading = sellerPage.getByRole("dialog", { name: `Message from @${buyer.handle}` });
  await expect(reading).toContainText("Is this damn judgment still collectable?");
  await expect(row).not.toHaveAttribute("data-unread", "true");
  await expect(badge(sellerPage)).toHaveText("0");
  await sellerPage.goto("/home");
  await expect(sellerPage.getByTestId("panel-messages").getByTestId("messages-unread")).toHaveCount(0);
  await sellerPage.goto("/messages");
  await sellerPage.getByTestId("inbox-row").first().getByRole("button").click();

  // The seller replies from the dialog; the reply waits for review like any message.
  await reading.getByLabel(`Reply to @${buyer.handle}`).fill("Yes: the debtor owns a truck and works in Austin.");
  const replyId = await submitReply(sellerPage, seller);
  await expect(sellerPage).toHaveURL(/\/messages$/);
  await buyerPage.goto("/messages?box=inbox");
  await expect(buyerPage.getByText("No messages yet!")).toBeVisible();

  await openPendingMessages(admin);
  await decide(admin, replyId, "Approve");
  await buyerPage.goto("/messages?box=inbox");
  await expect(badge(buyerPage)).toHaveText("1");
  const replyRow = buyerPage.getByTestId("inbox-row").filter({ hasText: `@${seller.handle}` });
  await expect(replyRow).toContainText("the debtor owns a truck");
  await expect(replyRow).toContainText(listing.title);
  // The buyer's own first message shows as delivered.
  await buyerPage.goto("/messages?box=sent");
  await expect(buyerPage.getByTestId("inbox-row").first().getByRole("button").first().getByTestId("review-state")).toHaveText("Delivered");

  // A rejected message never reaches the seller; its sender sees it was not delivered.
  await buyerPage.goto(`/judgments/${listing.id}`);
  await buyerPage.getByTestId("contact-seller").click();
  await buyerPage.getByRole("dialog", { name: "Contact the Seller" }).getByLabel("Message").fill("Write me at buyer@example.com instead");
  const rejectedId = await sendMessage(buyerPage, admin, "Send Message", buyer.handle);
  await openPendingMessages(admin);
  await decide(admin, rejectedId, "Reject");
  await sellerPage.goto("/messages?box=inbox");
  await expect(sellerPage.getByTestId("inbox-row")).toHaveCount(1);
  await expect(sellerPage.getByText("buyer@example.com")).toHaveCount(0);
  await buyerPage.goto("/messages?box=sent");
  await expect(buyerPage.getByTestId("inbox-row").first().getByRole("button").first().getByTestId("review-state")).toHaveText(
    "Not delivered",
  );

  for (const page of [buyerPage, sellerPage, admin]) await page.context().close();
});

test("two administrators: the second decision is refused and the page says so", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  seller = await account(baseURL!, "rseller");
  buyer = await account(baseURL!, "rbuyer");
  const listing = await approvedListing(baseURL!, seller);
  const sent = await buyer.api.post("/api/judgments/message", {
    headers: { "x-requested-with": "XMLHttpRequest" },
    data: { judgment_id: listing.id, message: "Who decides first?" },
  });
  const { id } = (await sent.json()) as { id: number };
  const [first, second] = [
    await sessionOf(browser, e2eAdmin.email, e2eAdmin.password),
    await sessionOf(browser, e2eAdmin.email, e2eAdmin.password),
  ];
  await first.goto("/admin/messages");
  await second.goto("/admin/messages");
  await decide(first, id, "Approve");
  const stale = second.locator(`[data-testid=review-message][data-message-id="${id}"]`);
  await stale.getByTestId("reject-message").click();
  await stale.getByRole("radio", { name: "Offensive language" }).check();
  await stale.getByTestId("confirm-reject").click();
  await expect(second.getByTestId("decision-error")).toContainText("already approved by another administrator");
  for (const page of [first, second]) await page.context().close();
});
