// Declining a listing (issue 27, item 16; docs/decisions/0039): an administrator declines a listing
// waiting for review with a reason: status declined, audited with the reason, the seller e-mailed
// the reason, its open offers rejected (the buyers told, without the reason); the seller reads the
// reason on /selling and on the listing, edits and resubmits it (back to review, the fee paid
// kept); who may decline (administrators, never their own listing), the wrong status (twice, after
// an approval: 409), a declined listing never in browse; and the review queue's pages (Showing X to
// Y of Z, oldest first) and the notice of an action at the card's place.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "~/config/limits";
import { and, eq } from "drizzle-orm";
import * as approveRoute from "~/routes/admin/judgments/approve";
import * as declineRoute from "~/routes/admin/judgments/decline";
import * as requestInfoRoute from "~/routes/admin/judgments/request-info";
import * as pendingRoute from "~/routes/admin/judgments/pending";
import * as browseRoute from "~/routes/judgments/index";
import * as detailRoute from "~/routes/judgments/detail";
import * as editRoute from "~/routes/judgments/edit";
import * as sellingRoute from "~/routes/selling-dashboard/index";
import { LISTING_CHANGED, reviewToasts } from "~/server/admin/listing-review";
import { auditLog, judgments, offers, outbox } from "~/server/db/schema";
import {
  BASE,
  CookieJar,
  createTestApp,
  formRequest,
  getRequest,
  jsonRequest,
  run,
  toastOf,
  unwrap,
  type RouteFunction,
  type TestApp,
} from "../support/app";
import { listing as insertListing, listingEditFields, member, offer, paidListingFee, type ListingValues } from "../support/factories";
import { judgmentRow } from "../support/rows";

let app: TestApp;
beforeAll(async () => {
  // Connections enough for two administrators at once on PostgreSQL (the decline-and-approve race).
  app = await createTestApp({}, { poolSize: 4 });
});
afterAll(async () => {
  await app?.close();
});

const REASON = "The description gives the debtor's phone number; please remove it and resubmit.";

let seq = 0;
/** A listing waiting for review, with a title browse can find it by. */
async function pendingListing(sellerId: number, values: ListingValues = {}): Promise<{ id: number; title: string }> {
  const title = values.title ?? `Declinable contractor judgment ${++seq}-${Date.now().toString(36)}`;
  const id = await insertListing(app, sellerId, { status: "new", listedAt: null, ...values, title });
  return { id, title };
}

const args = (request: Request) => app.args(request);
const declineJson = async (body: Record<string, unknown>, jar?: CookieJar) =>
  (await run(() => declineRoute.action(args(jsonRequest("/admin/judgments/decline", body, jar))))) as Response;
const declineForm = async (fields: Record<string, string>, jar: CookieJar) =>
  (await run(() => declineRoute.action(args(formRequest("/admin/judgments/decline", fields, jar))))) as Response;
const approveJson = async (id: number, jar: CookieJar) =>
  (await run(() => approveRoute.action(args(jsonRequest("/admin/judgments/approve", { judgment_id: id }, jar))))) as Response;
const requestInfoForm = async (fields: Record<string, string>, jar: CookieJar) =>
  (await run(() => requestInfoRoute.action(args(formRequest("/admin/judgments/request_info", fields, jar))))) as Response;
const approveForm = async (fields: Record<string, string>, jar: CookieJar) =>
  (await run(() => approveRoute.action(args(formRequest("/admin/judgments/approve", fields, jar))))) as Response;
async function loadPage(route: { loader: RouteFunction }, path: string, jar?: CookieJar) {
  return unwrap(await run(() => route.loader(args(getRequest(path, jar))))).data;
}
const queue = (jar: CookieJar, query = "") => loadPage(pendingRoute, `/admin/judgments/pending${query}`, jar);
async function auditRows(id: number, action: string) {
  return app.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "judgment"), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));
}
const mailTo = (email: string) => app.services.db.select().from(outbox).where(eq(outbox.toAddress, email));
async function browseIds(title: string, jar?: CookieJar): Promise<number[]> {
  const page = await loadPage(browseRoute, `/judgments?name=${encodeURIComponent(title)}`, jar);
  return page.results.rows.map((row: { id: number }) => row.id);
}
const detail = (id: number, jar?: CookieJar) =>
  run(() => detailRoute.loader(app.args(getRequest(`/judgments/${id}`, jar), { id: String(id) })));
const postEdit = (id: number, fields: Record<string, string>, jar: CookieJar) =>
  run(() => editRoute.action(app.args(formRequest(`/judgments/${id}/edit`, fields, jar), { id: String(id) })));

describe("declining a listing", () => {
  it("declines it: status declined, audited with the reason, the seller e-mailed the reason, a notice at the card's place", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id, title } = await pendingListing(seller.userId);
    const next = await pendingListing(seller.userId);

    const response = await declineForm(
      { judgment_id: String(id), next_id: String(next.id), reason: `  ${REASON}  `, redirect_to: "/admin/judgments/pending" },
      admin.jar,
    );
    expect(response.status).toBe(302);
    // Back where the administrator was: the notice's place on the same page of the queue.
    expect(response.headers.get("location")).toBe("/admin/judgments/pending#review-notice");
    admin.jar.take(response);

    const row = await judgmentRow(app, id);
    expect(row.status).toBe("declined");
    expect(row.listedAt).toBeNull();
    const [audit] = await auditRows(id, "listing.decline");
    expect(audit).toMatchObject({ actorId: admin.userId, fromStatus: "new", toStatus: "declined", details: { reason: REASON } });

    const [mail] = await mailTo(seller.email);
    expect(mail.subject).toContain("Your listing was declined");
    expect(mail.bodyText).toContain(title);
    expect(mail.bodyText).toContain(REASON);
    expect(mail.bodyText).toContain(`/judgments/${id}/edit`);

    // The queue: the listing has left it, the notice sits before the card that took its place, once.
    const page = await queue(admin.jar);
    expect(page.listings.some((l: { id: number }) => l.id === id)).toBe(false);
    expect(page.notice).toEqual({ judgmentId: id, nextId: next.id, type: "success", description: reviewToasts.declined });
    expect((await queue(admin.jar)).notice).toBeNull();
  });

  it("shows the seller the reason on /selling and on the listing; buyers, members and visitors never see it, nor browse", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const stranger = await member(app);
    const { id, title } = await pendingListing(seller.userId);
    expect((await declineJson({ judgment_id: id, reason: REASON }, admin.jar)).status).toBe(200);

    const selling = (await run(() => sellingRoute.loader(args(getRequest("/selling", seller.jar))))) as any;
    const row = selling.pending.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ status: "declined", decline: { reason: REASON } });
    expect(selling.active.concat(selling.closed).some((r: { id: number }) => r.id === id)).toBe(false);

    const own = (await detail(id, seller.jar)) as any;
    expect(own.judgment.status).toBe("declined");
    expect(own.ownerView).toMatchObject({ canEdit: true, canRemove: true, decline: { reason: REASON } });
    expect(own.ownerView.uploadClosedReason).toBeNull();

    // Not there for anyone else (the 404 of a missing id), in browse neither now nor after the first look.
    expect(((await detail(id, stranger.jar)) as Response).status).toBe(404);
    expect(((await detail(id)) as Response).status).toBe(404);
    expect(await browseIds(title, stranger.jar)).toEqual([]);
    app.clock.advanceDays(30);
    try {
      expect(await browseIds(title)).toEqual([]);
      expect(await browseIds(title, admin.jar)).toEqual([]);
    } finally {
      app.clock.reset();
    }
  });

  it("rejects the open offers of an edited listing it declines, telling the buyers without the reason", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const buyer = await member(app, { prefix: "buyer" });
    // Live once, edited back to review with an offer still open.
    const { id, title } = await pendingListing(seller.userId, { approvedAt: new Date(Date.now() - 86_400_000), listedAt: new Date() });
    const offerId = await offer(app, id, buyer.userId, { amountCents: 180_000 });

    expect((await declineJson({ judgment_id: id, reason: REASON }, admin.jar)).status).toBe(200);
    const [rejected] = await app.services.db.select().from(offers).where(eq(offers.id, offerId));
    expect(rejected.status).toBe("rejected");
    const [mail] = await mailTo(buyer.email);
    expect(mail.subject).toContain("taken off the marketplace");
    expect(mail.bodyText).toContain(title);
    expect(mail.bodyText).toContain("$1,800");
    expect(mail.bodyText).not.toContain("phone number");
    expect(await browseIds(title, buyer.jar)).toEqual([]);
  });

  it("checks the reason: required, 10 to 2,000 characters; a form shows it again on its card with the error", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await pendingListing(seller.userId);
    for (const reason of [undefined, "", "          ", "Too short", "x".repeat(2001), 42]) {
      const response = await declineJson({ judgment_id: id, reason }, admin.jar);
      expect(response.status).toBe(422);
      expect((await response.json()).errors.reason?.[0]).toBeTruthy();
    }
    expect((await declineJson({ reason: REASON }, admin.jar)).status).toBe(422);
    expect((await judgmentRow(app, id)).status).toBe("new");

    const form = await declineForm({ judgment_id: String(id), next_id: "", reason: "Too short" }, admin.jar);
    expect(form.status).toBe(302);
    expect(form.headers.get("location")).toBe(`/admin/judgments/pending#review-${id}-decline`);
    admin.jar.take(form);
    const page = await queue(admin.jar);
    expect(page.draft).toMatchObject({ kind: "decline", judgmentId: id, message: "Too short", errors: { reason: [expect.any(String)] } });
    expect(await auditRows(id, "listing.decline")).toHaveLength(0);

    expect((await declineJson({ judgment_id: id, reason: "x".repeat(2000) }, admin.jar)).status).toBe(200);
  });

  it("is for administrators only (403 members, 401 visitors), never on one's own listing, 404 for an unknown id", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await pendingListing(seller.userId);
    expect((await declineJson({ judgment_id: id, reason: REASON }, seller.jar)).status).toBe(403);
    expect((await declineJson({ judgment_id: id, reason: REASON })).status).toBe(401);
    const mine = await pendingListing(admin.userId);
    const own = await declineJson({ judgment_id: mine.id, reason: REASON }, admin.jar);
    expect(own.status).toBe(403);
    expect((await own.json()).message).toContain("another administrator");
    expect((await declineJson({ judgment_id: 99_999_999, reason: REASON }, admin.jar)).status).toBe(404);
    expect((await judgmentRow(app, id)).status).toBe("new");
    expect((await judgmentRow(app, mine.id)).status).toBe("new");
    expect(await mailTo(seller.email)).toHaveLength(0);
  });

  it("answers 409 to a second decline, a decline after an approval and an approval after a decline", async () => {
    const admin = await member(app, { role: "admin" });
    const other = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await pendingListing(seller.userId);
    expect((await declineJson({ judgment_id: id, reason: REASON }, admin.jar)).status).toBe(200);
    const twice = await declineJson({ judgment_id: id, reason: REASON }, other.jar);
    expect(twice.status).toBe(409);
    expect((await twice.json()).toast).toBe(reviewToasts.declineFailed);
    expect((await approveJson(id, other.jar)).status).toBe(409);

    const approved = await pendingListing(seller.userId);
    expect((await approveJson(approved.id, admin.jar)).status).toBe(200);
    expect((await declineJson({ judgment_id: approved.id, reason: REASON }, other.jar)).status).toBe(409);
    expect((await judgmentRow(app, approved.id)).status).toBe("active");
    expect(await auditRows(id, "listing.decline")).toHaveLength(1);
    expect(await mailTo(seller.email)).toHaveLength(2);
  });

  it("lets only one of two administrators deciding at the same moment win", async () => {
    const first = await member(app, { role: "admin" });
    const second = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await pendingListing(seller.userId);
    const [declined, approved] = await Promise.all([
      declineJson({ judgment_id: id, reason: REASON }, first.jar),
      approveJson(id, second.jar),
    ]);
    expect([declined.status, approved.status].sort()).toEqual([200, 409]);
    const status = (await judgmentRow(app, id)).status;
    expect(status).toBe(declined.status === 200 ? "declined" : "active");
    const decisions = [...(await auditRows(id, "listing.decline")), ...(await auditRows(id, "listing.approve"))];
    expect(decisions).toHaveLength(1);
  });
});

describe("resubmitting a declined listing", () => {
  it("editing it sends it back to review, at the end of the queue, with the earlier reason for the reviewer; the fee paid still counts", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await pendingListing(seller.userId, { priceCents: 900_000, amountCents: 2_000_000, listingFeeCents: 3_500 });
    await paidListingFee(app, seller.userId, id, 3_500);
    expect((await declineJson({ judgment_id: id, reason: REASON }, admin.jar)).status).toBe(200);

    const edited = (await postEdit(
      id,
      listingEditFields({ description: "Default judgment; the debtor owns a truck.", price: "9000", amount: "20000" }),
      seller.jar,
    )) as Response;
    expect(edited.status).toBe(302);
    expect(await toastOf(app, edited)).toMatchObject({ type: "success", description: expect.stringContaining("resubmitted for review") });
    const row = await judgmentRow(app, id);
    expect(row.status).toBe("new");
    expect(row.description).toBe("Default judgment; the debtor owns a truck.");
    const [audit] = await auditRows(id, "listing.resubmit");
    expect(audit).toMatchObject({ actorId: seller.userId, fromStatus: "declined", toStatus: "new" });

    // The reviewer sees it again with why it was declined; the fee paid before counts, so it can be approved.
    const pages = await queue(admin.jar, `?page=${(await queue(admin.jar)).paging.pageCount}`);
    const card = pages.listings.find((l: { id: number }) => l.id === id);
    expect(card).toMatchObject({ resubmitted: true, listingFeePaid: true, previousDecline: { reason: REASON } });
    // /selling no longer shows the reason of the last round.
    const selling = (await run(() => sellingRoute.loader(args(getRequest("/selling", seller.jar))))) as any;
    expect(selling.pending.find((r: { id: number }) => r.id === id)).toMatchObject({ status: "new", decline: null });
    expect((await approveJson(id, admin.jar)).status).toBe(200);
    expect((await judgmentRow(app, id)).status).toBe("active");
  });

  it("saving it unchanged resubmits it too (the fix may have been a document); only its owner may, and only while declined", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const stranger = await member(app);
    const { id } = await pendingListing(seller.userId, {
      title: "Unpaid invoice judgment against a Fresno contractor",
      description: "Default judgment after service by publication.",
      amountCents: 2_000_000,
      priceCents: 400_000,
      offersVisibility: "owner",
    });
    expect((await declineJson({ judgment_id: id, reason: REASON }, admin.jar)).status).toBe(200);
    expect(((await postEdit(id, listingEditFields(), stranger.jar)) as Response).status).toBe(404);
    expect((await judgmentRow(app, id)).status).toBe("declined");

    expect(((await postEdit(id, listingEditFields(), seller.jar)) as Response).status).toBe(302);
    expect((await judgmentRow(app, id)).status).toBe("new");
    const [resubmit] = await auditRows(id, "listing.resubmit");
    expect(resubmit.details).toMatchObject({ changed: [] });
    // Waiting for review again: saving now is an ordinary edit, not a second resubmission.
    expect(((await postEdit(id, listingEditFields(), seller.jar)) as Response).status).toBe(302);
    expect(await auditRows(id, "listing.resubmit")).toHaveLength(1);
  });

  it("counts each resubmission against the seller's listing submissions: past the limit the save is refused (429), the listing stays declined", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id, title } = await pendingListing(seller.userId);
    const fields = listingEditFields({ title });
    // Declined and resubmitted unchanged, again and again: each goes back to the queue, up to the limit.
    for (let round = 1; round <= rateLimits.listingSubmissionsPerUser.max; round++) {
      expect((await declineJson({ judgment_id: id, reason: REASON }, admin.jar)).status, `decline ${round}`).toBe(200);
      expect(((await postEdit(id, fields, seller.jar)) as Response).status, `resubmission ${round}`).toBe(302);
      expect((await judgmentRow(app, id)).status).toBe("new");
    }
    expect((await declineJson({ judgment_id: id, reason: REASON }, admin.jar)).status).toBe(200);

    // One more: refused on the page (the message over the form), and in JSON with Retry-After.
    const page = (await postEdit(id, fields, seller.jar)) as any;
    expect(page.init?.status).toBe(429);
    expect(page.data.errors._[0]).toMatch(/You have submitted many listings today\. Please try again in \d+ minutes\./);
    const json = await run(() =>
      detailRoute.middleware[0](
        app.args(
          new Request(`${BASE}/judgments/${id}`, {
            method: "PUT",
            headers: { "content-type": "application/json", accept: "application/json", origin: BASE, cookie: seller.jar.header() },
            body: JSON.stringify(fields),
          }),
          { id: String(id) },
        ),
        async () => new Response("the page", { status: 599 }),
      ),
    );
    expect((json as Response).status).toBe(429);
    expect(Number((json as Response).headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await judgmentRow(app, id)).status).toBe("declined");
    expect(await auditRows(id, "listing.resubmit")).toHaveLength(rateLimits.listingSubmissionsPerUser.max);
    // Another seller is not affected.
    const other = await member(app);
    const theirs = await pendingListing(other.userId);
    expect((await declineJson({ judgment_id: theirs.id, reason: REASON }, admin.jar)).status).toBe(200);
    expect(((await postEdit(theirs.id, listingEditFields({ title: theirs.title }), other.jar)) as Response).status).toBe(302);
  });

  it("the owner may remove a declined listing instead", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await pendingListing(seller.userId);
    expect((await declineJson({ judgment_id: id, reason: REASON }, admin.jar)).status).toBe(200);
    const removed = (await run(() =>
      detailRoute.action(app.args(formRequest(`/judgments/${id}`, { intent: "cancel" }, seller.jar), { id: String(id) })),
    )) as Response;
    expect(removed.status).toBe(302);
    expect((await judgmentRow(app, id)).status).toBe("cancelled");
  });
});

describe("a decision on the listing the administrator saw", () => {
  /** The listing's card on the queue (the last page: the one entering review last is there). */
  async function card(id: number, jar: CookieJar) {
    const last = await queue(jar, `?page=${(await queue(jar)).paging.pageCount}`);
    return last.listings.find((l: { id: number }) => l.id === id);
  }
  const approvals = async (id: number) => auditRows(id, "listing.approve");

  it("refuses to approve a listing resubmitted since the page showed it (declined by another administrator meanwhile): 409, nothing changed", async () => {
    const a = await member(app, { role: "admin" });
    const b = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id, title } = await pendingListing(seller.userId);
    // 9:55: B opens the queue; the card names the version it shows.
    const seen = await card(id, b.jar);
    expect(seen.version).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    // 10:00 A declines it; 10:02 the seller resubmits a changed version.
    expect((await declineJson({ judgment_id: id, reason: REASON }, a.jar)).status).toBe(200);
    const changed = "Default judgment; call the debtor's cousin for the address.";
    expect(((await postEdit(id, listingEditFields({ title, description: changed }), seller.jar)) as Response).status).toBe(302);
    expect((await judgmentRow(app, id)).status).toBe("new");

    // 10:05 B approves from the page opened at 9:55: refused at the card, the card shown again with the new text.
    const refused = await approveForm(
      { judgment_id: String(id), listing_version: seen.version, next_id: "", redirect_to: "/admin/judgments/pending" },
      b.jar,
    );
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/admin/judgments/pending#review-notice");
    b.jar.take(refused);
    const last = await queue(b.jar, `?page=${(await queue(a.jar)).paging.pageCount}`);
    expect(last.notice).toMatchObject({ judgmentId: id, type: "error", description: LISTING_CHANGED });
    // Nothing went wrong: no "there was an issue … Developers have been notified" over it.
    expect(last.notice.title).toBeUndefined();
    const again = last.listings.find((l: { id: number }) => l.id === id);
    expect(again.description.map((segment: { text: string }) => segment.text).join("")).toBe(changed);
    expect(again.version).not.toBe(seen.version);
    expect((await judgmentRow(app, id)).status).toBe("new");
    expect(await approvals(id)).toHaveLength(0);

    // The same in JSON; then, with the version of the text now shown, the approval goes through.
    const json = await run(() =>
      approveRoute.action(args(jsonRequest("/admin/judgments/approve", { judgment_id: id, listing_version: seen.version }, b.jar))),
    );
    expect((json as Response).status).toBe(409);
    expect(await (json as Response).json()).toMatchObject({ message: LISTING_CHANGED });
    expect((await judgmentRow(app, id)).status).toBe("new");
    const approved = await approveForm({ judgment_id: String(id), listing_version: again.version, next_id: "" }, b.jar);
    b.jar.take(approved);
    expect((await queue(b.jar)).notice).toMatchObject({ type: "success", description: reviewToasts.approved });
    expect((await judgmentRow(app, id)).status).toBe("active");
    expect(await approvals(id)).toHaveLength(1);
  });

  it("refuses to decline or question a listing its owner edited since the page showed it; the current version is decided", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id, title } = await pendingListing(seller.userId);
    const seen = await card(id, admin.jar);
    expect(((await postEdit(id, listingEditFields({ title, price: "4100" }), seller.jar)) as Response).status).toBe(302);

    const stale = { judgment_id: id, listing_version: seen.version };
    const declined = await declineJson({ ...stale, reason: REASON }, admin.jar);
    expect(declined.status).toBe(409);
    expect((await declined.json()).message).toBe(LISTING_CHANGED);
    const asked = await requestInfoForm(
      { judgment_id: String(id), listing_version: seen.version, message: "Please upload the abstract of judgment.", next_id: "" },
      admin.jar,
    );
    admin.jar.take(asked);
    expect((await queue(admin.jar)).notice).toMatchObject({ judgmentId: id, type: "error", description: LISTING_CHANGED });
    expect(await auditRows(id, "listing.decline")).toHaveLength(0);
    expect(await auditRows(id, "listing.request_info")).toHaveLength(0);
    expect(await mailTo(seller.email)).toHaveLength(0);
    expect((await judgmentRow(app, id)).status).toBe("new");

    const current = await card(id, admin.jar);
    expect(current.priceCents).toBe(410_000);
    expect((await declineJson({ judgment_id: id, listing_version: current.version, reason: REASON }, admin.jar)).status).toBe(200);
    expect((await judgmentRow(app, id)).status).toBe("declined");
  });

  it("never puts live an edit made at the same moment as the approval of the version before it", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id, title } = await pendingListing(seller.userId);
    const seen = await card(id, admin.jar);
    const changed = "Edited while the administrator was approving.";
    const [approval] = await Promise.all([
      approveForm({ judgment_id: String(id), listing_version: seen.version, next_id: "" }, admin.jar),
      postEdit(id, listingEditFields({ title, description: changed }), seller.jar),
    ]);
    expect(approval.status).toBe(302);
    // Either the approval came first (then the edit of the live listing sent it back to review), or
    // the edit did (then the approval was refused): never live with text nobody reviewed.
    const row = await judgmentRow(app, id);
    expect(row).toMatchObject({ status: "new", description: changed });
  });

  it("acts on the listing as it is when no version is sent (scripts), and on a blank one", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id, title } = await pendingListing(seller.userId);
    expect(((await postEdit(id, listingEditFields({ title, price: "4100" }), seller.jar)) as Response).status).toBe(302);
    expect((await approveJson(id, admin.jar)).status).toBe(200);
    const other = await pendingListing(seller.userId);
    expect((await declineJson({ judgment_id: other.id, listing_version: "", reason: REASON }, admin.jar)).status).toBe(200);
    // Not text: refused as invalid input, nothing done.
    const third = await pendingListing(seller.userId);
    expect((await declineJson({ judgment_id: third.id, listing_version: 42, reason: REASON }, admin.jar)).status).toBe(422);
    expect((await judgmentRow(app, third.id)).status).toBe("new");
  });
});

describe("the review queue's pages and notices", () => {
  it("shows 20 a page, oldest first, with Showing X to Y of Z, and stays on the last page past the end", async () => {
    await app.services.db.update(judgments).set({ status: "cancelled" }).where(eq(judgments.status, "new"));
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const start = Date.now() - 100 * 3_600_000;
    const ids: number[] = [];
    for (let i = 0; i < 45; i++) {
      ids.push((await pendingListing(seller.userId, { createdAt: new Date(start + i * 60_000) })).id);
    }
    const first = await queue(admin.jar);
    expect(first.total).toBe(45);
    expect(first.range).toEqual({ from: 1, to: 20 });
    expect(first.listings.map((l: { id: number }) => l.id)).toEqual(ids.slice(0, 20));
    expect(first.paging).toMatchObject({ page: 1, pageCount: 3, nextUrl: "/admin/judgments/pending?page=2", previousUrl: null });
    expect(first.here).toBe("/admin/judgments/pending");

    const third = await queue(admin.jar, "?page=3");
    expect(third.range).toEqual({ from: 41, to: 45 });
    expect(third.listings.map((l: { id: number }) => l.id)).toEqual(ids.slice(40));
    expect(third.here).toBe("/admin/judgments/pending?page=3");
    expect((await queue(admin.jar, "?page=99")).paging.page).toBe(3);

    // Each summary carries its flags.
    expect(first.listings[0]).toMatchObject({ resubmitted: false, sellerEmailUnverified: expect.any(Boolean), needsLimitReview: false });
  });

  it("puts the notice of an approval where the card was, on the same page, and a refusal on the card itself", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const a = await pendingListing(seller.userId);
    const b = await pendingListing(seller.userId);
    const ok = await approveForm(
      { judgment_id: String(a.id), next_id: String(b.id), redirect_to: "/admin/judgments/pending?page=2" },
      admin.jar,
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/admin/judgments/pending?page=2#review-notice");
    // No flash at the top of the page: the notice is the page's own.
    expect(ok.headers.getSetCookie().some((c) => c.startsWith("jx_toast="))).toBe(false);
    admin.jar.take(ok);
    expect((await queue(admin.jar)).notice).toMatchObject({
      judgmentId: a.id,
      nextId: b.id,
      type: "success",
      description: reviewToasts.approved,
    });

    // A listing fee still due: refused, the notice on that card.
    const unpaid = await pendingListing(seller.userId, { listingFeeCents: 3_500, priceCents: 900_000 });
    const refused = await approveForm({ judgment_id: String(unpaid.id), next_id: "" }, admin.jar);
    admin.jar.take(refused);
    const notice = (await queue(admin.jar)).notice;
    expect(notice).toMatchObject({ judgmentId: unpaid.id, nextId: null, type: "error", title: reviewToasts.approveFailed });
    expect(notice.description).toContain("listing fee");

    // Posted from elsewhere (no next_id): the toast, as before.
    const other = await pendingListing(seller.userId);
    const elsewhere = await approveForm({ judgment_id: String(other.id), redirect_to: "/admin/judgments" }, admin.jar);
    expect(elsewhere.headers.get("location")).toBe("/admin/judgments");
    expect(await toastOf(app, elsewhere)).toMatchObject({ type: "success" });
  });

  it("never sends the administrator off the admin pages", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const { id } = await pendingListing(seller.userId);
    const response = await declineForm({ judgment_id: String(id), next_id: "", reason: REASON, redirect_to: `${BASE}/evil` }, admin.jar);
    expect(response.headers.get("location")).toBe("/admin/judgments/pending#review-notice");
  });
});
