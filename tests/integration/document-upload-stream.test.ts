// Uploads are received as a stream: who is asking is checked before a byte of the body is read,
// files are cut off at 20 MB and the body at the upload limit whatever Content-Length says (leaving
// no file and no row), a file is judged by its first bytes, and only a few uploads run at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as uploadApi from "~/routes/api/documents/upload";
import * as formUpload from "~/routes/listing-wizard/documents-upload";
import { requestLimits, uploadLimits } from "~/config/limits";
import { MAX_DOCUMENT_BYTES } from "~/domain/document-types";
import { documents } from "~/server/db/schema";
import { createMemoryStorage, type FileStorage } from "~/server/storage/storage";
import { readToast } from "~/server/toast";
import { BASE, CookieJar, createTestApp, getRequest, run, type TestApp } from "../support/app";
import { listing, member } from "../support/factories";

const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"),
);
const PDF_HEAD = new TextEncoder().encode("%PDF-1.4\n");
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
const CHUNK = 64 * 1024;

/** Memory storage that records which keys are live and how many files were ever written. */
function trackedStorage(): FileStorage & { keys: Set<string>; writes: number } {
  const inner = createMemoryStorage();
  const tracked = {
    keys: new Set<string>(),
    writes: 0,
    async put(key: string, bytes: Uint8Array) {
      tracked.writes += 1;
      await inner.put(key, bytes);
      tracked.keys.add(key);
    },
    async putStream(key: string, source: AsyncIterable<Uint8Array>, maxBytes: number) {
      tracked.writes += 1;
      const size = await inner.putStream(key, source, maxBytes);
      tracked.keys.add(key);
      return size;
    },
    getStream: (key: string) => inner.getStream(key),
    async delete(key: string) {
      await inner.delete(key);
      tracked.keys.delete(key);
    },
  };
  return tracked;
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

let seq = 0; // numbers the multipart boundaries
const rows = (judgmentId: number) => app.services.db.select().from(documents).where(eq(documents.judgmentId, judgmentId));

type Part = { field: string; value: string } | { field: string; name: string; head: Uint8Array; size: number };

/**
 * A multipart body sent as a stream that counts what the server pulls from it: each file is its
 * `head` followed by filler up to `size` (Infinity: a body that never ends). `hold` delays the
 * last part until it resolves, to keep an upload in progress.
 */
function streamedUpload(
  path: string,
  parts: Part[],
  options: { jar?: CookieJar; headers?: Record<string, string>; hold?: Promise<void> } = {},
) {
  const boundary = `----jx-stream-${++seq}`;
  const encoder = new TextEncoder();
  const state = { pulledBytes: 0, pulls: 0 };
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  async function* body() {
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1 && options.hold) await options.hold;
      if ("value" in part) {
        yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`);
        continue;
      }
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      yield part.head;
      for (let left = part.size - part.head.length; left > 0; left -= CHUNK) yield new Uint8Array(Math.min(CHUNK, left)).fill(0x20);
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  const chunks = body();
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        state.pulls += 1;
        started();
        const next = await chunks.next();
        if (next.done) return controller.close();
        state.pulledBytes += next.value.length;
        controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(BASE + path, {
    method: "POST",
    headers: {
      origin: BASE,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...(path.startsWith("/api/") ? { "x-requested-with": "XMLHttpRequest" } : {}),
      ...(options.jar ? { cookie: options.jar.header() } : {}),
      ...options.headers,
    },
    body: stream,
    duplex: "half",
  } as RequestInit);
  return { request, state, started: startedPromise };
}

const ctx = (request: Request) => app.args(request);
const apiPost = async (request: Request) => (await run(() => uploadApi.action(ctx(request)))) as Response;
const formPost = async (request: Request) => (await run(() => formUpload.action(ctx(request)))) as Response;

describe("a visitor's upload", () => {
  it("is refused before a byte of its body is read: the form sends them to sign in, the API answers 401", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const parts: Part[] = [
      { field: "judgment_id", value: String(id) },
      { field: "document", name: "a.pdf", head: PDF_HEAD, size: MAX_DOCUMENT_BYTES },
    ];
    const writesBefore = storage.writes;

    const form = streamedUpload("/sell/documents", parts, { headers: { referer: `${BASE}/sell/documents/${id}` } });
    const page = await formPost(form.request);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/sell/documents/${id}`)}`);
    expect(form.state.pulls).toBe(0);

    const api = streamedUpload("/api/judgments/documents", [{ ...parts[0] }, { ...parts[1], field: "documents" } as Part]);
    expect((await apiPost(api.request)).status).toBe(401);
    expect(api.state.pulls).toBe(0);
    expect(storage.writes).toBe(writesBefore);
  });
});

describe("an oversized upload", () => {
  it("is cut off at the body limit when it declares no length, leaving no file and no row", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const before = storage.keys.size;
    const endless = streamedUpload(
      "/api/judgments/documents",
      [
        { field: "judgment_id", value: String(id) },
        { field: "documents", name: "endless.pdf", head: PDF_HEAD, size: Infinity },
      ],
      { jar: seller.jar },
    );
    const response = await apiPost(endless.request);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("The request is too large (at most 21 MB).");
    // Reading stopped at the limit (plus the few chunks the streams read ahead), not at the end of the body.
    expect(endless.state.pulledBytes).toBeGreaterThan(requestLimits.maxUploadBytes);
    expect(endless.state.pulledBytes).toBeLessThanOrEqual(requestLimits.maxUploadBytes + 4 * CHUNK);
    expect(storage.keys.size).toBe(before);
    expect(await rows(id)).toEqual([]);
  });

  it("refuses a file past 20 MB even when Content-Length claims a small body, and keeps nothing", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const before = storage.keys.size;
    const lying = streamedUpload(
      "/api/judgments/documents",
      [
        { field: "judgment_id", value: String(id) },
        { field: "documents", name: "huge.pdf", head: PDF_HEAD, size: MAX_DOCUMENT_BYTES + 100 },
      ],
      { jar: seller.jar, headers: { "content-length": "1000" } },
    );
    const response = await apiPost(lying.request);
    expect(response.status).toBe(422);
    expect((await response.json()).errors.documents).toEqual(['"huge.pdf" is larger than 20 MB.']);
    expect(storage.keys.size).toBe(before);
    expect(await rows(id)).toEqual([]);
  });

  it("is refused by its declared length without being read", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const declared = streamedUpload(
      "/api/judgments/documents",
      [
        { field: "judgment_id", value: String(id) },
        { field: "documents", name: "a.pdf", head: PDF_HEAD, size: 100 },
      ],
      { jar: seller.jar, headers: { "content-length": String(requestLimits.maxUploadBytes + 1) } },
    );
    expect((await apiPost(declared.request)).status).toBe(413);
    expect(declared.state.pulls).toBe(0);
  });

  it("in the form, costs only that file: the next one is still stored", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    const writesBefore = storage.writes;
    const form = streamedUpload(
      "/sell/documents",
      [
        { field: "judgment_id", value: String(id) },
        { field: "document", name: "setup.png", head: EXE, size: 300_000 },
        { field: "document", name: "huge.pdf", head: PDF_HEAD, size: MAX_DOCUMENT_BYTES + 1 },
        { field: "document", name: "scan.png", head: PNG, size: PNG.length },
      ],
      { jar: seller.jar },
    );
    const response = await formPost(form.request);
    expect(response.headers.get("location")).toBe(`/sell/documents/${id}`);
    const toast = (await readToast(getRequest("/", new CookieJar().take(response)), app.services)).toast;
    expect(toast?.description).toMatch(
      // The live listing's documents are public: the stored one sent it back to review (docs/decisions/0036).
      /^1 document was uploaded; 2 could not be\. Your listing went back for review because of the new document: .* "setup\.png" is not a GIF.* "huge\.pdf" is larger than 20 MB\.$/,
    );
    expect((await rows(id)).map((r) => [r.originalName, r.sizeBytes])).toEqual([["scan.png", PNG.length]]);
    // The executable was judged by its first bytes and never written; the oversized file was.
    expect(storage.writes - writesBefore).toBe(2);
  });
});

describe("simultaneous uploads", () => {
  it("lets a member run two at a time and this server four, answering 429 and 503 with Retry-After", async () => {
    expect(uploadLimits).toMatchObject({ perUser: 2, perInstance: 4 });
    const [a, b, c] = [await member(app), await member(app), await member(app)];
    const ids = { a: await listing(app, a.userId), b: await listing(app, b.userId), c: await listing(app, c.userId) };
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const held = (who: { jar: CookieJar }, id: number) =>
      streamedUpload(
        "/api/judgments/documents",
        [
          { field: "judgment_id", value: String(id) },
          { field: "documents", name: "page.png", head: PNG, size: PNG.length },
        ],
        { jar: who.jar, hold },
      );
    const uploads = [held(a, ids.a), held(a, ids.a), held(b, ids.b), held(b, ids.b)];
    const answers = uploads.map((u) => apiPost(u.request));
    await Promise.all(uploads.map((u) => u.started));

    const third = await apiPost(held(a, ids.a).request);
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("5");
    expect((await third.json()).message).toMatch(/already have 2 uploads in progress/);

    const full = await apiPost(held(c, ids.c).request);
    expect(full.status).toBe(503);
    expect(full.headers.get("retry-after")).toBe("5");

    release();
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([201, 201, 201, 201]);
    // The slots are free again.
    const after = streamedUpload(
      "/api/judgments/documents",
      [
        { field: "judgment_id", value: String(ids.c) },
        { field: "documents", name: "page.png", head: PNG, size: PNG.length },
      ],
      { jar: c.jar },
    );
    expect((await apiPost(after.request)).status).toBe(201);
  });
});
