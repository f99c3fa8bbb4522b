// Standing buy requests' plain rules (docs/decisions/0054): the form (states, age, amounts, facts,
// the share range and the expiry, every bad input beside its field), the sellers' summary (distinct
// investors, the range of their shares), its sentence and the investors' letters.
import { describe, expect, it } from "vitest";
import {
  anonymousRequestLine,
  buyingSentence,
  buyingSummary,
  describeBuyRequest,
  investorHandle,
  shareRangeText,
} from "~/domain/buy-requests";
import { factFlagsOf, factMask } from "~/domain/judgment-value/fact-flags";
import { emptyFacts } from "~/domain/judgment-value/facts";
import { parseBuyRequestForm, percentToBps } from "~/domain/schemas/buy-request-form";

const TODAY = "2026-03-10";
const STATES = new Set([6, 48]);
const valid = {
  state_ids: ["6", "48"],
  age_max: "5",
  judgment_min: "10,000",
  litigation: "litigated",
  share_min: "8",
  share_max: "12.5",
  expires_on: "2026-06-01",
};

function errorsOf(body: Record<string, unknown>) {
  const parsed = parseBuyRequestForm(body, TODAY, STATES);
  if (parsed.ok) throw new Error("accepted");
  return parsed.errors;
}

describe("the buy request form", () => {
  it("reads states, age, amount, facts, shares in basis points and the last day", () => {
    const parsed = parseBuyRequestForm({ ...valid, debtor_employed: "1" }, TODAY, STATES);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.criteria).toEqual({
      search: { judgmentMinCents: 1_000_000, litigation: "litigated", debtorEmployed: true },
      stateIds: [6, 48],
      ageMinYears: null,
      ageMaxYears: 5,
      shareMinBps: 800,
      shareMaxBps: 1250,
      expiresOn: "2026-06-01",
    });
  });

  it("takes one state as a single value, none for any state, and a US date", () => {
    const one = parseBuyRequestForm({ ...valid, state_ids: "6", expires_on: "06/01/2026" }, TODAY, STATES);
    expect(one.ok && one.criteria.stateIds).toEqual([6]);
    expect(one.ok && one.criteria.expiresOn).toBe("2026-06-01");
    const any = parseBuyRequestForm({ ...valid, state_ids: undefined }, TODAY, STATES);
    expect(any.ok && any.criteria.stateIds).toEqual([]);
  });

  it("refuses forged states, bad ages and amounts, beside their fields", () => {
    expect(errorsOf({ ...valid, state_ids: ["6", "99"] }).state_ids).toBeDefined();
    expect(errorsOf({ ...valid, state_ids: ["-1"] }).state_ids).toBeDefined();
    expect(errorsOf({ ...valid, age_min: "-2" }).age_min).toBeDefined();
    expect(errorsOf({ ...valid, age_min: "5", age_max: "5" }).age_max).toEqual(["The maximum age must be more than the minimum."]);
    expect(errorsOf({ ...valid, age_max: "0" }).age_max).toBeDefined();
    expect(errorsOf({ ...valid, age_max: "1e3" }).age_max).toBeDefined();
    expect(errorsOf({ ...valid, judgment_min: "-5" }).judgment_min).toBeDefined();
    expect(errorsOf({ ...valid, judgment_min: "900", judgment_max: "100" }).judgment_max).toBeDefined();
    expect(errorsOf({ ...valid, litigation: "maybe" }).litigation).toBeDefined();
  });

  it("refuses shares missing, negative, over 100% or upside down", () => {
    expect(errorsOf({ ...valid, share_min: "" }).share_min).toBeDefined();
    expect(errorsOf({ ...valid, share_min: "-8" }).share_min).toBeDefined();
    expect(errorsOf({ ...valid, share_max: "100.01" }).share_max).toBeDefined();
    expect(errorsOf({ ...valid, share_max: "99999999999" }).share_max).toBeDefined();
    expect(errorsOf({ ...valid, share_min: "0" }).share_min).toBeDefined();
    expect(errorsOf({ ...valid, share_min: "15", share_max: "12" }).share_max).toEqual(["The highest share must be at least the lowest."]);
    expect(percentToBps("12.5%")).toBe(1250);
    expect(percentToBps("8")).toBe(800);
    expect(percentToBps("1.234")).toBeNull();
    expect(percentToBps("12.55")).toBeNull();
  });

  it("refuses an expiry today, in the past, past a year or not a date", () => {
    expect(errorsOf({ ...valid, expires_on: TODAY }).expires_on).toEqual(["Choose a day after today."]);
    expect(errorsOf({ ...valid, expires_on: "2025-01-01" }).expires_on).toBeDefined();
    expect(errorsOf({ ...valid, expires_on: "2027-03-11" }).expires_on?.[0]).toMatch(/at most 365 days/);
    expect(parseBuyRequestForm({ ...valid, expires_on: "2027-03-10" }, TODAY, STATES).ok).toBe(true);
    expect(errorsOf({ ...valid, expires_on: "2026-02-30" }).expires_on).toBeDefined();
    expect(errorsOf({ ...valid, expires_on: ["x", "y"] }).expires_on).toBeDefined();
  });

  it("gives back what was typed with the errors", () => {
    const parsed = parseBuyRequestForm({ ...valid, share_min: "abc" }, TODAY, STATES);
    expect(parsed.ok).toBe(false);
    expect(parsed.values).toMatchObject({ state_ids: ["6", "48"], share_min: "abc", share_max: "12.5" });
  });
});

describe("what sellers see", () => {
  it("counts distinct investors and spans their shares", () => {
    const summary = buyingSummary([
      { userId: 1, shareMinBps: 800, shareMaxBps: 1200 },
      { userId: 1, shareMinBps: 500, shareMaxBps: 700 },
      { userId: 2, shareMinBps: 1000, shareMaxBps: 1500 },
    ]);
    expect(summary).toEqual({ investors: 2, shareMinBps: 500, shareMaxBps: 1500 });
    expect(buyingSentence(summary!)).toBe("2 investors are buying judgments like this at 5–15% of the balance.");
    expect(buyingSentence({ investors: 1, shareMinBps: 1000, shareMaxBps: 1000 })).toBe(
      "1 investor is buying judgments like this at 10% of the balance.",
    );
    expect(buyingSummary([])).toBeNull();
  });

  it("letters investors A to Z, then AA", () => {
    expect([0, 1, 25, 26, 27].map(investorHandle)).toEqual(["Investor A", "Investor B", "Investor Z", "Investor AA", "Investor AB"]);
    expect(anonymousRequestLine(0, { shareMinBps: 800, shareMaxBps: 1250, expiresAt: new Date("2026-06-02T03:59:59Z") })).toBe(
      "Investor A — 8–12.5%, until 06/01/2026",
    );
    expect(shareRangeText(850, 1200)).toBe("8.5–12%");
  });

  it("describes a request in words", () => {
    expect(
      describeBuyRequest({ search: { judgmentMinCents: 1_000_000, litigation: "litigated" }, ageMinYears: 2, ageMaxYears: 5 }, [
        "California",
        "Texas",
      ]),
    ).toEqual(["In California, Texas", "Entered 2–5 years ago", "Judgment amount at least $10,000", "Litigated"]);
    expect(describeBuyRequest({ search: {}, ageMinYears: null, ageMaxYears: null }, [])).toEqual(["In any state"]);
  });

  it("packs a draft's facts into the bits a listing's fact_flags has", () => {
    const facts = { ...emptyFacts, litigation: "litigated" as const, debtorEmployed: true, debtorRealEstate: false };
    expect(factFlagsOf(facts)).toBe(factMask({ litigation: "litigated", debtorEmployed: true }));
  });
});
