// The next-best offer in the browser (issue 16, docs/decisions/0027): two members offer, the owner
// accepts the higher one, its buyer never pays; past the payment window (the server's clock moved)
// the owner offers the sale to the other offer from the deadline panel, that buyer accepts it and
// pays by card, and the listing is PAID.
import { expect, test } from "./test-base";
import { account, administrator, approvedListing, dispose, offer, serverClock } from "./fixtures";
import { reactListens, signIn } from "./helpers";

const XHR = { "x-requested-with": "XMLHttpRequest" };

test("past the payment window the owner hands the sale to the next-best offer, whose buyer accepts and pays", async ({
  browser,
  baseURL,
}) => {
  // Three members' pages in turn: 30 s is too short on a loaded machine.
  test.setTimeout(120_000);
  const seller = await account(baseURL!, "nbseller");
  const listing = await approvedListing(baseURL!, seller);
  const first = await account(baseURL!, "nbfirst", { address: true });
  const second = await account(baseURL!, "nbsecond", { address: true });
  await offer(first, listing.id, "1500.00");
  await offer(second, listing.id, "1200.00");
  const mine = (await (await first.api.get("/api/judgments/myoffers", { headers: XHR })).json()) as {
    id: number;
    judgment: { id: number };
  }[];
  const firstOffer = mine.find((o) => o.judgment.id === listing.id)!;
  const accepted = await seller.api.post("/api/judgments/offers/accept", {
    headers: XHR,
    data: { judgment_id: listing.id, offer_id: firstOffer.id, amount: "1500.00" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const admin = await administrator(baseURL!);
  try {
    await serverClock(admin, { advance_days: 8 });
    const owner = await (await browser.newContext()).newPage();
    await signIn(owner, seller.email, seller.password);
    await owner.goto(`/judgments/${listing.id}`);
    const next = owner.getByTestId("next-best");
    await expect(next).toContainText(`@${second.handle} offered $1,200`);
    await owner.getByTestId("deadline-panel").screenshot({ path: "test-results/next-best-owner.png" });
    await owner.getByTestId("hand-over").click();
    await expect(owner.getByText(`We offered the judgment to @${second.handle}`)).toBeVisible();
    await expect(owner.getByTestId("deadline-panel")).toContainText("You offered it to the next-best offer at $1,200");

    const buyer = await (await browser.newContext()).newPage();
    await signIn(buyer, second.email, second.password);
    await buyer.goto(`/judgments/${listing.id}`);
    await expect(buyer.getByTestId("hand-over-offer")).toContainText("The seller offers you this judgment at your offer of $1,200");
    await buyer.getByTestId("deadline-panel").screenshot({ path: "test-results/next-best-buyer.png" });
    await buyer.getByTestId("accept-hand-over").click();
    await expect(buyer).toHaveURL(new RegExp(`/judgments/pay/${listing.id}$`));
    // A document load from the buyer's page (which does not hydrate): the card form once React has it.
    await reactListens(buyer.getByLabel("Card number"));
    const newCard = buyer.getByTestId("new-card-choice");
    if (await newCard.count()) await newCard.check();
    await buyer.getByLabel("Card number").fill("4242 4242 4242 4242");
    await buyer.getByLabel("Expiration (MM/YY)").fill("12 / 34");
    await buyer.getByLabel("CVC").fill("123");
    await buyer.getByTestId("pay-submit").click();
    await expect(buyer.getByTestId("purchase-paid")).toContainText("Your payment was received");
    await owner.reload();
    await expect(owner.getByTestId("detail-banner")).toContainText("The buyer has paid");
  } finally {
    await serverClock(admin, { reset: true });
    await admin.dispose();
    await dispose(seller, first, second);
  }
});
