// The page's JavaScript is preloaded at low priority, so the stylesheet and the server-rendered text
// get the connection first: every page is readable before its JavaScript arrives (the JavaScript only
// hydrates it), and on a slow phone network ~110 KB of high-priority module preloads would otherwise
// share the bandwidth with the render-blocking stylesheet and push the first paint back.
//
// React Router's <Scripts> renders one `<link rel="modulepreload">` per module with no way to set
// their priority, and React hoists them into <head>; this transform adds `fetchpriority="low"` to
// them on their way out, in the document's head only. docs/decisions/0024-javascript-budget.md
import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = Buffer.from("</head>");

// Latin-1 maps each byte to one character and back, so the replacement leaves every other byte as it was.
const lower = (html: Buffer) => Buffer.from(html.toString("latin1").replaceAll(PRELOAD, LOW), "latin1");

/** A pass-through for the HTML stream that lowers the module preloads' priority in <head>. */
export function lowPriorityPreloads(): Transform {
  let head: Buffer[] = []; // the document up to </head>, held back until it is complete
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      head.push(chunk);
      const html = Buffer.concat(head);
      const end = html.indexOf(HEAD_END);
      if (end === -1) return callback();
      passing = true;
      head = [];
      callback(null, Buffer.concat([lower(html.subarray(0, end)), html.subarray(end)]));
    },
    flush(callback) {
      callback(null, passing || head.length === 0 ? undefined : lower(Buffer.concat(head)));
    },
  });
}
