import { describe, expect, it } from "vitest";
import { packCounties, packStates, unpackCounties, unpackStates } from "~/domain/packed-list";

describe("packed option lists", () => {
  it("give back the same states and counties, names with spaces, dots and apostrophes included", () => {
    const states = [
      { id: 48, name: "Texas", abbreviation: "TX" },
      { id: 74, name: "U.S. Minor Outlying Islands", abbreviation: "UM" },
    ];
    const counties = [
      { id: 6037, name: "Los Angeles County" },
      { id: 17031, name: "O'Brien County" },
    ];
    expect(unpackStates(packStates(states))).toEqual(states);
    expect(unpackCounties(packCounties(counties))).toEqual(counties);
  });

  it("packs an empty list as an empty string and unpacks it as an empty list", () => {
    expect(packCounties([])).toBe("");
    expect(unpackCounties(packCounties([]))).toEqual([]);
  });
});
