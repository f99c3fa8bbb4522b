// Follow-ups to issue 27, item 1 (docs/decisions/0032) in the browser, at 1280 and 390 px:
// - the administrator who made an offer reads, on /admin/messages, the seller's counter-offer
//   message to them as "Addressed to you — another administrator reviews it", with no words, no
//   hits and no decision buttons;
// - the buyer's after-payment panel (/judgments/pay/{id}) says what is true once the sale is
//   disputed and once it is complete (no "the seller must assign by"), with or without a dispute;
// - the seller whose dispute answer was rejected by moderation is offered the form again.
import { expect, test, type Browser, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, administrator, approvedListing, assignedListing, dispose, soldListing } from "./fixtures";
import { signIn } from "./helpers";

const XHR = { "x-requested-with": "XMLHttpRequest" };
const PHONE = "312-555-0187";
const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

async function sessionOf(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  return page;
}

/** Screenshots of the page at both widths, from where `target` is. */
async function shots(page: Page, name: string, target = page.locator("main")) {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an administrator who made an offer does not read the counter-offer's message to them on /admin/messages", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const seller = await account(baseURL!, "edseller");
  const listing = await approvedListing(baseURL!, seller);
  const adminApi = await administrator(baseURL!);
  const made = await adminApi.post("/api/judgments/offer", { headers: XHR, data: { judgment_id: listing.id, amount: "1200.00" } });
  expect(made.status(), await made.text()).toBe(201);
  const { id: offerId } = (await made.json()) as { id: number };
  const countered = await seller.api.post("/api/judgments/offers/counter", {
    headers: XHR,
    data: { offer_id: offerId, amount: "1800.00", message: `Call me on ${PHONE} and we skip the fees` },
  });
  expect(countered.status(), await countered.text()).toBe(200);
  await adminApi.dispose();
  await dispose(seller);

  const admin = await sessionOf(browser, e2eAdmin.email, e2eAdmin.password);
  await admin.goto("/admin/messages");
  const card = admin.getByTestId("review-message").filter({ has: admin.getByTestId("message-sender").getByText(`@${seller.handle}`) });
  await expect(card.getByTestId("message-kind")).toHaveText("Counter-offer message");
  await expect(card.getByTestId("message-addressed-to-you")).toHaveText("Addressed to you — another administrator reviews it.");
  await expect(card.getByTestId("approve-message")).toHaveCount(0);
  await expect(card.getByTestId("reject-message")).toHaveCount(0);
  await expect(card.locator("mark")).toHaveCount(0);
  await expect(admin.getByText(PHONE)).toHaveCount(0);
  await shots(admin, "admin-queue-addressed-to-you", card);
  await admin.context().close();
});

test("the after-payment panel says what is true once disputed and once complete; a rejected dispute answer can be written again", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const sale = await assignedListing(baseURL!);
  const id = sale.listing.id;
  const opened = await sale.buyer.api.post("/api/judgments/dispute", {
    headers: XHR,
    data: { judgment_id: id, reason: "documents_wrong", details: "The assignment names a different judgment creditor." },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  // Disputed: the money held until an administrator decides; no assignment deadline, no "if you do neither".
  const buyer = await sessionOf(browser, sale.buyer.email, sale.buyer.password);
  await buyer.goto(`/judgments/pay/${id}`);
  const panel = buyer.getByTestId("purchase-paid");
  await expect(panel).toHaveAttribute("data-status", "disputed");
  await expect(buyer.getByTestId("purchase-held")).toHaveText(
    "Judgment Exchange holds your payment of $2,200 while an administrator reviews your dispute. The seller is paid only if the administrator completes the sale; otherwise you are refunded in part or in full.",
  );
  await expect(panel).toContainText("You opened a dispute about the assignment.");
  await expect(panel).toContainText("An administrator resolves the dispute");
  await expect(panel).not.toContainText("must assign");
  await expect(panel).not.toContainText("If you do neither");
  await expect(buyer.getByTestId("purchase-assignment-link")).toHaveText("Go to the dispute →");
  await shots(buyer, "after-payment-disputed", panel);

  // The seller answers with an e-mail address; an administrator rejects it; the seller may write it again.
  const answered = await sale.seller.api.post("/api/judgments/dispute/answer", {
    headers: XHR,
    data: { judgment_id: id, response: "The assignment is right: e-mail me at seller@example.com to talk it over." },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const admin = await sessionOf(browser, e2eAdmin.email, e2eAdmin.password);
  await admin.goto("/admin/messages");
  const card = admin.getByTestId("review-message").filter({ hasText: "seller@example.com" });
  await expect(card.getByTestId("message-kind")).toHaveText("Dispute answer");
  await card.getByTestId("reject-message").click();
  await card.getByTestId("reject-panel").getByTestId("confirm-reject").click();
  await expect(card).toHaveCount(0);
  const owner = await sessionOf(browser, sale.seller.email, sale.seller.password);
  await owner.goto(`/judgments/${id}`);
  const dispute = owner.getByTestId("dispute");
  await expect(dispute.getByTestId("own-text-review")).toHaveAttribute("data-review", "rejected");
  await expect(dispute.getByLabel("Write your answer again")).toBeVisible();
  await shots(owner, "dispute-answer-again", dispute.getByTestId("dispute-answer-form"));
  await dispute.getByLabel("Write your answer again").fill("The recorded assignment names the listing's case number and creditor.");
  await dispute.getByTestId("dispute-answer-submit").click();
  await expect(owner.getByTestId("dispute").getByTestId("own-text-review")).toHaveAttribute("data-review", "pending");
  await expect(owner.getByTestId("dispute-answer-form")).toHaveCount(0);

  // Resolved with a partial refund: the sale is complete, the refund named.
  await admin.goto(`/judgments/${id}`);
  const disputeId = (await admin.getByTestId("admin-dispute-link").getAttribute("href"))!.split("/").at(-1);
  const adminApi = await administrator(baseURL!);
  const resolved = await adminApi.post("/api/admin/disputes/resolve", {
    headers: XHR,
    data: { dispute_id: Number(disputeId), resolution: "refund_partial", amount: "500", note: "The creditor's name was wrong at first." },
  });
  expect(resolved.status(), await resolved.text()).toBe(200);
  await adminApi.dispose();
  await buyer.reload();
  await expect(panel).toHaveAttribute("data-status", "sold");
  await expect(buyer.getByTestId("purchase-held")).toHaveText(
    "The sale is complete. An administrator refunded $500 of your payment of $2,200; the rest was released to the seller.",
  );
  await expect(panel).toContainText("Resolved: refunded in part.");
  await expect(panel).not.toContainText("holds your payment");
  await expect(panel).not.toContainText("must assign");
  await shots(buyer, "after-payment-sold-refunded", panel);

  // Sold without a dispute.
  const plain = await soldListing(baseURL!);
  await buyer.context().close();
  const other = await sessionOf(browser, plain.buyer.email, plain.buyer.password);
  await other.goto(`/judgments/pay/${plain.listing.id}`);
  const done = other.getByTestId("purchase-paid");
  await expect(done).toHaveAttribute("data-status", "sold");
  await expect(other.getByTestId("purchase-held")).toHaveText("The sale is complete: your payment of $2,200 was released to the seller.");
  await expect(done).toContainText("The sale completed without a dispute.");
  await expect(done).not.toContainText("If you do neither");
  await expect(done).not.toContainText("An administrator resolves");
  await shots(other, "after-payment-sold", done);

  for (const page of [other, owner, admin]) await page.context().close();
  await dispose(sale.seller, sale.buyer, plain.seller, plain.buyer);
});
