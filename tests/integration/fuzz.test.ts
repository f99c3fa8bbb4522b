// Bad input never answers 500: every loader and action of the route table (app/routes.ts), pages
// and JSON endpoints alike, is called with hostile input — route params, query strings, form and
// JSON bodies (NUL bytes, lone surrogates, year 0000 and other impossible dates, huge and deeply
// nested values, arrays and objects where text belongs), malformed cookies and a visitor's session
// holding a stored search that is no longer valid — as a visitor and as signed-in members (the
// seller of the seeded listings, a buyer with an offer, an administrator).
//
// Two parts: a fixed table of the inputs known to have answered 500, and fast-check generating
// more. The fields of a body are learnt per action (and per intent): the body reader is wrapped so
// the keys an action reads are recorded, then each of those keys gets each hostile value while the
// others stay plausible, so validation passes and the value reaches the database. A call fails the
// test when it throws anything but a Response, or answers a status of 500 or more; every failure
// is listed (route, who, input) before the assertion. FUZZ_RUNS scales the random part (default 4);
// a failure names the FUZZ_SEED that reproduces it; FUZZ_ONLY (a regular expression on the route
// pattern) narrows the run and FUZZ_PROFILE=1 prints each endpoint's time.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import routeTable from "../../app/routes";
import { loader as rootLoader } from "~/root";
import { filterParamNames, SEARCH_SESSION_KEY } from "~/domain/search";
import { insertSession } from "~/server/queries/sessions";
import { startUserSession } from "~/server/session";
import { BASE, createTestApp, getRequest, type TestApp } from "../support/app";
import { anyJsonValue, anyText, asUrlText, Deep, deepJson, jsonText, hostileCookies } from "../support/hostile-input";
import { listing, member, offer, type Member } from "../support/factories";

/** The keys each body read so far was asked for (see the readBody wrapper below). */
const readKeys = new Set<string>();

vi.mock("~/server/http/body", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/server/http/body")>();
  return {
    ...real,
    async readBody(request: Request) {
      const body = await real.readBody(request);
      return new Proxy(body, {
        get(target, key, receiver) {
          if (typeof key === "string" && key !== "then") readKeys.add(key);
          return Reflect.get(target, key, receiver);
        },
      });
    },
  };
});

type RouteModule = {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
  middleware?: ((args: unknown, next: () => Promise<unknown>) => unknown)[];
};
type Endpoint = { pattern: string; file: string; module: RouteModule };

const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}");

function flatten(entries: readonly { path?: string; file: string; children?: unknown[] }[]): { path: string; file: string }[] {
  return entries.flatMap((e) => [{ path: e.path ?? "", file: e.file }, ...flatten((e.children ?? []) as typeof entries)]);
}

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const runs = Number(process.env.FUZZ_RUNS ?? 4);

let app: TestApp;
let endpoints: Endpoint[];
let seller: Member;
let buyer: Member;
let admin: Member;
const ids = { active: 0, hidden: 0, offer: 0 };

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: "off" });
  seller = await member(app, { prefix: "fuzz_seller" });
  buyer = await member(app, { prefix: "fuzz_buyer" });
  admin = await member(app, { prefix: "fuzz_admin", role: "admin" });
  ids.active = await listing(app, seller.userId, { status: "active" });
  ids.hidden = await listing(app, seller.userId, { status: "hidden" });
  ids.offer = await offer(app, ids.active, buyer.userId);
  // One module at a time: loading them all at once raced the vi.mock factory above (a module
  // could see the mock before `real` was set: "real.readBody is not a function").
  endpoints = [];
  for (const { path, file } of flatten(routeTable)) {
    const load = modules[`../../app/${file}`];
    if (!load) throw new Error(`No module for ${file}`);
    endpoints.push({ pattern: path, file, module: await load() });
  }
});
afterAll(async () => {
  await app?.close();
});

// ---------------------------------------------------------------------------------------------
// Who is asking

type Who = "visitor" | "stale-search visitor" | "seller" | "buyer" | "admin";
const everyone: Who[] = ["visitor", "stale-search visitor", "seller", "buyer", "admin"];

/** A search stored before the search parser refused it (or from an older version of it). */
const staleSearches: unknown[] = [
  { judgmentDateStart: "0000-01-01" },
  { listingDateEnd: "0000-12-31", name: "x" },
  { judgmentDateStart: "99999-01-01", judgmentDateEnd: "2024-02-30" },
  { priceMinCents: "abc", stateId: -1, countyId: 1e20 },
  { name: ["a", "b"], stateId: { a: 1 } },
  "not a search",
];
let staleIndex = 0;

/**
 * A session for `who`: one per endpoint and member (so an action that signs out spoils no other
 * endpoint's calls), and a new one for each call of the stale-search visitor, in turn with each
 * stale search.
 */
const sessions = new Map<string, string>();
async function cookieFor(who: Who, endpoint: Endpoint): Promise<string> {
  if (who === "visitor") return "";
  if (who === "stale-search visitor") {
    const token = `fuzz${crypto.randomUUID().replaceAll("-", "")}`;
    await insertSession(app.services.db, {
      id: createHash("sha256").update(token).digest("hex"),
      userId: null,
      data: { [SEARCH_SESSION_KEY]: staleSearches[staleIndex++ % staleSearches.length] },
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    return `jx_session=${token}`;
  }
  const key = `${endpoint.file} ${who}`;
  if (!sessions.has(key)) {
    const header = await startUserSession(getRequest("/"), app.services, { seller, buyer, admin }[who].userId);
    sessions.set(key, header.split(";")[0]);
  }
  return sessions.get(key)!;
}

// ---------------------------------------------------------------------------------------------
// Plausible values, so that hostile ones reach past the first check

const intents = [
  "offer",
  "edit-offer",
  "accept-offer",
  "reject-offer",
  "buy",
  "watch",
  "unwatch",
  "hide",
  "unhide",
  "cancel",
  "reactivate",
  "mark_assigned",
  "confirm_receipt",
  "accept",
  "confirm",
  "pay",
  "authenticate",
  "connect",
  "onboard",
  "counties",
  "approve",
  "reject",
  "save",
  "next",
  "back",
];

function plausible(key: string): unknown[] {
  if (key === "intent") return intents;
  if (/^(judgment_id|id)$/.test(key)) return [ids.active, String(ids.active), String(ids.hidden)];
  if (key === "offer_id") return [String(ids.offer), ids.offer];
  if (/(^amount|price|buy_now|_min$|_max$)/.test(key)) return ["1500", "1500.00", 1500];
  if (/date/.test(key)) return ["2023-06-14", "06/14/2023"];
  if (key === "email") return [seller.email, "fresh@example.com"];
  if (/password/.test(key)) return ["Fuzz-pass1!"];
  if (key === "state_id") return ["6"];
  if (key === "county_id") return ["6019"];
  if (key === "state") return ["CA"];
  if (key === "zip") return ["94110"];
  if (key === "handle") return ["fuzz_handle"];
  if (/^(fee_agree|approved|is_premium|js|append|saved_card)$/.test(key)) return ["1", "on", true];
  if (key === "upsells") return [["1", "2"], "1"];
  if (key === "sort") return ["price_low"];
  if (/redirect/i.test(key)) return ["/home"];
  return ["Fuzz text", "1"];
}

/** A body where every key has a plausible value except `hostile`. */
function bodyWith(keys: Iterable<string>, hostile: Record<string, unknown> = {}, pick = 0): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of keys) {
    const options = plausible(key);
    body[key] = options[pick % options.length];
  }
  return { ...body, ...hostile };
}

/** Keys every body offers, so even an action read for the first time finds something. */
const commonKeys = ["intent", "judgment_id", "id", "offer_id", "amount", "email", "password", "name", "message", "title"];

/** Query-string names the loaders read: the search filters (both naming families), then the rest. */
const queryKeys = [
  ...filterParamNames,
  "sort",
  "page",
  "after",
  "before",
  "redirectTo",
  "token",
  "to",
  "status",
  "title",
  "judgment_id",
  "step",
  "paid",
  "check",
  "return",
  "onboarding",
  "completed",
  "confirm",
  "format",
];

// ---------------------------------------------------------------------------------------------
// Calling a route module as React Router would

type Body =
  | { kind: "json"; value: unknown }
  | { kind: "raw-json"; text: string }
  | { kind: "form"; value: Record<string, unknown> }
  | { kind: "multipart"; value: Record<string, unknown> }
  | { kind: "text"; text: string; type: string };

type Call = {
  endpoint: Endpoint;
  who: Who;
  method: string;
  params?: Record<string, string>;
  query?: [string, string][];
  body?: Body;
  cookie?: string;
  accept?: string;
};

function paramsFor(pattern: string, value?: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const segment of pattern.split("/")) {
    if (segment === "*") params["*"] = value ?? "nowhere";
    if (!segment.startsWith(":")) continue;
    const name = segment.slice(1);
    const valid: Record<string, string> = {
      id: String(ids.active),
      handle: seller.handle,
      abbreviation: "CA",
      countyId: "6019",
      stateId: "6",
    };
    params[name] = value ?? valid[name] ?? "1";
  }
  return params;
}

function urlFor(pattern: string, params: Record<string, string>, query: [string, string][] = []): string {
  const path = pattern
    .split("/")
    .map((segment) =>
      segment === "*" ? encodeURIComponent(params["*"]) : segment.startsWith(":") ? encodeURIComponent(params[segment.slice(1)]) : segment,
    )
    .join("/");
  const search = new URLSearchParams(query).toString();
  return `${BASE}/${path}${search ? `?${search}` : ""}`;
}

function formText(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(formText);
  if (value !== null && typeof value === "object") return [jsonText(value)];
  return [String(value)];
}

function encodeBody(body: Body): { type?: string; payload: BodyInit } {
  switch (body.kind) {
    case "json":
      return { type: "application/json", payload: jsonText(body.value) };
    case "raw-json":
      return { type: "application/json", payload: body.text };
    case "form": {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(body.value)) for (const text of formText(value)) form.append(key, text);
      return { type: "application/x-www-form-urlencoded", payload: form };
    }
    case "multipart": {
      const form = new FormData();
      for (const [key, value] of Object.entries(body.value)) for (const text of formText(value)) form.append(key, text);
      return { payload: form };
    }
    case "text":
      return { type: body.type, payload: body.text };
  }
}

async function requestFor(call: Call, params: Record<string, string>): Promise<Request> {
  const session = await cookieFor(call.who, call.endpoint);
  const cookie = [session, call.cookie].filter(Boolean).join("; ");
  const headers: Record<string, string> = { "x-requested-with": "XMLHttpRequest", accept: call.accept ?? "*/*" };
  if (cookie) headers.cookie = cookie;
  let payload: BodyInit | undefined;
  if (call.method !== "GET" && call.method !== "HEAD") {
    headers.origin = BASE;
    if (call.body) {
      const encoded = encodeBody(call.body);
      if (encoded.type) headers["content-type"] = encoded.type;
      payload = encoded.payload;
    }
  }
  return new Request(urlFor(call.endpoint.pattern, params, call.query), { method: call.method, headers, body: payload });
}

/** The status React Router would answer for what a loader or action returned or threw. */
async function statusOf(outcome: { value: unknown } | { thrown: unknown }): Promise<number | Error> {
  const value = "value" in outcome ? outcome.value : outcome.thrown;
  if (value instanceof Response) {
    try {
      await value.arrayBuffer(); // a streamed body can still fail while it is read
    } catch (error) {
      return error as Error;
    }
    return value.status;
  }
  if (value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit") {
    return (value as { init?: { status?: number } }).init?.status ?? 200;
  }
  if ("thrown" in outcome) return value instanceof Error ? value : new Error(`threw ${String(value)}`);
  return 200;
}

async function invoke(module: RouteModule, kind: "loader" | "action", args: unknown): Promise<{ value: unknown } | { thrown: unknown }> {
  const handler = module[kind]!;
  const chain = (module.middleware ?? []).reduceRight<() => Promise<unknown>>(
    (next, middleware) => async () => middleware(args, next),
    async () => handler(args),
  );
  try {
    return { value: await chain() };
  } catch (thrown) {
    return { thrown };
  }
}

const failures = new Map<string, string>();

function describeCall(call: Call, params: Record<string, string>): string {
  const show = (value: unknown) => {
    const text = typeof value === "string" ? value : (jsonText(value) ?? String(value));
    return JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}… (${text.length} chars)` : text);
  };
  const parts = [`${call.method} /${call.endpoint.pattern} as ${call.who}`, `params ${show(params)}`];
  if (call.query?.length) parts.push(`query ${show(call.query)}`);
  if (call.body) parts.push(`${call.body.kind} body ${show("value" in call.body ? call.body.value : call.body.text)}`);
  if (call.cookie) parts.push(`cookie ${show(call.cookie)}`);
  return parts.join(", ");
}

/** An error in one line: its message, and its cause's (a failed query's names PostgreSQL's complaint). */
function problemOf(error: Error): string {
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : "";
  return `${error.name}: ${error.message.split("\n")[0].slice(0, 100)}${cause}`;
}

/** Runs one call (the root loader too, for a page's GET); records a failure instead of throwing. */
async function attempt(call: Call): Promise<void> {
  const kind = call.method === "GET" ? "loader" : "action";
  const { module } = call.endpoint;
  if (!module[kind]) return;
  const params = call.params ?? paramsFor(call.endpoint.pattern);
  const request = await requestFor(call, params);
  const isPage = !call.endpoint.pattern.startsWith("api/") && !call.endpoint.pattern.startsWith("webhooks/");
  const targets: [string, RouteModule][] = [[call.endpoint.file, module]];
  if (kind === "loader" && isPage) targets.unshift(["root", { loader: rootLoader } as RouteModule]);
  for (const [name, target] of targets) {
    const status = await statusOf(await invoke(target, kind, { request, params, context: app.context() }));
    if (typeof status === "number" && status < 500) continue;
    const key = `${name} ${kind}: ${typeof status === "number" ? `status ${status}` : problemOf(status)}`;
    if (!failures.has(key)) failures.set(key, describeCall(call, params));
  }
}

/** Every key an action reads for a plausible body, per intent when it reads one. */
async function learnKeys(endpoint: Endpoint, who: Who): Promise<Map<string | null, Set<string>>> {
  const learn = async (intent: string | null) => {
    readKeys.clear();
    const body = bodyWith(commonKeys, intent ? { intent } : {});
    await attempt({ endpoint, who, method: "POST", body: { kind: "form", value: body } });
    return new Set(readKeys);
  };
  const found = new Map<string | null, Set<string>>([[null, await learn(null)]]);
  if (found.get(null)!.has("intent")) for (const intent of intents) found.set(intent, await learn(intent));
  return found;
}

// ---------------------------------------------------------------------------------------------
// The fixed table

/** The values each read key gets in turn (the rest of the body stays plausible). */
function fieldHostiles(key: string): unknown[] {
  const values: unknown[] = ["a\u0000b", "\ud800", ["a", "b"], { a: "b" }, new Deep(5000), "x".repeat(20_000)];
  if (/date|_after$|_before$|expiration|until/.test(key)) values.push("0000-01-01", "12/31/0000", "99999-01-01", "2024-02-30");
  if (/id$|amount|price|buy_now|_min$|_max$|page|attempt/.test(key)) values.push("9".repeat(40), "-1", "1e309", 1e308);
  return values;
}
/** Values for route params and query strings (the URL decoder makes lone surrogates U+FFFD). */
const urlHostiles = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "0000-01-01",
  "12/31/0000",
  "99999-01-01",
  "2024-02-30",
  "%",
  "-1",
  "1e309",
  "9".repeat(40),
  "x".repeat(20_000),
  "__proto__",
].map(asUrlText);

/** Who fills in an endpoint's forms: administrators the admin pages', anyone the others'. */
function formFillers(endpoint: Endpoint): Who[] {
  return endpoint.pattern.startsWith("admin/") ? ["visitor", "admin"] : ["visitor", "seller", "buyer"];
}

async function fixedTable(endpoint: Endpoint): Promise<void> {
  const hasParams = /[:*]/.test(endpoint.pattern);
  if (endpoint.module.loader) {
    for (const who of everyone) await attempt({ endpoint, who, method: "GET" });
    for (let i = 1; i < staleSearches.length; i++) await attempt({ endpoint, who: "stale-search visitor", method: "GET" });
    for (const cookie of hostileCookies) await attempt({ endpoint, who: "visitor", method: "GET", cookie });
    await attempt({ endpoint, who: "seller", method: "GET", cookie: hostileCookies[3] });
    for (const value of urlHostiles) {
      for (const who of formFillers(endpoint).slice(0, 2)) {
        if (hasParams) await attempt({ endpoint, who, method: "GET", params: paramsFor(endpoint.pattern, value) });
        await attempt({ endpoint, who, method: "GET", query: queryKeys.map((k) => [k, value]) });
      }
    }
  }
  if (!endpoint.module.action) return;
  for (const who of formFillers(endpoint)) {
    // Intents that read the same keys take the same path as far as these inputs go: one of each.
    const seen = new Set<string>();
    for (const [intent, keys] of await learnKeys(endpoint, who)) {
      const shape = [...keys]
        .filter((k) => k !== "intent")
        .sort()
        .join(",");
      if (seen.has(shape)) continue;
      seen.add(shape);
      const base = intent ? { intent } : {};
      for (const key of keys) {
        if (key === "intent" && intent) continue;
        for (const value of fieldHostiles(key)) {
          const body = bodyWith(keys, { ...base, [key]: value });
          await attempt({ endpoint, who, method: "POST", body: { kind: "json", value: body } });
        }
        await attempt({ endpoint, who, method: "POST", body: { kind: "form", value: bodyWith(keys, { ...base, [key]: "a\u0000b" }) } });
      }
    }
    await attempt({ endpoint, who, method: "POST", body: { kind: "raw-json", text: deepJson(5000) } });
    await attempt({ endpoint, who, method: "POST", body: { kind: "raw-json", text: deepJson(5000, "object") } });
    await attempt({ endpoint, who, method: "POST", body: { kind: "raw-json", text: `{"title":${deepJson(5000)}}` } });
    await attempt({ endpoint, who, method: "POST", body: { kind: "raw-json", text: '{"__proto__":{"admin":true},"a\\u0000":"\\u0000"}' } });
    await attempt({ endpoint, who, method: "POST", body: { kind: "raw-json", text: "{broken" } });
    await attempt({ endpoint, who, method: "POST", body: { kind: "json", value: ["an", "array"] } });
    await attempt({ endpoint, who, method: "POST", body: { kind: "text", text: "--x\r\n", type: "multipart/form-data" } });
    await attempt({ endpoint, who, method: "PUT", body: { kind: "json", value: bodyWith(commonKeys, { title: "a\u0000b" }) } });
    await attempt({ endpoint, who, method: "DELETE", cookie: hostileCookies[0] });
  }
}

// ---------------------------------------------------------------------------------------------
// The random part

const methods = ["POST", "PUT", "PATCH", "DELETE"];
const allBodyKeys = [
  ...new Set([
    ...commonKeys,
    ...queryKeys,
    "price",
    "buy_now",
    "description",
    "state",
    "zip",
    "city",
    "address1",
    "handle",
    "password_confirmation",
    "fee_agree",
    "upsells",
    "payment_id",
    "approved",
    "token",
    "casenum",
    "date_awarded",
  ]),
];

function valueFor(key: string): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...plausible(key)) }, { weight: 1, arbitrary: anyJsonValue });
}

function randomCall(endpoint: Endpoint, learnt: string[]): fc.Arbitrary<Call> {
  const keys = [...new Set([...learnt, ...allBodyKeys.slice(0, 6)])];
  const body = fc.record(Object.fromEntries(keys.map((k) => [k, valueFor(k)])), { requiredKeys: [] });
  const urlText = anyText.map(asUrlText);
  return fc
    .record({
      who: fc.constantFrom(...everyone),
      method: endpoint.module.action ? fc.constantFrom("GET", ...methods) : fc.constant("GET"),
      params: fc.option(urlText, { nil: undefined }).map((v) => paramsFor(endpoint.pattern, v)),
      query: fc.array(fc.tuple(fc.constantFrom(...queryKeys), urlText), { maxLength: 4 }),
      body: fc.oneof(
        body.map((value): Body => ({ kind: "json", value })),
        body.map((value): Body => ({ kind: "form", value })),
        body.map((value): Body => ({ kind: "multipart", value })),
      ),
      cookie: fc.option(fc.constantFrom(...hostileCookies), { nil: undefined, freq: 3 }),
      accept: fc.constantFrom("application/json", "text/html", "*/*"),
    })
    .map((call) => ({ ...call, endpoint }));
}

it("no loader or action answers 500 to hostile input", { timeout: 300_000 }, async () => {
  const started = Date.now();
  let calls = 0;
  const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
  for (const endpoint of endpoints.filter((e) => !only || only.test(e.pattern))) {
    const t0 = Date.now();
    await fixedTable(endpoint);
    const t1 = Date.now();
    const learnt = endpoint.module.action ? [...(await learnKeys(endpoint, "seller")).values()].flatMap((s) => [...s]) : [];
    const samples = fc.sample(randomCall(endpoint, [...new Set(learnt)]), {
      seed: seed + calls,
      numRuns: runs * (endpoint.module.action ? 6 : 3),
    });
    for (const call of samples) await attempt(call);
    calls += samples.length;
    if (process.env.FUZZ_PROFILE) console.log(`${endpoint.pattern}: fixed ${t1 - t0} ms, random ${Date.now() - t1} ms`);
  }
  const report = [...failures].map(([problem, input]) => `${problem}\n    e.g. ${input}`);
  console.log(`fuzz: ${endpoints.length} endpoints, seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(report, `FUZZ_SEED=${seed} reproduces the random part`).toEqual([]);
});
