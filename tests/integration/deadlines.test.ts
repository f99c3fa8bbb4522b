// The payment deadline: the job that flags overdue accepted offers (once, with an e-mail to each
// side) and expires pending offers, and the owner's Reactivate Listing (intent=reactivate on the
// judgment page): refused before the deadline (409) and to anyone but the owner (403); afterwards
// the listing is active again, the offer lapsed, the buyer cleared, bidders told, all audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { and, eq } from "drizzle-orm";
import * as page from "~/routes/judgments/detail";
import { ReactivatePanel } from "~/components/deadlines/reactivate-panel";
import { runPaymentDeadlines } from "~/server/deadlines/payment-deadlines-job";
import { reactivatedMessage } from "~/server/deadlines/reactivate";
import { auditLog, offers } from "~/server/db/schema";
import { listRecentEmails } from "~/server/queries/outbox";
import { createTestApp, formRequest, getRequest, run, unwrap, type TestApp } from "../support/app";
import { acceptedOffer, listing, member, offer, type Member } from "../support/factories";
import { auditActions, judgmentRow } from "../support/rows";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const HOUR = 60 * 60 * 1000;

const postIntent = (id: number, intent: string, jar?: Member["jar"]) =>
  run(() => page.action(app.args(formRequest(`/judgments/${id}`, { intent }, jar), { id: String(id) })));

const openPage = (id: number, jar?: Member["jar"]) =>
  run(() => page.loader(app.args(getRequest(`/judgments/${id}`, jar), { id: String(id) }))) as Promise<any>;

const emailsTo = async (to: string) => (await listRecentEmails(app.services.db, 50, to)).map((m) => m.subject);

/** A listing in offer_accepted with its accepted offer, due `dueInMs` from now, plus earlier bidders. */
async function acceptedListing(dueInMs: number, bidders = 0) {
  const seller = await member(app);
  const buyer = await member(app, { prefix: "buyer" });
  const others: Member[] = [];
  const id = await listing(app, seller.userId, {
    status: "offer_accepted",
    buyerId: buyer.userId,
    paymentDueAt: new Date(Date.now() + dueInMs),
  });
  for (let i = 0; i < bidders; i++) {
    const other = await member(app, { prefix: "bidder" });
    others.push(other);
    await offer(app, id, other.userId, { status: "rejected", amountCents: 200_000 + i });
  }
  // The accepted buyer had an earlier offer too: it is not an "earlier bidder" to tell.
  await offer(app, id, buyer.userId, { status: "withdrawn", amountCents: 150_000 });
  const offerId = await acceptedOffer(app, id, buyer.userId, { amountCents: 300_000 });
  return { id, seller, buyer, others, offerId };
}

async function offerStatus(id: number) {
  const [row] = await app.services.db.select({ status: offers.status }).from(offers).where(eq(offers.id, id));
  return row.status;
}

describe("the payment-deadline job", () => {
  it("flags an overdue accepted offer once and tells both sides by e-mail, even when run twice", async () => {
    const late = await acceptedListing(-HOUR);
    const onTime = await acceptedListing(2 * 24 * HOUR);

    const first = await runPaymentDeadlines(app.services);
    expect(first.overdue).toBeGreaterThanOrEqual(1);
    const second = await runPaymentDeadlines(app.services);
    expect(second.overdue).toBe(0);
    // Two at once: the listing lock and the audit row keep it to one notice.
    await Promise.all([runPaymentDeadlines(app.services), runPaymentDeadlines(app.services)]);

    expect(await emailsTo(late.buyer.email)).toEqual([expect.stringContaining("Your payment window has passed")]);
    expect(await emailsTo(late.seller.email)).toEqual([expect.stringContaining("The buyer did not pay in time")]);
    const body = (await listRecentEmails(app.services.db, 1, late.seller.email))[0].bodyText;
    expect(body).toContain("you can reactivate the listing");
    expect(body).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(await auditActions(app, "offer", late.offerId)).toEqual(["offer.overdue"]);

    expect(await emailsTo(onTime.buyer.email)).toEqual([]);
    expect(await emailsTo(onTime.seller.email)).toEqual([]);
    expect(await auditActions(app, "offer", onTime.offerId)).toEqual([]);

    // Nothing changes status: overdue is payment_due_at < now on an offer_accepted listing.
    expect((await judgmentRow(app, late.id)).status).toBe("offer_accepted");
    expect(await offerStatus(late.offerId)).toBe("accepted");
  });

  it("expires pending offers whose date passed, and leaves the others", async () => {
    const seller = await member(app);
    const buyerA = await member(app, { prefix: "buyer" });
    const buyerB = await member(app, { prefix: "buyer" });
    const buyerC = await member(app, { prefix: "buyer" });
    const id = await listing(app, seller.userId);
    const past = await offer(app, id, buyerA.userId, { expiresAt: new Date(Date.now() - HOUR) });
    const future = await offer(app, id, buyerB.userId, { expiresAt: new Date(Date.now() + 24 * HOUR) });
    const none = await offer(app, id, buyerC.userId, { expiresAt: null });
    const rejectedPast = await offer(app, id, buyerA.userId, { status: "rejected", expiresAt: new Date(Date.now() - HOUR) });

    const result = await runPaymentDeadlines(app.services);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await offerStatus(past)).toBe("expired");
    expect(await offerStatus(future)).toBe("pending");
    expect(await offerStatus(none)).toBe("pending");
    expect(await offerStatus(rejectedPast)).toBe("rejected");
    expect(await auditActions(app, "offer", past)).toEqual(["offer.expire"]);
    await runPaymentDeadlines(app.services);
    expect(await auditActions(app, "offer", past)).toEqual(["offer.expire"]);
  });

  it("runs on the app's clock, as the deadlines it enforces were set: a day ahead, a date passed only then expires", async () => {
    const seller = await member(app);
    const buyer = await member(app, { prefix: "buyer" });
    const id = await listing(app, seller.userId);
    const lapsing = await offer(app, id, buyer.userId, { expiresAt: new Date(Date.now() + 2 * HOUR) });
    app.clock.set(new Date(Date.now() + 24 * HOUR));
    try {
      await runPaymentDeadlines(app.services);
      expect(await offerStatus(lapsing)).toBe("expired");
    } finally {
      app.clock.reset();
    }
  });
});

describe("Reactivate Listing", () => {
  it("is refused while the buyer is inside the window (409 with the date)", async () => {
    const l = await acceptedListing(24 * HOUR);
    const { status, data } = unwrap(await postIntent(l.id, "reactivate", l.seller.jar));
    expect(status).toBe(409);
    expect(data.ownerError).toMatch(/^The buyer still has until \d{2}\/\d{2}\/\d{4} to pay\.$/);
    expect((await judgmentRow(app, l.id)).status).toBe("offer_accepted");
    expect(await offerStatus(l.offerId)).toBe("accepted");
  });

  it("is refused to anyone but the owner (403), the buyer included", async () => {
    const l = await acceptedListing(-HOUR);
    for (const jar of [l.buyer.jar, l.others[0]?.jar ?? (await member(app)).jar]) {
      const response = (await postIntent(l.id, "reactivate", jar)) as Response;
      expect(response.status).toBe(403);
    }
    expect((await judgmentRow(app, l.id)).status).toBe("offer_accepted");
  });

  it("is refused on a listing that is not waiting for payment (409)", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "active" });
    const { status } = unwrap(await postIntent(id, "reactivate", seller.jar));
    expect(status).toBe(409);
  });

  it("after the deadline: relists, lapses the offer, clears the buyer, tells bidders and the buyer, audits", async () => {
    const l = await acceptedListing(-HOUR, 2);
    // A bidder with two offers is told once.
    await offer(app, l.id, l.others[0].userId, { status: "withdrawn", amountCents: 100_000 });

    const ownerPage = await openPage(l.id, l.seller.jar);
    expect(ownerPage.deadline).toMatchObject({ viewer: "owner", overdue: true });
    const buyerPage = await openPage(l.id, l.buyer.jar);
    expect(buyerPage.deadline).toMatchObject({ viewer: "buyer", overdue: true });
    expect((await openPage(l.id, l.others[0].jar)).deadline).toBeNull();

    const response = (await postIntent(l.id, "reactivate", l.seller.jar)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/judgments/${l.id}`);

    const row = await judgmentRow(app, l.id);
    expect(row).toMatchObject({ status: "active", buyerId: null, acceptedOfferId: null, paymentDueAt: null });
    expect(await offerStatus(l.offerId)).toBe("lapsed");

    for (const bidder of l.others) {
      expect(await emailsTo(bidder.email)).toEqual([expect.stringContaining("available again")]);
    }
    expect(await emailsTo(l.buyer.email)).toEqual([expect.stringContaining("Your accepted offer has lapsed")]);
    expect(await emailsTo(l.seller.email)).toEqual([]);

    expect(await auditActions(app, "judgment", l.id)).toEqual(["listing.reactivate"]);
    expect(await auditActions(app, "offer", l.offerId)).toEqual(["offer.lapse"]);
    const [audit] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "judgment"), eq(auditLog.entityId, String(l.id))));
    expect(audit).toMatchObject({ actorId: l.seller.userId, fromStatus: "offer_accepted", toStatus: "active" });

    // A second click finds the listing active: 409, nothing more sent.
    expect(unwrap(await postIntent(l.id, "reactivate", l.seller.jar)).status).toBe(409);
    expect(await emailsTo(l.buyer.email)).toHaveLength(1);
    expect((await openPage(l.id, l.seller.jar)).deadline).toBeNull();
  });

  it("tells the owner in the toast who was told", () => {
    expect(reactivatedMessage(0)).toBe("Your listing is for sale again.");
    expect(reactivatedMessage(1)).toBe("Your listing is for sale again. The earlier bidder has been told.");
    expect(reactivatedMessage(3)).toBe("Your listing is for sale again. The 3 earlier bidders have been told.");
  });

  it("works after the job flagged it, and the job does not flag it again", async () => {
    const l = await acceptedListing(-HOUR, 1);
    await runPaymentDeadlines(app.services);
    expect((await postIntent(l.id, "reactivate", l.seller.jar)) as Response).toHaveProperty("status", 302);
    await runPaymentDeadlines(app.services);
    expect(await auditActions(app, "offer", l.offerId)).toEqual(["offer.overdue", "offer.lapse"]);
    expect(await emailsTo(l.buyer.email)).toHaveLength(2); // window passed, then lapsed
  });
});

describe("the deadline on the page", () => {
  const render = (deadline: any) => {
    const Stub = createRoutesStub([{ path: "/", Component: () => createElement(ReactivatePanel, { deadline }) }]);
    return renderToString(createElement(Stub, { initialEntries: ["/"] }));
  };

  it("shows the owner the date and, once overdue, the Reactivate Listing form", async () => {
    const due = "2026-11-26T04:59:59.000Z"; // 11/25/2026, end of day Eastern
    const waiting = render({ viewer: "owner", overdue: false, paymentDueAt: due });
    expect(waiting).toContain("11/25/2026");
    expect(waiting).not.toContain("Reactivate Listing");
    const overdue = render({ viewer: "owner", overdue: true, paymentDueAt: due });
    expect(overdue).toContain("The buyer did not pay in time");
    expect(overdue).toContain("Reactivate Listing");
    expect(overdue).toMatch(/<form[^>]*method="post"/);
    expect(overdue).toContain('name="intent" value="reactivate"');
  });

  it("shows the buyer the date, or that the window has passed, never the button", async () => {
    const due = "2026-07-07T03:59:59.000Z"; // 07/06/2026
    expect(render({ viewer: "buyer", overdue: false, paymentDueAt: due })).toContain("07/06/2026");
    const overdue = render({ viewer: "buyer", overdue: true, paymentDueAt: due });
    expect(overdue).toContain("Your payment window has passed");
    expect(overdue).not.toContain("Reactivate Listing");
  });
});
