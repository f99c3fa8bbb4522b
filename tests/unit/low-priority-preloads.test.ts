import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "~/server/http/low-priority-preloads";

const HEAD = '<html><head><title>Café ☕</title><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/>';
const BODY =
  '<link rel="modulepreload" href="/assets/b.js"/></head><body><p>Ünïcode ✓</p><link rel="modulepreload" href="/in-body.js"/></body></html>';

describe("lowPriorityPreloads", () => {
  it("marks the module preloads in <head> low priority and leaves the rest byte for byte", () => {
    const out = lowPriorityPreloads(Buffer.from(HEAD + BODY)).toString("utf8");
    expect(out.match(/rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="modulepreload" href="/in-body.js"/>');
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(HEAD + BODY);
  });

  it("lowers a document without </head> throughout", () => {
    expect(lowPriorityPreloads(Buffer.from('<link rel="modulepreload" href="/x.js"/>')).toString()).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/x.js"/>',
    );
  });
});
