import { describe, expect, it } from "vitest";
import { createMicroCache, isCacheable, joinAtNonce, splitAtNonce } from "~/server/security/micro-cache";

describe("public page micro-cache", () => {
  it("serves only visitors' GETs of the public list pages and judgment pages", () => {
    expect(isCacheable("GET", "/judgments", undefined)).toBe(true);
    expect(isCacheable("GET", "/", "theme=dark")).toBe(true);
    expect(isCacheable("GET", "/judgments/by_state/TX", undefined)).toBe(true);
    expect(isCacheable("GET", "/judgments/by_county/48201", undefined)).toBe(true);
    expect(isCacheable("GET", "/judgments", "jx_session=abc")).toBe(false);
    expect(isCacheable("GET", "/judgments", "a=1; jx_toast=xyz")).toBe(false);
    expect(isCacheable("POST", "/judgments", undefined)).toBe(false);
    expect(isCacheable("GET", "/judgments/12", undefined)).toBe(true);
    expect(isCacheable("GET", "/judgments/12", "jx_session=abc")).toBe(false);
    // Read as the session reads it: a cookie it would find, however it is spaced, is a member's.
    expect(isCacheable("GET", "/judgments/12", "\u00a0jx_session=abc")).toBe(false);
    expect(isCacheable("GET", "/judgments/12", "a=1;\t jx_session=abc")).toBe(false);
    expect(isCacheable("GET", "/judgments/12", "xjx_session=abc")).toBe(true);
    expect(isCacheable("GET", "/judgments/12/buy", undefined)).toBe(false);
    expect(isCacheable("GET", "/judgments/12/edit", undefined)).toBe(false);
    expect(isCacheable("GET", "/judgments/12.data", undefined)).toBe(false);
    expect(isCacheable("GET", "/judgments/search", undefined)).toBe(false);
    expect(isCacheable("GET", "/home", undefined)).toBe(false);
    // /market: every completed sale aggregated, the same for every visitor (issue 31).
    expect(isCacheable("GET", "/market", undefined)).toBe(true);
    expect(isCacheable("GET", "/market", "jx_session=abc")).toBe(false);
    expect(isCacheable("GET", "/market/x", undefined)).toBe(false);
    expect(isCacheable("GET", "/marketplace", undefined)).toBe(false);
  });

  it("forgets pages after their time and keeps a bounded number", () => {
    let clock = 0;
    const cache = createMicroCache({ ttlMs: 1_000, maxEntries: 2, paths: /.*/ }, () => clock);
    const page = { status: 200, headers: {}, parts: [Buffer.from("x")] };
    cache.set("/a", page);
    expect(cache.get("/a")?.parts.join("")).toBe("x");
    clock = 1_001;
    expect(cache.get("/a")).toBeNull();
    cache.set("/a", page);
    cache.set("/b", page);
    cache.set("/c", page);
    expect(cache.size()).toBe(2);
    expect(cache.get("/a")).toBeNull();
  });
});

describe("a cached page's nonce", () => {
  const rendered = "N0nce+of/this=render==";
  const html = `<script nonce="${rendered}">a()</script><p>Title: nonce=&quot;{{nonce}}&quot; ${"é"}</p><script nonce="${rendered}" src="/x.js"></script>`;

  it("is cut out where the render wrote it and filled with each answer's own", () => {
    const parts = splitAtNonce(Buffer.from(html), rendered);
    expect(parts).toHaveLength(3);
    expect(parts.join("")).not.toContain(rendered);
    const fresh = "FreshNonceForThisAnswer==";
    expect(joinAtNonce(parts, fresh).toString()).toBe(html.replaceAll(rendered, fresh));
    expect(joinAtNonce(parts, "Another==").toString()).toBe(html.replaceAll(rendered, "Another=="));
  });

  it("leaves anything else alone, including text that looks like a nonce placeholder", () => {
    const parts = splitAtNonce(Buffer.from(html), rendered);
    expect(joinAtNonce(parts, "F").toString()).toContain("Title: nonce=&quot;{{nonce}}&quot; é");
    expect(splitAtNonce(Buffer.from("no scripts"), rendered)).toEqual([Buffer.from("no scripts")]);
    expect(splitAtNonce(Buffer.from(html), "")).toEqual([Buffer.from(html)]);
  });
});
