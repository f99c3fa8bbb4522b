// The seller's views: /selling (sections, grouping by status, empty texts, fees, the review team's
// questions), the owner's "My Listing" page and its actions (hide, unhide, remove), and the JSON
// calls PUT and DELETE /api/judgments/{id}: owner only, the right status, one transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { eq } from "drizzle-orm";
import * as apiJudgment from "~/routes/api/judgments/judgment";
import * as page from "~/routes/judgments/detail";
import * as selling from "~/routes/selling-dashboard/index";
import { judgments, offers, type JudgmentStatus } from "~/server/db/schema";
import { listRecentEmails } from "~/server/queries/outbox";
import { recordInfoRequest } from "~/server/queries/listing-review";
import { CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, type TestApp } from "../support/app";
import { listing, member, offer, paidListingFee, type Member } from "../support/factories";
import { auditActions, judgmentRow } from "../support/rows";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const openSelling = (jar?: CookieJar) => run(() => selling.loader(app.args(getRequest("/selling", jar))));

/** Renders the dashboard's HTML as the server would, inside a router. */
async function sellingHtml(loaderData: unknown): Promise<string> {
  const Stub = createRoutesStub([
    { path: "/selling", Component: () => createElement(selling.default as any, { loaderData, params: {}, matches: [] }) },
  ]);
  return renderToString(createElement(Stub, { initialEntries: ["/selling"] }));
}

const pageArgs = (id: number | string, jar?: CookieJar, query = "") =>
  app.args(getRequest(`/judgments/${id}${query}`, jar), { id: String(id) });

const postIntent = (id: number, intent: string, jar?: CookieJar) =>
  run(() => page.action(app.args(formRequest(`/judgments/${id}`, { intent }, jar), { id: String(id) })));

const api = (id: number | string, method: "PUT" | "DELETE", jar?: CookieJar, body: unknown = {}) =>
  apiJudgment.action(app.args(jsonRequest(`/api/judgments/${id}`, body, jar, method), { id: String(id) })) as Promise<Response>;

describe("/selling", () => {
  it("sends visitors to sign in", async () => {
    const response = (await openSelling()) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent("/selling")}`);
  });

  it("shows the three empty texts and 'Ready to list a Judgment?' when the member has no listings", async () => {
    const seller = await member(app);
    const data = (await openSelling(seller.jar)) as any;
    expect(data).toEqual({ pending: [], active: [], closed: [], identityNeeded: false });
    const html = await sellingHtml(data);
    for (const text of [
      "My Selling Dashboard",
      "Judgments Pending Approval",
      "Active Listings",
      "Sold or Expired",
      "You have no listings waiting on approval.",
      "You have no active listings.",
      "You have no sold or expired listings.",
      "Ready to list a Judgment?",
      "Sell a Judgment!",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/href="\/sell"[^>]*>Sell a Judgment!/);
    expect(selling.meta({ matches: [] } as any)).toEqual([{ title: "Selling Dashboard | Judgment Exchange" }]);
  });

  it("groups the seller's own listings by status: pending rows, active boxes (hidden marked), sold or expired", async () => {
    const seller = await member(app);
    const buyer = await member(app, { prefix: "buyer" });
    const other = await member(app);
    await listing(app, other.userId, { title: "Someone else's listing" });
    const ids = {} as Record<JudgmentStatus, number>;
    const statuses: JudgmentStatus[] = ["new", "active", "hidden", "offer_accepted", "paid", "assigned", "sold", "cancelled"];
    for (const status of statuses) {
      const after = ["offer_accepted", "paid", "assigned", "sold"].includes(status);
      ids[status] = await listing(app, seller.userId, {
        status,
        title: `Listing ${status}`,
        buyerId: after ? buyer.userId : null,
        soldAt: status === "sold" ? new Date("2025-03-01T12:00:00Z") : null,
        cancelledAt: status === "cancelled" ? new Date("2025-03-02T12:00:00Z") : null,
        paymentDueAt: status === "offer_accepted" ? new Date(Date.now() + 3 * 86_400_000) : null,
      });
    }
    const accepted = await offer(app, ids.sold, buyer.userId, { status: "accepted", amountCents: 380_000 });
    await app.services.db.update(judgments).set({ acceptedOfferId: accepted }).where(eq(judgments.id, ids.sold));

    const data = (await openSelling(seller.jar)) as any;
    const titles = (rows: any[]) => rows.map((r) => r.title).sort();
    expect(titles(data.pending)).toEqual(["Listing new"]);
    expect(titles(data.active)).toEqual(
      ["Listing active", "Listing assigned", "Listing hidden", "Listing offer_accepted", "Listing paid"].sort(),
    );
    expect(titles(data.closed)).toEqual(["Listing cancelled", "Listing sold"]);
    expect(data.closed.find((r: any) => r.status === "sold").acceptedOfferCents).toBe(380_000);

    const next = (status: string) => data.active.find((r: any) => r.status === status).nextStep;
    expect(next("paid")).toMatchObject({ tone: "action", link: { to: `/judgments/${ids.paid}#assignment` } });
    expect(next("offer_accepted").text).toMatch(/^Waiting for the buyer to pay, by \d{2}\/\d{2}\/\d{4}\.$/);
    expect(next("assigned").text).toContain("confirm receipt");
    expect(next("hidden").text).toContain("Hidden");
    expect(next("active")).toBeNull();
    // On the app's clock, as the judgment page: four days on, the window has passed.
    app.clock.set(new Date(Date.now() + 4 * 86_400_000));
    try {
      const later = (await openSelling(seller.jar)) as any;
      expect(later.active.find((r: any) => r.status === "offer_accepted").nextStep.text).toBe(
        "The buyer did not pay in time. You can relist the judgment.",
      );
    } finally {
      app.clock.reset();
    }

    const html = await sellingHtml(data);
    expect(html).not.toContain("Someone else");
    expect(html).not.toContain("Ready to list a Judgment?");
    expect(html).toContain("Pending Review");
    expect(html).toContain(">Hidden<");
    expect(html).toContain("Offer Accepted");
    expect(html).toContain(`href="/judgments/${ids.new}/edit"`);
    expect(html).toContain(`href="/sell/documents/${ids.new}"`);
    expect(html).not.toContain("You have no");
  });

  it("shows the listing fee (free, paid, or unpaid with a checkout link) and the review team's question", async () => {
    const seller = await member(app);
    const admin = await member(app, { role: "admin" });
    const free = await listing(app, seller.userId, { status: "new", title: "Free one", listingFeeCents: 0 });
    const unpaid = await listing(app, seller.userId, { status: "new", title: "Unpaid one", listingFeeCents: 3_500 });
    const paid = await listing(app, seller.userId, { status: "new", title: "Paid one", listingFeeCents: 2_000 });
    await paidListingFee(app, seller.userId, paid, 2_000);
    await recordInfoRequest(app.services.db, { judgmentId: unpaid, adminId: admin.userId, message: "Please upload the signed judgment." });

    const data = (await openSelling(seller.jar)) as any;
    const row = (id: number) => data.pending.find((r: any) => r.id === id);
    expect(row(free).fee).toEqual({ kind: "free" });
    expect(row(paid).fee).toEqual({ kind: "paid", paidCents: 2_000 });
    expect(row(unpaid).fee).toEqual({ kind: "due", dueCents: 3_500, feeCents: 3_500 });
    expect(row(unpaid).infoRequest).toMatchObject({ message: "Please upload the signed judgment." });
    expect(row(free).infoRequest).toBeNull();

    // My Listing shows the same question and the fee due.
    const mine = ((await run(() => page.loader(pageArgs(unpaid, seller.jar)))) as any).ownerView;
    expect(mine.infoRequest).toMatchObject({ message: "Please upload the signed judgment." });
    expect(mine.fee).toEqual({ kind: "due", dueCents: 3_500, feeCents: 3_500 });
    expect(((await run(() => page.loader(pageArgs(paid, seller.jar)))) as any).ownerView.fee.kind).toBe("paid");
    // Its status reads "Awaiting listing fee", not "Pending Review" (nobody can approve it yet), for the
    // owner and for administrators; a paid one stays Pending Review.
    expect(((await run(() => page.loader(pageArgs(unpaid, seller.jar)))) as any).listingFeeDue).toBe(true);
    expect(((await run(() => page.loader(pageArgs(unpaid, admin.jar)))) as any).listingFeeDue).toBe(true);
    expect(((await run(() => page.loader(pageArgs(paid, seller.jar)))) as any).listingFeeDue).toBe(false);
    expect(((await run(() => page.loader(pageArgs(paid, admin.jar)))) as any).listingFeeDue).toBe(false);

    const html = await sellingHtml(data);
    const rowHtml = (title: string) => html.slice(html.indexOf(title), html.indexOf("</tr>", html.indexOf(title)));
    expect(rowHtml("Unpaid one")).toContain("Awaiting listing fee");
    expect(rowHtml("Unpaid one")).not.toContain("Pending Review");
    expect(rowHtml("Paid one")).toContain("Pending Review");
    expect(rowHtml("Free one")).toContain("Pending Review");
    expect(html).toContain(`href="/sell/checkout?judgment_id=${unpaid}"`);
    expect(html).not.toContain(`href="/sell/checkout?judgment_id=${paid}"`);
    expect(html).toContain("Please upload the signed judgment.");
  });

  it("shows the counts and the paid enhancements of active listings", async () => {
    const seller = await member(app);
    await listing(app, seller.userId, {
      title: "Featured one",
      viewsCount: 120,
      watchlistCount: 7,
      offersCount: 3,
      highlightListing: true,
      emboldenListing: true,
      featuredState: true,
    });
    const data = (await openSelling(seller.jar)) as any;
    expect(data.active[0]).toMatchObject({
      counts: { views: 120, watchlist: 7, offers: 3 },
      enhancements: ["Featured in state", "Highlighted", "Bold"],
    });
    const html = await sellingHtml(data);
    expect(html).toContain("Featured in state");
    expect(html).toContain("120");
  });
});

describe("My Listing (the owner's /judgments/{id})", () => {
  let seller: Member, other: Member;
  beforeAll(async () => {
    seller = await member(app);
    other = await member(app);
  });

  it("is titled My Listing for the owner only, with the owner's controls", async () => {
    const id = await listing(app, seller.userId);
    const asOwner = (await run(() => page.loader(pageArgs(id, seller.jar)))) as any;
    expect(asOwner.ownerView).toMatchObject({
      canEdit: true,
      canHide: true,
      canUnhide: false,
      canRemove: true,
      confirmRemove: false,
      uploadClosedReason: null,
    });
    expect(page.meta({ loaderData: asOwner, matches: [] } as any)[0]).toEqual({ title: "My Listing | Judgment Exchange" });
    const asOther = (await run(() => page.loader(pageArgs(id, other.jar)))) as any;
    expect(asOther.ownerView).toBeNull();
    expect((page.meta({ loaderData: asOther, matches: [] } as any)[0] as { title: string }).title).not.toContain("My Listing");

    const confirm = (await run(() => page.loader(pageArgs(id, seller.jar, "?confirm=cancel")))) as any;
    expect(confirm.ownerView.confirmRemove).toBe(true);

    const sold = await listing(app, seller.userId, { status: "sold", buyerId: other.userId });
    const soldView = ((await run(() => page.loader(pageArgs(sold, seller.jar)))) as any).ownerView;
    expect(soldView).toMatchObject({ canEdit: false, canHide: false, canRemove: false });
    expect(soldView.uploadClosedReason).toBe("Documents can no longer be added: this listing was already sold.");
  });

  it("hides and unhides through the page's forms, with toasts and an audit trail", async () => {
    const id = await listing(app, seller.userId);
    const hidden = (await postIntent(id, "hide", seller.jar)) as Response;
    expect(hidden.status).toBe(302);
    expect(hidden.headers.get("location")).toBe(`/judgments/${id}`);
    expect(hidden.headers.get("set-cookie")).toContain("jx_toast");
    expect((await judgmentRow(app, id)).status).toBe("hidden");

    const again = (await postIntent(id, "hide", seller.jar)) as any;
    expect(again.init?.status).toBe(409);
    expect(again.data.ownerError).toMatch(/hidden/);

    const shown = (await postIntent(id, "unhide", seller.jar)) as Response;
    expect(shown.status).toBe(302);
    expect((await judgmentRow(app, id)).status).toBe("active");
    expect(await auditActions(app, "judgment", id)).toEqual(["listing.hide", "listing.unhide"]);
  });

  it("refuses other members (403) and visitors (401), and changes nothing", async () => {
    const id = await listing(app, seller.userId);
    const admin = await member(app, { role: "admin" });
    for (const intent of ["hide", "cancel"]) {
      expect(((await postIntent(id, intent, other.jar)) as Response).status).toBe(403);
      expect(((await postIntent(id, intent, admin.jar)) as Response).status).toBe(403);
      expect(((await postIntent(id, intent)) as Response).status).toBe(401);
    }
    expect((await judgmentRow(app, id)).status).toBe("active");
  });

  it("removes a listing: cancelled, pending offers declined and their buyers e-mailed, in one go", async () => {
    const id = await listing(app, seller.userId, { title: "Listing to remove" });
    const [a, b, c] = [
      await member(app, { prefix: "buyer" }),
      await member(app, { prefix: "buyer" }),
      await member(app, { prefix: "buyer" }),
    ];
    const pendingA = await offer(app, id, a.userId, { amountCents: 300_000 });
    const pendingB = await offer(app, id, b.userId, { amountCents: 320_000 });
    const withdrawn = await offer(app, id, c.userId, { status: "withdrawn" });

    const response = (await postIntent(id, "cancel", seller.jar)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/selling");
    const row = await judgmentRow(app, id);
    expect(row.status).toBe("cancelled");
    expect(row.cancelledAt).toBeInstanceOf(Date);

    const statuses = await app.services.db.select({ id: offers.id, status: offers.status }).from(offers).where(eq(offers.judgmentId, id));
    expect(Object.fromEntries(statuses.map((o) => [o.id, o.status]))).toEqual({
      [pendingA]: "rejected",
      [pendingB]: "rejected",
      [withdrawn]: "withdrawn",
    });

    for (const buyer of [a, b]) {
      const [mail] = await listRecentEmails(app.services.db, 5, buyer.email);
      expect(mail?.subject).toContain("removed");
      expect(mail?.bodyText).toContain("Listing to remove");
    }
    expect(await listRecentEmails(app.services.db, 5, c.email)).toHaveLength(0);
    expect(await auditActions(app, "judgment", id)).toEqual(["listing.cancel"]);
    expect(await auditActions(app, "offer", pendingA)).toEqual(["offer.reject"]);

    // Removed is final; the owner's page still opens and says so, without controls.
    const again = (await postIntent(id, "cancel", seller.jar)) as any;
    expect(again.init?.status).toBe(409);
    const view = ((await run(() => page.loader(pageArgs(id, seller.jar)))) as any).ownerView;
    expect(view).toMatchObject({ canEdit: false, canRemove: false, canHide: false, canUnhide: false });
    // And it shows under Sold or Expired.
    const data = (await openSelling(seller.jar)) as any;
    expect(data.closed.map((r: any) => r.id)).toContain(id);
  });
});

describe("PUT and DELETE /api/judgments/{id}", () => {
  let seller: Member, other: Member;
  beforeAll(async () => {
    seller = await member(app);
    other = await member(app);
  });

  it("PUT toggles active and hidden, or sets the status the body names, answering the new status", async () => {
    const id = await listing(app, seller.userId);
    let response = await api(id, "PUT", seller.jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id, status: "hidden" });
    response = await api(id, "PUT", seller.jar);
    expect(await response.json()).toEqual({ id, status: "active" });
    response = await api(id, "PUT", seller.jar, { status: "hidden" });
    expect(await response.json()).toEqual({ id, status: "hidden" });
    response = await api(id, "PUT", seller.jar, { status: "hidden" });
    expect(response.status).toBe(409);
    expect((await response.json()).errors._[0]).toMatch(/hidden/);
    response = await api(id, "PUT", seller.jar, { status: "active" });
    expect(await response.json()).toEqual({ id, status: "active" });
    response = await api(id, "PUT", seller.jar, { status: "sold" });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.status).toBeTruthy();
  });

  it("PUT answers 409 on a listing that is not active or hidden", async () => {
    for (const status of ["new", "offer_accepted", "sold", "cancelled"] as const) {
      const id = await listing(app, seller.userId, { status, buyerId: ["offer_accepted", "sold"].includes(status) ? other.userId : null });
      const response = await api(id, "PUT", seller.jar);
      expect(response.status, status).toBe(409);
      expect((await judgmentRow(app, id)).status).toBe(status);
    }
  });

  it("DELETE removes the listing, declines open offers and e-mails their buyers; again is 409", async () => {
    const id = await listing(app, seller.userId, { status: "hidden", title: "Hidden, then removed" });
    const buyer = await member(app, { prefix: "buyer" });
    const pending = await offer(app, id, buyer.userId);
    const response = await api(id, "DELETE", seller.jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id, status: "cancelled", rejected_offers: 1 });
    const [row] = await app.services.db.select({ status: offers.status }).from(offers).where(eq(offers.id, pending));
    expect(row.status).toBe("rejected");
    expect((await listRecentEmails(app.services.db, 5, buyer.email))[0]?.bodyText).toContain("Hidden, then removed");
    expect((await api(id, "DELETE", seller.jar)).status).toBe(409);

    const sold = await listing(app, seller.userId, { status: "sold", buyerId: other.userId });
    expect((await api(sold, "DELETE", seller.jar)).status).toBe(409);
  });

  it("answers 401 to visitors, 403 to other members and administrators, 404 to unknown ids", async () => {
    const id = await listing(app, seller.userId);
    const admin = await member(app, { role: "admin" });
    for (const method of ["PUT", "DELETE"] as const) {
      expect((await api(id, method)).status).toBe(401);
      expect((await api(id, method, other.jar)).status).toBe(403);
      expect((await api(id, method, admin.jar)).status).toBe(403);
      // Ownership before validation: a stranger's bad body is still a 403.
      expect((await api(id, method, other.jar, { status: "sold" })).status).toBe(403);
      expect((await api(99_999_999, method, seller.jar)).status).toBe(404);
      expect((await api("not-an-id", method, seller.jar)).status).toBe(404);
    }
    expect((await judgmentRow(app, id)).status).toBe("active");
  });
});
