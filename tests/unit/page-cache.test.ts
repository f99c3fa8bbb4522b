// The visitors' page cache on a real Express server with the real security headers: every answer,
// hit or miss, carries its own nonce, the same in its HTML and in its CSP header.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache } from "../../server/page-cache";
import { securityHeaders } from "../../server/security-headers";

let server: ReturnType<express.Express["listen"]>;
let base: string;
let renders = 0;
const hits: string[] = [];
/** The date the pages' figures are for (the app's US Eastern today). */
let today = "2026-11-24";

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ csp: true, hsts: false }));
  app.use(
    pageCache(
      { ttlMs: 60_000, maxEntries: 10, paths: /^\/(judgments|judgments-search|member-render|judgments\/\d+)$/ },
      (req) => hits.push(req.path),
      () => today,
    ),
  );
  // Stands in for React Router: renders with the answer's nonce, as entry.server.tsx does.
  app.get("/judgments", (_req, res) => {
    renders += 1;
    const nonce = res.locals.nonce as string;
    res.type("html");
    res.write(`<!doctype html><script nonce="${nonce}">boot()</script>`);
    res.end(`<p>Listings</p><script nonce="${nonce}" src="/a.js"></script>`);
  });
  // A search's page (issue 29: the filters are in the query string).
  app.get("/judgments-search", (req, res) => {
    renders += 1;
    res.type("html").end(`<p>Results for ${new URLSearchParams(req.query as Record<string, string>)}</p>`);
  });
  // A judgment page, whose estimated balance is "as of" the day it was rendered.
  app.get("/judgments/:id", (_req, res) => {
    renders += 1;
    res.type("html").end(`<p>Estimated balance as of ${today}</p>`);
  });
  // A render a loader made for a member (server/app.ts marks it through the request's info).
  app.get("/member-render", (_req, res) => {
    res.locals.requestInfo = { ip: "127.0.0.1", member: true };
    renders += 1;
    res.type("html").end("<p>Your listing</p>");
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function noncesOf(html: string): string[] {
  return [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
}

describe("the visitors' page cache", () => {
  it("gives every answer its own nonce, in the HTML and the CSP header alike, while serving the cached render", async () => {
    const seen: string[] = [];
    for (const expected of ["MISS", "HIT", "HIT"]) {
      const response = await fetch(`${base}/judgments`);
      expect(response.headers.get("x-cache")).toBe(expected);
      const csp = response.headers.get("content-security-policy") ?? "";
      const headerNonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      const html = await response.text();
      expect(noncesOf(html)).toEqual([headerNonce, headerNonce]);
      expect(html).toContain("<p>Listings</p>");
      seen.push(headerNonce!);
    }
    expect(renders).toBe(1);
    expect(new Set(seen).size).toBe(3);
    // What a render does besides rendering (a judgment page notes its view) is done on each hit.
    expect(hits).toEqual(["/judgments", "/judgments"]);
  });

  it("never stores a page a loader rendered for a member, whatever the cookie header looked like", async () => {
    const before = renders;
    for (const expected of ["MISS", "MISS"]) {
      const response = await fetch(`${base}/member-render`);
      expect(response.headers.get("x-cache")).toBe(expected);
      expect(await response.text()).toContain("Your listing");
    }
    expect(renders).toBe(before + 2);
  });

  it("never answers a page rendered before midnight after it: the day is part of the key", async () => {
    const before = renders;
    const get = async () => {
      const response = await fetch(`${base}/judgments/7`);
      return [response.headers.get("x-cache"), await response.text()];
    };
    expect(await get()).toEqual(["MISS", "<p>Estimated balance as of 2026-11-24</p>"]);
    expect(await get()).toEqual(["HIT", "<p>Estimated balance as of 2026-11-24</p>"]);
    today = "2026-11-25";
    expect(await get()).toEqual(["MISS", "<p>Estimated balance as of 2026-11-25</p>"]);
    expect(await get()).toEqual(["HIT", "<p>Estimated balance as of 2026-11-25</p>"]);
    expect(renders).toBe(before + 2);
  });

  it("keeps a search's page under its whole URL: another search, or none, is never answered with it", async () => {
    const before = renders;
    const get = async (query: string) => {
      const response = await fetch(`${base}/judgments-search${query}`);
      return [response.headers.get("x-cache"), await response.text()];
    };
    expect(await get("?state=TX&price_max=20000")).toEqual(["MISS", "<p>Results for state=TX&price_max=20000</p>"]);
    expect(await get("?state=TX&price_max=20000")).toEqual(["HIT", "<p>Results for state=TX&price_max=20000</p>"]);
    expect(await get("?state=CA&price_max=20000")).toEqual(["MISS", "<p>Results for state=CA&price_max=20000</p>"]);
    expect(await get("")).toEqual(["MISS", "<p>Results for </p>"]);
    expect(renders).toBe(before + 3);
  });

  it("keeps members out of the cache", async () => {
    const response = await fetch(`${base}/judgments`, { headers: { cookie: "jx_session=abc" } });
    expect(response.headers.get("x-cache")).toBeNull();
  });
});
