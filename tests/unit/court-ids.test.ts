// The court tables and the verification rules (docs/decisions/0047): every state and DC has its
// federal districts with unique CourtListener ids; the district is guessed from a courthouse's words
// only when they say which; the material fields void a verification and the others keep it.
import { describe, expect, it } from "vitest";
import { districtName, districtsOf, federalDistricts, guessDistrict, stateDocketSearch } from "~/domain/court-ids";
import { editVoidsVerification, materialVerificationFields } from "~/domain/court-verification";
import { listingEditFieldNames } from "~/domain/listing-edits";

describe("federal district courts", () => {
  it("covers the 50 states and DC with their 90 districts, ids unique", () => {
    expect(new Set(federalDistricts.map((d) => d.state)).size).toBe(51);
    expect(federalDistricts).toHaveLength(90);
    expect(new Set(federalDistricts.map((d) => d.id)).size).toBe(90);
    expect(
      districtsOf("ny")
        .map((d) => d.id)
        .sort(),
    ).toEqual(["nyed", "nynd", "nysd", "nywd"]);
  });

  it("guesses the district from the courthouse only when its words say which", () => {
    expect(guessDistrict("NY", "U.S. District Court, Southern District of New York")?.id).toBe("nysd");
    expect(guessDistrict("NY", "S.D.N.Y.")?.id).toBe("nysd");
    expect(guessDistrict("NY", "SDNY")?.id).toBe("nysd");
    expect(guessDistrict("IL", "N.D. Ill.")?.id).toBe("ilnd");
    expect(guessDistrict("CA", "Central District of California")?.id).toBe("cacd");
    expect(guessDistrict("CO", null)?.id).toBe("cod");
    expect(guessDistrict("NY", "Federal court, Manhattan")).toBeNull();
    expect(guessDistrict("NY", null)).toBeNull();
    expect(
      districtName(
        federalDistricts.find((d) => d.id === "nysd")!,
        "New York",
      ),
    ).toBe("U.S. District Court, Southern District of New York");
    expect(
      districtName(
        federalDistricts.find((d) => d.id === "cod")!,
        "Colorado",
      ),
    ).toBe("U.S. District Court, District of Colorado");
  });

  it("lists state docket searches by https address only", () => {
    for (const search of Object.values(stateDocketSearch)) expect(search.url).toMatch(/^https:\/\//);
  });
});

describe("which edits void a verification", () => {
  it("voids on the court, the case number, the amount and the dates; keeps it on the rest", () => {
    for (const field of [
      "casenum",
      "county_id",
      "state_id",
      "courthouse",
      "court_type",
      "amount",
      "date_awarded",
      "last_renewed_on",
    ] as const) {
      expect(editVoidsVerification([field]), field).toBe(true);
    }
    for (const field of listingEditFieldNames.filter((f) => !materialVerificationFields.includes(f))) {
      expect(editVoidsVerification([field]), field).toBe(false);
    }
    expect(editVoidsVerification(["title", "price", "buy_now", "description", "privacy"])).toBe(false);
  });
});
