// The deal after an offer (issue 27, items 6, 17 and 18), in the browser at 1280 and 390 px:
// - a listing sold below its asking price shows "Agreed price" and the figure paid to its seller and
//   its buyer (on the listing, /selling and /home), "Last asking price" to another member while the
//   offers are the seller's only; a counter-offer reads "Counter-offer" on the listing and on /home;
// - the payment's success page says the money is held, the seller's assignment deadline and what the
//   buyer does next, no payment deadline any more, and links to the listing's assignment section;
// - "Review offers" on /selling and the offers waiting on /home land on the listing's offers, below
//   the sticky header, on a phone too.
import { expect, test, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, agreedSale, approvedListing, boughtListing, dispose, offer, paidListing } from "./fixtures";
import { signIn } from "./helpers";

const XHR = { "x-requested-with": "XMLHttpRequest" };
const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

/** The element is in view, its top below the sticky header (not hidden under it) and in the upper half. */
async function expectLandedOn(page: Page, selector: string) {
  await expect
    .poll(async () => {
      const header = await page.locator("header.sticky").boundingBox();
      const target = await page.locator(selector).boundingBox();
      const height = page.viewportSize()!.height;
      if (!header || !target) return "missing";
      if (target.y < header.y + header.height - 1) return `under the header (${target.y} < ${header.y + header.height})`;
      if (target.y > height / 2) return `too low (${target.y} of ${height})`;
      return "landed";
    })
    .toBe("landed");
}

test("a sale below the asking price shows its agreed price to the parties, and an offer's status reads the same everywhere", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { seller, buyer, listing } = await agreedSale(baseURL!, "1500.00");
  const stranger = await account(baseURL!, "fxstranger");
  // A counter-offer waiting on a buyer, on another listing of the seller.
  const other = await approvedListing(baseURL!, seller, { title: `Countered ${seller.handle}` });
  const countered = await account(baseURL!, "fxcountered");
  const offerId = await offer(countered, other.id, "1200.00");
  const counter = await seller.api.post("/api/judgments/offers/counter", {
    headers: XHR,
    data: { offer_id: offerId, amount: "1800.00" },
  });
  expect(counter.status(), await counter.text()).toBe(200);
  await dispose(seller, buyer, stranger, countered);

  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();

    await signIn(page, seller.email, seller.password);
    await page.goto(`/judgments/${listing.id}`);
    await expect(page.getByTestId("judgment-price-label")).toHaveText("Agreed price");
    await expect(page.getByTestId("judgment-price")).toHaveText("$1,500");
    await expect(page.getByTestId("judgment-asking-was")).toHaveText("Asking price was $2,000");
    await expect(page.getByTestId("judgment-status")).toHaveText("PAID");
    await shot(page, `agreed-owner-${size.width}`);
    await page.goto("/selling");
    const box = page.getByTestId("active-box").filter({ hasText: listing.title });
    await expect(box.getByTestId("listing-price")).toHaveText(/^Agreed price\s*\$1,500, of \$10,000$/);
    await box.scrollIntoViewIfNeeded();
    await shot(page, `agreed-selling-${size.width}`);
    await page.goto("/home");
    await expect(page.getByTestId("panel-selling").getByTestId("selling-row").filter({ hasText: listing.title })).toContainText(
      "Agreed price $1,500",
    );
    await context.clearCookies();

    await signIn(page, buyer.email, buyer.password);
    await page.goto(`/judgments/${listing.id}`);
    await expect(page.getByTestId("judgment-price-label")).toHaveText("Agreed price");
    await expect(page.getByTestId("judgment-price")).toHaveText("$1,500");
    await page.goto("/home");
    await expect(page.getByTestId("panel-buying").getByTestId("buying-price")).toHaveText("Agreed price $1,500");
    await context.clearCookies();

    await signIn(page, stranger.email, stranger.password);
    await page.goto(`/judgments/${listing.id}`);
    await expect(page.getByTestId("judgment-price-label")).toHaveText("Last asking price");
    await expect(page.getByTestId("judgment-price")).toHaveText("$2,000");
    await expect(page.getByTestId("judgment-asking-was")).toHaveCount(0);
    await shot(page, `agreed-stranger-${size.width}`);
    await context.clearCookies();

    await signIn(page, countered.email, countered.password);
    await page.goto(`/judgments/${other.id}`);
    await expect(page.getByTestId("my-offer-status")).toHaveText("Counter-offer");
    await page.goto("/home");
    await expect(page.getByTestId("panel-offers").getByTestId("offer-status")).toHaveText("Counter-offer");
    await page.getByTestId("panel-offers").scrollIntoViewIfNeeded();
    await shot(page, `counter-home-${size.width}`);
    await context.close();
  }
});

test("the payment's success page says the money is held, the seller's deadline and the buyer's next steps, and links to the assignment", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  for (const size of WIDTHS) {
    const { seller, buyer, listing } = await boughtListing(baseURL!, { buyerAddress: true });
    await dispose(seller, buyer);
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await signIn(page, buyer.email, buyer.password);
    await page.goto(`/judgments/pay/${listing.id}`);
    await expect(page.getByTestId("purchase-due")).toBeVisible();
    const newCard = page.getByTestId("new-card-choice");
    if (await newCard.count()) await newCard.check();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiration (MM/YY)").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByTestId("pay-submit").click();

    const paid = page.getByTestId("purchase-paid");
    await expect(paid).toContainText("Thank you! Your payment was received.");
    await expect(page.getByTestId("purchase-held")).toHaveText(
      "Judgment Exchange holds your payment of $2,200. The seller is paid only after you confirm you received the assignment.",
    );
    await expect(paid).not.toContainText("seller's money");
    await expect(page.getByTestId("purchase-due")).toHaveCount(0);
    await expect(page.getByText("Payment due by")).toHaveCount(0);
    await expect(page.getByTestId("purchase-assign-by")).toHaveText(
      /^The seller must assign it by \d{2}\/\d{2}\/\d{4} 11:59 PM ET\. If it is not assigned by then, you may cancel the purchase and are refunded in full\.$/,
    );
    await expect(paid.getByRole("heading", { name: "What happens now" })).toBeVisible();
    await expect(paid).toContainText("You review the assignment, then confirm or dispute it");
    await expect(paid).toContainText("you have 5 business days to review the assignment documents");
    const due = (await page.getByTestId("purchase-assign-by").locator("strong").textContent())!;
    await shot(page, `paid-success-${size.width}`);

    await page.getByTestId("purchase-assignment-link").click();
    await expect(page).toHaveURL(new RegExp(`/judgments/${listing.id}#assignment$`));
    await expectLandedOn(page, "#assignment");
    // The listing says the very same deadline.
    await expect(page.getByTestId("escrow-deadline")).toContainText(`The seller must assign this judgment by ${due}.`);
    await shot(page, `paid-assignment-${size.width}`);
    await context.close();
  }
});

test("the administrators' assignments page and the admin list show the same deadline and the agreed price", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { seller, buyer, listing } = await paidListing(baseURL!);
  await dispose(seller, buyer);
  const context = await browser.newContext({ viewport: WIDTHS[0] });
  const page = await context.newPage();
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/judgments/${listing.id}`);
  const deadline = (await page.getByTestId("escrow-deadline").textContent())!.match(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M ET/)![0];
  await context.close();

  for (const size of WIDTHS) {
    const admin = await browser.newContext({ viewport: size });
    const adminPage = await admin.newPage();
    await signIn(adminPage, e2eAdmin.email, e2eAdmin.password);
    await adminPage.goto("/admin/assignments");
    const row = adminPage.getByTestId("pending-assignment-row").filter({ hasText: listing.title });
    await expect(row.getByTestId("pending-assignment-due")).toHaveText(deadline);
    await row.scrollIntoViewIfNeeded();
    await shot(adminPage, `admin-assignments-${size.width}`);
    await adminPage.goto(`/admin/judgments?title=${encodeURIComponent(listing.title)}`);
    await expect(adminPage.getByTestId("admin-judgment-price")).toHaveText("Agreed price $2,000");
    await shot(adminPage, `admin-judgments-${size.width}`);
    await admin.close();
  }
});

test("Review offers and the offers waiting on /home land on the listing's offers", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const seller = await account(baseURL!, "fxseller");
  const listing = await approvedListing(baseURL!, seller, { title: `Offers wanted ${seller.handle}` });
  const [first, second] = [await account(baseURL!, "fxbidder"), await account(baseURL!, "fxbidder")];
  await offer(first, listing.id, "1500.00");
  await offer(second, listing.id, "1650.00");
  await dispose(seller, first, second);

  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await signIn(page, seller.email, seller.password);

    await page.goto("/home");
    // The offers waiting on the seller are /home's "Needs you" items (docs/decisions/0043-needs-you.md).
    const waiting = page.getByTestId("needs-you");
    await expect(waiting.getByTestId("needs-you-count")).toHaveText("2");
    await expect(waiting.getByTestId("needs-you-item")).toHaveCount(2);
    await expect(waiting.getByTestId("needs-you-item").first()).toContainText(`from @${first.handle}`);
    await expect(waiting.getByTestId("needs-you-item").first()).toContainText(listing.title);
    await shot(page, `waiting-home-${size.width}`);
    await waiting.getByTestId("needs-you-link").first().click();
    await expect(page).toHaveURL(new RegExp(`/judgments/${listing.id}#offers$`));
    await expectLandedOn(page, "#offers-title");
    await shot(page, `offers-from-home-${size.width}`);

    await page.goto("/selling");
    const box = page.getByTestId("active-box").filter({ hasText: listing.title });
    await expect(box.getByTestId("next-step")).toContainText("2 offers are waiting for your answer.");
    await box.getByRole("link", { name: "Review offers →" }).click();
    await expect(page).toHaveURL(new RegExp(`/judgments/${listing.id}#offers$`));
    await expectLandedOn(page, "#offers-title");
    await shot(page, `offers-from-selling-${size.width}`);
    await context.close();
  }
});
