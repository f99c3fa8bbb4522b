// A listing's documents and the review (issue 27's review, items 1, 14, 16; docs/decisions/0032 and
// 0036): adding a document moves the listing's version on, so an administrator's decision on the
// version seen before is refused; the owner's public document sends a live listing back to review
// (a private one, or an administrator's, keeps it live), said before and after the upload; and a
// file name the moderation check flags reads "Document N.pdf" to every other member, in every
// place a name reaches them, while the owner and administrators read it as uploaded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as approveRoute from "~/routes/admin/judgments/approve";
import * as declineRoute from "~/routes/admin/judgments/decline";
import * as pendingRoute from "~/routes/admin/judgments/pending";
import * as adminDocumentsApi from "~/routes/api/admin/documents";
import * as judgmentApi from "~/routes/api/judgments/judgment";
import * as listApi from "~/routes/api/documents/list";
import * as uploadApi from "~/routes/api/documents/upload";
import * as viewApi from "~/routes/api/documents/view";
import * as detailRoute from "~/routes/judgments/detail";
import * as documentsPage from "~/routes/listing-wizard/documents";
import { DOCUMENT_SENT_TO_REVIEW, documentUploadNote } from "~/domain/listing-edits";
import { LISTING_CHANGED } from "~/server/admin/listing-review";
import { auditLog, judgments } from "~/server/db/schema";
import { insertBannedWord } from "~/server/queries/banned-words";
import { BASE, createTestApp, getRequest, jsonRequest, run, unwrap, type CookieJar, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";
import { judgmentRow } from "../support/rows";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"),
);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const pdf = (name: string) => new File([PDF as Uint8Array<ArrayBuffer>], name, { type: "application/pdf" });

async function upload(judgmentId: number, file: File, jar: CookieJar): Promise<Response> {
  const body = new FormData();
  body.append("judgment_id", String(judgmentId));
  body.append("documents", file);
  const request = new Request(`${BASE}/api/judgments/documents`, {
    method: "POST",
    headers: { origin: BASE, "x-requested-with": "XMLHttpRequest", cookie: jar.header() },
    body,
  });
  return (await run(() => uploadApi.action(app.args(request)))) as Response;
}

async function uploaded(
  judgmentId: number,
  file: File,
  jar: CookieJar,
): Promise<{ id: number; sent_to_review: boolean; message?: string }> {
  const response = await upload(judgmentId, file, jar);
  expect(response.status).toBe(201);
  return response.json();
}

const api = { "x-requested-with": "XMLHttpRequest" };
const auditOf = (id: number, action: string) =>
  app.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "judgment"), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));
const setStatus = (id: number, status: "active" | "new") => app.services.db.update(judgments).set({ status }).where(eq(judgments.id, id));

describe("adding a document moves the listing's review version on", () => {
  const queue = async (jar: CookieJar, query = "") =>
    unwrap(await run(() => pendingRoute.loader(app.args(getRequest(`/admin/judgments/pending${query}`, jar))))).data;
  /** The listing's card on the review queue, as the administrator's page shows it (its version included). */
  async function card(id: number, jar: CookieJar) {
    for (let page = 1; page <= (await queue(jar)).paging.pageCount; page += 1) {
      const found = (await queue(jar, `?page=${page}`)).listings.find((l: { id: number }) => l.id === id);
      if (found) return found;
    }
    throw new Error(`listing ${id} is not in the queue`);
  }
  const decide = async (route: typeof approveRoute | typeof declineRoute, path: string, body: Record<string, unknown>, jar: CookieJar) =>
    (await run(() => route.action(app.args(jsonRequest(path, body, jar))))) as Response;

  it("refuses (409) an approval or a decline of the version before the owner's upload; the version after is approved", async () => {
    const admin = await member(app, { role: "admin" });
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "new", listedAt: null });
    const seen = await card(id, admin.jar);
    expect(seen.documentsCount).toBe(0);

    await uploaded(id, pdf("abstract-of-judgment.pdf"), seller.jar);

    const approve = await decide(approveRoute, "/admin/judgments/approve", { judgment_id: id, listing_version: seen.version }, admin.jar);
    expect(approve.status).toBe(409);
    expect((await approve.json()).message).toBe(LISTING_CHANGED);
    const decline = await decide(
      declineRoute,
      "/admin/judgments/decline",
      { judgment_id: id, listing_version: seen.version, reason: "The abstract of judgment is unreadable; please upload it again." },
      admin.jar,
    );
    expect(decline.status).toBe(409);
    expect((await judgmentRow(app, id)).status).toBe("new");
    expect(await auditOf(id, "listing.approve")).toHaveLength(0);

    const now = await card(id, admin.jar);
    expect(now.documentsCount).toBe(1);
    expect(now.version).not.toBe(seen.version);
    expect(
      (await decide(approveRoute, "/admin/judgments/approve", { judgment_id: id, listing_version: now.version }, admin.jar)).status,
    ).toBe(200);
    expect((await judgmentRow(app, id)).status).toBe("active");
  });

  it("an administrator's document moves the version on too", async () => {
    const admin = await member(app, { role: "admin" });
    const other = await member(app, { role: "admin" });
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "new", listedAt: null });
    const seen = await card(id, admin.jar);
    await uploaded(id, pdf("court-docket.pdf"), other.jar);
    const approve = await decide(approveRoute, "/admin/judgments/approve", { judgment_id: id, listing_version: seen.version }, admin.jar);
    expect(approve.status).toBe(409);
  });
});

describe("a document added to a live listing", () => {
  let seller: Member, admin: Member;
  beforeAll(async () => {
    seller = await member(app);
    admin = await member(app, { role: "admin" });
  });

  it("sends an active listing whose documents are public back to review, audited with the document, and says so", async () => {
    const id = await listing(app, seller.userId);
    const answer = await uploaded(id, pdf("judgment.pdf"), seller.jar);
    expect(answer).toMatchObject({ sent_to_review: true, message: DOCUMENT_SENT_TO_REVIEW });
    expect((await judgmentRow(app, id)).status).toBe("new");
    const audits = await auditOf(id, "listing.edit_reviewed");
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: seller.userId,
      fromStatus: "active",
      toStatus: "new",
      details: { documentAdded: answer.id },
    });

    // In review now: a second document is reviewed with it, nothing more happens.
    const second = await uploaded(id, pdf("abstract.pdf"), seller.jar);
    expect(second.sent_to_review).toBe(false);
    expect(second).not.toHaveProperty("message");
    expect(await auditOf(id, "listing.edit_reviewed")).toHaveLength(1);
  });

  it("sends a hidden listing whose documents are public back to review too", async () => {
    const id = await listing(app, seller.userId, { status: "hidden" });
    expect((await uploaded(id, pdf("judgment.pdf"), seller.jar)).sent_to_review).toBe(true);
    expect((await judgmentRow(app, id)).status).toBe("new");
  });

  it("keeps a listing live when its documents are private, and when an administrator adds the document", async () => {
    const privateId = await listing(app, seller.userId, { privacy: "private" });
    const answer = await uploaded(privateId, pdf("judgment.pdf"), seller.jar);
    expect(answer.sent_to_review).toBe(false);
    expect(answer).not.toHaveProperty("message");
    expect((await judgmentRow(app, privateId)).status).toBe("active");
    expect(await auditOf(privateId, "listing.edit_reviewed")).toHaveLength(0);

    const publicId = await listing(app, seller.userId);
    expect((await uploaded(publicId, pdf("docket.pdf"), admin.jar)).sent_to_review).toBe(false);
    expect((await judgmentRow(app, publicId)).status).toBe("active");
  });

  it("tells the seller before uploading, on the listing page and the upload step, what a document does to the live listing", async () => {
    const ownerView = async (id: number) =>
      ((await run(() => detailRoute.loader(app.args(getRequest(`/judgments/${id}`, seller.jar), { id: String(id) })))) as any).ownerView;
    const step = async (id: number) =>
      ((await run(() => documentsPage.loader(app.args(getRequest(`/sell/documents/${id}`, seller.jar), { id: String(id) })))) as any)
        .uploadNote;
    const live = await listing(app, seller.userId);
    const livePrivate = await listing(app, seller.userId, { privacy: "private" });
    const pending = await listing(app, seller.userId, { status: "new", listedAt: null });

    const reviewNote = documentUploadNote({ status: "active", privacy: "public" });
    expect(reviewNote).toMatch(/adding a document sends it back for review/);
    expect((await ownerView(live)).uploadNote).toBe(reviewNote);
    expect(await step(live)).toBe(reviewNote);
    const keptNote = documentUploadNote({ status: "active", privacy: "private" });
    expect(keptNote).toMatch(/keeps it live/);
    expect((await ownerView(livePrivate)).uploadNote).toBe(keptNote);
    expect((await ownerView(pending)).uploadNote).toBeNull();
    expect(await step(pending)).toBeNull();
    // An administrator's upload keeps it live: no warning on the step for them.
    const adminStep = (await run(() =>
      documentsPage.loader(app.args(getRequest(`/sell/documents/${live}`, admin.jar), { id: String(live) })),
    )) as any;
    expect(adminStep.uploadNote).toBeNull();
  });
});

describe("a file name with contact details", () => {
  const NAME = "call-312-555-0187.pdf";
  let seller: Member, other: Member, admin: Member, buyer: Member;
  let publicId: number, flaggedId: number, cleanId: number;

  beforeAll(async () => {
    [seller, other, admin, buyer] = [await member(app), await member(app), await member(app, { role: "admin" }), await member(app)];
    publicId = await listing(app, seller.userId);
    flaggedId = (await uploaded(publicId, pdf(NAME), seller.jar)).id;
    cleanId = (await uploaded(publicId, new File([PNG as Uint8Array<ArrayBuffer>], "judgment page 1.png"), seller.jar)).id;
    // The owner's documents sent it back to review; approved again.
    await setStatus(publicId, "active");
  });

  const listFor = async (id: number, jar?: CookieJar) =>
    (
      (await run(() => listApi.loader(app.args(getRequest(`/api/judgments/documents/${id}`, jar, api), { id: String(id) })))) as Response
    ).json();
  const viewFor = async (documentId: number, jar?: CookieJar) =>
    (await run(() =>
      viewApi.loader(app.args(getRequest(`/api/documents/view/${documentId}`, jar, api), { id: String(documentId) })),
    )) as Response;
  const pageFor = async (id: number, jar?: CookieJar) =>
    (await run(() => detailRoute.loader(app.args(getRequest(`/judgments/${id}`, jar), { id: String(id) })))) as any;
  const judgmentFor = async (id: number, jar?: CookieJar) =>
    ((await run(() => judgmentApi.loader(app.args(getRequest(`/api/judgments/${id}`, jar, api), { id: String(id) })))) as Response).json();

  it("reads 'Document N.pdf' to another member in the list, on the judgment page, in GET /api/judgments/{id} and in the download", async () => {
    const neutral = `Document ${flaggedId}.pdf`;
    expect(await listFor(publicId, other.jar)).toEqual([
      { id: flaggedId, user_filename: neutral, created_at: expect.any(String), doc_url: `/api/documents/view/${flaggedId}` },
      { id: cleanId, user_filename: "judgment page 1.png", created_at: expect.any(String), doc_url: `/api/documents/view/${cleanId}` },
    ]);
    const page = await pageFor(publicId, other.jar);
    expect(page.documents.map((d: { userFilename: string; flagged: unknown }) => [d.userFilename, d.flagged])).toEqual([
      [neutral, null],
      ["judgment page 1.png", null],
    ]);
    expect((await judgmentFor(publicId, other.jar)).documents.map((d: { user_filename: string }) => d.user_filename)).toEqual([
      neutral,
      "judgment page 1.png",
    ]);
    const file = await viewFor(flaggedId, other.jar);
    expect(file.status).toBe(200);
    const disposition = file.headers.get("content-disposition")!;
    expect(disposition).toContain(`filename="${neutral}"`);
    expect(disposition).not.toContain("312");
    expect((await viewFor(cleanId, other.jar)).headers.get("content-disposition")).toContain('filename="judgment page 1.png"');
  });

  it("reads the original to the owner, told what others read; administrators see it with the phone number marked", async () => {
    const neutral = `Document ${flaggedId}.pdf`;
    const own = await listFor(publicId, seller.jar);
    expect(own[0]).toMatchObject({ id: flaggedId, user_filename: NAME, shown_to_others: neutral });
    expect(own[1]).not.toHaveProperty("shown_to_others");
    expect((await viewFor(flaggedId, seller.jar)).headers.get("content-disposition")).toContain(`filename="${NAME}"`);
    expect((await judgmentFor(publicId, seller.jar)).documents[0]).toMatchObject({ user_filename: NAME, shown_to_others: neutral });
    // The owner's page hands the list what others read (the DocumentList says it beside the name).
    expect((await pageFor(publicId, seller.jar)).documents[0]).toMatchObject({ userFilename: NAME, flagged: { othersSee: neutral } });

    const asAdmin = await pageFor(publicId, admin.jar);
    expect(asAdmin.documents[0].userFilename).toBe(NAME);
    expect(asAdmin.documents[0].flagged.othersSee).toBe(neutral);
    expect(asAdmin.documents[0].flagged.segments).toContainEqual({ text: "312-555-0187", hit: "phone" });
    expect((await viewFor(flaggedId, admin.jar)).headers.get("content-disposition")).toContain(`filename="${NAME}"`);
    const adminList = (await run(() =>
      adminDocumentsApi.action(app.args(jsonRequest("/api/admin/documents", { judgment_id: publicId }, admin.jar))),
    )) as Response;
    expect((await adminList.json())[0]).toMatchObject({ user_filename: NAME, shown_to_others: neutral });
  });

  it("reads 'Document N.pdf' to the buyer of a private listing too, and hides a banned word alike", async () => {
    await insertBannedWord(app.services.db, "scumbag");
    const privateId = await listing(app, seller.userId, { privacy: "private", status: "new", listedAt: null });
    const banned = (await uploaded(privateId, pdf("Scumbag debtor file.pdf"), seller.jar)).id;
    await app.services.db
      .update(judgments)
      .set({ status: "paid", buyerId: buyer.userId, listedAt: new Date("2025-01-10T15:00:00Z") })
      .where(eq(judgments.id, privateId));
    expect((await listFor(privateId, buyer.jar)).map((d: { user_filename: string }) => d.user_filename)).toEqual([
      `Document ${banned}.pdf`,
    ]);
    expect((await viewFor(banned, buyer.jar)).headers.get("content-disposition")).toContain(`filename="Document ${banned}.pdf"`);
    expect((await listFor(privateId, seller.jar))[0].user_filename).toBe("Scumbag debtor file.pdf");
  });
});
