// app/server/queries/browse.ts's rowCount: where a browse query's LIMIT is written into its text (one
// plan kept for every value, docs/decisions/0061) and where it stays a placeholder (PostgreSQL plans
// the query for its values each time). Held here for both drivers: on PGlite names change nothing,
// and the PostgreSQL test (tests/integration/named-statements.test.ts) runs only with TEST_DATABASE_URL.
import { describe, expect, it } from "vitest";
import type { BrowseSort, JudgmentSearch } from "~/domain/search";
import { rowCount } from "~/server/queries/browse";
import type { Params } from "~/server/queries/prepared";

function limitOf(search: JudgmentSearch, sort: BrowseSort | null) {
  const params: Params = {};
  const { shape } = rowCount(search, sort, params, 26);
  return { shape, params };
}

describe("rowCount", () => {
  it("writes the limit in for the whole list in every order, a place in the newest order, and a place's count", () => {
    for (const sort of ["newest", "price_low", "price_high", "amount_high", "amount_low", "best_deal", "balance_deal"] as const) {
      expect(limitOf({}, sort)).toEqual({ shape: "limit=26", params: {} });
    }
    expect(limitOf({ stateId: 48 }, "newest")).toEqual({ shape: "limit=26", params: {} });
    expect(limitOf({ stateId: 48, countyId: 48201 }, "newest")).toEqual({ shape: "limit=26", params: {} });
    expect(limitOf({ countyId: 48201 }, null)).toEqual({ shape: "limit=26", params: {} });
    expect(limitOf({ stateId: 48, countyId: undefined }, "newest")).toEqual({ shape: "limit=26", params: {} });
  });

  it("keeps a placeholder for a place in another order, and for any other filter", () => {
    const placeholder = { shape: "limit=param", params: { limit: 26 } };
    expect(limitOf({ stateId: 48 }, "price_low")).toEqual(placeholder);
    expect(limitOf({ countyId: 48201 }, "best_deal")).toEqual(placeholder);
    expect(limitOf({ stateId: 48, priceMinCents: 500_000 }, "newest")).toEqual(placeholder);
    expect(limitOf({ priceMaxCents: 2_000_000 }, null)).toEqual(placeholder);
    expect(limitOf({ name: "contractor" }, "newest")).toEqual(placeholder);
    expect(limitOf({ judgmentDateStart: "2024-01-01" }, "newest")).toEqual(placeholder);
    expect(limitOf({ portfoliosOnly: true }, "newest")).toEqual(placeholder);
    expect(limitOf({ verified: true }, null)).toEqual(placeholder);
  });
});
