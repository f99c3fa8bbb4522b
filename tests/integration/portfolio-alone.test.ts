// A judgment in a portfolio is refused alone (issue 32; docs/decisions/0055, slice 1): an offer, Buy
// Now, accepting or counter-accepting an offer made before the grouping (which rejected it), a
// message to its seller, hiding and removing it each refuse and change nothing. Until a member is
// seen as its portfolio ("the governing sale", not built yet), a judgment in a portfolio is its
// owner's and the administrators' to see, so buyers get the 404 of a listing they may not know.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { judgments, messages, offers } from "~/server/db/schema";
import { Refusal } from "~/server/http/refusal";
import { removeListing, setListingVisibility } from "~/server/listings/owner-actions";
import { sendMessage } from "~/server/messages/send";
import { buyNow } from "~/server/offers/buy-now";
import { acceptOffer } from "~/server/offers/decide-offer";
import { makeOffer } from "~/server/offers/make-offer";
import { acceptCounter } from "~/server/offers/negotiate";
import { groupPortfolio } from "~/server/portfolios/group";
import { createTestApp, type TestApp } from "../support/app";
import { listing, member, offer, type Member } from "../support/factories";

let app: TestApp;
let seller: Member;
let buyer: Member;
let members: number[];
let pendingOfferId: number;
let counteredOfferId: number;

beforeAll(async () => {
  app = await createTestApp();
  seller = await member(app, { prefix: "alone_seller" });
  buyer = await member(app, { prefix: "alone_buyer" });
  const other = await member(app, { prefix: "alone_other" });
  members = [
    await listing(app, seller.userId, { casenum: "ALONE-1", buyNowCents: 600_000 }),
    await listing(app, seller.userId, { casenum: "ALONE-2" }),
  ];
  // Made before the grouping: one waiting for the seller, one countered by the seller.
  pendingOfferId = await offer(app, members[0], buyer.userId, { amountCents: 300_000 });
  counteredOfferId = await offer(app, members[1], other.userId, { amountCents: 200_000, counterCents: 350_000 });
  await groupPortfolio(app.services, {
    userId: seller.userId,
    judgmentIds: members,
    title: "Two Fresno judgments",
    description: null,
    priceCents: 800_000,
    buyNowCents: null,
    offersVisibility: "owner",
    pendingOffersSeen: 2,
  });
  // The second offer's buyer, for the counter-accept.
  buyer2 = other;
});
let buyer2: Member;
afterAll(async () => {
  await app?.close();
});

async function refused(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

async function snapshot() {
  const rows = await app.services.db
    .select({ id: judgments.id, status: judgments.status, buyerId: judgments.buyerId, acceptedOfferId: judgments.acceptedOfferId })
    .from(judgments)
    .where(inArray(judgments.id, members));
  const offerRows = await app.services.db
    .select({ id: offers.id, status: offers.status, amountCents: offers.amountCents })
    .from(offers)
    .where(inArray(offers.judgmentId, members));
  const messageRows = await app.services.db.select({ id: messages.id }).from(messages).where(inArray(messages.judgmentId, members));
  return { rows, offerRows, messages: messageRows.length };
}

describe("a judgment in a portfolio, refused alone", () => {
  it("is in_portfolio, its offers made before the grouping rejected", async () => {
    const before = await snapshot();
    expect(before.rows.map((r) => r.status)).toEqual(["in_portfolio", "in_portfolio"]);
    expect(before.offerRows.map((o) => o.status)).toEqual(["rejected", "rejected"]);
  });

  it("refuses a new offer, Buy Now and a message to its seller (404: a buyer may not know it alone), changing nothing", async () => {
    const before = await snapshot();
    const body = { judgment_id: String(members[0]), amount: "3500" };
    expect((await refused(makeOffer(app.services, { userId: buyer.userId, body }))).status).toBe(404);
    expect((await refused(buyNow(app.services, { userId: buyer.userId, judgmentId: members[0], seenPriceCents: 600_000 }))).status).toBe(
      404,
    );
    const sender = { id: buyer.userId, roles: [], premium: false };
    expect((await refused(sendMessage(app.services, sender, { judgmentId: members[0], text: "Is this still for sale?" }))).status).toBe(
      404,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("refuses accepting an offer made before the grouping (409: it was rejected), and counter-accepting one (404 to its buyer)", async () => {
    const before = await snapshot();
    const accept = await refused(
      acceptOffer(app.services, {
        userId: seller.userId,
        body: { judgment_id: String(members[0]), offer_id: String(pendingOfferId), amount: "3000.00" },
      }),
    );
    expect(accept.status).toBe(409);
    const counter = await refused(
      acceptCounter(app.services, { userId: buyer2.userId, body: { offer_id: String(counteredOfferId), amount: "3500.00" } }),
    );
    // The buyer no longer sees the judgment alone: the 404 of a listing they may not know.
    expect(counter.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses its owner hiding or removing it alone (409, in the words of its status)", async () => {
    const before = await snapshot();
    const hide = await refused(setListingVisibility(app.services, { judgmentId: members[0], userId: seller.userId, to: "hidden" }));
    expect(hide.status).toBe(409);
    expect(hide.message).toContain("this judgment is part of a portfolio");
    const remove = await refused(removeListing(app.services, { judgmentId: members[1], userId: seller.userId }));
    expect(remove.status).toBe(409);
    expect(remove.message).toContain("part of a portfolio");
    // Its owner may not sell it alone either: no offer of theirs, no Buy Now.
    expect((await refused(buyNow(app.services, { userId: seller.userId, judgmentId: members[0], seenPriceCents: 600_000 }))).status).toBe(
      403,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("is never accepted, paid or sold on its own", async () => {
    const rows = await app.services.db.select().from(judgments).where(inArray(judgments.id, members));
    for (const row of rows) expect(row).toMatchObject({ status: "in_portfolio", buyerId: null, acceptedOfferId: null });
    const accepted = await app.services.db.select().from(offers).where(eq(offers.status, "accepted"));
    expect(accepted.filter((o) => members.includes(o.judgmentId))).toEqual([]);
  });
});
