// The readers of outside input refuse or drop what once answered 500 (the fuzz tests,
// tests/integration/fuzz.test.ts and tests/e2e/hostile-http.spec.ts, check every endpoint):
// the body reader, the date check, the browse search (typed and stored), the Host header.
import { describe, expect, it } from "vitest";
import { isIsoDate } from "~/domain/dates";
import { parseJudgmentSearch, searchFromStored } from "~/domain/search";
import { isStorableText } from "~/domain/storable-text";
import { readBody } from "~/server/http/body";
import { hostRefusal, isValidHost } from "~/server/security/host-header";
import { deepJson } from "../support/hostile-input";

const json = (text: string) => new Request("http://x/api", { method: "POST", headers: { "content-type": "application/json" }, body: text });
const form = (fields: Record<string, string>) => new Request("http://x/p", { method: "POST", body: new URLSearchParams(fields) });

async function refusal(request: Request): Promise<{ status: number; body: any }> {
  try {
    await readBody(request);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.json() };
    throw thrown;
  }
  throw new Error("the body was read");
}

describe("text PostgreSQL can store", () => {
  it("has no NUL and no unpaired surrogate", () => {
    expect(isStorableText("Café 😀 — ok")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("x\udc00")).toBe(false);
  });
});

describe("the body reader", () => {
  it("reads plain forms and JSON", async () => {
    expect(await readBody(form({ name: "Ada", tags: "x" }))).toEqual({ name: "Ada", tags: "x" });
    expect(await readBody(json('{"upsells":["1","2"],"n":3}'))).toEqual({ upsells: ["1", "2"], n: 3 });
    expect(await readBody(json("{broken"))).toEqual({});
    // A textarea's line breaks arrive as CR LF in a form post: read as typed (one character each).
    expect(await readBody(form({ message: "Line one\r\nLine two\rthree" }))).toEqual({ message: "Line one\nLine two\nthree" });
  });
  it("refuses a NUL or a lone surrogate with 422 naming the field", async () => {
    const nul = await refusal(form({ name: "ok", title: "a\u0000b" }));
    expect(nul.status).toBe(422);
    expect(nul.body.errors.title[0]).toContain("cannot store");
    expect((await refusal(json('{"description":"\\ud800"}'))).body.errors.description).toBeTruthy();
    expect((await refusal(json('{"upsells":["1","\\u0000"]}'))).body.errors.upsells).toBeTruthy();
    expect((await refusal(json('{"a\\u0000":"x"}'))).status).toBe(422);
  });
  it("refuses deeply nested bodies with 400", async () => {
    expect((await refusal(json(`{"title":${deepJson(5000)}}`))).status).toBe(400);
    expect((await refusal(json(deepJson(5000, "object")))).status).toBe(400);
    expect(await readBody(json(deepJson(5000)))).toEqual({}); // not an object: no fields at all
  });
});

describe("dates in searches", () => {
  it("has no year 0000 (PostgreSQL refuses it)", () => {
    expect(isIsoDate("0000-01-01")).toBe(false);
    expect(isIsoDate("0001-01-01")).toBe(true);
  });
  it("drops an invalid date with a message, keeping the other filters", () => {
    for (const bad of ["0000-01-01", "12/31/0000", "99999-01-01", "2024-02-30"]) {
      const parsed = parseJudgmentSearch({ judgment_date_start: bad, state_id: "6" });
      expect(parsed.search).toEqual({ stateId: 6 });
      expect(parsed.errors?.judgment_date_start).toEqual(["Enter a valid date as MM/DD/YYYY."]);
    }
  });
  it("drops keywords that cannot be searched for", () => {
    const parsed = parseJudgmentSearch({ name: "a\u0000b" });
    expect(parsed.search).toEqual({});
    expect(parsed.errors?.name).toEqual(["Keywords contain characters we cannot search for."]);
    expect(parsed.values.name).toBe("");
  });
  it("sanitises a search stored in the session before the parser refused its date", () => {
    expect(searchFromStored({ judgmentDateStart: "0000-01-01", stateId: 6, name: "acme" })).toEqual({ stateId: 6, name: "acme" });
    expect(searchFromStored({ priceMinCents: "abc", countyId: 1e20 })).toEqual({});
    expect(searchFromStored("not a search")).toBeNull();
    expect(searchFromStored(["a"])).toBeNull();
  });
});

describe("the Host header", () => {
  it("accepts names, addresses and ports", () => {
    for (const host of ["localhost", "localhost:3000", "example.com", "127.0.0.1:80", "[::1]:3000", "my_service"])
      expect(isValidHost(host)).toBe(true);
    expect(hostRefusal(undefined, undefined)).toBeNull();
  });
  it("refuses hosts no URL can be built from, and a bad forwarded host behind a proxy", () => {
    for (const host of ["exa mple.com", "[", "%", "host:99999999", "[::1", "a:b:c", "999.999.999.999", "a@b", "a/b"]) {
      expect(hostRefusal(host, undefined), host).toBe("Invalid Host header.");
    }
    expect(hostRefusal("example.com", "exa mple.com, example.com")).toBe("Invalid X-Forwarded-Host header.");
    expect(hostRefusal("example.com", "example.org, bad host")).toBeNull();
  });
});
