// The assignment step: assignment documents (upload rule, read rule), Mark Assigned and the
// buyer's confirmation with their refusals (401/403/404/409/422), the payout released only on
// confirmation, the e-mails queued, and the pages (owner, buyer, /admin/assignments).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { purchaseMovement } from "~/domain/ledger";
import * as assignedApi from "~/routes/api/assignment/assigned";
import * as approvedApi from "~/routes/api/assignment/buyer-approved";
import * as assignmentList from "~/routes/api/documents/assignment-list";
import * as uploadApi from "~/routes/api/documents/upload";
import * as viewApi from "~/routes/api/documents/view";
import * as adminAssignments from "~/routes/admin/assignments";
import * as adminSold from "~/routes/admin/judgments/sold";
import * as detail from "~/routes/judgments/detail";
import * as sellUpload from "~/routes/listing-wizard/documents-upload";
import { auditLog, judgments, outbox, payouts } from "~/server/db/schema";
import { insertLedgerMovement } from "~/server/queries/payments";
import { BASE, CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, type TestApp } from "../support/app";
import { listing, member, type Member, type MemberOptions } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const api = { origin: BASE, "x-requested-with": "XMLHttpRequest" };

/** Members here have confirmed e-mail and assignment info, as a buyer needs (unless a test says otherwise). */
const WITH_INFO: MemberOptions = { verified: true, address: true };

/** A listing in `status` with an accepted buyer, the pending payout and the purchase movement written at payment. */
async function soldTo(seller: Member, buyer: Member, status: "offer_accepted" | "paid" | "assigned" = "paid") {
  const db = app.services.db;
  const id = await listing(app, seller.userId, {
    buyerId: buyer.userId,
    status,
    amountCents: 800_000,
    priceCents: 100_000,
    // Past the premium first look: other members may know the listing exists.
    listedAt: new Date(Date.now() - 10 * 86_400_000),
  });
  let payoutId: number | null = null;
  if (status !== "offer_accepted") {
    const [payout] = await db
      .insert(payouts)
      .values({
        sellerId: seller.userId,
        judgmentId: id,
        amountCents: 95_000,
        feeCents: 5_000,
        status: "pending",
        transferGroup: `judgment-${id}`,
      })
      .returning({ id: payouts.id });
    payoutId = payout.id;
    await insertLedgerMovement(db, purchaseMovement(100_000, 3_000, 5_000, seller.userId), { judgmentId: id });
  }
  return { id, payoutId };
}

function multipart(fields: Record<string, string | File>, jar?: CookieJar): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`${BASE}/api/judgments/documents`, {
    method: "POST",
    headers: { ...api, ...(jar ? { cookie: jar.header() } : {}) },
    body,
  });
}

async function uploadAssignment(judgmentId: number, jar?: CookieJar, kind = "assignment"): Promise<Response> {
  const file = new File([PDF as Uint8Array<ArrayBuffer>], "assignment.pdf", { type: "application/pdf" });
  return (await run(() =>
    uploadApi.action(app.args(multipart({ judgment_id: String(judgmentId), kind, documents: file }, jar))),
  )) as Response;
}

async function listAssignment(judgmentId: number, jar?: CookieJar): Promise<Response> {
  const request = getRequest(`/api/judgments/documents/${judgmentId}/assignment`, jar, { "x-requested-with": "XMLHttpRequest" });
  return (await run(() => assignmentList.loader(app.args(request, { id: String(judgmentId) })))) as Response;
}

async function markAssigned(judgmentId: unknown, jar?: CookieJar): Promise<Response> {
  return (await run(() =>
    assignedApi.action(app.args(jsonRequest("/api/judgments/assigned", { judgment_id: judgmentId }, jar))),
  )) as Response;
}

async function approve(judgmentId: unknown, jar?: CookieJar): Promise<Response> {
  return (await run(() =>
    approvedApi.action(app.args(jsonRequest("/api/judgments/buyer_approved", { judgment_id: judgmentId }, jar))),
  )) as Response;
}

async function statusOf(id: number) {
  const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, id));
  return row;
}
async function payoutOf(id: number) {
  const [row] = await app.services.db.select().from(payouts).where(eq(payouts.judgmentId, id));
  return row;
}
async function mailsTo(email: string) {
  return app.services.db.select().from(outbox).where(eq(outbox.toAddress, email));
}

describe("assignment documents", () => {
  it("lets the owner upload them once paid and the buyer's info is in, and refuses everyone else", async () => {
    const seller = await member(app, WITH_INFO);
    const buyer = await member(app, WITH_INFO);
    const stranger = await member(app, WITH_INFO);
    const { id } = await soldTo(seller, buyer);

    expect((await uploadAssignment(id, stranger.jar)).status).toBe(403);
    expect((await uploadAssignment(id, buyer.jar)).status).toBe(403);
    expect((await uploadAssignment(id, undefined)).status).toBe(401);
    expect((await uploadAssignment(id, seller.jar, "contract")).status).toBe(422);

    const stored = await uploadAssignment(id, seller.jar);
    expect(stored.status).toBe(201);
    const doc = await stored.json();

    // The listing's own documents do not include it; the assignment list does.
    const listed = await listAssignment(id, seller.jar);
    expect(listed.status).toBe(200);
    expect((await listed.json()).map((d: { id: number }) => d.id)).toEqual([doc.id]);
    expect((await listAssignment(id, buyer.jar)).status).toBe(200);
    const admin = await member(app, { ...WITH_INFO, role: "admin" });
    expect((await listAssignment(id, admin.jar)).status).toBe(200);
    expect([403, 404]).toContain((await listAssignment(id, stranger.jar)).status);
    expect([401, 404]).toContain((await listAssignment(id)).status);

    // Reading the file itself follows the same rule.
    const view = (id: number, jar?: CookieJar) =>
      run(() =>
        viewApi.loader(
          app.args(getRequest(`/api/documents/view/${id}`, jar, { "x-requested-with": "XMLHttpRequest" }), { id: String(id) }),
        ),
      ) as Promise<Response>;
    expect((await view(doc.id, buyer.jar)).status).toBe(200);
    expect([403, 404]).toContain((await view(doc.id, stranger.jar)).status);
  });

  it("refuses assignment documents without the buyer's info (409), before payment and after assignment (409)", async () => {
    const seller = await member(app, WITH_INFO);
    const noInfoBuyer = await member(app, { verified: true });
    const { id } = await soldTo(seller, noInfoBuyer);
    const refused = await uploadAssignment(id, seller.jar);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/^Uh oh\.\.\. looks like the buyer has not yet given us the name and address/);

    const buyer = await member(app, WITH_INFO);
    const accepted = await soldTo(seller, buyer, "offer_accepted");
    expect((await uploadAssignment(accepted.id, seller.jar)).status).toBe(409);
    const assigned = await soldTo(seller, buyer, "assigned");
    expect((await uploadAssignment(assigned.id, seller.jar)).status).toBe(409);
    // Listing documents keep their own rule: closed after payment.
    expect((await uploadAssignment(id, seller.jar, "listing")).status).toBe(409);
  });
});

describe("assignment documents without JavaScript", () => {
  it("stores them through the uploader's form fallback (POST /sell/documents, kind=assignment)", async () => {
    const seller = await member(app, WITH_INFO);
    const buyer = await member(app, WITH_INFO);
    const { id } = await soldTo(seller, buyer);
    const body = new FormData();
    body.append("judgment_id", String(id));
    body.append("kind", "assignment");
    body.append("redirect_to", `/judgments/${id}`);
    body.append("document", new File([PDF as Uint8Array<ArrayBuffer>], "signed.pdf", { type: "application/pdf" }));
    const request = new Request(`${BASE}/sell/documents`, { method: "POST", headers: { origin: BASE, cookie: seller.jar.header() }, body });
    const answer = (await run(() => sellUpload.action(app.args(request)))) as Response;
    expect(answer.status).toBe(302);
    const listed = await (await listAssignment(id, seller.jar)).json();
    expect(listed.map((d: { user_filename: string }) => d.user_filename)).toEqual(["signed.pdf"]);
  });
});

describe("Mark Assigned", () => {
  it("is refused with 409 without documents or buyer info, 403 for others, 422 without an id", async () => {
    const seller = await member(app, WITH_INFO);
    const buyer = await member(app, WITH_INFO);
    const { id } = await soldTo(seller, buyer);
    const noDocs = await markAssigned(id, seller.jar);
    expect(noDocs.status).toBe(409);
    expect((await noDocs.json()).message).toMatch(/assignment documents/);
    expect((await markAssigned(id, buyer.jar)).status).toBe(403);
    expect((await markAssigned("abc", seller.jar)).status).toBe(422);
    expect((await markAssigned(id)).status).toBe(401);
    expect((await markAssigned(99_999_999, seller.jar)).status).toBe(404);

    const noInfoBuyer = await member(app, { verified: true });
    const other = await soldTo(seller, noInfoBuyer);
    const refused = await markAssigned(other.id, seller.jar);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/^Uh oh/);
    expect((await statusOf(other.id)).status).toBe("paid");
  });

  it("moves a paid listing with documents to assigned, e-mails the buyer, and refuses a second time (409)", async () => {
    const seller = await member(app, WITH_INFO);
    const buyer = await member(app, WITH_INFO);
    const { id } = await soldTo(seller, buyer);
    expect((await uploadAssignment(id, seller.jar)).status).toBe(201);
    const done = await markAssigned(id, seller.jar);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ judgment_id: id, status: "assigned" });
    const row = await statusOf(id);
    expect(row.status).toBe("assigned");
    expect(row.sellerTransferredAt).toBeInstanceOf(Date);
    const mails = await mailsTo(buyer.email);
    expect(mails.map((m) => m.subject).join()).toMatch(/Your judgment was assigned: review the documents and confirm/);
    const audit = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "listing.mark_assigned")));
    expect(audit).toHaveLength(1);
    // The payout is still pending: only the buyer's confirmation releases it.
    expect((await payoutOf(id)).status).toBe("pending");
    expect((await markAssigned(id, seller.jar)).status).toBe(409);
  });

  it("works from the judgment page's form (intent=mark_assigned): a redirect back with a toast", async () => {
    const seller = await member(app, WITH_INFO);
    const buyer = await member(app, WITH_INFO);
    const { id } = await soldTo(seller, buyer);
    const post = async (jar: CookieJar, intent: string) =>
      (await run(() => detail.action(app.args(formRequest(`/judgments/${id}`, { intent }, jar), { id: String(id) })))) as Response;
    const refused = await post(seller.jar, "mark_assigned");
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe(`/judgments/${id}`);
    expect((await statusOf(id)).status).toBe("paid");
    expect((await uploadAssignment(id, seller.jar)).status).toBe(201);
    const done = await post(seller.jar, "mark_assigned");
    expect(done.headers.get("location")).toBe(`/judgments/${id}`);
    expect(done.headers.get("set-cookie")).toBeTruthy();
    expect((await statusOf(id)).status).toBe("assigned");
    const confirmed = await post(buyer.jar, "confirm_receipt");
    expect(confirmed.headers.get("location")).toBe(`/judgments/${id}?completed=1`);
    expect((await statusOf(id)).status).toBe("sold");
    expect((await payoutOf(id)).status).toBe("released");
  });
});

describe("buyer confirmation", () => {
  it("is the accepted buyer's only (403), on an assigned listing only (409)", async () => {
    const seller = await member(app, WITH_INFO);
    const buyer = await member(app, WITH_INFO);
    const stranger = await member(app, WITH_INFO);
    const admin = await member(app, { ...WITH_INFO, role: "admin" });
    const paid = await soldTo(seller, buyer);
    expect((await approve(paid.id, buyer.jar)).status).toBe(409);
    const assigned = await soldTo(seller, buyer, "assigned");
    expect((await approve(assigned.id, seller.jar)).status).toBe(403);
    expect((await approve(assigned.id, stranger.jar)).status).toBe(403);
    expect((await approve(assigned.id, admin.jar)).status).toBe(403);
    expect((await approve("", buyer.jar)).status).toBe(422);
    expect((await payoutOf(assigned.id)).status).toBe("pending");
    expect((await payoutOf(paid.id)).status).toBe("pending");
  });

  it("sells the listing, releases the payout and e-mails the seller in one step; twice is 409", async () => {
    const seller = await member(app, WITH_INFO);
    const buyer = await member(app, WITH_INFO);
    const { id } = await soldTo(seller, buyer, "assigned");
    const done = await approve(id, buyer.jar);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ judgment_id: id, status: "sold" });
    const row = await statusOf(id);
    expect(row.status).toBe("sold");
    expect(row.soldAt).toBeInstanceOf(Date);
    const payout = await payoutOf(id);
    expect(payout.status).toBe("released");
    expect(payout.releasedAt).toBeInstanceOf(Date);
    expect(payout.completedAt).toBeNull();
    const mails = await mailsTo(seller.email);
    expect(mails.map((m) => m.subject).join()).toMatch(/Your sale is complete; your payout is released/);
    expect(mails.find((m) => /sale is complete/.test(m.subject))?.bodyText).toMatch(/\$950\b/);

    const again = await approve(id, buyer.jar);
    expect(again.status).toBe(409);
    expect((await payoutOf(id)).releasedAt?.getTime()).toBe(payout.releasedAt?.getTime());
  });

  it("lets only one of two simultaneous confirmations through", async () => {
    const seller = await member(app, WITH_INFO);
    const buyer = await member(app, WITH_INFO);
    const { id } = await soldTo(seller, buyer, "assigned");
    const answers = await Promise.all([approve(id, buyer.jar), approve(id, buyer.jar)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const mails = (await mailsTo(seller.email)).filter((m) => /sale is complete/.test(m.subject));
    expect(mails).toHaveLength(1);
  });
});

describe("pages", () => {
  it("shows the owner the buyer's assignment info and the buyer the assignment; strangers nothing", async () => {
    const seller = await member(app, WITH_INFO);
    const buyer = await member(app, WITH_INFO);
    const stranger = await member(app, WITH_INFO);
    const { id } = await soldTo(seller, buyer);
    const load = async (jar: CookieJar, query = "") =>
      (await run(() => detail.loader(app.args(getRequest(`/judgments/${id}${query}`, jar), { id: String(id) })))) as any;
    const owner = await load(seller.jar);
    expect(owner.assignment.role).toBe("owner");
    expect(owner.assignment.buyerInfo).toMatchObject({ address1: "1 Main St", city: "Fresno", state: "CA", zip: "93721" });
    const asBuyer = await load(buyer.jar);
    expect(asBuyer.assignment.role).toBe("buyer");
    const other = await load(stranger.jar);
    expect(other instanceof Response ? null : other.assignment).toBeNull();
  });

  it("lists paid and assigned listings for administrators on /admin/assignments, and refuses members", async () => {
    const seller = await member(app, WITH_INFO);
    const buyer = await member(app, WITH_INFO);
    const admin = await member(app, { ...WITH_INFO, role: "admin" });
    const paid = await soldTo(seller, buyer);
    const assigned = await soldTo(seller, buyer, "assigned");
    const data = (await run(() => adminAssignments.loader(app.args(getRequest("/admin/assignments", admin.jar))))) as any;
    const paidRow = data.paid.find((r: { id: number }) => r.id === paid.id);
    expect(paidRow).toMatchObject({ buyerInfoGiven: true, documentsCount: 0, days: 0 });
    expect(data.assigned.map((r: { id: number }) => r.id)).toContain(assigned.id);
    const refused = (await run(() => adminAssignments.loader(app.args(getRequest("/admin/assignments", buyer.jar))))) as Response;
    expect(refused.status).toBe(403);
  });

  it("shows the completed sale's fees and payout on /admin/judgments/sold", async () => {
    const seller = await member(app, WITH_INFO);
    const buyer = await member(app, WITH_INFO);
    const admin = await member(app, { ...WITH_INFO, role: "admin" });
    const { id } = await soldTo(seller, buyer, "assigned");
    expect((await approve(id, buyer.jar)).status).toBe(200);
    const data = (await run(() => adminSold.loader(app.args(getRequest("/admin/judgments/sold", admin.jar))))) as any;
    const row = data.rows.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ buyerFeeCents: 3_000, sellerFeeCents: 5_000, payoutCents: 95_000, payoutStatus: "released" });
  });
});
