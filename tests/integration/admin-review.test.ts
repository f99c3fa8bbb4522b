// Listing review by administrators: approve (goes live in browse, seller e-mailed, audited),
// request more info (stays new, audited, e-mailed, read back for /selling), who may do it, the
// wrong status, an unpaid listing fee, the review queue's order and moderation hits, and the
// /admin/judgments and /admin/judgments/sold lists.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { PendingListingCard } from "~/components/admin/pending-listing-card";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as approveRoute from "~/routes/admin/judgments/approve";
import * as allRoute from "~/routes/admin/judgments/index";
import * as pendingRoute from "~/routes/admin/judgments/pending";
import * as requestInfoRoute from "~/routes/admin/judgments/request-info";
import * as soldRoute from "~/routes/admin/judgments/sold";
import * as browseRoute from "~/routes/judgments/index";
import { reviewToasts } from "~/server/admin/listing-review";
import { auditLog, bannedWords, judgments, offers, outbox } from "~/server/db/schema";
import { latestInfoRequests } from "~/server/queries/listing-review";
import {
  CookieJar,
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  unwrap,
  toastOf,
  type TestApp,
  type RouteFunction,
} from "../support/app";
import { listing as insertListing, member, paidListingFee, type ListingValues } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

let titleSeq = 0;
/** Listings here await review, with the values the review queue's assertions read back; a unique title lets browse find one. */
async function listing(sellerId: number, values: ListingValues = {}): Promise<{ id: number; title: string }> {
  const title = values.title ?? `Unpaid invoices of a Fresno contractor no. ${++titleSeq}-${Date.now().toString(36)}`;
  const id = await insertListing(app, sellerId, {
    description: "Default judgment after a breach of contract; the debtor owns a truck.",
    amountCents: 800_000,
    priceCents: 120_000,
    casenum: "2023-CV-555",
    dateAwarded: "2023-09-14",
    status: "new",
    listedAt: null,
    ...values,
    title,
  });
  return { id, title };
}

const args = (request: Request) => app.args(request);

async function approveJson(id: number | string, jar?: CookieJar) {
  return (await run(() => approveRoute.action(args(jsonRequest("/admin/judgments/approve", { judgment_id: id }, jar))))) as Response;
}
async function approveForm(id: number, jar: CookieJar, redirectTo?: string) {
  const fields: Record<string, string> = { judgment_id: String(id) };
  if (redirectTo) fields.redirect_to = redirectTo;
  return (await run(() => approveRoute.action(args(formRequest("/admin/judgments/approve", fields, jar))))) as Response;
}
async function requestInfoJson(body: Record<string, unknown>, jar?: CookieJar) {
  return (await run(() => requestInfoRoute.action(args(jsonRequest("/admin/judgments/request_info", body, jar))))) as Response;
}
async function requestInfoForm(fields: Record<string, string>, jar: CookieJar) {
  return (await run(() => requestInfoRoute.action(args(formRequest("/admin/judgments/request_info", fields, jar))))) as Response;
}
async function loadPage(route: { loader: RouteFunction }, path: string, jar?: CookieJar) {
  return unwrap(await run(() => route.loader(args(getRequest(path, jar))))).data;
}
async function statusOf(id: number) {
  const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, id));
  return row;
}
async function auditRows(id: number, action: string) {
  return app.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "judgment"), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));
}
async function mailTo(email: string) {
  return app.services.db.select().from(outbox).where(eq(outbox.toAddress, email));
}
describe("approve", () => {
  it("puts a new listing live: active, listed_at set, in browse, the seller e-mailed, audited", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id, title } = await listing(seller.userId);

    const response = await approveForm(id, admin.jar, "/admin/judgments/pending?page=1");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/judgments/pending?page=1");
    expect(await toastOf(app, response)).toMatchObject({ type: "success", description: "The Judgment was approved successfully!" });

    const row = await statusOf(id);
    expect(row.status).toBe("active");
    expect(row.listedAt).toBeInstanceOf(Date);
    expect(row.approvedAt).toBeInstanceOf(Date);

    // The premium first look: visitors see it in browse from day 6.
    const browse = async () =>
      (await loadPage(browseRoute, `/judgments?name=${encodeURIComponent(title)}`)).results.rows.map((r: { id: number }) => r.id);
    expect(await browse()).toEqual([]);
    app.clock.advanceDays(6);
    expect(await browse()).toEqual([id]);
    app.clock.reset();

    const [mail] = await mailTo(seller.email);
    expect(mail.subject).toContain("Your listing is live");
    expect(mail.bodyText).toContain(title);
    expect(mail.bodyText).toContain(`/judgments/${id}`);

    const [audit] = await auditRows(id, "listing.approve");
    expect(audit).toMatchObject({ actorId: admin.userId, fromStatus: "new", toStatus: "active" });
  });

  it("answers JSON to a script, and a super-admin may approve too", async () => {
    const boss = await member(app, { role: "super-admin" });
    const seller = await member(app);
    const { id } = await listing(seller.userId);
    const response = await approveJson(id, boss.jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "success", message: reviewToasts.approved });
    expect((await statusOf(id)).status).toBe("active");
  });

  it("refuses members (403) and visitors (401), and leaves the listing new", async () => {
    const plain = await member(app);
    const { id } = await listing(plain.userId);
    expect((await approveJson(id, plain.jar)).status).toBe(403);
    expect((await approveForm(id, plain.jar)).status).toBe(403);
    expect((await approveJson(id)).status).toBe(401);
    expect((await statusOf(id)).status).toBe("new");
    expect(await auditRows(id, "listing.approve")).toHaveLength(0);
  });

  it("answers 409 for a listing that is not new, 404 for an unknown one, 422 without an id", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await listing(seller.userId, { status: "active", listedAt: new Date() });
    const conflict = await approveJson(id, admin.jar);
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).toast).toBe(reviewToasts.approveFailed);

    const page = await approveForm(id, admin.jar);
    expect(page.status).toBe(302);
    expect(await toastOf(app, page)).toMatchObject({
      type: "error",
      title: "Uh oh... there was an issue approving this Judgment. Developers have been notified.",
    });

    expect((await approveJson(99_999_999, admin.jar)).status).toBe(404);
    const missing = await approveJson("", admin.jar);
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.judgment_id).toBeTruthy();
  });

  it("refuses a listing whose listing fee is unpaid, with a clear message, until it is paid", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await listing(seller.userId, { priceCents: 300_000, listingFeeCents: 3_500 });

    const refused = await approveJson(id, admin.jar);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "The listing fee of $35 has not been paid yet: the listing can go live once the seller pays it.",
    );
    expect((await statusOf(id)).status).toBe("new");
    expect(await auditRows(id, "listing.approve")).toHaveLength(0);
    expect(await mailTo(seller.email)).toHaveLength(0);

    const pending = await loadPage(pendingRoute, "/admin/judgments/pending", admin.jar);
    const card = pending.listings.find((l: { id: number }) => l.id === id);
    expect(card).toMatchObject({ listingFeeCents: 3_500, listingFeePaid: false });
    const cardHtml = (listing: unknown) =>
      renderToString(
        createElement(
          MemoryRouter,
          null,
          createElement(PendingListingCard, {
            listing: listing as never,
            own: false,
            returnTo: "/admin/judgments/pending",
            limits: { request_info: { min: 1, max: 9 }, decline: { min: 1, max: 9 } },
            nextId: null,
            draft: null,
          }),
        ),
      );
    expect(cardHtml(card)).toContain("Awaiting listing fee");

    await paidListingFee(app, seller.userId, id, 3_500);
    const paidCard = (await loadPage(pendingRoute, "/admin/judgments/pending", admin.jar)).listings.find(
      (l: { id: number }) => l.id === id,
    );
    expect(paidCard).toMatchObject({ listingFeePaid: true });
    expect(cardHtml(paidCard)).not.toContain("Awaiting listing fee");
    expect((await approveJson(id, admin.jar)).status).toBe(200);
    expect((await statusOf(id)).status).toBe("active");
  });
});

describe("request more info", () => {
  it("keeps the listing new, audits the request, e-mails the seller, and /selling can read it back", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id, title } = await listing(seller.userId);
    const other = await listing(seller.userId);

    const response = await requestInfoForm(
      { judgment_id: String(id), message: "  Please remove the phone number from the description.  " },
      admin.jar,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/judgments/pending");
    expect(await toastOf(app, response)).toMatchObject({ type: "success", description: "The request was sent successfully!" });

    expect((await statusOf(id)).status).toBe("new");
    const [audit] = await auditRows(id, "listing.request_info");
    expect(audit).toMatchObject({ actorId: admin.userId, fromStatus: "new", toStatus: "new" });
    expect(audit.details).toEqual({ message: "Please remove the phone number from the description." });

    const [mail] = await mailTo(seller.email);
    expect(mail.subject).toContain("More information needed");
    expect(mail.bodyText).toContain("Please remove the phone number from the description.");
    expect(mail.bodyText).toContain(title);

    const json = await requestInfoJson({ judgment_id: id, message: "Also upload the judgment itself, please." }, admin.jar);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ status: "success", message: reviewToasts.requestSent });

    const requests = await latestInfoRequests(app.services.db, seller.userId);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ judgmentId: id, message: "Also upload the judgment itself, please." });
    expect(requests[0].requestedAt).toBeInstanceOf(Date);
    expect(requests.some((r) => r.judgmentId === other.id)).toBe(false);

    // Once approved, the request is history.
    expect((await approveJson(id, admin.jar)).status).toBe(200);
    expect(await latestInfoRequests(app.services.db, seller.userId)).toEqual([]);
  });

  it("ignores a request from an earlier round of review after the listing re-entered review", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await listing(seller.userId);
    expect((await requestInfoJson({ judgment_id: id, message: "First round question." }, admin.jar)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await approveJson(id, admin.jar)).status).toBe(200);
    await app.services.db.update(judgments).set({ status: "new" }).where(eq(judgments.id, id));
    expect(await latestInfoRequests(app.services.db, seller.userId)).toEqual([]);
  });

  it("checks the message: 5 to 2,000 characters, required", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await listing(seller.userId);
    for (const message of [undefined, "", "   ", "Hey", "x".repeat(2001)]) {
      const response = await requestInfoJson({ judgment_id: id, message }, admin.jar);
      expect(response.status).toBe(422);
      expect((await response.json()).errors.message?.[0]).toBeTruthy();
    }
    expect((await requestInfoJson({ judgment_id: id, message: "x".repeat(2000) }, admin.jar)).status).toBe(200);
    expect((await requestInfoJson({ message: "A good question" }, admin.jar)).status).toBe(422);
    expect(await auditRows(id, "listing.request_info")).toHaveLength(1);
  });

  it("shows an invalid form post again on the page, with the error under the message, once", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await listing(seller.userId);
    const response = await requestInfoForm({ judgment_id: String(id), message: "Hey" }, admin.jar);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/judgments/pending#review-${id}-request`);

    const page = await loadPage(pendingRoute, "/admin/judgments/pending", admin.jar);
    expect(page.draft).toMatchObject({ judgmentId: id, message: "Hey", errors: { message: ["Please write at least 5 characters."] } });
    expect((await loadPage(pendingRoute, "/admin/judgments/pending", admin.jar)).draft).toBeNull();
    expect(await auditRows(id, "listing.request_info")).toHaveLength(0);
  });

  it("answers 409 for a listing that is not new, 404 for an unknown one, 403 for members", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await listing(seller.userId, { status: "active", listedAt: new Date() });
    const conflict = await requestInfoJson({ judgment_id: id, message: "Please tell us more." }, admin.jar);
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).toast).toBe(reviewToasts.requestFailed);
    const page = await requestInfoForm({ judgment_id: String(id), message: "Please tell us more." }, admin.jar);
    expect(await toastOf(app, page)).toMatchObject({
      type: "error",
      title: "Uh oh... there was an issue sending this request. Developers have been notified.",
    });
    expect((await requestInfoJson({ judgment_id: 99_999_999, message: "Please tell us more." }, admin.jar)).status).toBe(404);
    const fresh = await listing(seller.userId);
    expect((await requestInfoJson({ judgment_id: fresh.id, message: "Please tell us more." }, seller.jar)).status).toBe(403);
  });
});

describe("the review queue", () => {
  it("is for administrators only", async () => {
    const plain = await member(app);
    expect(((await run(() => pendingRoute.loader(args(getRequest("/admin/judgments/pending", plain.jar))))) as Response).status).toBe(403);
    const visitor = (await run(() => pendingRoute.loader(args(getRequest("/admin/judgments/pending"))))) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Fjudgments%2Fpending");
    const loaders: RouteFunction[] = [allRoute.loader, soldRoute.loader];
    for (const loader of loaders) {
      expect(((await run(() => loader(args(getRequest("/admin/judgments", plain.jar))))) as Response).status).toBe(403);
    }
  });

  it("lists new listings by when they entered review, oldest first (an edited listing by its return)", async () => {
    await app.services.db.update(judgments).set({ status: "cancelled" }).where(eq(judgments.status, "new"));
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const hour = 3_600_000;
    const now = Date.now();
    const newest = await listing(seller.userId, { createdAt: new Date(now - 1 * hour) });
    const oldest = await listing(seller.userId, { createdAt: new Date(now - 50 * hour) });
    const middle = await listing(seller.userId, { createdAt: new Date(now - 20 * hour) });
    // Submitted long ago, approved, then edited half an hour ago: back at the end of the queue.
    const edited = await listing(seller.userId, {
      createdAt: new Date(now - 90 * hour),
      approvedAt: new Date(now - 80 * hour),
      listedAt: new Date(now - 80 * hour),
      updatedAt: new Date(now - 0.5 * hour),
    });
    await app.services.db.insert(auditLog).values({
      actorId: seller.userId,
      action: "listing.edit_reviewed",
      entity: "judgment",
      entityId: String(edited.id),
      fromStatus: "active",
      toStatus: "new",
      createdAt: new Date(now - 0.5 * hour),
    });

    const page = await loadPage(pendingRoute, "/admin/judgments/pending", admin.jar);
    expect(page.total).toBe(4);
    expect(page.listings.map((l: { id: number }) => l.id)).toEqual([oldest.id, middle.id, newest.id, edited.id]);
    const last = page.listings[3];
    expect(last.reentered).toBe(true);
    expect(last.enteredReviewAt.getTime()).toBe(now - 0.5 * hour);
    expect(page.listings[0]).toMatchObject({
      sellerHandle: seller.handle,
      stateAbbreviation: "CA",
      countyName: "Fresno County",
      casenum: "2023-CV-555",
      courthouse: "Fresno County Superior Court",
      dateAwarded: "2023-09-14",
      amountCents: 800_000,
      priceCents: 120_000,
      priceShareBps: 1500,
      documentsCount: 0,
      listingFeePaid: true,
    });
  });

  it("highlights active banned words and contact details in the title and description", async () => {
    await app.services.db.update(judgments).set({ status: "cancelled" }).where(eq(judgments.status, "new"));
    await app.services.db.insert(bannedWords).values([
      { word: "scam", active: true },
      { word: "fraudster", active: false },
    ]);
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const flagged = await listing(seller.userId, {
      title: "No scam: a solid judgment, see judgmentdeals.com",
      description: "The fraudster still owes it. Call 312-555-0187 or write to joe.doe@example.net. SSN 123-45-6789.",
    });
    const clean = await listing(seller.userId, { title: "A clean listing", description: "" });

    const page = await loadPage(pendingRoute, "/admin/judgments/pending", admin.jar);
    const card = page.listings.find((l: { id: number }) => l.id === flagged.id);
    expect(card.hits.map((h: { kind: string; text: string }) => `${h.kind}:${h.text}`)).toEqual([
      "banned_word:scam",
      "url:judgmentdeals.com",
      "phone:312-555-0187",
      "email:joe.doe@example.net",
      "ssn:123-45-6789",
    ]);
    expect(card.title).toEqual([
      { text: "No ", hit: null },
      { text: "scam", hit: "banned_word" },
      { text: ": a solid judgment, see ", hit: null },
      { text: "judgmentdeals.com", hit: "url" },
    ]);
    // The inactive word is not flagged, and the text is kept as written.
    expect(card.description.map((s: { text: string }) => s.text).join("")).toBe(
      "The fraudster still owes it. Call 312-555-0187 or write to joe.doe@example.net. SSN 123-45-6789.",
    );
    expect(card.description.filter((s: { hit: string | null }) => s.hit).map((s: { hit: string }) => s.hit)).toEqual([
      "phone",
      "email",
      "ssn",
    ]);
    expect(page.listings.find((l: { id: number }) => l.id === clean.id).hits).toEqual([]);
    expect(page.summary).toEqual({ hits: 5, listings: 1, byKind: { banned_word: 1, url: 1, phone: 1, email: 1, ssn: 1 } });
  });
});

describe("/admin/judgments and /admin/judgments/sold", () => {
  it("filters by status, searches titles, pages by 25, newest first", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const tag = `Zephyr${Date.now().toString(36)}`;
    const base = Date.now() - 100_000;
    const ids: number[] = [];
    for (let i = 0; i < 27; i++) {
      const { id } = await listing(seller.userId, {
        title: `${tag} judgment ${i}`,
        status: i % 3 === 0 ? "hidden" : "active",
        listedAt: new Date(),
        createdAt: new Date(base + i * 1000),
      });
      ids.push(id);
    }
    const first = await loadPage(allRoute, `/admin/judgments?title=${tag}`, admin.jar);
    expect(first.total).toBe(27);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]).toMatchObject({
      id: ids[26],
      sellerHandle: seller.handle,
      status: "active",
      amountCents: 800_000,
      priceCents: 120_000,
    });
    expect(first.paging).toMatchObject({ page: 1, pageCount: 2 });
    expect(first.paging.nextUrl).toBe(`/admin/judgments?title=${tag}&page=2`);
    const second = await loadPage(allRoute, `/admin/judgments?title=${tag}&page=2`, admin.jar);
    expect(second.rows.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);

    const hidden = await loadPage(allRoute, `/admin/judgments?title=${tag.toLowerCase()}&status=hidden`, admin.jar);
    expect(hidden.total).toBe(9);
    expect(hidden.rows.every((r: { status: string }) => r.status === "hidden")).toBe(true);
    expect(hidden.filter).toEqual({ status: "hidden", title: tag.toLowerCase() });
    expect(hidden.statusOptions.map((o: { label: string }) => o.label)).toEqual([
      "Pending Review",
      "Active",
      "Hidden",
      "Offer Accepted",
      "PAID",
      "Assigned",
      "Disputed",
      "Sold",
      "Cancelled",
      "Declined",
      "In portfolio",
    ]);

    const bogus = await loadPage(allRoute, `/admin/judgments?title=${tag}&status=bogus`, admin.jar);
    expect(bogus.total).toBe(27);
    const wildcard = await loadPage(allRoute, `/admin/judgments?title=${encodeURIComponent("%_")}`, admin.jar);
    expect(wildcard.total).toBe(0);
  });

  it("lists sold listings with the sale price, sold date, buyer and seller", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const buyer = await member(app);
    const soldAt = new Date(Date.now() - 86_400_000);
    const { id } = await listing(seller.userId, { status: "sold", listedAt: new Date(), buyerId: buyer.userId, soldAt });
    const [offer] = await app.services.db
      .insert(offers)
      .values({ judgmentId: id, buyerId: buyer.userId, amountCents: 110_000, status: "accepted" })
      .returning({ id: offers.id });
    await app.services.db.update(judgments).set({ acceptedOfferId: offer.id }).where(eq(judgments.id, id));

    const page = await loadPage(soldRoute, "/admin/judgments/sold", admin.jar);
    const row = page.rows.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ sellerHandle: seller.handle, buyerHandle: buyer.handle, salePriceCents: 110_000, amountCents: 800_000 });
    expect(row.soldAt.getTime()).toBe(soldAt.getTime());
    // Only sold listings: the active ones of the other tests are not here.
    expect(page.total).toBe(1);
    expect(page.rows).toHaveLength(1);
  });
});
