// The app's response compression, for the benchmark's other servers: the static server and the
// bare render compress exactly as the app does (server/app.ts: the `compression` middleware for
// anything but HTML, and above it server/document-compression.ts, which compresses each HTML
// document whole, in the encoding ./whole-body-compression.ts chooses), so their CPU per response
// includes the same compression work and the ratios compare producing the page, not compressing it.
// The very same code, not a copy; the benchmark still checks that the static server's compressed
// /judgments is the app's encoding and size (bench.ts, checkSameCompression).
//
// Erasable TypeScript only: the static server and the bare render run with Node's type stripping.
import type http from "node:http";
import { compressionLayers } from "../../server/document-compression.ts";

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** `listener` behind the app's two compression layers, in the app's order. */
export function compressLikeTheApp(listener: Listener): Listener {
  const [streamed, documents] = compressionLayers();
  return (req, res) => streamed(req, res, () => documents(req, res, () => listener(req, res)));
}
