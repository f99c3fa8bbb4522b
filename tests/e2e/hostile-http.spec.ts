// Hostile requests against the running production server, for what only the HTTP server sees (the
// loaders and actions themselves are fuzzed in tests/integration/fuzz.test.ts): an invalid Host
// header, malformed cookies on every page and endpoint, deeply nested JSON, text PostgreSQL cannot
// store, and oversized bodies. None may answer 500.
import { readFileSync } from "node:fs";
import http from "node:http";
import { expect, test, type APIRequestContext } from "./test-base";
import routeTable from "../../app/routes";
import { baseURL as e2eBaseURL } from "../../playwright.config";
import { account, approvedListing, dispose } from "./fixtures";
import { deepJson, hostileCookies, hostileHosts } from "../support/hostile-input";

const xhr = { "X-Requested-With": "XMLHttpRequest" };

type Entry = { path?: string; file: string; children?: Entry[] };
const flat = (entries: readonly Entry[]): Entry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
// `id` and `handle` become a listing and its seller that the file creates first (beforeAll), so the
// pages and endpoints taking them read a real row.
const fill: Record<string, string> = { id: "1", handle: "admin", abbreviation: "CA", countyId: "6019", stateId: "6" };

test.beforeAll(async () => {
  const seller = await account(e2eBaseURL, "hostileseller");
  const listing = await approvedListing(e2eBaseURL, seller);
  await dispose(seller);
  fill.id = String(listing.id);
  fill.handle = seller.handle;
});
const pathOf = (pattern: string) =>
  "/" +
  pattern
    .split("/")
    .map((s) => (s === "*" ? "nowhere" : s.startsWith(":") ? fill[s.slice(1)] : s))
    .join("/");

/** Every path of the route table, with its params filled in (a listing and seller of the file's own). */
function everyPath(): string[] {
  return flat(routeTable).map((e) => pathOf(e.path ?? ""));
}

/** The paths of the JSON endpoints that take a POST (their module exports an action). */
function apiActionPaths(): string[] {
  const hasAction = (file: string) => /export\s+(async\s+)?(function|const)\s+action\b/.test(readFileSync(`app/${file}`, "utf8"));
  return flat(routeTable)
    .filter((e) => (e.path ?? "").startsWith("api/") && hasAction(e.file))
    .map((e) => pathOf(e.path ?? ""));
}

/** A raw request, so the Host header is sent exactly as given (clients would fix it). */
function rawGet(port: number, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method: "GET", headers: { Host: host, ...xhr } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.end();
  });
}

/** A raw POST whose body is sent in chunks, without a Content-Length. */
function rawChunkedPost(port: number, path: string, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { ...xhr, Origin: origin, "Content-Type": "application/json", "Transfer-Encoding": "chunked" };
    const request = http.request({ host: "127.0.0.1", port, path, method: "POST", headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.write('{"name":');
    request.end('"x"}');
  });
}

/** Runs `work` over `items`, a few at a time (the server has two cores). */
async function inBatches<T>(items: T[], work: (item: T) => Promise<void>, size = 6) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

async function signUp(request: APIRequestContext, baseURL: string) {
  const handle = `hostile${Date.now().toString(36)}`;
  const response = await request.post("/register", {
    headers: { Origin: baseURL },
    form: {
      name: "Hostile Tester",
      handle,
      email: `${handle}.inbox@example.com`,
      password: "Test-pass1!",
      password_confirmation: "Test-pass1!",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

test("an invalid Host header is answered 400, on pages and endpoints alike", async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  for (const host of hostileHosts) {
    for (const path of ["/", "/judgments", "/api/states"]) {
      expect(await rawGet(port, path, host), `Host: ${host} on ${path}`).toBe(400);
    }
  }
  expect(await rawGet(port, "/about", `localhost:${port}`)).toBe(200);
  expect(await rawGet(port, "/api/states", "127.0.0.1")).toBe(200);
});

test("a malformed cookie is ignored on every page and endpoint", async ({ request }) => {
  const failures: string[] = [];
  const paths = everyPath();
  await inBatches(paths, async (path) => {
    const plain = (await request.get(path, { headers: xhr, maxRedirects: 0 })).status();
    for (const cookie of hostileCookies.slice(0, 3)) {
      const status = (await request.get(path, { headers: { ...xhr, Cookie: cookie }, maxRedirects: 0 })).status();
      // Ignored: the same answer as without the cookie (a visitor's).
      if (status !== plain) failures.push(`${path} with ${cookie}: ${status}, without: ${plain}`);
    }
  });
  for (const cookie of hostileCookies) {
    const status = (await request.get("/judgments", { headers: { Cookie: cookie } })).status();
    if (status !== 200) failures.push(`/judgments with ${cookie.slice(0, 40)}: ${status}`);
  }
  expect(failures).toEqual([]);
});

test("deeply nested JSON and text that cannot be stored are refused with a 4xx, never 500", async ({ request, baseURL }) => {
  await signUp(request, baseURL!);
  const headers = { ...xhr, Origin: baseURL!, "Content-Type": "application/json" };
  const failures: string[] = [];
  const posts = apiActionPaths();
  await inBatches(posts, async (path) => {
    for (const data of [
      deepJson(5000),
      deepJson(5000, "object"),
      `{"judgment_id":${deepJson(5000)}}`,
      '{"name":"a\\u0000b","judgment_id":"1"}',
      '{"name":"\\ud800"}',
    ]) {
      const status = (await request.post(path, { headers, data })).status();
      if (status >= 500) failures.push(`POST ${path} ${data.slice(0, 30)}: ${status}`);
    }
  });
  expect(failures).toEqual([]);

  // At the body reader: the field is named, the nesting refused.
  const address = { name: "a\u0000b", address1: "1 Main St", city: "Fresno", state: "CA", zip: "93721" };
  const stored = await request.post("/api/users/address", { headers, data: JSON.stringify(address) });
  expect(stored.status()).toBe(422);
  expect((await stored.json()).errors.name[0]).toContain("cannot store");
  const deep = await request.post("/api/users/address", { headers, data: `{"name":${deepJson(5000)}}` });
  expect(deep.status()).toBe(400);
  const form = await request.post("/profile", { headers: { Origin: baseURL! }, form: { ...address, name: "a\u0000b" }, maxRedirects: 0 });
  expect(form.status()).toBe(422);
});

test("a search with the year 0000 is refused next to its field and never kept for the visitor", async ({ request, baseURL }) => {
  const query = await request.get("/judgments?judgment_date_start=0000-01-01&name=a%00b");
  expect(query.status()).toBe(422);
  const page = await query.text();
  expect(page).toContain("Enter a valid date as MM/DD/YYYY.");
  expect(page).toContain("Keywords contain characters we cannot search for.");
  const searched = await request.post("/judgments/search", {
    headers: { Origin: baseURL! },
    form: { judgment_date_start: "12/31/0000", listing_date_end: "0000-01-01" },
    maxRedirects: 0,
  });
  expect(searched.status()).toBe(303);
  // The browse page afterwards (same visitor, same cookies) works.
  expect((await request.get("/judgments")).status()).toBe(200);
  expect((await request.get("/users/a%00b")).status()).toBe(404);
});

test("oversized and unannounced bodies are refused before they are read", async ({ request, baseURL }) => {
  const big = "x".repeat(2 * 1024 * 1024);
  for (const path of ["/api/judgments/offer", "/api/users/address", "/judgments/search", "/register"]) {
    const response = await request.post(path, {
      headers: { ...xhr, Origin: baseURL!, "Content-Type": "application/json" },
      data: `{"name":"${big}"}`,
    });
    expect(response.status(), path).toBe(413);
  }
  expect(await rawChunkedPost(Number(new URL(baseURL!).port), "/api/users/address", baseURL!)).toBe(411);
  // A path the router resolves to another route must not pass as a webhook (which may send chunks).
  expect(await rawChunkedPost(Number(new URL(baseURL!).port), "/webhooks/%2e%2e/register", baseURL!)).toBe(400);
  expect(await rawChunkedPost(Number(new URL(baseURL!).port), "/webhooks/stripe/../../register", baseURL!)).toBe(400);
});
