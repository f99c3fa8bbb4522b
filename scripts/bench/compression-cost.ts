// What compressing each measured page costs by itself: node:zlib on the very HTML the app answered,
// at the app's levels (gzip 1, Brotli 1, Zstandard 1: server/whole-body-compression.ts) and at the
// libraries' defaults (gzip 6, the compression middleware's Brotli 4, Zstandard 3). CPU milliseconds
// per page and the bytes sent, so the load figures' compression share can be read off and the
// levels chosen on evidence (issue 28).
// Synchronous calls in the benchmark's own process, run when no server is being loaded.
import zlib from "node:zlib";
import {
  BROTLI_QUALITY as APP_BROTLI_QUALITY,
  GZIP_LEVEL as APP_GZIP_LEVEL,
  ZSTD_LEVEL as APP_ZSTD_LEVEL,
} from "../../server/whole-body-compression";

export type Codec = { name: string; app: boolean; compress: (html: Buffer) => Buffer };

const gzip = (level: number): Codec => ({
  name: `gzip ${level}`,
  app: level === APP_GZIP_LEVEL,
  compress: (html) => zlib.gzipSync(html, { level }),
});
const brotli = (quality: number): Codec => ({
  name: `Brotli ${quality}`,
  app: quality === APP_BROTLI_QUALITY,
  compress: (html) =>
    zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
});

const zstd = (level: number): Codec => ({
  name: `Zstandard ${level}`,
  app: level === APP_ZSTD_LEVEL,
  compress: (html) => zlib.zstdCompressSync(html, { params: { [zlib.constants.ZSTD_c_compressionLevel]: level } }),
});

/** The app's levels first, then the defaults they replaced (Zstandard's default is 3). */
export const CODECS: Codec[] = [gzip(APP_GZIP_LEVEL), gzip(6), brotli(APP_BROTLI_QUALITY), brotli(4), zstd(APP_ZSTD_LEVEL), zstd(3)];

export type CompressionCost = {
  key: string;
  name: string;
  htmlBytes: number;
  codecs: { codec: string; app: boolean; bytes: number; cpuMs: number }[];
};

/** CPU time of one compression of `html`, ms: the mean over repeats filling at least `budgetMs` of CPU (after one warm-up call). */
function cpuPerCall(compress: () => void, budgetMs = 150): number {
  compress();
  const started = process.cpuUsage();
  let calls = 0;
  let spent = 0;
  while (spent < budgetMs || calls < 20) {
    compress();
    calls++;
    const used = process.cpuUsage(started);
    spent = (used.user + used.system) / 1000;
  }
  return Math.round((spent / calls) * 1000) / 1000;
}

export function measureCompression(pages: { key: string; name: string; html: Buffer }[]): CompressionCost[] {
  return pages.map(({ key, name, html }) => ({
    key,
    name,
    htmlBytes: html.length,
    codecs: CODECS.map((codec) => ({
      codec: codec.name,
      app: codec.app,
      bytes: codec.compress(html).length,
      cpuMs: cpuPerCall(() => codec.compress(html)),
    })),
  }));
}
