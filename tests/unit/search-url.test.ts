// The browse search in the URL (app/domain/search-url.ts): read as the form is, written canonically.
import { describe, expect, it } from "vitest";
import { searchFields, type JudgmentSearch } from "~/domain/search";
import { browseHref, filterQuery, queryHasFilters, readSearch, searchQuery } from "~/domain/search-url";

const states = [
  { id: 6, abbreviation: "CA" },
  { id: 48, abbreviation: "TX" },
];

/** Every filter at once, in a shuffled order and with the other date family. */
const everything: JudgmentSearch = {
  portfoliosOnly: true,
  verified: true,
  nearDeadline: true,
  debtorVehicles: true,
  debtorBankAccount: true,
  debtorEmployed: true,
  debtorRealEstate: true,
  debtorType: "business",
  litigation: "litigated",
  debtType: "commercial",
  courtType: "federal",
  listingDateEnd: "2026-01-31",
  listingDateStart: "2026-01-01",
  judgmentDateEnd: "2021-12-31",
  judgmentDateStart: "2020-01-01",
  judgmentMaxCents: 10_000_000,
  judgmentMinCents: 1_000_050,
  priceMaxCents: 2_000_000,
  priceMinCents: 500_000,
  countyId: 48201,
  stateId: 48,
  name: "roofing contractor",
};
const canonical =
  "name=roofing+contractor&state=TX&county_id=48201&price_min=5000&price_max=20000&judgment_min=10000.50&judgment_max=100000" +
  "&judgment_date_start=2020-01-01&judgment_date_end=2021-12-31&listing_date_start=2026-01-01&listing_date_end=2026-01-31" +
  "&court_type=federal&debt_type=commercial&litigation=litigated&debtor_type=business&debtor_real_estate=1&debtor_employed=1" +
  "&debtor_bank_account=1&debtor_vehicles=1&near_deadline=1&verified=1&portfolios=1";

describe("the search in the URL", () => {
  it("writes every filter once, in the form's order, the state by its abbreviation, and reads it back", () => {
    const query = searchQuery(everything, states);
    expect(query.toString()).toBe(canonical);
    const read = readSearch(new URLSearchParams(canonical), states);
    expect(read.errors).toBeNull();
    expect(read.search).toEqual(everything);
    // Written again: the same URL.
    expect(searchQuery(read.search, states).toString()).toBe(canonical);
    // The URL names every field of the form (the state as `state`).
    const names = [...query.keys()];
    expect(names).toEqual(searchFields.map((field) => (field === "state_id" ? "state" : field)));
  });

  it("leaves out what is at its default: no filter, an unticked box, the newest sort, page 1", () => {
    expect(searchQuery({}, states).toString()).toBe("");
    expect(readSearch(new URLSearchParams("debtor_vehicles=0&near_deadline=off&name=++"), states).search).toEqual({});
    expect(browseHref("/judgments", searchQuery({}, states), { sort: "newest", page: 1 })).toBe("/judgments");
    expect(browseHref("/judgments", searchQuery({ stateId: 6 }, states), { sort: "price_low", page: 3, after: "abc" })).toBe(
      "/judgments?state=CA&sort=price_low&page=3&after=abc",
    );
  });

  it("reads what people and older links write: the state's id or its abbreviation in any case, the other date names, MM/DD/YYYY", () => {
    const read = (query: string) => readSearch(new URLSearchParams(query), states);
    expect(read("state=tx").search).toEqual({ stateId: 48 });
    expect(read("state=%20Ca%20").search).toEqual({ stateId: 6 });
    expect(read("state_id=48").search).toEqual({ stateId: 48 });
    // The form's own field wins over the abbreviation.
    expect(read("state_id=6&state=TX").search).toEqual({ stateId: 6 });
    expect(read("judgment_date_after=01/15/2020&listing_date_before=2026-01-31").search).toEqual({
      judgmentDateStart: "2020-01-15",
      listingDateEnd: "2026-01-31",
    });
    expect(read("price_max=%2420%2C000").search).toEqual({ priceMaxCents: 2_000_000 });
    expect(searchQuery(read("price_max=%2420%2C000&state=tx").search, states).toString()).toBe("state=TX&price_max=20000");
  });

  it("ignores parameters it does not know, and says which filter is wrong without dropping the others", () => {
    expect(readSearch(new URLSearchParams("utm_source=mail&color=red"), states)).toEqual({ search: {}, errors: null, values: {} });
    expect(queryHasFilters(new URLSearchParams("utm_source=mail&sort=price_low&page=2"))).toBe(false);
    expect(queryHasFilters(new URLSearchParams("state="))).toBe(true);
    expect(queryHasFilters(new URLSearchParams("listing_date_after=2026-01-01"))).toBe(true);

    const bad = readSearch(new URLSearchParams("state=ZZ&price_max=lots&litigation=litigated"), states);
    expect(bad.search).toEqual({ litigation: "litigated" });
    expect(bad.errors).toEqual({
      state_id: ["Choose a state from the list."],
      price_max: ["Enter a dollar amount, such as 12,500 or 12500.50."],
    });
    expect(bad.values).toEqual({ state_id: "ZZ", price_max: "lots", litigation: "litigated" });
    // Sent back as typed: the page refuses it again with the same messages.
    const again = filterQuery(bad.values, states);
    expect(again.toString()).toBe("state_id=ZZ&price_max=lots&litigation=litigated");
    expect(readSearch(again, states).errors).toEqual(bad.errors);
  });

  it("reads a form body the same way", () => {
    expect(readSearch({ state: "TX", price_max: "20000", county_id: "" }, states).search).toEqual({
      stateId: 48,
      priceMaxCents: 2_000_000,
    });
    expect(readSearch({ state_id: ["48", "6"] }, states).search).toEqual({ stateId: 48 });
  });
});
