// Documents on S3, end to end: with the S3_* variables set the app's storage is the S3 store, an
// upload through the API lands in the bucket (the local fake), the download route reads it back
// for whoever may see it and for nobody else, and a refused upload leaves nothing in the bucket.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as uploadApi from "~/routes/api/documents/upload";
import * as viewApi from "~/routes/api/documents/view";
import { MAX_DOCUMENT_BYTES } from "~/domain/document-types";
import { createFileStorage } from "~/server/boot";
import { loadConfig } from "~/server/config";
import { documents } from "~/server/db/schema";
import { BASE, createTestApp, getRequest, run, type CookieJar, type TestApp } from "../support/app";
import { listing, member } from "../support/factories";
import { startS3Fake, type S3Fake } from "../support/s3-fake";

const CHUNK = 64 * 1024;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

let fake: S3Fake;
let app: TestApp;
beforeAll(async () => {
  fake = await startS3Fake();
  app = await createTestApp(fake.env);
  app.services.storage = createFileStorage(app.services.config);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** The upload API with one file, sent in 64 KiB pieces as a browser's upload arrives. */
async function upload(judgmentId: number, bytes: Uint8Array, name: string, jar: CookieJar): Promise<Response> {
  const boundary = "----jx-s3-upload";
  const text = new TextEncoder();
  const pieces = [
    text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="judgment_id"\r\n\r\n${judgmentId}\r\n`),
    text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="${name}"\r\n\r\n`),
    ...Array.from({ length: Math.ceil(bytes.length / CHUNK) }, (_, i) => bytes.subarray(i * CHUNK, (i + 1) * CHUNK)),
    text.encode(`\r\n--${boundary}--\r\n`),
  ];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  const headers = {
    origin: BASE,
    "x-requested-with": "XMLHttpRequest",
    "content-type": `multipart/form-data; boundary=${boundary}`,
    cookie: jar.header(),
  };
  const request = new Request(`${BASE}/api/judgments/documents`, { method: "POST", headers, body, duplex: "half" } as RequestInit);
  return (await run(() => uploadApi.action(app.args(request)))) as Response;
}

async function view(documentId: number, jar?: CookieJar): Promise<Response> {
  const request = getRequest(`/api/documents/view/${documentId}`, jar, { "x-requested-with": "XMLHttpRequest" });
  return (await run(() => viewApi.loader(app.args(request, { id: String(documentId) })))) as Response;
}

describe("documents on S3", () => {
  it("the S3_* variables choose the S3 store; without them documents stay on the local disk", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "jx-s3-choice-"));
    try {
      const disk = createFileStorage(loadConfig({ DATA_DIR: dataDir }));
      await disk.put("documents/2026-01/ondisk", PDF);
      expect(await fs.readFile(path.join(dataDir, "uploads/documents/2026-01/ondisk"))).toEqual(Buffer.from(PDF));
      expect(fake.objects.has("documents/2026-01/ondisk")).toBe(false);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it("stores an upload in the bucket and serves it only through the authorised download route", async () => {
    const seller = await member(app);
    const other = await member(app);
    const id = await listing(app, seller.userId, { status: "new" });
    expect((await upload(id, PDF, "judgment.pdf", seller.jar)).status).toBe(201);
    const [row] = await app.services.db.select().from(documents).where(eq(documents.judgmentId, id));
    expect(fake.objects.get(row.storageKey)).toEqual(Buffer.from(PDF));

    const mine = await view(row.id, seller.jar);
    expect(mine.status).toBe(200);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PDF);
    // A listing not yet published is not the other member's to read, wherever its file lives.
    expect((await view(row.id, other.jar)).status).toBe(404);
    expect((await view(row.id)).status).not.toBe(200);
  });

  it("a 12 MB document goes up in parts as it arrives and comes back whole", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "new" });
    const large = new Uint8Array(12 * 1024 * 1024).map((_, i) => i % 251);
    large.set(PDF);
    fake.requests.length = 0;
    expect((await upload(id, large, "large.pdf", seller.jar)).status).toBe(201);
    expect(fake.requests.filter((r) => r.operation === "UploadPart")).toHaveLength(3);
    const [row] = await app.services.db.select().from(documents).where(eq(documents.judgmentId, id));
    const served = await view(row.id, seller.jar);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(large))).toBe(true);
  });

  it("a file missing from the bucket answers 404, not an error", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId, { status: "new" });
    expect((await upload(id, PDF, "gone.pdf", seller.jar)).status).toBe(201);
    const [row] = await app.services.db.select().from(documents).where(eq(documents.judgmentId, id));
    fake.objects.delete(row.storageKey);
    expect((await view(row.id, seller.jar)).status).toBe(404);
  });

  it("refuses a file past 20 MB and leaves no object and no unfinished upload in the bucket", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const before = fake.stored();
    const huge = new Uint8Array(MAX_DOCUMENT_BYTES + 100).fill(0x20);
    huge.set(PDF);
    const response = await upload(id, huge, "huge.pdf", seller.jar);
    expect(response.status).toBe(422);
    expect(fake.requests.some((r) => r.operation === "AbortMultipartUpload")).toBe(true);
    expect(fake.stored()).toEqual(before);
    expect(await app.services.db.select().from(documents).where(eq(documents.judgmentId, id))).toEqual([]);
  });
});
