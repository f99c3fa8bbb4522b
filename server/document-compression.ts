// HTML documents compressed whole, in one synchronous call: React Router's documents are rendered
// and buffered in full before the first byte is written (app/entry.server.tsx), and the page cache
// keeps them whole, so a compression stream per answer (the `compression` middleware's way) buys
// nothing and costs the most: on a 21 KB judgment page, 0.34 ms of CPU through a Brotli stream
// against 0.11 ms for one brotliCompressSync call, at the same quality and the same bytes. Anything
// that is not HTML (assets, JSON, downloads, event streams) passes through to `compression`, which
// sits below this and leaves an answer that already names its encoding alone.
// Brotli quality 1 or gzip level 1, as the `compression` middleware is set (docs/decisions/0040).
import zlib from "node:zlib";
import type express from "express";
import Negotiator from "negotiator";

type Coding = "br" | "gzip";

/** The encodings we answer in, best first: Brotli where the client takes both (as `compression` chooses). */
const ENCODINGS: Coding[] = ["br", "gzip"];

/** Negotiator 0.6.4 (what `compression` uses) takes the server's preference second; its types miss it. */
type WithPreference = (available: Coding[], preferred: Coding[]) => Coding | undefined;

function chosenEncoding(req: express.Request): Coding | undefined {
  const negotiator = new Negotiator(req);
  return (negotiator.encoding as unknown as WithPreference).call(negotiator, ENCODINGS, ENCODINGS);
}

/** Below this a compressed answer is barely smaller, as the `compression` middleware's threshold. */
const THRESHOLD_BYTES = 1024;

function compress(body: Buffer, coding: Coding): Buffer {
  if (coding === "br") {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return zlib.gzipSync(body, { level: 1 });
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === "string" && /^text\/html\b/i.test(contentType);
}

type Callback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk == null || typeof chunk === "function") return null;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
}

export function compressDocuments(): express.RequestHandler {
  return (req, res, next) => {
    if (req.method === "HEAD") return next();
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
    const chunks: Buffer[] = [];
    // Decided once, at the first byte: the headers are set by then.
    let whole: boolean | null = null;
    const buffering = () => (whole ??= isHtml(res.getHeader("Content-Type")) && !res.getHeader("Content-Encoding"));

    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      if (!buffering()) return write(chunk, encoding, callback);
      const buffer = toBuffer(chunk, encoding);
      if (buffer) chunks.push(buffer);
      const done = (typeof encoding === "function" ? encoding : callback) as Callback | undefined;
      if (done) process.nextTick(done);
      return true;
    }) as typeof res.write;

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (!buffering()) return end(chunk, encoding, callback);
      const buffer = toBuffer(chunk, encoding);
      if (buffer) chunks.push(buffer);
      const done = [chunk, encoding, callback].find((value) => typeof value === "function") as Callback | undefined;
      const body = Buffer.concat(chunks);
      res.vary("Accept-Encoding");
      const coding = body.length >= THRESHOLD_BYTES ? chosenEncoding(req) : undefined;
      if (!coding) {
        res.setHeader("Content-Length", body.length);
        return end(body, done);
      }
      const encoded = compress(body, coding);
      res.setHeader("Content-Encoding", coding);
      res.setHeader("Content-Length", encoded.length);
      return end(encoded, done);
    }) as typeof res.end;

    next();
  };
}
