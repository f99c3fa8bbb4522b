// The app's response compression, for the benchmark's other servers: the static server and the
// bare render compress exactly as the app does (the same middleware, the same settings), so their
// CPU per response includes the same compression work and the ratios compare producing the page,
// not compressing it. The settings are server/app.ts's, copied: the benchmark checks that the
// static server's compressed /judgments is the app's size (bench.ts, checkSameCompression), so a
// change there that is not made here fails the run rather than skewing the ratios.
//
// Erasable TypeScript only: the static server and the bare render run with Node's type stripping.
import compression from "compression";
import type http from "node:http";
import zlib from "node:zlib";

/** server/app.ts: gzip level 1, Brotli quality 1. */
export const APP_GZIP_LEVEL = 1;
export const APP_BROTLI_QUALITY = 1;

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** `listener` behind the app's compression middleware. */
export function compressLikeTheApp(listener: Listener): Listener {
  const middleware = compression({
    level: APP_GZIP_LEVEL,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: APP_BROTLI_QUALITY } },
  });
  return (req, res) => middleware(req as never, res as never, () => listener(req, res));
}
