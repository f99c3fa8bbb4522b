// The page's JavaScript is preloaded at low priority, so the stylesheet and the server-rendered text
// get the connection first: every page is readable before its JavaScript arrives (the JavaScript only
// hydrates it), and on a slow phone network ~110 KB of high-priority module preloads would otherwise
// share the bandwidth with the render-blocking stylesheet and push the first paint back.
//
// React Router's <Scripts> renders one `<link rel="modulepreload">` per module with no way to set
// their priority, and React hoists them into <head>; app/entry.server.tsx adds `fetchpriority="low"`
// to them in the finished document's head only. docs/decisions/0024-javascript-budget.md
const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = Buffer.from("</head>");

// Latin-1 maps each byte to one character and back, so the replacement leaves every other byte as it was.
const lower = (html: Buffer) => Buffer.from(html.toString("latin1").replaceAll(PRELOAD, LOW), "latin1");

/** The document with its head's module preloads marked low priority; the rest byte for byte. */
export function lowPriorityPreloads(html: Buffer): Buffer<ArrayBuffer> {
  const end = html.indexOf(HEAD_END);
  if (end === -1) return lower(html);
  return Buffer.concat([lower(html.subarray(0, end)), html.subarray(end)]);
}
