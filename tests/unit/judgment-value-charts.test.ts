// The judgment page's pictures (issue 31, item 3): the balance over time (balance-series.ts) and the
// enforceability timeline (enforceability-timeline.ts), over the real rules file
// reference/judgment-rules/v2.json. Every figure is worked by hand beside it, as in
// judgment-value.test.ts: calendar days from entry, simple interest 1/365 of the rate a day.
import { describe, expect, it } from "vitest";
import { balanceSeries, balanceSeriesOf, balanceSummary, projectionEnd } from "~/domain/judgment-value/balance-series";
import { enforceabilityTimeline, timelineSummary } from "~/domain/judgment-value/enforceability-timeline";
import { judgmentValue, type RuleBook, type ValueInput } from "~/domain/judgment-value/value";
import { readRulesFile } from "../../scripts/generate-judgment-rules";

const file = readRulesFile(2, new URL("../..", import.meta.url).pathname);
const book: RuleBook = {
  version: { version: file.version, published: file.published },
  byCode: new Map(file.jurisdictions.map((j) => [j.code, j])),
};

/** $10,000 entered 03/15/2019 in California (10% simple), asking $2,000. */
const california = (over: Partial<ValueInput> = {}): ValueInput => ({
  amountCents: 1_000_000,
  priceCents: 200_000,
  dateAwarded: "2019-03-15",
  stateCode: "CA",
  facts: { courtType: null, debtType: null, statedRatePercent: null, lastRenewedOn: null },
  ...over,
});
const seriesOf = (
  input: ValueInput,
  asOf: string,
  prices = { highestOfferCents: null as number | null, buyNowCents: null as number | null },
) => balanceSeriesOf(judgmentValue(input, book, asOf), input, book, asOf, prices)!;

describe("the balance over time", () => {
  it("runs from the amount awarded to today's balance, and is projected to the renew-by date by the same computation", () => {
    // 03/15/2019 → 11/24/2026 = 2,811 days: $10,000 × 10% × 2,811 / 365 = $7,701.37.
    const s = seriesOf(california(), "2026-11-24");
    expect(s.actual).toEqual([
      { on: "2019-03-15", cents: 1_000_000, what: "awarded" },
      { on: "2026-11-24", cents: 1_770_137, what: "today" },
    ]);
    // California: 10 years from entry, renewable: renew by 03/15/2029. 03/15/2019 → 03/15/2029 = 3,653 days
    // (2020, 2024, 2028 leap): $10,000 × 10% × 3,653 / 365 = $10,008.22.
    expect(s.projectedTo).toEqual({ on: "2029-03-15", what: "renew_by" });
    expect(s.projected).toEqual([
      { on: "2026-11-24", cents: 1_770_137, what: "today" },
      { on: "2029-03-15", cents: 2_000_822, what: "projected" },
    ]);
    expect(s.noProjection).toBeNull();
  });

  it("drops on the day of a payment (interest first), then grows from what is left; the projection keeps the payment", () => {
    // 03/15/2019 → 03/15/2020 = 366 days: interest $1,002.74 (1,002.7397). A $1,000 payment pays $1,000 of
    // it; $2.74 of interest is left owing on $10,000: $10,002.74. Then 365 days at 10% on $10,000 = $1,000:
    // $11,002.74 on 03/15/2021.
    const input = california({ payments: [{ on: "2020-03-15", amountCents: 100_000 }] });
    const s = seriesOf(input, "2021-03-15");
    expect(s.actual).toEqual([
      { on: "2019-03-15", cents: 1_000_000, what: "awarded" },
      { on: "2020-03-15", cents: 1_100_274, what: "period" },
      { on: "2020-03-15", cents: 1_000_274, what: "payment", paidCents: 100_000 },
      { on: "2021-03-15", cents: 1_100_274, what: "today" },
    ]);
    // To 03/15/2029: 2,922 more days on $10,000: $8,005.48; $11,002.74 + $8,005.48 = $19,008.22.
    expect(s.projected.at(-1)).toEqual({ on: "2029-03-15", cents: 1_900_822, what: "projected" });
    expect(balanceSummary(s)).toBe(
      "$10,000 awarded on 03/15/2019, $11,002.74 owing today (03/15/2021) with interest and 1 payment of $1,000 in all deducted; " +
        "projected $19,008.22 by 03/15/2029, the renew-by date. Lines across the chart: Asking price $2,000.",
    );
  });

  it("a payment dated after today is left out of today's balance and of the projection", () => {
    const s = seriesOf(california({ payments: [{ on: "2027-01-01", amountCents: 100_000 }] }), "2026-11-24");
    expect(s.actual.some((p) => p.what === "payment")).toBe(false);
    expect(s.projected.at(-1)?.cents).toBe(2_000_822);
  });

  it("draws the asking price, a Buy Now price above it and the highest visible offer as lines", () => {
    const s = seriesOf(california(), "2026-11-24", { highestOfferCents: 150_000, buyNowCents: 250_000 });
    expect(s.lines).toEqual([
      { kind: "asking", label: "Asking price", cents: 200_000 },
      { kind: "buy_now", label: "Buy Now", cents: 250_000 },
      { kind: "highest_offer", label: "Highest offer", cents: 150_000 },
    ]);
    // A Buy Now price equal to the asking price is the same line; a hidden or missing offer is none.
    expect(seriesOf(california(), "2026-11-24", { highestOfferCents: null, buyNowCents: 200_000 }).lines).toHaveLength(1);
  });

  it("Texas keeps a judgment alive by a writ: projected to the dormancy date, or once that passed, to the revival limit", () => {
    const texas = california({ stateCode: "TX", dateAwarded: "2020-05-10", amountCents: 2_500_000 });
    const before = judgmentValue(texas, book, "2026-11-24");
    // Dormant 10 years after rendition unless a writ issues: act by 05/10/2030.
    expect(projectionEnd(before.clock, "2026-11-24")).toEqual({ on: "2030-05-10", what: "act_by" });
    // Rendered 05/10/2016: dormant since 05/10/2026, revivable for 2 years: to 05/10/2028.
    const old = judgmentValue({ ...texas, dateAwarded: "2016-05-10" }, book, "2026-11-24");
    expect(projectionEnd(old.clock, "2026-11-24")).toEqual({ on: "2028-05-10", what: "enforceable_until" });
    // Past the revival limit: nothing ahead to project to, and the series says so.
    const past = california({ stateCode: "TX", dateAwarded: "2010-05-10" });
    const s = seriesOf(past, "2026-11-24");
    expect(s.projected).toEqual([]);
    expect(s.projectedTo).toBeNull();
    expect(s.noProjection).toBe("no projection: no renewal or limit date lies ahead");
    expect(balanceSummary(s)).toMatch(
      /with interest; no projection: no renewal or limit date lies ahead\. Lines across the chart: Asking price \$2,000\.$/,
    );
  });

  it("compounded annually: a point at each anniversary, where the interest joins the principal", () => {
    // Texas, 05/10/2020 at the prime rate of that month, compounded on each anniversary: the points
    // rise by more each year, and the last is the estimate's own figure.
    const input = california({ stateCode: "TX", dateAwarded: "2020-05-10" });
    const value = judgmentValue(input, book, "2026-11-24");
    const s = balanceSeriesOf(value, input, book, "2026-11-24", { highestOfferCents: null, buyNowCents: null })!;
    const anniversaries = s.actual.filter((p) => p.what === "period").map((p) => p.on);
    expect(anniversaries).toEqual(["2021-05-10", "2022-05-10", "2023-05-10", "2024-05-10", "2025-05-10", "2026-05-10"]);
    const rises = s.actual.slice(1, 7).map((p, i) => p.cents - s.actual[i]!.cents);
    expect(rises.every((rise, i) => i === 0 || rise > rises[i - 1]!)).toBe(true);
    expect(s.actual.at(-1)).toEqual({
      on: "2026-11-24",
      cents: value.balance.kind === "estimate" ? value.balance.balanceCents : -1,
      what: "today",
    });
  });

  it("has no series without an estimate (a court-set rate with none stated)", () => {
    const connecticut = california({ stateCode: "CT" });
    expect(
      balanceSeriesOf(judgmentValue(connecticut, book, "2026-11-24"), connecticut, book, "2026-11-24", {
        highestOfferCents: null,
        buyNowCents: null,
      }),
    ).toBeNull();
  });

  it("an unavailable projection is said, not drawn", () => {
    const value = judgmentValue(california(), book, "2026-11-24");
    if (value.balance.kind !== "estimate") throw new Error("no estimate");
    const s = balanceSeries({
      today: value.balance,
      awardedOn: "2019-03-15",
      projection: { kind: "unavailable", reason: "no rate", citation: null, confidence: null },
      projectedTo: { on: "2029-03-15", what: "renew_by" },
      askingCents: 200_000,
      buyNowCents: null,
      highestOfferCents: null,
    });
    expect(s.projected).toEqual([]);
    expect(s.projectedTo).toBeNull();
    expect(s.noProjection).toBe("no projection: the rate to come is not on file");
  });
});

describe("the enforceability timeline", () => {
  const timeline = (input: ValueInput, asOf: string) =>
    enforceabilityTimeline(
      judgmentValue(input, book, asOf).clock,
      { enteredOn: input.dateAwarded, lastRenewedOn: input.facts.lastRenewedOn },
      asOf,
    );

  it("California: entered, and renew by on the day it stops being enforceable (one point, both names), with the statute", () => {
    const t = timeline(california(), "2026-11-24")!;
    expect(t.points.map((p) => [p.on, p.label, p.past])).toEqual([
      ["2019-03-15", "Entered", true],
      ["2029-03-15", "Renew by / Enforceable until", false],
    ]);
    expect(t.points[1]!.kinds).toEqual(["renew_by", "until"]);
    expect(t.points.every((p) => p.citation === "Cal. Code Civ. Proc. §§ 683.020, 683.110, 683.120, 683.130, 683.150")).toBe(true);
    expect(timelineSummary(t)).toBe(
      "Entered 03/15/2019; Renew by / Enforceable until 03/15/2029. Today, 11/24/2026, comes before renew by / enforceable until 03/15/2029. " +
        "Dates from Cal. Code Civ. Proc. §§ 683.020, 683.110, 683.120, 683.130, 683.150.",
    );
  });

  it("a renewal restarts the clock: entered, last renewed, then the new renew-by date with its window", () => {
    // Renewed 03/01/2024: 10 more years, to 03/01/2034; not within 5 years of a renewal: the window opens 03/01/2029.
    const t = timeline(
      california({
        dateAwarded: "2015-03-15",
        facts: { courtType: null, debtType: null, statedRatePercent: null, lastRenewedOn: "2024-03-01" },
      }),
      "2026-11-24",
    )!;
    expect(t.points.map((p) => [p.on, p.label])).toEqual([
      ["2015-03-15", "Entered"],
      ["2024-03-01", "Last renewed"],
      ["2034-03-01", "Renew by / Enforceable until"],
    ]);
    expect(t.points[2]!.notes[0]).toBe("Renew the judgment by this date. The window opens 03/01/2029.");
  });

  it("Texas: the writ's date and the lien's end fall together, past; the revival limit lies ahead", () => {
    const t = timeline(california({ stateCode: "TX", dateAwarded: "2016-05-10" }), "2026-11-24")!;
    expect(t.points.map((p) => [p.on, p.label, p.past])).toEqual([
      ["2016-05-10", "Entered", true],
      ["2026-05-10", "Act by / Lien expires", true],
      ["2028-05-10", "Enforceable until", false],
    ]);
    expect(timelineSummary(t)).toContain("Today, 11/24/2026, comes before enforceable until 05/10/2028.");
  });

  it("past every date: today comes last", () => {
    const t = timeline(california({ dateAwarded: "2010-01-04" }), "2026-11-24")!;
    expect(t.points.every((p) => p.past)).toBe(true);
    expect(timelineSummary(t)).toContain("Today, 11/24/2026, is past every date.");
  });

  it("no timeline without a clock", () => {
    expect(timeline(california({ stateCode: "ZZ" }), "2026-11-24")).toBeNull();
  });
});
