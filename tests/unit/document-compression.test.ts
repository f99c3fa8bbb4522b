// HTML documents compressed whole (server/document-compression.ts) on a real Express server with
// the `compression` middleware below it, as server/app.ts has them: a document written in pieces,
// or as one string (the pages written without React Router), comes back in one Zstandard, Brotli or
// gzip body the client asked for, with its length and Vary; anything else is left to `compression`.
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressDocuments } from "../../server/document-compression";

let server: ReturnType<express.Express["listen"]>;
let base: string;
const DOCUMENT = `<!DOCTYPE html><html><body>${"<p>A judgment for sale in Cook County, Illinois.</p>".repeat(200)}</body></html>`;
const writtenDocument = (n: number) =>
  `<!DOCTYPE html><html><body>${`<p>Judgment ${n} — for sale in Cook County, Illinois.</p>`.repeat(n)}</body></html>`;
const LONE_SURROGATE = `<!DOCTYPE html><html><body>${"<p>Cut short: \ud83d</p><p>Whole: \ud83d\ude00 — é</p>".repeat(60)}</body></html>`;
const JSON_BODY = { rows: Array.from({ length: 200 }, (_, id) => ({ id, title: "A judgment for sale" })) };

beforeAll(async () => {
  const app = express();
  app.use(compression({ level: 1 }));
  app.use(compressDocuments());
  // Written in pieces, as React Router's adapter writes a document's stream.
  app.get("/document", (_req, res) => {
    res.type("html");
    res.write(DOCUMENT.slice(0, 1000));
    res.write(Buffer.from(DOCUMENT.slice(1000, 5000)));
    res.end(DOCUMENT.slice(5000));
  });
  // One string, as server/visitor-pages.ts and member-pages.ts end theirs: `?n=` varies it, and makes
  // it larger than the scratch buffer it is copied into (128 KB at first), with a character outside Latin-1.
  app.get("/written", (req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Vary", "Cookie");
    res.end(writtenDocument(Number(req.query.n ?? 1)));
  });
  // A lone surrogate (text cut in the middle of an emoji, say), which the transcoder refuses.
  app.get("/lone-surrogate", (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(LONE_SURROGATE);
  });
  // Headers handed to writeHead, as node:http servers and React Router's node listener hand them.
  app.get("/head-object", (_req, res) => {
    res.writeHead(201, { "Content-Type": "text/html; charset=utf-8", "Content-Length": Buffer.byteLength(DOCUMENT) });
    res.end(DOCUMENT);
  });
  app.get("/head-list", (_req, res) => {
    res.writeHead(200, "Fine", ["Content-Type", "text/html", "Set-Cookie", "a=1", "Set-Cookie", "b=2"]);
    res.write(DOCUMENT.slice(0, 3000));
    res.end(DOCUMENT.slice(3000));
  });
  app.get("/head-cased", (_req, res) => {
    res.writeHead(200, ["content-type", "text/html", "set-cookie", "a=1", "Set-Cookie", "b=2"]);
    res.end(DOCUMENT);
  });
  app.get("/not-modified", (_req, res) => {
    res.writeHead(304, { "Content-Type": "text/html" });
    res.end();
  });
  app.get("/no-transform", (_req, res) => {
    res.setHeader("Cache-Control", "private, no-transform");
    res.type("html").send(DOCUMENT);
  });
  app.get("/head-json", (_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(JSON_BODY));
  });
  app.get("/small", (_req, res) => void res.type("html").send("<p>Not found</p>"));
  app.get("/api", (_req, res) => void res.json(JSON_BODY));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw bytes and headers of a GET through node:http, which leaves the body as sent. */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ status?: number; statusMessage?: string; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    import("node:http").then(({ get }) =>
      get(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode, statusMessage: res.statusMessage, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on("error", reject),
    );
  });
}

/** Asks with `acceptEncoding` and answers the headers and the raw (still encoded) body. */
async function ask(path: string, acceptEncoding: string, method = "GET") {
  const response = await fetch(`${base}${path}`, { method, headers: { "accept-encoding": acceptEncoding } });
  // fetch decodes bodies itself; read the bytes through node:http's view of them instead.
  const raw = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, raw };
}

describe("whole-document compression", () => {
  it("answers a browser's document in Zstandard, whole, with its length and Vary", async () => {
    const response = await rawGet("/document", "gzip, deflate, br, zstd");
    expect(response.headers["content-encoding"]).toBe("zstd");
    expect(response.headers["vary"]).toMatch(/accept-encoding/i);
    expect(response.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(DOCUMENT.length / 4);
    expect(zlib.zstdDecompressSync(response.body).toString()).toBe(DOCUMENT);
  });

  it("answers Brotli to a client that takes Brotli and gzip, and gzip to one that takes only gzip", async () => {
    const brotli = await rawGet("/document", "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(DOCUMENT);
    const gzip = await rawGet("/document", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(DOCUMENT);
  });

  it("takes the client's preference over ours", async () => {
    const response = await rawGet("/document", "zstd;q=0.5, gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("compresses a document written as one string, larger ones and one after another intact, its Vary kept", async () => {
    // 30, then 2,000 paragraphs (past the scratch buffer: it grows), 7,000 (400,000 characters: it
    // grows again), 20,000 (1.2 million characters, past its cap of 2 MB for two bytes a character:
    // encoded without it), then 30 again (copied over the larger ones' bytes), in Zstandard, Brotli and none.
    for (const n of [30, 2000, 7000, 20000, 30]) {
      const expected = writtenDocument(n);
      const zstd = await rawGet(`/written?n=${n}`, "gzip, deflate, br, zstd");
      expect(zstd.headers["content-encoding"]).toBe("zstd");
      expect(zstd.headers["vary"]).toBe("Cookie, Accept-Encoding");
      expect(Number(zstd.headers["content-length"])).toBe(zstd.body.length);
      expect(zlib.zstdDecompressSync(zstd.body).toString()).toBe(expected);
      const brotli = await rawGet(`/written?n=${n}`, "br");
      expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(expected);
      const plain = await rawGet(`/written?n=${n}`, "identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(expected));
      expect(plain.body.toString()).toBe(expected);
    }
  });

  it("encodes a lone surrogate as the UTF-8 writer does (U+FFFD), compressed or not", async () => {
    const expected = Buffer.from(LONE_SURROGATE, "utf8");
    expect(expected.toString()).toContain("Cut short: \ufffd<");
    const zstd = await rawGet("/lone-surrogate", "zstd");
    expect(zlib.zstdDecompressSync(zstd.body).equals(expected)).toBe(true);
    const plain = await rawGet("/lone-surrogate", "identity");
    expect(plain.body.equals(expected)).toBe(true);
  });

  it("compresses a document whose headers were handed to writeHead, with its status and every header", async () => {
    const object = await rawGet("/head-object", "gzip, deflate, br, zstd");
    expect(object.status).toBe(201);
    expect(object.headers["content-encoding"]).toBe("zstd");
    expect(Number(object.headers["content-length"])).toBe(object.body.length);
    expect(zlib.zstdDecompressSync(object.body).toString()).toBe(DOCUMENT);
    const list = await rawGet("/head-list", "gzip");
    expect(list.status).toBe(200);
    expect(list.statusMessage).toBe("Fine");
    expect(list.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
    expect(zlib.gunzipSync(list.body).toString()).toBe(DOCUMENT);
    // A name repeated in another case is the same header: both cookies arrive.
    const cased = await rawGet("/head-cased", "gzip");
    expect(cased.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
    expect(zlib.gunzipSync(cased.body).toString()).toBe(DOCUMENT);
    // Not HTML: its head goes out at once, and `compression` streams it.
    const json = await rawGet("/head-json", "gzip, deflate, br, zstd");
    expect(json.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(json.body).toString())).toEqual(JSON_BODY);
  });

  it("leaves alone an answer without a body, and one that asks not to be transformed", async () => {
    const notModified = await rawGet("/not-modified", "gzip, deflate, br, zstd");
    // Not held here (no Content-Length: 0 on a 304, which RFC 9110 forbids); no body.
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-length"]).toBeUndefined();
    expect(notModified.body.length).toBe(0);
    const untouched = await rawGet("/no-transform", "gzip, deflate, br, zstd");
    expect(untouched.headers["content-encoding"]).toBeUndefined();
    expect(untouched.body.toString()).toBe(DOCUMENT);
  });

  it("sends the document as it is to a client that takes no compression", async () => {
    const { headers, raw } = await ask("/document", "identity");
    expect(headers.get("content-encoding")).toBeNull();
    expect(Number(headers.get("content-length"))).toBe(Buffer.byteLength(DOCUMENT));
    expect(raw.toString()).toBe(DOCUMENT);
  });

  it("leaves a document under 1 KB uncompressed", async () => {
    const { headers, raw } = await ask("/small", "gzip, deflate, br, zstd");
    expect(headers.get("content-encoding")).toBeNull();
    expect(raw.toString()).toBe("<p>Not found</p>");
  });

  it("leaves anything but HTML to the compression middleware", async () => {
    const { headers, raw } = await ask("/api", "gzip, deflate, br, zstd");
    expect(headers.get("content-encoding")).toBe("br");
    // Streamed by `compression`: no length known up front.
    expect(headers.get("content-length")).toBeNull();
    expect(JSON.parse(raw.toString())).toEqual(JSON_BODY);
  });

  it("answers HEAD with the headers only", async () => {
    const { status, raw } = await ask("/document", "gzip, deflate, br, zstd", "HEAD");
    expect(status).toBe(200);
    expect(raw.length).toBe(0);
  });
});
