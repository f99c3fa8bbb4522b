// HTML documents compressed whole, in one synchronous call: React Router's documents are rendered
// and buffered in full before the first byte is written (app/entry.server.tsx), and the page cache
// keeps them whole, so a compression stream per answer (the `compression` middleware's way) buys
// nothing and costs the most: on a 21 KB judgment page, 0.34 ms of CPU through a Brotli stream
// against 0.11 ms for one brotliCompressSync call, at the same quality and the same bytes. Anything
// that is not HTML (assets, JSON, downloads, event streams) passes through to `compression`, which
// sits below this and leaves an answer that already names its encoding alone.
// The encoding and the levels: ./whole-body-compression.ts (Zstandard, Brotli or gzip, the fastest
// level of each; docs/decisions/0040 and 0064).
// Plain node:http types (an Express app uses it as middleware): the benchmark's static server and bare
// render compress with this very code (scripts/bench/app-compression.ts), hence the `.ts` import.
import type { IncomingMessage, ServerResponse } from "node:http";
import { transcode } from "node:buffer";
import zlib from "node:zlib";
import compression from "compression";
import { BROTLI_QUALITY, compressWhole, GZIP_LEVEL, wholeBodyEncoding } from "./whole-body-compression.ts";

type Layer = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The app's two compression layers, in their order: the `compression` middleware at the fastest
 * levels for anything but HTML (streamed), and above it compressDocuments for HTML documents.
 * server/app.ts uses them, and so do the benchmark's static server and bare render.
 */
export function compressionLayers(): [streamed: Layer, documents: Layer] {
  const streamed = compression({ level: GZIP_LEVEL, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  return [streamed as unknown as Layer, compressDocuments()];
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === "string" && /^text\/html\b/i.test(contentType);
}

/**
 * Whether an answer is a whole HTML document to compress here: HTML, not already encoded, not a
 * response without a body or a partial one (204, 304, 206), and not marked `no-transform`.
 */
function isWholeDocument(res: ServerResponse): boolean {
  const status = res.statusCode;
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  if (!isHtml(res.getHeader("Content-Type")) || res.getHeader("Content-Encoding")) return false;
  return !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader("Cache-Control") ?? ""));
}

type Callback = (error?: Error | null) => void;

/**
 * writeHead's headers (an object, or a flat list of names and values) as pairs; a repeated name's
 * values together, whatever their case (header names are case-insensitive), as node:http sends them.
 */
function headerPairs(headers: unknown): [string, number | string | string[]][] {
  if (Array.isArray(headers)) {
    if (headers.length % 2 !== 0) throw new TypeError("writeHead's list of headers has a name without a value.");
    const byName = new Map<string, { name: string; values: string[] }>();
    for (let i = 0; i < headers.length; i += 2) {
      const name = String(headers[i]);
      const seen = byName.get(name.toLowerCase());
      if (seen) seen.values.push(String(headers[i + 1]));
      else byName.set(name.toLowerCase(), { name, values: [String(headers[i + 1])] });
    }
    return [...byName.values()].map(({ name, values }) => [name, values.length === 1 ? values[0]! : values]);
  }
  if (!headers || typeof headers !== "object") return [];
  return Object.entries(headers as Record<string, number | string | string[] | undefined>).filter(
    (pair): pair is [string, number | string | string[]] => pair[1] !== undefined,
  );
}

/** A piece of the body as written: bytes, or text (kept as text until the whole body is known). */
type Piece = Buffer | string;

function pieceOf(chunk: unknown, encoding: unknown): Piece | null {
  if (chunk == null || typeof chunk === "function") return null;
  if (typeof chunk === "string") {
    const named = typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8";
    return named === "utf8" || named === "utf-8" ? chunk : Buffer.from(chunk, named);
  }
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
}

/**
 * Text of a document as UTF-8, in a buffer of its own. V8's own UTF-8 writer (Buffer.from,
 * buffer.write, TextEncoder) took 64–70 µs for a 50 KB judgment page on the bench machine (a two-byte
 * string, as every judgment page is: "–" and "—" in its markup). Copying the text out as UTF-16 (a
 * memory copy) into a reused buffer and transcoding that with node:buffer's transcode took 21–50 µs
 * for the same bytes; on pure ASCII text the two cost about the same (docs/decisions/0066). A lone
 * surrogate, which transcode refuses where the UTF-8 writer puts U+FFFD, takes the writer's way, so
 * the bytes are the same either way. The scratch buffer is grown up to MAX_SCRATCH_BYTES, past which
 * a document takes the writer's way.
 */
const MAX_SCRATCH_BYTES = 2 << 20;
let scratch = Buffer.allocUnsafe(128 * 1024);

function utf8Of(text: string): Buffer {
  const units = text.length * 2;
  if (units <= MAX_SCRATCH_BYTES) {
    if (units > scratch.length) scratch = Buffer.allocUnsafe(Math.min(MAX_SCRATCH_BYTES, 2 ** Math.ceil(Math.log2(units))));
    const written = scratch.write(text, 0, "utf16le");
    try {
      return transcode(scratch.subarray(0, written), "utf16le", "utf8");
    } catch {
      // A lone surrogate (U_INVALID_CHAR_FOUND): the UTF-8 writer below replaces it.
    }
  }
  return Buffer.from(text, "utf8");
}

/** Adds Accept-Encoding to the response's Vary header (as Express's res.vary does). */
function varyByEncoding(res: ServerResponse) {
  const vary = res.getHeader("Vary");
  const current = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (/(^|,)\s*(\*|accept-encoding)\s*(?=,|$)/i.test(current)) return;
  res.setHeader("Vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

const bytesOf = (piece: Piece) => (typeof piece === "string" ? utf8Of(piece) : piece);

/** The body written in `pieces`, compressed when the client takes an encoding, with its headers set. */
function finalBody(req: IncomingMessage, res: ServerResponse, pieces: Piece[]): Buffer {
  varyByEncoding(res);
  // A body of one piece (the pages written without React Router are one string) is not copied again.
  const body = pieces.length === 1 ? bytesOf(pieces[0]!) : Buffer.concat(pieces.map(bytesOf));
  const coding = wholeBodyEncoding(req.headers["accept-encoding"], body.length);
  if (!coding) {
    res.setHeader("Content-Length", body.length);
    return body;
  }
  const encoded = compressWhole(body, coding);
  res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", encoded.length);
  return encoded;
}

export function compressDocuments(): Layer {
  return (req, res, next) => {
    if (req.method === "HEAD") return next();
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const pieces: Piece[] = [];
    // Decided once, at the first byte: the headers are set by then.
    let whole: boolean | null = null;
    const buffering = () => (whole ??= isWholeDocument(res));

    // Headers handed to writeHead (node:http servers, React Router's node listener) are set one by one
    // instead, so that they can be read here and the encoding and length added: a document's head is
    // sent with its body at the end; anything else's at once, as asked.
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const message = typeof rest[0] === "string" ? rest[0] : undefined;
      const headers = message === undefined ? rest[0] : rest[1];
      for (const [name, value] of headerPairs(headers)) res.setHeader(name, value);
      res.statusCode = status;
      if (message !== undefined) res.statusMessage = message;
      return buffering() ? res : writeHead(status);
    }) as typeof res.writeHead;

    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      if (!buffering()) return write(chunk, encoding, callback);
      const piece = pieceOf(chunk, encoding);
      if (piece !== null) pieces.push(piece);
      const done = (typeof encoding === "function" ? encoding : callback) as Callback | undefined;
      if (done) process.nextTick(done);
      return true;
    }) as typeof res.write;

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (!buffering()) return end(chunk, encoding, callback);
      const piece = pieceOf(chunk, encoding);
      if (piece !== null) pieces.push(piece);
      const done = [chunk, encoding, callback].find((value) => typeof value === "function") as Callback | undefined;
      const body = finalBody(req, res, pieces);
      // The head, held back until now (node:http's own end would ask the writeHead above, which holds it back).
      writeHead(res.statusCode);
      return end(body, done);
    }) as typeof res.end;

    next();
  };
}
