import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "~/server/http/low-priority-preloads";

/** The HTML, cut into `size`-byte chunks, through the transform. */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(lowPriorityPreloads()));
}

const HEAD = '<html><head><title>Café ☕</title><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/>';
const BODY =
  '<link rel="modulepreload" href="/assets/b.js"/></head><body><p>Ünïcode ✓</p><link rel="modulepreload" href="/in-body.js"/></body></html>';

describe("lowPriorityPreloads", () => {
  it("marks the module preloads in <head> low priority, however the stream is cut, and leaves the rest byte for byte", async () => {
    for (const size of [1, 2, 3, 7, 64, 10_000]) {
      const out = await through(HEAD + BODY, size);
      expect(out.match(/rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
      expect(out).toContain('<link rel="modulepreload" href="/in-body.js"/>');
      expect(out.replaceAll(' fetchpriority="low"', "")).toBe(HEAD + BODY);
    }
  });

  it("passes a document without </head> through, lowered", async () => {
    expect(await through('<link rel="modulepreload" href="/x.js"/>', 5)).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/x.js"/>',
    );
  });
});
