// Listing documents: the upload API (types by content, size, owner, status), the form fallback,
// the list and view endpoints (who may read what, the served headers), and the upload page.
import { readStored } from "../support/storage-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as listApi from "~/routes/api/documents/list";
import * as uploadApi from "~/routes/api/documents/upload";
import * as viewApi from "~/routes/api/documents/view";
import * as documentsPage from "~/routes/listing-wizard/documents";
import * as formUpload from "~/routes/listing-wizard/documents-upload";
import { uploadLimits } from "~/config/limits";
import { MAX_DOCUMENT_BYTES } from "~/domain/document-types";
import { documents, judgments } from "~/server/db/schema";
import { contentDisposition } from "~/server/documents/read";
import { LISTING_FULL, storeListingDocument } from "~/server/documents/upload";
import { createMemoryStorage, type FileStorage } from "~/server/storage/storage";
import { readToast } from "~/server/toast";
import { BASE, CookieJar, createTestApp, getRequest, run, unwrap, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";

// A real 1×1 PNG, a small PDF, and a Windows executable (MZ header) wearing a .png name.
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"),
);
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
const DOC = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);

/** Memory storage that remembers which keys are live, to prove nothing is left behind. */
function trackedStorage(): FileStorage & { keys: Set<string> } {
  const inner = createMemoryStorage();
  const keys = new Set<string>();
  return {
    keys,
    async put(key, bytes) {
      await inner.put(key, bytes);
      keys.add(key);
    },
    async putStream(key, source, maxBytes) {
      const size = await inner.putStream(key, source, maxBytes);
      keys.add(key);
      return size;
    },
    getStream: (key) => inner.getStream(key),
    async delete(key) {
      await inner.delete(key);
      keys.delete(key);
    },
  };
}

let app: TestApp;
let storage: ReturnType<typeof trackedStorage>;
beforeAll(async () => {
  app = await createTestApp();
  storage = trackedStorage();
  app.services.storage = storage;
});
afterAll(async () => {
  await app?.close();
});

const api = { origin: BASE, "x-requested-with": "XMLHttpRequest" };

function multipart(
  path: string,
  fields: Record<string, string | File | File[]>,
  jar?: CookieJar,
  headers: Record<string, string> = api,
): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(BASE + path, { method: "POST", headers: { ...headers, ...(jar ? { cookie: jar.header() } : {}) }, body });
}

const file = (bytes: Uint8Array, name: string, type = "application/octet-stream") =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

async function upload(judgmentId: number | string, doc: File | File[] | undefined, jar?: CookieJar): Promise<Response> {
  const fields: Record<string, string | File | File[]> = { judgment_id: String(judgmentId) };
  if (doc) fields.documents = doc;
  return (await run(() => uploadApi.action(app.args(multipart("/api/judgments/documents", fields, jar))))) as Response;
}

async function listDocs(judgmentId: number | string, jar?: CookieJar): Promise<Response> {
  const request = getRequest(`/api/judgments/documents/${judgmentId}`, jar, { "x-requested-with": "XMLHttpRequest" });
  return (await run(() => listApi.loader(app.args(request, { id: String(judgmentId) })))) as Response;
}

async function view(documentId: number | string, jar?: CookieJar, query = "", headers: Record<string, string> = {}): Promise<Response> {
  const request = getRequest(`/api/documents/view/${documentId}${query}`, jar, { "x-requested-with": "XMLHttpRequest", ...headers });
  return (await run(() => viewApi.loader(app.args(request, { id: String(documentId) })))) as Response;
}

async function documentRows(judgmentId: number) {
  return app.services.db.select().from(documents).where(eq(documents.judgmentId, judgmentId));
}

describe("POST /api/judgments/documents", () => {
  it("stores a PNG and a PDF for the owner, typed by their content, and answers 201", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "new" });

    const png = await upload(id, file(PNG, "C:\\scans\\judgment page 1.png", "image/png"), seller.jar);
    expect(png.status).toBe(201);
    const body = await png.json();
    expect(body).toEqual({
      id: expect.any(Number),
      user_filename: "judgment page 1.png",
      created_at: expect.any(String),
      sent_to_review: false,
    });

    // The browser's claimed type is ignored: the content decides.
    const pdf = await upload(id, file(PDF, "judgment.pdf", "text/html"), seller.jar);
    expect(pdf.status).toBe(201);

    const rows = await documentRows(id);
    expect(rows.map((r) => [r.kind, r.uploaderId, r.contentType, r.sizeBytes])).toEqual([
      ["listing", seller.userId, "image/png", PNG.length],
      ["listing", seller.userId, "application/pdf", PDF.length],
    ]);
    expect(await readStored(storage, rows[0].storageKey)).toEqual(PNG);
    expect(rows[0].storageKey).toMatch(/^documents\/\d{4}-\d{2}\/[0-9a-f]{32}$/);
  });

  it("refuses an executable renamed .png with a clear 422 message and keeps nothing", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const before = storage.keys.size;
    const response = await upload(id, file(EXE, "judgment.png", "image/png"), seller.jar);
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(errors.documents[0]).toBe(
      '"judgment.png" is not a GIF, PNG, JPG, PDF, DOC or RTF file. Its content does not match an accepted document type.',
    );
    expect(await documentRows(id)).toEqual([]);
    expect(storage.keys.size).toBe(before);
  });

  it("refuses a file over 20 MB (the size rule, once, on a 20 MB + 1 byte file)", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(PDF);
    const result = await storeListingDocument(app.services, {
      judgmentId: id,
      uploader: { id: seller.userId, roles: [] },
      file: file(big, "huge.pdf"),
    });
    expect(result).toEqual({ ok: false, status: 422, message: '"huge.pdf" is larger than 20 MB.' });
    expect(await documentRows(id)).toEqual([]);
  });

  it("refuses a document past the listing's limit, keeping nothing of it", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const rows = Array.from({ length: uploadLimits.documentsPerListing }, (_, i) => ({
      judgmentId: id,
      uploaderId: seller.userId,
      kind: "listing" as const,
      storageKey: `full-${id}-${i}`,
      originalName: `page-${i}.pdf`,
      contentType: "application/pdf",
      sizeBytes: 10,
    }));
    await app.services.db.insert(documents).values(rows);
    const before = storage.keys.size;
    const result = await storeListingDocument(app.services, {
      judgmentId: id,
      uploader: { id: seller.userId, roles: [] },
      file: file(PDF, "one-more.pdf"),
    });
    expect(result).toEqual({ ok: false, status: 422, message: LISTING_FULL });
    expect(LISTING_FULL).toBe("A listing holds at most 50 documents.");
    expect(await documentRows(id)).toHaveLength(uploadLimits.documentsPerListing);
    expect(storage.keys.size).toBe(before);
  });

  it("answers 422 for a missing file, an empty file, two files or a missing judgment_id, and 400 for an unreadable body", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    expect((await (await upload(id, undefined, seller.jar)).json()).errors.documents).toEqual(["Choose a file to upload."]);
    expect((await (await upload(id, file(new Uint8Array(), "empty.pdf"), seller.jar)).json()).errors.documents).toEqual([
      '"empty.pdf" is empty.',
    ]);
    const two = await upload(id, [file(PNG, "a.png"), file(PDF, "b.pdf")], seller.jar);
    expect(two.status).toBe(422);
    expect((await two.json()).errors.documents).toEqual(["Send one file per request."]);
    const noId = await upload("", file(PNG, "a.png"), seller.jar);
    expect(noId.status).toBe(422);
    expect((await noId.json()).errors.judgment_id).toBeTruthy();

    const garbled = new Request(BASE + "/api/judgments/documents", {
      method: "POST",
      headers: { ...api, cookie: seller.jar.header(), "content-type": "multipart/form-data; boundary=xyz" },
      body: "--nope\r\nthis is not multipart",
    });
    expect(((await run(() => uploadApi.action(app.args(garbled)))) as Response).status).toBe(400);
    const json = new Request(BASE + "/api/judgments/documents", {
      method: "POST",
      headers: { ...api, cookie: seller.jar.header(), "content-type": "application/json" },
      body: JSON.stringify({ judgment_id: id }),
    });
    expect(((await run(() => uploadApi.action(app.args(json)))) as Response).status).toBe(400);
  });

  it("lets only the owner and administrators upload, and only while new, active or hidden", async () => {
    const seller = await member(app);
    const other = await member(app);
    const admin = await member(app, { role: "admin" });
    const active = await listing(app, seller.userId);
    const pending = await listing(app, seller.userId, { status: "new" });

    expect((await upload(active, file(PNG, "a.png"))).status).toBe(401);
    const foreign = await upload(active, file(PNG, "a.png"), other.jar);
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).message).toBe("Only the listing's owner can add documents to it.");
    // A listing the member cannot even see answers like a missing one.
    expect((await upload(pending, file(PNG, "a.png"), other.jar)).status).toBe(404);
    expect((await upload(999_999, file(PNG, "a.png"), seller.jar)).status).toBe(404);

    const byAdmin = await upload(pending, file(PNG, "a.png"), admin.jar);
    expect(byAdmin.status).toBe(201);
    expect((await documentRows(pending))[0].uploaderId).toBe(admin.userId);

    for (const status of ["hidden"] as const) {
      expect((await upload(await listing(app, seller.userId, { status }), file(PNG, "a.png"), seller.jar)).status).toBe(201);
    }
    for (const status of ["offer_accepted", "sold", "cancelled"] as const) {
      const refused = await upload(await listing(app, seller.userId, { status }), file(PNG, "a.png"), seller.jar);
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toMatch(
        /^Documents can no longer be added: (an offer on this listing was already accepted|this listing was already sold|this listing was removed)\.$/,
      );
    }
  });

  it("deletes the stored file again when the database refuses the row", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const before = storage.keys.size;
    // An administrator id that is not a user: the insert breaks its foreign key after the file was written.
    const attempt = storeListingDocument(app.services, {
      judgmentId: id,
      uploader: { id: 987_654, roles: ["admin"] },
      file: file(PNG, "a.png"),
    });
    await expect(attempt).rejects.toThrow();
    expect(storage.keys.size).toBe(before);
    expect(await documentRows(id)).toEqual([]);
  });
});

describe("POST /sell/documents (the form without JavaScript)", () => {
  async function post(fields: Record<string, string | File | File[]>, jar?: CookieJar) {
    const request = multipart("/sell/documents", fields, jar, { origin: BASE });
    return (await run(() => formUpload.action(app.args(request)))) as Response;
  }
  async function toastOf(response: Response) {
    const jar = new CookieJar().take(response);
    return (await readToast(getRequest("/", jar), app.services)).toast;
  }

  it("stores several files, refuses the bad one, and returns to the page with a toast", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const response = await post(
      { judgment_id: String(id), document: [file(PNG, "scan.png"), file(EXE, "setup.png"), file(PDF, "judgment.pdf")] },
      seller.jar,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/sell/documents/${id}`);
    const toast = await toastOf(response);
    expect(toast?.type).toBe("error");
    // The live listing's documents are public: the first one sent it back to review (docs/decisions/0036).
    expect(toast?.description).toMatch(
      /^2 documents were uploaded; 1 could not be\. Your listing went back for review because of the new document: .* "setup\.png" is not a GIF/,
    );
    expect((await documentRows(id)).map((r) => r.originalName)).toEqual(["scan.png", "judgment.pdf"]);

    const ok = await post({ judgment_id: String(id), document: file(PNG, "more.png"), redirect_to: `/judgments/${id}` }, seller.jar);
    expect(ok.headers.get("location")).toBe(`/judgments/${id}`);
    expect(await toastOf(ok)).toEqual({ type: "success", description: "1 document was uploaded." });

    const elsewhere = await post({ judgment_id: String(id), document: file(PNG, "x.png"), redirect_to: "/\t/evil.example" }, seller.jar);
    expect(elsewhere.headers.get("location")).toBe(`/sell/documents/${id}`);
  });

  it("asks for a file, sends visitors to sign in, and refuses other people's listings", async () => {
    const seller = await member(app);
    const other = await member(app);
    const id = await listing(app, seller.userId);
    const empty = await post({ judgment_id: String(id), document: new File([], "") }, seller.jar);
    expect((await toastOf(empty))?.description).toBe("Choose one or more files to upload.");
    // A visitor is sent to sign in before the body is read, so the way back comes from the Referer.
    const visitorRequest = multipart("/sell/documents", { judgment_id: String(id), document: file(PNG, "a.png") }, undefined, {
      origin: BASE,
      referer: `${BASE}/sell/documents/${id}`,
    });
    const visitor = (await run(() => formUpload.action(app.args(visitorRequest)))) as Response;
    expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/sell/documents/${id}`)}`);
    expect((await post({ judgment_id: String(id), document: file(PNG, "a.png") }, other.jar)).status).toBe(403);
    const sold = await listing(app, seller.userId, { status: "sold" });
    expect((await toastOf(await post({ judgment_id: String(sold), document: file(PNG, "a.png") }, seller.jar)))?.description).toMatch(
      /no longer be added/,
    );
  });

  it("GET /sell/documents opens the latest listing that takes documents, or the listing flow", async () => {
    const seller = await member(app);
    const get = async (jar: CookieJar) => (await run(() => formUpload.loader(app.args(getRequest("/sell/documents", jar))))) as Response;
    expect((await get(seller.jar)).headers.get("location")).toBe("/sell");
    const first = await listing(app, seller.userId, { status: "new" });
    await listing(app, seller.userId, { status: "sold" });
    expect((await get(seller.jar)).headers.get("location")).toBe(`/sell/documents/${first}`);
  });
});

describe("reading documents", () => {
  let seller: Member, other: Member, admin: Member, buyer: Member;
  let publicId: number, privateId: number, soldPrivateId: number, pendingId: number;
  let pngId: number, pdfId: number, docId: number, privateDocId: number;

  beforeAll(async () => {
    [seller, other, admin, buyer] = [await member(app), await member(app), await member(app, { role: "admin" }), await member(app)];
    publicId = await listing(app, seller.userId);
    privateId = await listing(app, seller.userId, { privacy: "private" });
    soldPrivateId = await listing(app, seller.userId, { privacy: "private", status: "paid", buyerId: buyer.userId });
    pendingId = await listing(app, seller.userId, { status: "new" });
    const id = async (r: Response) => (await r.json()).id as number;
    pngId = await id(await upload(publicId, file(PNG, "Final judgment — page 1.png"), seller.jar));
    pdfId = await id(await upload(publicId, file(PDF, "judgment.pdf"), seller.jar));
    docId = await id(await upload(publicId, file(DOC, "notes.doc"), seller.jar));
    // The owner's documents sent the public listing back to review (docs/decisions/0036): approved again.
    await app.services.db.update(judgments).set({ status: "active" }).where(eq(judgments.id, publicId));
    privateDocId = await id(await upload(privateId, file(PDF, "private.pdf"), seller.jar));
    await upload(pendingId, file(PNG, "pending.png"), seller.jar);
  });

  it("lists a listing's documents to whom decision 0009 allows", async () => {
    const own = await listDocs(publicId, seller.jar);
    expect(own.status).toBe(200);
    const list = await own.json();
    expect(list).toEqual([
      { id: pngId, user_filename: "Final judgment — page 1.png", created_at: expect.any(String), doc_url: `/api/documents/view/${pngId}` },
      { id: pdfId, user_filename: "judgment.pdf", created_at: expect.any(String), doc_url: `/api/documents/view/${pdfId}` },
      { id: docId, user_filename: "notes.doc", created_at: expect.any(String), doc_url: `/api/documents/view/${docId}` },
    ]);
    expect(own.headers.get("cache-control")).toBe("private, no-store");

    expect((await listDocs(publicId, other.jar)).status).toBe(200); // public listing: signed-in members
    expect((await listDocs(publicId)).status).toBe(401); // visitors never
    expect((await listDocs(privateId, other.jar)).status).toBe(403); // private: not for other members
    expect(await (await listDocs(privateId, admin.jar)).json()).toHaveLength(1);
    expect((await listDocs(pendingId, other.jar)).status).toBe(404); // a listing they cannot see
    expect(await (await listDocs(pendingId, seller.jar)).json()).toHaveLength(1);
    expect((await listDocs("abc", seller.jar)).status).toBe(404);
    expect((await listDocs(999_999, seller.jar)).status).toBe(404);
  });

  it("streams the file with its sniffed type and safe headers", async () => {
    const png = await view(pngId, seller.jar);
    expect(png.status).toBe(200);
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(PNG);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toBe(
      `inline; filename="Final judgment _ page 1.png"; filename*=UTF-8''Final%20judgment%20%E2%80%94%20page%201.png`,
    );
    // X-Content-Type-Options comes once, from server/security-headers.ts (tests/e2e/http-safety.spec.ts).
    expect(png.headers.get("cache-control")).toBe("private, no-store");
    expect(png.headers.get("content-security-policy")).toContain("default-src 'none'");

    const pdf = await view(pdfId, other.jar);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^inline; filename="judgment\.pdf"/);
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF);
    const doc = await view(docId, admin.jar);
    expect(doc.headers.get("content-type")).toBe("application/msword");
    expect(doc.headers.get("content-disposition")).toMatch(/^attachment; filename="notes\.doc"/);
  });

  it("answers the document URL as JSON when asked", async () => {
    const url = await view(pdfId, seller.jar, "?format=json");
    expect(await url.json()).toEqual({ doc_url: `/api/documents/view/${pdfId}` });
    const accept = await view(pdfId, seller.jar, "", { accept: "application/json" });
    expect(await accept.json()).toEqual({ doc_url: `/api/documents/view/${pdfId}` });
  });

  it("checks who is asking: visitor, other member on a private listing, accepted buyer, admin", async () => {
    expect((await view(pngId)).status).toBe(401);
    expect((await view(privateDocId, other.jar)).status).toBe(403);
    expect((await view(privateDocId, admin.jar)).status).toBe(200);
    expect((await view(privateDocId, seller.jar)).status).toBe(200);

    // The accepted buyer of a private listing reads its documents; other members do not.
    const [row] = await app.services.db
      .insert(documents)
      .values({
        judgmentId: soldPrivateId,
        uploaderId: seller.userId,
        kind: "listing",
        storageKey: (await documentRows(privateId))[0].storageKey,
        originalName: "for-buyer.pdf",
        contentType: "application/pdf",
        sizeBytes: PDF.length,
      })
      .returning({ id: documents.id });
    expect((await view(row.id, buyer.jar)).status).toBe(200);
    expect((await view(row.id, other.jar)).status).toBe(403);
    expect((await listDocs(soldPrivateId, buyer.jar)).status).toBe(200);

    // Before paying, the accepted buyer of a private listing does not read them yet.
    const unpaidPrivate = await listing(app, seller.userId, { status: "offer_accepted", buyerId: buyer.userId, privacy: "private" });
    const listed = await listDocs(unpaidPrivate, buyer.jar);
    expect(listed.status).toBe(403);
    expect(JSON.stringify(await listed.json())).toContain("once the purchase is paid");
  });

  it("shows assignment documents only to the owner, the accepted buyer and administrators", async () => {
    const paid = await listing(app, seller.userId, { status: "paid", buyerId: buyer.userId });
    const key = "documents/2026-01/" + "a".repeat(32);
    await storage.put(key, PDF);
    const [row] = await app.services.db
      .insert(documents)
      .values({
        judgmentId: paid,
        uploaderId: seller.userId,
        kind: "assignment",
        storageKey: key,
        originalName: "assignment.pdf",
        contentType: "application/pdf",
        sizeBytes: PDF.length,
      })
      .returning({ id: documents.id });
    for (const who of [seller, buyer, admin]) expect((await view(row.id, who.jar)).status).toBe(200);
    expect((await view(row.id, other.jar)).status).toBe(403); // sees the sold listing, not its assignment
    expect((await view(row.id)).status).toBe(404); // visitors do not see a paid listing at all
    expect(await (await listDocs(paid, seller.jar)).json()).toEqual([]); // not a listing document
  });

  it("answers 404 'No Doc Found!' for unknown, deleted or missing files", async () => {
    expect(await (await view(999_999, seller.jar)).json()).toMatchObject({ message: "No Doc Found!" });
    expect((await view("x1", seller.jar)).status).toBe(404);
    const [row] = await app.services.db
      .insert(documents)
      .values({
        judgmentId: publicId,
        uploaderId: seller.userId,
        kind: "listing",
        storageKey: "documents/2026-01/" + "b".repeat(32),
        originalName: "lost.pdf",
        contentType: "application/pdf",
        sizeBytes: 10,
      })
      .returning({ id: documents.id });
    const lost = await view(row.id, seller.jar);
    expect(lost.status).toBe(404);
    expect((await lost.json()).message).toBe("No Doc Found!");
    await app.services.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, row.id));
    expect((await view(row.id, seller.jar)).status).toBe(404);
    expect((await view(pendingId, other.jar)).status).toBe(404);
  });

  it("keeps odd names safe in Content-Disposition", () => {
    expect(contentDisposition(false, 'a"b\r\n.rtf')).toBe(`attachment; filename="ab.rtf"; filename*=UTF-8''ab.rtf`);
    expect(contentDisposition(true, "判決.pdf")).toBe(`inline; filename="__.pdf"; filename*=UTF-8''%E5%88%A4%E6%B1%BA.pdf`);
  });
});

describe("the upload page /sell/documents/{id}", () => {
  const load = async (id: number | string, jar?: CookieJar) =>
    run(() => documentsPage.loader(app.args(getRequest(`/sell/documents/${id}`, jar), { id: String(id) })));

  it("opens for the owner and administrators with the documents so far", async () => {
    const seller = await member(app);
    const admin = await member(app, { role: "admin" });
    const id = await listing(app, seller.userId, { status: "new" });
    await upload(id, file(PNG, "page.png"), seller.jar);
    const page = unwrap(await load(id, seller.jar)).data;
    expect(page.judgment).toMatchObject({ id, status: "Pending Review" });
    expect(page.closedReason).toBeNull();
    expect(page.documents.map((d: { user_filename: string }) => d.user_filename)).toEqual(["page.png"]);
    expect(unwrap(await load(id, admin.jar)).data.judgment.id).toBe(id);
  });

  it("sends visitors to sign in, refuses others, 404s unknown ids, and closes uploads after a sale", async () => {
    const seller = await member(app);
    const other = await member(app);
    const id = await listing(app, seller.userId);
    const visitor = (await load(id)) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/sell/documents/${id}`)}`);
    expect(((await load(id, other.jar)) as Response).status).toBe(403);
    expect(((await load(999_999, seller.jar)) as Response).status).toBe(404);
    expect(((await load("nope", seller.jar)) as Response).status).toBe(404);
    const sold = await listing(app, seller.userId, { status: "sold" });
    expect(unwrap(await load(sold, seller.jar)).data.closedReason).toBe("Documents can no longer be added: this listing was already sold.");
  });
});
