// Issue 27 A: a multipart body that ends early, wherever it ends, is refused with an answer and
// never stops the process. The attack ended the body inside a file part the endpoint does not read
// (`documents` on the form, which reads `document`; `other` on the API): that part's stream failed
// with no 'error' listener, and Node threw the event out of the process. Each endpoint that reads
// uploads gets the same bodies cut at every position that matters: inside each part's headers, just
// after them, inside its content, and just before the next boundary. An error thrown out of a
// stream fails this file (Vitest reports it as an unhandled error), as it stopped the server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as uploadApi from "~/routes/api/documents/upload";
import * as formUpload from "~/routes/listing-wizard/documents-upload";
import { createMemoryStorage } from "~/server/storage/storage";
import { BASE, createTestApp, run, type CookieJar, type TestApp } from "../support/app";
import { listing, member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  app.services.storage = createMemoryStorage();
});
afterAll(async () => {
  await app?.close();
});

const PDF = new TextEncoder().encode(`%PDF-1.4\n${"x".repeat(3000)}\n%%EOF\n`);
type Part = { field: string; value: string } | { field: string; file: string };

/** The body's bytes, and where each part's headers and content start and end within them. */
function multipart(boundary: string, parts: Part[]) {
  const encoder = new TextEncoder();
  const pieces: Uint8Array[] = [];
  const marks: number[] = [];
  let length = 0;
  const add = (bytes: Uint8Array) => {
    pieces.push(bytes);
    length += bytes.length;
  };
  for (const part of parts) {
    marks.push(length); // the part's boundary line
    const head =
      "value" in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.file}"\r\nContent-Type: application/pdf\r\n\r\n`;
    add(encoder.encode(head));
    marks.push(length - 30, length); // inside the headers; the content's start
    const content = "value" in part ? encoder.encode(part.value) : PDF;
    add(content);
    marks.push(length - Math.floor(content.length / 2), length); // inside the content; its end
    add(encoder.encode("\r\n"));
  }
  add(encoder.encode(`--${boundary}--\r\n`));
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    bytes.set(piece, at);
    at += piece.length;
  }
  return { bytes, cuts: [...new Set(marks.filter((m) => m > 0 && m < length))] };
}

let seq = 0;
/** The request a client sends when its connection breaks after `cut` bytes of the body. */
function truncated(path: string, parts: Part[], cut: number | null, jar: CookieJar): Request {
  const boundary = `----jx-cut-${++seq}`;
  const { bytes } = multipart(boundary, parts);
  const sent = cut === null ? bytes : bytes.slice(0, cut);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // In a few chunks, as a network delivers it, then the end of the stream.
      for (let at = 0; at < sent.length; at += 1024) controller.enqueue(sent.slice(at, at + 1024));
      controller.close();
    },
  });
  return new Request(BASE + path, {
    method: "POST",
    headers: {
      origin: BASE,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...(path.startsWith("/api/") ? { "x-requested-with": "XMLHttpRequest" } : {}),
      cookie: jar.header(),
    },
    body,
    duplex: "half",
  } as RequestInit);
}

const endpoints = [
  {
    path: "/sell/documents",
    call: (request: Request) => run(() => formUpload.action(app.args(request))),
    parts: (id: number): Part[][] => [
      // The attack: the files under a field the form does not read, first and last.
      [
        { field: "documents", file: "skipped.pdf" },
        { field: "judgment_id", value: String(id) },
        { field: "document", file: "read.pdf" },
      ],
      [
        { field: "judgment_id", value: String(id) },
        { field: "kind", value: "listing" },
        { field: "document", file: "read.pdf" },
        { field: "documents", file: "skipped.pdf" },
      ],
    ],
  },
  {
    path: "/api/judgments/documents",
    call: (request: Request) => run(() => uploadApi.action(app.args(request))),
    parts: (id: number): Part[][] => [
      [
        { field: "judgment_id", value: String(id) },
        { field: "other", file: "skipped.pdf" },
        { field: "documents", file: "read.pdf" },
      ],
      [
        { field: "documents", file: "read.pdf" },
        { field: "other", file: "skipped.pdf" },
        { field: "judgment_id", value: String(id) },
      ],
    ],
  },
];

describe("an upload whose body ends early", () => {
  for (const endpoint of endpoints) {
    it(`is refused at every cut on ${endpoint.path}, and the next upload is received`, async () => {
      const seller = await member(app);
      // Somebody else's listing: the attack needed no listing of one's own.
      const owner = await member(app);
      const id = await listing(app, owner.userId);
      let tried = 0;
      for (const parts of endpoint.parts(id)) {
        for (const cut of multipart("----jx-cut-0", parts).cuts) {
          const response = (await endpoint.call(truncated(endpoint.path, parts, cut, seller.jar))) as Response;
          expect(response.status, `${endpoint.path} cut at ${cut} of ${parts.map((p) => p.field).join(",")}`).toBe(400);
          tried += 1;
        }
      }
      expect(tried).toBeGreaterThanOrEqual(20);
      // Let any stream event still pending fire now, inside this test.
      await new Promise((resolve) => setTimeout(resolve, 50));

      // The same endpoint still receives a whole upload to one's own listing.
      const whole = endpoint.parts(await listing(app, seller.userId))[1].filter((part) => !("file" in part && part.file === "skipped.pdf"));
      const response = (await endpoint.call(truncated(endpoint.path, whole, null, seller.jar))) as Response;
      expect([200, 201, 302], await response.clone().text()).toContain(response.status);
    });
  }
});
