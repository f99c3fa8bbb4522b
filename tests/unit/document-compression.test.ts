// HTML documents compressed whole (server/document-compression.ts) on a real Express server with
// the `compression` middleware below it, as server/app.ts has them: a document written in pieces
// comes back in one Brotli or gzip body the client asked for, with its length and Vary; anything
// else is left to `compression`.
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressDocuments } from "../../server/document-compression";

let server: ReturnType<express.Express["listen"]>;
let base: string;
const DOCUMENT = `<!DOCTYPE html><html><body>${"<p>A judgment for sale in Cook County, Illinois.</p>".repeat(200)}</body></html>`;
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
  app.get("/small", (_req, res) => void res.type("html").send("<p>Not found</p>"));
  app.get("/api", (_req, res) => void res.json(JSON_BODY));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Asks with `acceptEncoding` and answers the headers and the raw (still encoded) body. */
async function ask(path: string, acceptEncoding: string, method = "GET") {
  const response = await fetch(`${base}${path}`, { method, headers: { "accept-encoding": acceptEncoding } });
  // fetch decodes bodies itself; read the bytes through node:http's view of them instead.
  const raw = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, raw };
}

describe("whole-document compression", () => {
  it("answers a browser's document in Brotli, whole, with its length and Vary", async () => {
    const { headers, raw } = await ask("/document", "gzip, deflate, br, zstd");
    expect(headers.get("content-encoding")).toBe("br");
    expect(headers.get("vary")).toMatch(/accept-encoding/i);
    expect(headers.get("transfer-encoding")).toBeNull();
    expect(Number(headers.get("content-length"))).toBeLessThan(DOCUMENT.length / 4);
    // fetch has decoded it: the document arrived intact.
    expect(raw.toString()).toBe(DOCUMENT);
  });

  it("answers gzip to a client that takes only gzip, and the bytes are gzip", async () => {
    const response = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      import("node:http").then(({ get }) =>
        get(`${base}/document`, { headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on("error", reject),
      );
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(zlib.gunzipSync(response.body).toString()).toBe(DOCUMENT);
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
