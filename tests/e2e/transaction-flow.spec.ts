// Issue 5's whole flow with separate browser sessions: a seller lists (the e2e administrator of
// playwright.config.ts approves),
// two buyers offer, the seller accepts one and the other is told, the winner adds the assignment
// address, is declined with 4000 0000 0000 0002 and pays with 4242 4242 4242 4242, the seller
// uploads the assignment and marks it assigned, the buyer confirms, and the seller is paid out.
import { expect, test, type Browser, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { administrator, serverClock } from "./fixtures";
import { enhanced, makeStatements, newMember, openReviewCard, registerThroughPage, sendWithFigures, signIn } from "./helpers";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function session(browser: Browser, prefix: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const member = newMember(prefix);
  await registerThroughPage(page, member);
  return { page, member };
}

async function listJudgment(page: Page, title: string): Promise<string> {
  await page.goto("/sell");
  await page.getByLabel("Title").fill(title);
  // The page does not hydrate: the enhancement script lists the state's counties once it has run.
  await enhanced(page);
  await page.locator("#field-state_id").selectOption({ label: "Ohio" });
  await expect(page.locator('#field-county_id option:text-is("Franklin County")')).toHaveCount(1);
  await page.locator("#field-county_id").selectOption({ label: "Franklin County" });
  await page.getByLabel("Case/Index Number").fill("2021-CV-1187");
  await page.getByLabel("Date Awarded").fill("2021-03-02");
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await page.getByLabel("Judgment Amount ($)").fill("20000");
  await page.getByLabel("Asking Price ($)").fill("3000");
  await page.getByTestId("fee-agree").check();
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await page.getByRole("radio", { name: /Public/ }).check();
  await makeStatements(page);
  await page.getByRole("button", { name: "Submit and Upload Docs" }).click();
  await expect(page).toHaveURL(/\/sell\/documents\/\d+$/);
  return page.url().match(/(\d+)$/)![1];
}

async function makeOffer(page: Page, id: string, amount: string) {
  await page.goto(`/judgments/${id}`);
  await page.getByTestId("make-offer").click();
  const dialog = page.getByRole("dialog", { name: "Make an Offer" });
  await dialog.getByLabel("Offer amount ($)").fill(amount);
  await sendWithFigures(dialog, dialog.getByRole("button", { name: "Submit Offer" }));
  await expect(page.getByTestId("flash-success")).toContainText("Your offer was sent to the seller.");
}

async function fillCard(page: Page, number: string) {
  const newCard = page.getByTestId("new-card-choice");
  if (await newCard.count()) await newCard.check();
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiration (MM/YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
}

/** The subjects of the e-mails in the outbox for one address (/dev/mail), newest first. */
async function subjectsFor(page: Page, email: string): Promise<string[]> {
  await page.goto(`/dev/mail?to=${encodeURIComponent(email)}`);
  return page.getByTestId("outbox-email").locator("h2").allTextContents();
}

test("list, offer, accept, pay, assign, confirm and pay out", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const seller = await session(browser, "flowseller");
  const title = `Flow judgment ${seller.member.handle}`;
  const id = await listJudgment(seller.page, title);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, e2eAdmin.email, e2eAdmin.password);
  await admin.goto("/admin/judgments/pending");
  // Approved as if 6 days ago, past the premium members' first look, so basic members can offer.
  const clockApi = await administrator(baseURL!);
  await serverClock(clockApi, { set: new Date(Date.now() - 6 * 86_400_000).toISOString() });
  try {
    await (await openReviewCard(admin, id)).getByTestId("approve").click();
    await expect(admin.getByTestId("review-notice")).toHaveText(/The Judgment was approved successfully!/);
  } finally {
    await serverClock(clockApi, { reset: true });
    await clockApi.dispose();
  }

  const winner = await session(browser, "flowwinner");
  const other = await session(browser, "flowother");
  await makeOffer(winner.page, id, "2500.00");
  await makeOffer(other.page, id, "2000.00");

  await seller.page.goto(`/judgments/${id}`);
  await expect(seller.page.getByTestId("detail-banner")).toContainText("This listing has offers!");
  await seller.page
    .getByTestId("offer-row")
    .filter({ hasText: `@${winner.member.handle}` })
    .getByTestId("accept-offer")
    .click();
  // The review (issue 29) names the buyer and the amount the seller accepts, and the payout.
  const review = seller.page.getByTestId("deal-review");
  await expect(review).toContainText(`@${winner.member.handle}`);
  await expect(review.getByTestId("review-figures").locator('[data-deal="amount"]')).toHaveText("$2,500");
  await expect(review.getByTestId("review-figures").locator('[data-deal="bottom-line"]')).toHaveText("$2,250");
  await seller.page.getByRole("button", { name: "Confirm: Sell for $2,500" }).click();
  await expect(seller.page.getByTestId("flash-success")).toContainText("The offer has been accepted and the buyer will be notified!");

  // The other buyer is told, on the page and by e-mail.
  await other.page.goto(`/judgments/${id}`);
  await expect(other.page.getByTestId("my-offer-status")).toHaveText("Declined");
  await other.page.goto(`/dev/mail?to=${encodeURIComponent(other.member.email)}`);
  await expect(other.page.getByTestId("outbox-email").first()).toContainText(title);

  // The winner needs an assignment address, is declined once, then pays.
  const pay = winner.page;
  await pay.goto(`/judgments/${id}`);
  await expect(pay.getByTestId("detail-banner")).toContainText("Your offer was accepted! Ready to pay?");
  await pay.goto(`/judgments/pay/${id}`);
  await expect(pay.getByTestId("address-needed")).toContainText(
    "Ooops... we need assignment info from you before you can pay for this judgment!",
  );
  await pay.getByRole("link", { name: "Add it in My Settings" }).click();
  await pay.getByLabel("Full legal name").fill("Winner Holdings LLC");
  await pay.getByLabel("Address", { exact: true }).fill("200 Broad St");
  await pay.getByLabel("City").fill("Columbus");
  await pay.getByLabel("State").fill("OH");
  await pay.getByLabel("Zip").fill("43215");
  await pay.getByRole("button", { name: "Save Address" }).click();
  await expect(pay.getByTestId("flash-success")).toHaveText(/Address Saved Successfully!/);
  await pay.getByTestId("address-return").click();
  await fillCard(pay, "4000 0000 0000 0002");
  await pay.getByTestId("pay-submit").click();
  await expect(pay.getByTestId("payment-error")).toHaveText("Your card was declined.");
  await fillCard(pay, "4242 4242 4242 4242");
  await pay.getByTestId("pay-submit").click();
  await expect(pay.getByTestId("purchase-paid")).toContainText("Your payment was received");

  // The seller assigns.
  await seller.page.goto(`/judgments/${id}`);
  const assignment = seller.page.getByTestId("owner-assignment");
  await expect(assignment.getByTestId("buyer-info")).toContainText("Winner Holdings LLC");
  await assignment.getByLabel("Choose your documents").setInputFiles({ name: "assignment.pdf", mimeType: "application/pdf", buffer: PDF });
  await assignment.getByRole("button", { name: "Upload!" }).click();
  await expect(assignment.getByTestId("upload-status")).toHaveText("Your file was uploaded.");
  await assignment.getByTestId("mark-assigned").click();
  await expect(seller.page.getByTestId("owner-assignment")).toHaveAttribute("data-status", "assigned");

  // The buyer confirms.
  await pay.goto(`/judgments/${id}`);
  await pay.getByTestId("confirm-receipt").click();
  await pay.getByTestId("confirm-receipt-submit").click();
  await expect(pay.getByRole("dialog", { name: "Congratulations!" })).toBeVisible();

  // The seller is paid out.
  await seller.page.goto("/payouts");
  await seller.page.getByTestId("stripe-onboarding").click();
  await seller.page.getByRole("button", { name: "Confirm my payout account" }).click();
  const row = seller.page.getByTestId("payout-row").filter({ has: seller.page.locator(`a[href="/judgments/${id}"]`) });
  await expect(row).toHaveAttribute("data-status", "released");
  await row.getByTestId("pay-me").click();
  await expect(row).toHaveAttribute("data-status", "paid");

  // Every step's e-mail is in the outbox, once.
  const once = (subjects: string[], subject: string) =>
    expect(
      subjects.filter((s) => s.startsWith(subject)),
      subject,
    ).toHaveLength(1);
  const toSeller = await subjectsFor(seller.page, seller.member.email);
  expect(toSeller.filter((s) => s.startsWith("You have a new offer"))).toHaveLength(2);
  once(toSeller, "The buyer paid; please assign the judgment");
  once(toSeller, "Your sale is complete; your payout is released");
  const toWinner = await subjectsFor(pay, winner.member.email);
  once(toWinner, "Your offer was accepted!");
  once(toWinner, "Your payment receipt");
  once(toWinner, "Your judgment was assigned: review the documents and confirm");
  const toOther = await subjectsFor(other.page, other.member.email);
  expect(toOther.filter((s) => s.startsWith("Another offer was accepted") || s.startsWith("Your offer was declined"))).toHaveLength(1);
});
