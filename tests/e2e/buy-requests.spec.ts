// Standing buy requests in the browser (docs/decisions/0054): an investor posts what they buy (a
// refused share range comes back beside its field first); a seller with a matching listing sees
// "1 investor is buying judgments like this at 8–12% of the balance" on the pricing step, on
// /selling and on My Listing, with the investor only as "Investor A"; the seller invites them; the
// investor finds the e-mail in the outbox (/dev/mail) with the listing's link and makes an ordinary
// offer, which the seller then sees as any offer. The amount is this run's own, so requests of
// other runs in the same database do not match.
import { expect, test, type Page } from "./test-base";
import { account, approvedListing, dispose } from "./fixtures";
import { enhanced, signIn } from "./helpers";

const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an investor's buy request reaches a matching seller, who invites them; they offer on the listing", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const investor = await account(baseURL!, "brinvestor");
  const seller = await account(baseURL!, "brseller");
  // A judgment amount no other run uses: 10,000 to 19,999 dollars and some cents.
  const cents = 1_000_000 + (Date.now() % 999_999);
  const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  try {
    // The investor posts a buy request; an upside-down share range is refused beside its field.
    await signIn(page, investor.email, investor.password);
    await page.goto("/buy-requests");
    await expect(page.getByTestId("no-buy-requests")).toBeVisible();
    await page.getByTestId("new-buy-request").click();
    await expect(page).toHaveURL(/\/buy-requests\/new$/);
    await page.getByLabel("California").check();
    await page.getByLabel("Entered less than (years ago)").fill("10");
    await page.getByLabel("Judgment amount from ($)").fill(amount);
    await page.getByLabel("Judgment amount up to ($)").fill(amount);
    await page.getByLabel("From (%)").fill("12");
    await page.getByLabel("Up to (%)").fill("8");
    await page.getByTestId("save-buy-request").click();
    await expect(page.locator("#field-share_max-errors")).toHaveText("The highest share must be at least the lowest.");
    await expect(page.getByLabel("California")).toBeChecked();
    if (SHOTS) for (const width of [1280, 390]) await shot(page, width, "buy-request-refused");
    await page.getByLabel("From (%)").fill("8");
    await page.getByLabel("Up to (%)").fill("12");
    await page.getByTestId("save-buy-request").click();
    await expect(page).toHaveURL(/\/buy-requests$/);
    const card = page.getByTestId("buy-request");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("Buying at 8–12% of the balance");
    await expect(card.getByTestId("criteria")).toContainText("In California");
    await expect(card.getByTestId("buy-request-status")).toHaveText("Live");

    // The seller, listing a matching judgment, sees the line on the pricing step (after Compare).
    const line = "1 investor is buying judgments like this at 8–12% of the balance.";
    await signIn(sellerPage, seller.email, seller.password);
    await sellerPage.goto("/sell");
    await expect(sellerPage).toHaveURL(/\/sell\/judgment$/);
    await sellerPage.getByLabel("Title").fill(`Buy box draft ${seller.handle}`);
    await sellerPage.getByLabel(/^Description/).fill("Default judgment for unpaid invoices.");
    await enhanced(sellerPage);
    await sellerPage.locator("#field-state_id").selectOption({ label: "California" });
    await expect(sellerPage.locator("#field-county_id option", { hasText: "Fresno" })).toHaveCount(1);
    await sellerPage.locator("#field-county_id").selectOption("6019");
    await sellerPage.getByLabel("Case/Index Number").fill("2024-CV-3232");
    await sellerPage.getByLabel("Date Awarded").fill("2024-02-20");
    await sellerPage.getByRole("button", { name: "Save and Continue" }).click();
    await expect(sellerPage).toHaveURL(/\/sell\/pricing$/);
    await sellerPage.getByLabel("Judgment Amount ($)").fill(amount);
    await sellerPage.getByLabel("Asking Price ($)").fill("2000");
    await sellerPage.getByTestId("compare-sales").click();
    await expect(sellerPage.getByTestId("buying-line")).toHaveText(line);
    if (SHOTS) for (const width of [1280, 390]) await shot(sellerPage, width, "buy-request-pricing");

    // Their approved listing: the line on /selling and on My Listing, the investor as a letter only.
    const listing = await approvedListing(baseURL!, seller, { title: `Buy box listing ${seller.handle}`, amount });
    await sellerPage.goto("/selling");
    const box = sellerPage.getByTestId("buying-line");
    await expect(box).toContainText(line);
    if (SHOTS) for (const width of [1280, 390]) await shot(sellerPage, width, "buy-request-selling");
    await box.getByRole("link", { name: "Invite them" }).click();
    await expect(sellerPage).toHaveURL(new RegExp(`/judgments/${listing.id}#buyers$`));
    const buyers = sellerPage.locator("#buyers");
    await expect(buyers.getByTestId("buying-line")).toHaveText(line);
    const request = buyers.getByTestId("buying-request");
    await expect(request).toHaveCount(1);
    // With what the shares come to on this listing's estimated balance.
    await expect(request).toContainText(/Investor A — 8–12% of the balance \(\$[\d,.]+–\$[\d,.]+\), until/);
    await expect(buyers).not.toContainText(investor.handle);
    await expect(buyers).not.toContainText(investor.name);
    await request.getByTestId("invite-investor").click();
    await expect(sellerPage.getByTestId("flash-success")).toContainText(
      "The investor was invited: your listing is on their buy requests page",
    );
    await expect(request.getByTestId("invited")).toContainText("Invited");
    await expect(request.getByTestId("invite-investor")).toHaveCount(0);
    if (SHOTS) for (const width of [1280, 390]) await shot(sellerPage, width, "buy-request-my-listing");

    // The investor's e-mail, with the listing's link; they make an ordinary offer.
    const mail = page.getByTestId("outbox-email").filter({ hasText: listing.title }).first();
    await expect(async () => {
      await page.goto(`/dev/mail?to=${encodeURIComponent(investor.email)}`);
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(mail).toContainText("invites you to make an offer");
    await mail
      .getByRole("link", { name: new RegExp(`/judgments/${listing.id}$`) })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: listing.title })).toBeVisible();
    await page.getByTestId("make-offer").click();
    const dialog = page.getByRole("dialog", { name: "Make an Offer" });
    await dialog.getByLabel("Offer amount ($)").fill("1500.00");
    await expect(dialog.getByTestId("deal-math")).toHaveAttribute("data-deal-state", "shown");
    await dialog.getByRole("button", { name: "Submit Offer" }).click();
    await expect(page.getByTestId("flash-success")).toContainText("Your offer was sent to the seller.");

    // The investor's page lists the invitation; the seller sees the offer as any offer.
    await page.goto("/buy-requests");
    await expect(page.getByTestId("invitations")).toContainText(listing.title);
    if (SHOTS) for (const width of [1280, 390]) await shot(page, width, "buy-requests");
    await sellerPage.goto(`/judgments/${listing.id}`);
    await expect(sellerPage.getByText(`@${investor.handle}`).filter({ visible: true }).first()).toBeVisible();
  } finally {
    await sellerContext.close();
    await dispose(investor, seller);
  }
});
