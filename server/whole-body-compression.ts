// A whole body compressed in one synchronous call, in the encoding the client takes that costs us
// least (docs/decisions/0040, item 6; 0064): the app's HTML documents (./document-compression.ts),
// and the benchmark's static server and bare render, which must compress exactly as the app does
// (scripts/bench/app-compression.ts). Erasable TypeScript only: the benchmark's servers run it with
// Node's type stripping.
//
// Zstandard level 1 first: on the 51 KB member's judgment page it took 0.10–0.12 ms of CPU for
// 12.2 KB, where Brotli quality 1 took 0.16–0.17 ms for 12.7 KB and gzip level 1 0.33 ms for 12.8 KB
// (node:zlib, this machine). Chrome, Edge and Firefox send `zstd` over HTTPS; Safari and older
// browsers get Brotli or gzip as before.
import zlib from "node:zlib";
import Negotiator from "negotiator";

type Coding = "zstd" | "br" | "gzip";

/**
 * The encodings answered in, the cheapest first (the server's preference among those a client takes
 * equally). Negotiator reads it and never changes it.
 */
const ENCODINGS: Coding[] = ["zstd", "br", "gzip"];

/** The levels: the fastest of each (0040: 1.2 KB more on the wire per page for less than half the CPU). */
export const ZSTD_LEVEL = 1;
export const BROTLI_QUALITY = 1;
export const GZIP_LEVEL = 1;

/** Below this a compressed answer is barely smaller, as the `compression` middleware's threshold. */
const THRESHOLD_BYTES = 1024;

/** Negotiator 0.6.4 (what `compression` uses) takes the server's preference second; its types miss it. */
type WithPreference = (available: Coding[], preferred: Coding[]) => Coding | undefined;

/** The encoding for a body of `bytes` to a client sending `acceptEncoding`; undefined: none. */
export function wholeBodyEncoding(acceptEncoding: string | string[] | undefined, bytes: number): Coding | undefined {
  if (bytes < THRESHOLD_BYTES) return undefined;
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  return (negotiator.encoding as unknown as WithPreference).call(negotiator, ENCODINGS, ENCODINGS);
}

/** `body` compressed whole in `coding`. */
export function compressWhole(body: Uint8Array, coding: Coding): Buffer {
  if (coding === "zstd") {
    // The size told first (as Brotli's hint below): Zstandard then sizes its window and tables for
    // it. The same bytes out, in about two thirds of the time on a 36 KB page (0.084 ms, not 0.135).
    return zlib.zstdCompressSync(body, { pledgedSrcSize: body.length, params: { [zlib.constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } });
  }
  if (coding === "br") {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return zlib.gzipSync(body, { level: GZIP_LEVEL });
}
