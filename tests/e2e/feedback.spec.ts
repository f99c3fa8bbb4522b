// Feedback after a sale in the browser (issue 30 item 6, docs/decisions/0045): the buyer of a
// completed sale sees the seller's reputation beside the handle, leaves feedback with a comment
// through the judgment page's plain form (the buyer's page does not hydrate), the comment waits
// for review (tagged "Feedback comment" on /admin/messages), and once approved it appears on the
// seller's public page with the figures; the seller replies once there.
// FEEDBACK_SCREENSHOTS=<dir> also saves each state at 1280 and 390 pixels wide.
import { expect, test, type Browser, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { dispose, soldListing } from "./fixtures";
import { signIn } from "./helpers";

const shots = process.env.FEEDBACK_SCREENSHOTS;
const COMMENT = "Assignment documents arrived signed and complete, two days early.";

async function snap(page: Page, name: string) {
  if (!shots) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [label, width] of [
    ["desktop", 1280],
    ["phone", 390],
  ] as const) {
    await page.setViewportSize({ width, height: label === "phone" ? 844 : 900 });
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function sessionOf(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  return page;
}

test("the buyer leaves feedback after the sale; once approved it shows on the seller's page", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const sale = await soldListing(baseURL!);
  const id = sale.listing.id;
  const buyer = await sessionOf(browser, sale.buyer.email, sale.buyer.password);
  const seller = await sessionOf(browser, sale.seller.email, sale.seller.password);
  try {
    // The seller's reputation beside the handle: one completed sale, no ratings yet, assigned on time.
    await buyer.goto(`/judgments/${id}`);
    const block = buyer.getByTestId("seller-block");
    await expect(block.getByTestId("rep-sales")).toHaveText("1 as seller, 0 as buyer");
    await expect(block.getByTestId("rep-positive")).toHaveText("No ratings yet");
    await expect(block.getByTestId("rep-on-time")).toHaveText("100% on time (1 of 1)");
    await expect(block.getByTestId("rep-disputes-seller")).toHaveText("None");

    // The form: submitted without a rating, the browser asks for one (required); then positive with a comment.
    const form = buyer.getByTestId("feedback-form");
    await expect(form).toBeVisible();
    await snap(buyer, "judgment-feedback-form");
    await form.getByTestId("rating-positive").check();
    await form.getByLabel(/Comment/).fill(COMMENT);
    await form.getByTestId("feedback-submit").click();
    await expect(
      buyer.getByText(/Thank you: your feedback is saved\. Your comment will be shown to others once our team has reviewed it\./),
    ).toBeVisible();
    const shown = buyer.getByTestId("sale-feedback-shown");
    await expect(shown).toContainText("Positive");
    await expect(shown).toContainText(COMMENT);
    await expect(shown.getByTestId("own-text-review")).toHaveAttribute("data-review", "pending");
    await expect(buyer.getByTestId("feedback-form")).toHaveCount(0);
    await expect(buyer.getByTestId("seller-block").getByTestId("rep-positive")).toHaveText("100% positive (1 rating)");
    await snap(buyer, "judgment-feedback-left");

    // Others do not read the comment yet.
    await seller.goto(`/users/${sale.seller.handle}`);
    await expect(seller.getByTestId("feedback-item")).toHaveCount(1);
    await expect(seller.getByText(COMMENT)).toHaveCount(0);
    await expect(seller.getByTestId("text-awaiting-review")).toBeVisible();

    // The administrator approves it from the queue.
    const admin = await sessionOf(browser, e2eAdmin.email, e2eAdmin.password);
    await admin.goto("/admin/messages");
    const card = admin.locator("[data-testid=review-message]").filter({ hasText: "two days early" });
    await expect(card.getByTestId("message-kind")).toHaveText("Feedback comment");
    await card.getByTestId("approve-message").click();
    await expect(card).toHaveCount(0);
    await admin.context().close();

    // The seller's public page: the figures and the comment; the seller replies once.
    await seller.reload();
    await expect(seller.getByTestId("rep-positive")).toHaveText("100% positive (1 rating)");
    await expect(seller.getByTestId("feedback-comment")).toHaveText(COMMENT);
    await seller.getByText("Reply once", { exact: true }).click();
    await seller.getByLabel("Your reply").fill("Thank you, it was a pleasure.");
    await seller.getByRole("button", { name: "Post my reply" }).click();
    await expect(seller.getByText(/Your reply will be shown to others once our team has reviewed it\./)).toBeVisible();
    await expect(seller.getByTestId("feedback-reply")).toContainText("Thank you, it was a pleasure.");
    await expect(seller.getByTestId("feedback-reply-form")).toHaveCount(0);
    await snap(seller, "user-page-feedback");

    // A visitor sees the comment and the figures, not the reply awaiting review.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/users/${sale.seller.handle}`);
    await expect(visitor.getByTestId("feedback-comment")).toHaveText(COMMENT);
    await expect(visitor.getByTestId("feedback-reply")).toHaveCount(0);
    await expect(visitor.getByTestId("rep-sales")).toHaveText("1 as seller, 0 as buyer");
    await snap(visitor, "user-page-visitor");
    await visitor.context().close();
  } finally {
    await buyer.context().close();
    await seller.context().close();
    await dispose(sale.seller, sale.buyer);
  }
});

test("the seller rates the buyer from Your feedback, reached from the account menu", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const sale = await soldListing(baseURL!);
  const seller = await sessionOf(browser, sale.seller.email, sale.seller.password);
  try {
    await seller.goto("/home");
    const menu = seller.getByTestId("user-menu").first();
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "Feedback", exact: true }).click();
    await expect(seller).toHaveURL(/\/feedback$/);
    const waiting = seller.getByTestId("feedback-waiting").getByTestId("member-sale");
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText("You sold");
    await expect(waiting.getByRole("link", { name: sale.listing.title })).toHaveAttribute("href", `/judgments/${sale.listing.id}`);
    await snap(seller, "your-feedback");
    // Without a rating the browser asks for one; with one the sale moves down, with the rating shown.
    await waiting.getByTestId("feedback-submit").click();
    await expect(seller).toHaveURL(/\/feedback$/);
    await waiting.getByTestId("rating-positive").check();
    await waiting.getByTestId("feedback-submit").click();
    await expect(seller.getByText("Thank you: your feedback is saved.")).toBeVisible();
    await expect(seller.getByTestId("feedback-waiting")).toContainText("Nothing waits for your rating.");
    const done = seller.getByTestId("feedback-others").getByTestId("member-sale");
    await expect(done).toHaveAttribute("data-state", "left");
    await expect(done.getByTestId("sale-feedback-shown")).toContainText("Positive");
    await snap(seller, "your-feedback-left");
  } finally {
    await seller.context().close();
    await dispose(sale.seller, sale.buyer);
  }
});
