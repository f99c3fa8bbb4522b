// Offers in the browser with three sessions: two members make offers on an active listing of a
// seller the test creates, the second finds its offer and edits it (a second offer is refused with
// 409), the owner accepts the first, the second buyer sees its offer declined and the winner is
// asked to pay, the owner accepting through the review page (issue 29). Then Buy Now on another
// listing leads to the payment page.
import { expect, test, type Browser, type Page } from "./test-base";
import { account, approvedListings, dispose, type Account } from "./fixtures";
import { newMember, registerThroughPage, signIn } from "./helpers";

/** A new seller with three approved listings, and their ids as the seller's public page links them. */
async function activeJudgmentIds(page: Page, baseURL: string): Promise<{ seller: Account; ids: string[] }> {
  const seller = await account(baseURL, "offerseller");
  await approvedListings(baseURL, seller, 3);
  await dispose(seller);
  await page.goto(`/users/${seller.handle}`);
  const hrefs = await page.locator('main a[href^="/judgments/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const ids = [...new Set(hrefs.filter((h) => /^\/judgments\/\d+$/.test(h)).map((h) => h.split("/").pop()!))];
  expect(ids.length, "the seller's active judgments").toBeGreaterThan(1);
  return { seller, ids };
}

async function memberPage(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = newMember(prefix);
  await registerThroughPage(page, member);
  return { page, member };
}

async function makeOffer(page: Page, id: string, amount: string) {
  await page.goto(`/judgments/${id}`);
  await page.getByTestId("make-offer").click();
  const dialog = page.getByRole("dialog", { name: "Make an Offer" });
  await expect(dialog.getByLabel("Offer amount ($)")).toHaveAttribute("placeholder", "xxxx.xx");
  await dialog.getByLabel("Offer amount ($)").fill(amount);
  // The figures first (issue 29): with them on screen, the first press sends the offer.
  await expect(dialog.getByTestId("deal-math")).toHaveAttribute("data-deal-state", "shown");
  await dialog.getByRole("button", { name: "Submit Offer" }).click();
  // The page comes back with the toast (a buyer's page posts; it does not hydrate).
  await expect(page.getByTestId("flash-success")).toContainText("Your offer was sent to the seller.");
  await expect(dialog).toBeHidden();
}

test("two members offer, one edits, the owner accepts one, the other is declined", async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);
  const {
    seller,
    ids: [id],
  } = await activeJudgmentIds(page, baseURL!);
  await page.goto(`/judgments/${id}`);
  const sellerHandle = (await page.getByTestId("seller-link").first().innerText()).replace(/^@/, "").trim();
  expect(sellerHandle).toBe(seller.handle);

  const first = await memberPage(browser, "offerone");
  await makeOffer(first.page, id, "101.00");

  const second = await memberPage(browser, "offertwo");
  // A bad amount is refused next to the field: the page comes back with the dialog open.
  await second.page.goto(`/judgments/${id}`);
  await second.page.getByTestId("make-offer").click();
  const dialog = second.page.getByRole("dialog", { name: "Make an Offer" });
  await dialog.getByLabel("Offer amount ($)").fill("12.345");
  await dialog.getByRole("button", { name: "Submit Offer" }).click();
  await expect(dialog.locator("#offer-amount-errors")).toContainText("dollar amount");
  await expect(dialog.getByLabel("Offer amount ($)")).toHaveValue("12.345");
  await dialog.getByLabel("Offer amount ($)").fill("90.00");
  await expect(dialog.getByTestId("deal-math")).toHaveAttribute("data-deal-state", "shown");
  await dialog.getByRole("button", { name: "Submit Offer" }).click();
  await expect(second.page.getByTestId("flash-success")).toContainText("Your offer was sent to the seller.");
  await expect(dialog).toBeHidden();

  // Its own offer shows, with Edit Offer instead of Make Offer; a second offer is refused.
  await expect(second.page.getByTestId("my-offer-amount")).toHaveText("$90");
  const origin = new URL(second.page.url()).origin;
  const again = await second.page.request.post("/api/judgments/offer", {
    data: { judgment_id: id, amount: "95" },
    headers: { Origin: origin, "X-Requested-With": "XMLHttpRequest" },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).errors.offer[0]).toBe("You already have an offer on this judgment. You can edit its amount.");
  await second.page.getByTestId("edit-offer").click();
  const editDialog = second.page.getByRole("dialog", { name: "Edit Your Offer" });
  await editDialog.getByLabel("Offer amount ($)").fill("95.50");
  await expect(editDialog.getByTestId("deal-math")).toHaveAttribute("data-deal-state", "shown");
  await editDialog.getByRole("button", { name: "Update Offer" }).click();
  await expect(second.page.getByTestId("flash-success")).toContainText("Your offer has been updated!");
  await expect(second.page.getByTestId("my-offer-amount")).toHaveText("$95.50");
  await expect(second.page.getByTestId("my-offer-status")).toHaveText("Pending");

  // The owner accepts the first member's offer.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  await signIn(owner, seller.email, seller.password);
  await owner.goto(`/judgments/${id}`);
  await expect(owner.getByTestId("detail-banner")).toContainText("This listing has offers!");
  const row = owner.getByTestId("offer-row").filter({ hasText: `@${first.member.handle}` });
  await expect(row).toContainText("$101");
  await expect(row.getByTestId("offer-edited")).toHaveCount(0);
  await expect(
    owner
      .getByTestId("offer-row")
      .filter({ hasText: `@${second.member.handle}` })
      .getByTestId("offer-edited"),
  ).toBeVisible();

  // The first buyer lowers its offer while the owner's page still shows $101: Accept opens the review
  // (issue 29), which shows the offer as it is now and says it changed; Cancel decides nothing.
  await first.page.goto(`/judgments/${id}`);
  const firstOfferId = await first.page.locator(`form input[name="id"]`).first().inputValue();
  const lower = async (amount: string) => {
    const lowered = await first.page.request.post("/api/judgments/offer/edit", {
      data: { id: firstOfferId, amount },
      headers: { Origin: origin, "X-Requested-With": "XMLHttpRequest" },
    });
    expect(lowered.status()).toBe(200);
  };
  await lower("100");
  const handle = first.member.handle;
  await row.getByTestId("accept-offer").click();
  const review = owner.getByTestId("deal-review");
  await expect(owner.getByTestId("review-notice")).toContainText("it was $101, it is now $100");
  await expect(review.getByTestId("review-figures").locator('[data-deal="amount"]')).toHaveText("$100");
  await expect(review).toContainText(`@${handle}`);
  await expect(review).toContainText("every other open offer is declined");
  await review.getByRole("link", { name: "Cancel" }).click();
  await expect(row.getByTestId("accept-offer")).toBeVisible();
  // The buyer changes it again while the review is open: Confirm names $100, so it is refused.
  await row.getByTestId("accept-offer").click();
  await expect(review.getByTestId("review-figures").locator('[data-deal="amount"]')).toHaveText("$100");
  await lower("99");
  await owner.getByTestId("confirm-accept").click();
  await expect(owner.getByTestId("flash-error")).toContainText("changed this offer from $100 to $99");
  await expect(row).toContainText("$99");
  await expect(row.getByTestId("offer-edited")).toBeVisible();
  await expect(owner.getByTestId("detail-banner")).toContainText("This listing has offers!");
  // Accepted knowingly at $99.
  await row.getByTestId("accept-offer").click();
  await expect(review.getByTestId("review-figures").locator('[data-deal="amount"]')).toHaveText("$99");
  await owner.screenshot({ path: "test-results/offer-accept-review-1280.png" });
  await owner.getByTestId("confirm-accept").click();
  await expect(owner.getByTestId("flash-success")).toContainText("The offer has been accepted and the buyer will be notified!");
  await expect(owner.getByTestId("detail-banner")).toContainText("You accepted an offer!");
  await expect(owner.getByTestId("offer-row").filter({ hasText: `@${second.member.handle}` })).toContainText("Declined");
  await expect(owner.getByTestId("accept-offer")).toHaveCount(0);

  await second.page.reload();
  await expect(second.page.getByTestId("my-offer-status")).toHaveText("Declined");
  await first.page.reload();
  await expect(first.page.getByTestId("detail-banner")).toContainText("Your offer was accepted! Ready to pay?");
  await expect(first.page.getByTestId("my-offer-status")).toHaveText("Accepted");
});

test("Buy Now shows the price, fee and total and leads to payment", async ({ browser, page, baseURL }) => {
  const { ids } = await activeJudgmentIds(page, baseURL!);
  const id = ids[ids.length - 1];
  const buyer = await memberPage(browser, "buynow");
  await buyer.page.goto(`/judgments/buy/${id}`);
  await expect(buyer.page.getByRole("heading", { name: "Buy Now" })).toBeVisible();
  await expect(buyer.page.getByTestId("review-figures")).toContainText("Buyer's fee");
  await expect(buyer.page.getByTestId("review-steps")).toContainText("You pay by card by");
  // The answer sends the buyer on to the payment page (another part of the app).
  const toPayment = buyer.page.waitForRequest((r) => r.url().includes(`/judgments/pay/${id}`));
  await buyer.page.getByTestId("confirm-buy").click();
  await toPayment;
  await buyer.page.goto(`/judgments/${id}`);
  await expect(buyer.page.getByTestId("detail-banner")).toContainText("Your offer was accepted! Ready to pay?");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Make Offer form posts to the page: errors shown, then the offer is made", async ({ page, baseURL }) => {
    const { ids } = await activeJudgmentIds(page, baseURL!);
    const id = ids[1];
    const member = newMember("nojsoffer");
    await registerThroughPage(page, member);
    await page.goto(`/judgments/${id}`);
    await page.getByTestId("make-offer").click();
    const dialog = page.getByRole("dialog", { name: "Make an Offer" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Offer amount ($)").fill("abc");
    await dialog.getByRole("button", { name: "Submit Offer" }).click();
    // The page comes back with the dialog open (rendered so), the error next to the field.
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("#offer-amount-errors")).toContainText("dollar amount");
    await expect(dialog.getByLabel("Offer amount ($)")).toHaveValue("abc");
    await dialog.getByLabel("Offer amount ($)").fill("80.00");
    await dialog.getByRole("button", { name: "Submit Offer" }).click();
    // The offer comes back with its figures (issue 29); the second press sends it.
    await expect(dialog.getByTestId("offer-review-note")).toBeVisible();
    await expect(dialog.getByTestId("deal-math").locator('[data-deal="bottom-line"]')).toHaveText("$130");
    await dialog.getByRole("button", { name: "Submit Offer" }).click();
    await expect(page.getByTestId("flash-success")).toContainText("Your offer was sent to the seller.");
    await expect(page.getByTestId("my-offer-amount")).toHaveText("$80");
  });
});
