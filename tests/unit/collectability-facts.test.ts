// The collectability facts' schema (app/domain/schemas/collectability-facts.ts) alone and inside the
// judgment step's, their rows of text ("Not stated" when empty) and form values, and the rule that a
// judgment past its limit needs an administrator's review (app/domain/limit-review.ts).
import { describe, expect, it } from "vitest";
import { factFormValues, factRows } from "~/domain/collectability-facts";
import { todayIso } from "~/domain/dates";
import { factYesBits } from "~/domain/judgment-value/fact-flags";
import { debtorAssetFacts, emptyFacts, factHighlights, type CollectabilityFacts } from "~/domain/judgment-value/facts";
import type { JudgmentValue } from "~/domain/judgment-value/value";
import { clockInputsChanged, needsLimitReview, pastLimitSellerNotice, valueSummary } from "~/domain/limit-review";
import { collectabilityFactsSchema, factMessages, toCollectabilityFacts } from "~/domain/schemas/collectability-facts";
import { judgmentStepSchema } from "~/domain/schemas/listing-form";

const parse = (input: Record<string, unknown>) => collectabilityFactsSchema.safeParse(input);
const errorsOf = (input: Record<string, unknown>) => {
  const result = parse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe("the collectability facts schema", () => {
  it("takes nothing at all: every fact is optional, blank or null is 'not stated'", () => {
    expect(parse({}).success).toBe(true);
    const blank = parse({ court_type: "", debt_type: "  ", stated_rate_percent: null, last_renewed_on: "", debtor_employed: "" });
    expect(blank.success).toBe(true);
    expect(toCollectabilityFacts(blank.success ? blank.data : {})).toEqual(emptyFacts);
  });

  it("takes every fact as a form sends it, and as JSON sends it", () => {
    const form = parse({
      court_type: "federal",
      debt_type: "Consumer",
      litigation: "litigated",
      stated_rate_percent: "5.125",
      last_renewed_on: "2024-01-10",
      debtor_type: "business",
      debtor_real_estate: "yes",
      debtor_employed: "no",
      debtor_bank_account: "true",
      debtor_vehicles: "false",
      debtor_attorney: "yes",
    });
    expect(form.success && toCollectabilityFacts(form.data)).toEqual({
      courtType: "federal",
      debtType: "consumer",
      litigation: "litigated",
      statedRatePercent: 5.125,
      lastRenewedOn: "2024-01-10",
      debtorType: "business",
      debtorRealEstate: true,
      debtorEmployed: false,
      debtorBankAccount: true,
      debtorVehicles: false,
      debtorAttorney: true,
    });
    const json = parse({ stated_rate_percent: 10, debtor_real_estate: true, debtor_employed: false, debtor_attorney: false });
    expect(json.success && json.data).toMatchObject({
      stated_rate_percent: 10,
      debtor_real_estate: true,
      debtor_employed: false,
      debtor_attorney: false,
    });
  });

  it.each([
    ["10", 10],
    ["10%", 10],
    [" 7.5 % ", 7.5],
    ["0", 0],
    ["100", 100],
    [".25", 0.25],
    ["5.125", 5.125],
    [9.999, 9.999],
  ])("reads the rate %j as %d percent", (input, percent) => {
    const result = parse({ stated_rate_percent: input });
    expect(result.success && result.data.stated_rate_percent).toBe(percent);
  });

  it.each([
    ["ten", factMessages.rateFormat],
    ["1e2", factMessages.rateFormat],
    ["%", factMessages.rateFormat],
    ["-", factMessages.rateFormat],
    ["-1", factMessages.rateRange],
    ["100.001", factMessages.rateRange],
    [250, factMessages.rateRange],
    ["5.1255", factMessages.rateDecimals],
    [true, factMessages.rateFormat],
  ])("refuses the rate %j with a message", (input, message) => {
    expect(errorsOf({ stated_rate_percent: input })).toEqual({ stated_rate_percent: message });
  });

  it("refuses unknown choices, a yes/no that is neither, and a renewal date that is not a date or is in the future", () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(
      errorsOf({
        court_type: "county",
        debt_type: "student",
        litigation: "settled",
        debtor_type: "trust",
        debtor_real_estate: "maybe",
        debtor_vehicles: 1,
        debtor_attorney: "sometimes",
        last_renewed_on: "2024-02-30",
      }),
    ).toEqual({
      court_type: factMessages.court_type,
      debt_type: factMessages.debt_type,
      litigation: factMessages.litigation,
      debtor_type: factMessages.debtor_type,
      debtor_real_estate: factMessages.yesNo,
      debtor_vehicles: factMessages.yesNo,
      debtor_attorney: factMessages.yesNo,
      last_renewed_on: factMessages.renewalDate,
    });
    expect(errorsOf({ last_renewed_on: tomorrow })).toEqual({ last_renewed_on: factMessages.renewalFuture });
    expect(errorsOf({ last_renewed_on: todayIso() })).toEqual({});
  });

  it("in the judgment step, refuses a renewal before the date awarded (on the renewal's field)", () => {
    const judgment = { title: "Unpaid invoices", state_id: "6", county_id: "6019", casenum: "1", date_awarded: "2019-03-15" };
    const before = judgmentStepSchema.safeParse({ ...judgment, last_renewed_on: "2019-03-14" });
    expect(before.success).toBe(false);
    expect(before.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["last_renewed_on", factMessages.renewalBeforeAward]]);
    expect(judgmentStepSchema.safeParse({ ...judgment, last_renewed_on: "2019-03-15" }).success).toBe(true);
    // A bad date awarded is said once, on its own field.
    const badAward = judgmentStepSchema.safeParse({ ...judgment, date_awarded: "", last_renewed_on: "2019-03-14" });
    expect(badAward.error?.issues.map((i) => i.path.join("."))).toEqual(["date_awarded"]);
  });
});

describe("the facts as text", () => {
  const facts: CollectabilityFacts = {
    ...emptyFacts,
    courtType: "state",
    debtType: "medical",
    statedRatePercent: 5.125,
    lastRenewedOn: "2024-01-10",
    debtorEmployed: false,
    debtorVehicles: true,
    debtorAttorney: true,
  };

  it("lists every fact in the form's order, 'Not stated' when empty", () => {
    expect(factRows(facts).map((row) => [row.label, row.text, row.stated])).toEqual([
      ["Court type", "State court", true],
      ["Type of debt", "Medical", true],
      ["Default or litigated", "Not stated", false],
      ["Interest rate stated in the judgment", "5.125%", true],
      ["Last renewal, revival or writ of execution", "01/10/2024", true],
      ["Debtor is", "Not stated", false],
      ["Debtor: owns real estate", "Not stated", false],
      ["Debtor: employed", "No", true],
      ["Debtor: bank account known", "Not stated", false],
      ["Debtor: owns vehicles", "Yes", true],
      ["Debtor: had an attorney in the case", "Yes", true],
    ]);
  });

  it("gives a form its values back as text, and those parse to the same facts", () => {
    const values = factFormValues(facts);
    expect(values).toMatchObject({
      court_type: "state",
      stated_rate_percent: "5.125",
      debtor_employed: "no",
      debtor_real_estate: "",
      debtor_attorney: "yes",
    });
    const again = parse(values);
    expect(again.success && toCollectabilityFacts(again.data)).toEqual(facts);
    expect(factFormValues({ ...facts, debtorAttorney: false }).debtor_attorney).toBe("no");
    expect(factFormValues({ ...facts, debtorAttorney: null }).debtor_attorney).toBe("");
  });

  it("highlights an attorney in the case after what the debtor owns (at most three highlights)", () => {
    expect(factHighlights({ ...emptyFacts, debtorAttorney: true })).toEqual(["Debtor had an attorney"]);
    expect(factHighlights({ ...emptyFacts, debtorAttorney: false })).toEqual([]);
    expect(factHighlights({ ...emptyFacts, litigation: "litigated", debtorRealEstate: true, debtorAttorney: true })).toEqual([
      "Litigated",
      "Debtor owns real estate",
      "Debtor had an attorney",
    ]);
    expect(
      factHighlights({ ...emptyFacts, litigation: "litigated", debtorRealEstate: true, debtorEmployed: true, debtorAttorney: true }),
    ).toEqual(["Litigated", "Debtor owns real estate", "Debtor employed"]);
  });

  it("keeps the attorney fact out of browse's filters: no filter and no bit in fact_flags", () => {
    expect(debtorAssetFacts.map((fact) => fact.field)).not.toContain("debtor_attorney");
    expect(Object.keys(factYesBits)).not.toContain("debtor_attorney");
  });
});

describe("a judgment past its limit", () => {
  const value = (status: "ok" | "past_limit"): JudgmentValue => ({
    rules: { version: 1, published: "2026-11-24" },
    stateName: "California",
    balance: { kind: "unavailable", reason: "Not on file.", citation: null, confidence: null },
    shareBps: null,
    clock: {
      kind: "clock",
      nextAction: null,
      lienExpiresOn: null,
      hardLimitOn: null,
      enforceableUntil: "2024-01-01",
      deadlineOn: "2024-01-01",
      status,
      summary: "",
      citation: "",
      confidence: "high",
      assumptions: [],
    },
    assignment: null,
  });

  it("needs an administrator's review until one was made", () => {
    expect(needsLimitReview(value("past_limit"), null)).toBe(true);
    expect(needsLimitReview(value("past_limit"), new Date())).toBe(false);
    expect(needsLimitReview(value("ok"), null)).toBe(false);
    expect(pastLimitSellerNotice(value("ok"))).toBeNull();
    expect(pastLimitSellerNotice(value("past_limit"))).toContain(
      "past the last day it can be enforced or revived (01/01/2024) under California law",
    );
    expect(valueSummary(value("past_limit"))).toMatchObject({
      pastLimit: true,
      balance: { kind: "unavailable", reason: "Not on file." },
      clock: { kind: "clock", statusLabel: "Past its limit", enforceableUntil: "2024-01-01" },
    });
  });

  it("has its review dropped when a date or fact the clock rests on changes, not otherwise", () => {
    const before = { dateAwarded: "2010-01-01", stateId: 6, lastRenewedOn: null, debtType: null, amountCents: 1_000_000 };
    expect(clockInputsChanged(before, { ...before })).toBe(false);
    expect(clockInputsChanged(before, { ...before, dateAwarded: "2011-01-01" })).toBe(true);
    expect(clockInputsChanged(before, { ...before, stateId: 48 })).toBe(true);
    expect(clockInputsChanged(before, { ...before, lastRenewedOn: "2019-12-01" })).toBe(true);
    expect(clockInputsChanged(before, { ...before, debtType: "consumer" })).toBe(true);
    expect(clockInputsChanged(before, { ...before, amountCents: 6_000_000 })).toBe(true);
  });
});
