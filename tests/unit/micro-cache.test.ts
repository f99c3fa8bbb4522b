import { describe, expect, it } from "vitest";
import { createMicroCache, isCacheable } from "~/server/security/micro-cache";

describe("public page micro-cache", () => {
  it("serves only visitors' GETs of the public list pages", () => {
    expect(isCacheable("GET", "/judgments", undefined)).toBe(true);
    expect(isCacheable("GET", "/", "theme=dark")).toBe(true);
    expect(isCacheable("GET", "/judgments/by_state/TX", undefined)).toBe(true);
    expect(isCacheable("GET", "/judgments/by_county/48201", undefined)).toBe(true);
    expect(isCacheable("GET", "/judgments", "jx_session=abc")).toBe(false);
    expect(isCacheable("GET", "/judgments", "a=1; jx_toast=xyz")).toBe(false);
    expect(isCacheable("POST", "/judgments", undefined)).toBe(false);
    expect(isCacheable("GET", "/judgments/12", undefined)).toBe(false);
    expect(isCacheable("GET", "/judgments/search", undefined)).toBe(false);
    expect(isCacheable("GET", "/home", undefined)).toBe(false);
  });

  it("forgets pages after their time and keeps a bounded number", () => {
    let clock = 0;
    const cache = createMicroCache({ ttlMs: 1_000, maxEntries: 2, paths: /.*/ }, () => clock);
    const page = { status: 200, headers: {}, body: Buffer.from("x"), nonce: "n" };
    cache.set("/a", page);
    expect(cache.get("/a")?.body.toString()).toBe("x");
    clock = 1_001;
    expect(cache.get("/a")).toBeNull();
    cache.set("/a", page);
    cache.set("/b", page);
    cache.set("/c", page);
    expect(cache.size()).toBe(2);
    expect(cache.get("/a")).toBeNull();
  });
});
