// The hint under a county list (the search form's, the listing wizard's), shared by the React forms and the enhancement script.
import { describe, expect, it } from "vitest";
import { countyHint, searchCountyWording as wording } from "~/components/judgments/county-wording";

describe("countyHint", () => {
  const base = { stateId: "48", loading: false, failed: false, count: 0 };

  it("says the counties are loading, before anything else", () => {
    expect(countyHint(wording, { ...base, loading: true, failed: true })).toBe(wording.loading);
  });

  it("says they could not be loaded", () => {
    expect(countyHint(wording, { ...base, failed: true })).toBe(wording.failed);
  });

  it("asks for a search when a state is chosen and no county is listed", () => {
    expect(countyHint(wording, base)).toBe(wording.empty);
  });

  it("says nothing once the counties are listed, or while no state is chosen", () => {
    expect(countyHint(wording, { ...base, count: 12 })).toBe("");
    expect(countyHint(wording, { ...base, stateId: "" })).toBe("");
  });
});
