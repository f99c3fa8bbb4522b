// Issue 27 in the browser (docs/decisions/0032, 0033): a buyer makes an offer whose message carries
// a phone number; the seller sees the offer with "Message awaiting review", never the number; a
// stranger sees the highest offer as Private (offers visible to the owner only); the administrator
// finds it on /admin/messages tagged "Offer message" with the number highlighted, approves it, and
// the notice shows in place of the card; the seller then reads the message. Then a message is
// rejected with a reason, confirmed, and the outcome shows where the card was.
import { expect, test, type Browser, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, approvedListing, dispose, type Account } from "./fixtures";
import { sendWithFigures, signIn } from "./helpers";

const PHONE = "312-555-0187";
const OFFER_TEXT = `Call me at ${PHONE} and we can skip the site fees`;

async function sessionOf(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

let seller: Account;
let buyer: Account;
let stranger: Account;

test.afterEach(async () => {
  await dispose(seller, buyer, stranger);
});

test("an offer's message waits for review: the seller sees it awaiting review, then the words once approved", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  seller = await account(baseURL!, "tmseller");
  buyer = await account(baseURL!, "tmbuyer");
  stranger = await account(baseURL!, "tmstranger");
  const listing = await approvedListing(baseURL!, seller);

  // The buyer makes the offer with a phone number in its message.
  const buyerPage = await sessionOf(browser, buyer.email, buyer.password);
  await buyerPage.goto(`/judgments/${listing.id}`);
  await buyerPage.getByTestId("make-offer").click();
  const dialog = buyerPage.getByRole("dialog", { name: "Make an Offer" });
  await dialog.getByLabel("Offer amount ($)").fill("1500.00");
  await dialog.getByLabel(/Message to the seller/).fill(OFFER_TEXT);
  await sendWithFigures(dialog, dialog.getByRole("button", { name: "Submit Offer" }));
  await expect(buyerPage.getByTestId("flash-success")).toContainText(
    "Your offer was sent to the seller. Your message will reach the seller once our team has reviewed it.",
  );
  // The buyer reads its own words, awaiting review.
  await expect(buyerPage.getByTestId("my-offer")).toContainText("$1,500");

  // The seller: the offer stands, its message awaits review; no phone number anywhere.
  const sellerPage = await sessionOf(browser, seller.email, seller.password);
  await sellerPage.goto(`/judgments/${listing.id}`);
  const offers = sellerPage.getByTestId("detail-offers");
  await expect(offers).toContainText("$1,500");
  await expect(offers.getByTestId("text-awaiting-review").first()).toHaveText("Message awaiting review");
  await expect(sellerPage.getByText(PHONE)).toHaveCount(0);

  // A stranger: the listing keeps offers to its owner, so no amount, not even the highest.
  const strangerPage = await sessionOf(browser, stranger.email, stranger.password);
  await strangerPage.goto(`/judgments/${listing.id}`);
  await expect(strangerPage.getByTestId("highest-offer-amount")).toHaveText("Private");
  await expect(strangerPage.getByText("$1,500")).toHaveCount(0);

  // The administrator: tagged, highlighted, approved; the notice takes the card's place.
  const admin = await sessionOf(browser, e2eAdmin.email, e2eAdmin.password);
  await admin.goto("/admin/messages");
  const card = admin.locator("[data-testid=review-message]").filter({ hasText: "skip the site fees" });
  await expect(card.getByTestId("message-kind")).toHaveText("Offer message");
  await expect(card.locator('mark[data-hit="phone"]')).toHaveText(PHONE);
  const messageId = await card.getAttribute("data-message-id");
  await card.getByTestId("approve-message").click();
  const notice = admin.getByTestId("decision-success").filter({ hasText: `Message #${messageId}` });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(card).toHaveCount(0);

  // The seller now reads the message.
  await sellerPage.reload();
  await expect(sellerPage.getByTestId("offer-message").first()).toHaveText(`“${OFFER_TEXT}”`);

  for (const page of [buyerPage, sellerPage, strangerPage, admin]) await page.context().close();
});

test("rejecting a message asks why, confirms, and reports the outcome where the card was", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  seller = await account(baseURL!, "trseller");
  buyer = await account(baseURL!, "trbuyer");
  stranger = await account(baseURL!, "trother");
  const listing = await approvedListing(baseURL!, seller);
  const sent = await buyer.api.post("/api/judgments/message", {
    headers: { "x-requested-with": "XMLHttpRequest" },
    data: { judgment_id: listing.id, message: `Ring ${PHONE} instead` },
  });
  const { id } = (await sent.json()) as { id: number };

  const admin = await sessionOf(browser, e2eAdmin.email, e2eAdmin.password);
  await admin.goto("/admin/messages");
  const card = admin.locator(`[data-testid=review-message][data-message-id="${id}"]`);
  await card.getByTestId("reject-message").click();
  const panel = card.getByTestId("reject-panel");
  await expect(panel.getByRole("radio", { name: "Contact or identifying details" })).toBeChecked();
  // A note quoting the number is refused next to the field; the message stays.
  await panel.getByLabel(/Note to the sender/).fill(`Do not post ${PHONE}`);
  await panel.getByTestId("confirm-reject").click();
  await expect(panel.getByText(/do not quote banned words or contact details/)).toBeVisible();
  await panel.getByLabel(/Note to the sender/).fill("Please keep every contact on the marketplace.");
  await panel.getByTestId("confirm-reject").click();
  const notice = admin.getByTestId("decision-success").filter({ hasText: `Message #${id}` });
  await expect(notice).toContainText("its sender was told why");
  await expect(notice).toBeInViewport();
  await expect(card).toHaveCount(0);
  await admin.context().close();
});
