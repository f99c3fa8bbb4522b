// Version 2 of the judgment rules (issue 30 item 7, docs/decisions/0049-rate-series.md): the index
// rates derived by formula from the shipped series, the state notices, and the corrections, over the
// real file reference/judgment-rules/v2.json. Every figure is worked by hand beside it: days are
// calendar days from entry to the as-of date; simple interest earns 1/365 of the rate a day;
// compounding adds the interest to the principal on each anniversary of entry.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { estimateBalance, type BalanceInput } from "~/domain/judgment-value/balance";
import { daysBetween } from "~/domain/judgment-value/calendar";
import { enforcementClock, type ClockInput } from "~/domain/judgment-value/clock";
import { deriveRates, saturdayBefore, type SeriesFile } from "~/domain/judgment-value/rate-series";
import { applyDerivations } from "~/domain/judgment-value/derive-book";
import type { JurisdictionRules } from "~/domain/judgment-value/rules";
import { judgmentRulesSql, readRulesFile } from "../../scripts/generate-judgment-rules";

const root = new URL("../..", import.meta.url).pathname;
const file = readRulesFile(2, root);
const v1 = readRulesFile(1, root);
const series = JSON.parse(fs.readFileSync(`${root}reference/rate-series/v1.json`, "utf8")) as SeriesFile;
const rules = (code: string) => file.jurisdictions.find((j) => j.code === code)!;
const federal = rules("US");
type In = Partial<BalanceInput> & Pick<BalanceInput, "amountCents" | "entryDate" | "asOf">;
const balance = (code: string, input: In) => estimateBalance(input, code === "US" ? null : rules(code), federal);
const clock = (code: string, input: Partial<ClockInput> & Pick<ClockInput, "entryDate">) =>
  enforcementClock({ asOf: "2026-11-28", ...input }, rules(code));
const rateOn = (j: JurisdictionRules, day: string, schedule = 0) =>
  j.interest.schedules[schedule]!.rates.find((r) => r.from <= day && (r.to === null || day <= r.to))?.percent;

describe("the v2 file", () => {
  it("is loaded by its migration exactly as the generator writes it", () => {
    const migration = fs.readFileSync(`${root}drizzle/0029_judgment_rules_v2.sql`, "utf8");
    expect(migration).toBe(judgmentRulesSql(file));
  });

  it("holds every derived schedule's rows exactly as its formula gives them from the shipped series", () => {
    const again = applyDerivations(file.jurisdictions, series.series, "2026-11-29", deriveRates);
    expect(again).toEqual(file.jurisdictions);
  });

  it("gives every rate row a source, a check date and, where derived, the date of the index value it rests on", () => {
    for (const j of file.jurisdictions) {
      for (const s of j.interest.schedules) {
        for (const row of s.rates) {
          expect(row.source.length).toBeGreaterThan(5);
          expect(row.checked).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
          if (s.derive && row.sampledOn) expect(row.sampledOn <= row.from || s.derive.sample.kind !== "onDate").toBe(true);
        }
      }
    }
  });

  it("gives a figure for $10,000 entered 03/15/2019 and 06/01/2023 in at least 45 of the 51 jurisdictions, and for federal judgments", () => {
    const asOf = "2026-11-28";
    const states = file.jurisdictions.filter((j) => j.code !== "US");
    expect(states).toHaveLength(51);
    const withFigure = states.filter((j) =>
      ["2019-03-15", "2023-06-01"].every((entryDate) => balance(j.code, { amountCents: 1_000_000, entryDate, asOf }).kind === "estimate"),
    );
    // v1 gave 19; the six without: CT and MS (the court sets the rate), MI, NE, NH (Treasury auction
    // yields not transcribable offline) and NJ (Cash Management Fund notices not on file).
    expect(withFigure.length).toBeGreaterThanOrEqual(45);
    expect(
      states
        .filter((j) => !withFigure.includes(j))
        .map((j) => j.code)
        .sort(),
    ).toEqual(["CT", "MI", "MS", "NE", "NH", "NJ"]);
    for (const entryDate of ["2019-03-15", "2023-06-01"]) {
      expect(balance("US", { amountCents: 1_000_000, entryDate, asOf, courtType: "federal" }).kind).toBe("estimate");
    }
    const v1Count = v1.jurisdictions
      .filter((j) => j.code !== "US")
      .filter((j) =>
        ["2019-03-15", "2023-06-01"].every(
          (entryDate) => estimateBalance({ amountCents: 1_000_000, entryDate, asOf: "2026-01-01" }, j, null).kind === "estimate",
        ),
      ).length;
    expect(v1Count).toBeLessThan(withFigure.length);
  });

  it("gives enforceability dates for all 51 jurisdictions", () => {
    for (const j of file.jurisdictions.filter((x) => x.code !== "US")) {
      const c = enforcementClock({ entryDate: "2019-03-15", asOf: "2026-11-28", amountCents: 1_000_000 }, j);
      expect(c.kind, j.code).toBe("clock");
    }
  });
});

describe("hand-computed examples", () => {
  it("Texas: the prime rate of the month before, 5% to 15%, compounded yearly; the 2008 floor starts in June", () => {
    // March 2019's rate is the prime rate on 02/15/2019: 5.50%.
    // 3 anniversary years: $10,000 × 1.055³ = $10,000 + $550.00 + $580.25 (on $10,550) + $612.16 (on $11,130.25) = $11,742.41.
    const r = balance("TX", { amountCents: 1_000_000, entryDate: "2019-03-15", asOf: "2022-03-15" });
    expect(r).toMatchObject({ kind: "estimate", compounding: "annual", interestCents: 174_241, balanceCents: 1_174_241 });
    expect(r.kind === "estimate" && r.periods.map((p) => p.ratePercent)).toEqual([5.5, 5.5, 5.5]);
    // Prime was 5.00% from 05/01/2008, so June 2008's rate (prime on 05/15/2008) is the 5% floor;
    // May's is prime on 04/15/2008, 5.25%; November 2008's (prime 4.50% on 10/15/2008) is 5%.
    expect(rateOn(rules("TX"), "2008-05-20")).toBe(5.25);
    expect(rateOn(rules("TX"), "2008-06-02")).toBe(5);
    expect(rateOn(rules("TX"), "2008-11-10")).toBe(5);
    expect(rules("TX").interest.summary).toMatch(/compounded annually/);
  });

  it("Georgia: prime on the date of entry + 3, simple", () => {
    // 06/01/2023: prime 8.25% (from 05/04/2023) + 3 = 11.25%. 06/01/2023 → 06/01/2024 = 366 days.
    // $10,000 × 11.25% × 366 / 365 = $1,128.08.
    expect(daysBetween("2023-06-01", "2024-06-01")).toBe(366);
    expect(balance("GA", { amountCents: 1_000_000, entryDate: "2023-06-01", asOf: "2024-06-01" })).toMatchObject({
      interestCents: 112_808,
      newestRateOn: "2023-05-04",
    });
  });

  it("Florida: the entry quarter's rate, then each January 1's", () => {
    // Entered 07/15/2019: Q3 2019, 6.77% (the CFO's published rate) for 170 days to 01/01/2020:
    // $10,000 × 6.77% × 170 / 365 = $315.32. Then 2020's January rate, 6.83%, for 366 days:
    // $10,000 × 6.83% × 366 / 365 = $684.87. Interest $1,000.19 (315.3151 + 684.8712).
    expect(daysBetween("2019-07-15", "2020-01-01")).toBe(170);
    const r = balance("FL", { amountCents: 1_000_000, entryDate: "2019-07-15", asOf: "2021-01-01" });
    expect(r).toMatchObject({ kind: "estimate", interestCents: 100_019 });
    expect(r.kind === "estimate" && r.periods.map((p) => p.ratePercent)).toEqual([6.77, 6.83]);
  });

  it("Washington: 12%, shown", () => {
    // 03/15/2019 → 03/15/2020 = 366 days (February 29, 2020): $10,000 × 12% × 366 / 365 = $1,203.29.
    expect(balance("WA", { amountCents: 1_000_000, entryDate: "2019-03-15", asOf: "2020-03-15" })).toMatchObject({
      kind: "estimate",
      interestCents: 120_329,
      confidence: "medium",
    });
  });

  it("Ohio: the year's 5%, fixed, and a dormant judgment revivable for 10 years", () => {
    // 2019's rate 5%: $10,000 × 5% × 366 / 365 = $501.37.
    expect(balance("OH", { amountCents: 1_000_000, entryDate: "2019-03-15", asOf: "2020-03-15" })).toMatchObject({ interestCents: 50_137 });
    // Dormant 5 years after entry (03/15/2024), revivable 10 years after that: 03/15/2034.
    expect(clock("OH", { entryDate: "2019-03-15" })).toMatchObject({
      kind: "clock",
      nextAction: { closesOn: "2024-03-15" },
      enforceableUntil: "2034-03-15",
      status: "overdue",
    });
  });

  it("New York consumer debt: both readings of CPLR 5004 for an older judgment, flagged contested; one for a newer", () => {
    // Entered 03/15/2019, as of 04/30/2023. 03/15/2019 → 04/30/2022 = 1,096 + 46 = 1,142 days; then 365.
    // As the amendment says (the figure): 9% for 1,142 days = $10,000 × 9% × 1,142 / 365 = $2,815.89,
    // then 2% for 365 days = $200.00: $3,015.89.
    // The other reading (contested): 9% for all 1,507 days = $10,000 × 9% × 1,507 / 365 = $3,715.89.
    expect(daysBetween("2019-03-15", "2022-04-30")).toBe(1142);
    const r = balance("NY", { amountCents: 1_000_000, entryDate: "2019-03-15", asOf: "2023-04-30", debtType: "consumer" });
    expect(r).toMatchObject({ kind: "estimate", interestCents: 301_589, contested: { interestCents: 371_589, balanceCents: 1_371_589 } });
    expect(r.kind === "estimate" && r.contested?.note).toMatch(/Contested/);
    // Entered 06/01/2023: 2% from entry either way, so no second figure. 366 days: $200.55.
    const newer = balance("NY", { amountCents: 1_000_000, entryDate: "2023-06-01", asOf: "2024-06-01", debtType: "consumer" });
    expect(newer).toMatchObject({ interestCents: 20_055, contested: null });
  });

  it("Illinois consumer debt: 5% and a 10-year revival at $25,000 or less; 9% and 20 years above", () => {
    // Entered 01/04/2021, as of 01/04/2022 (365 days). $20,000 × 5% = $1,000.00; $30,000 × 9% = $2,700.00.
    const under = { amountCents: 2_000_000, entryDate: "2021-01-04", asOf: "2022-01-04", debtType: "consumer" as const };
    expect(balance("IL", under)).toMatchObject({ interestCents: 100_000 });
    expect(balance("IL", { ...under, amountCents: 2_500_000 })).toMatchObject({ interestCents: 125_000 }); // exactly $25,000: 5%
    expect(balance("IL", { ...under, amountCents: 3_000_000 })).toMatchObject({ interestCents: 270_000 });
    // Dormant 7 years after entry (01/04/2028); revivable until 10 years after entry under $25,000, 20 above.
    expect(clock("IL", { entryDate: "2021-01-04", debtType: "consumer", amountCents: 2_000_000 })).toMatchObject({
      nextAction: { closesOn: "2028-01-04" },
      enforceableUntil: "2031-01-04",
    });
    expect(clock("IL", { entryDate: "2021-01-04", debtType: "consumer", amountCents: 3_000_000 })).toMatchObject({
      enforceableUntil: "2041-01-04",
    });
    // Entered before 2020: the old 20 years, whatever the debt.
    expect(clock("IL", { entryDate: "2019-03-15", debtType: "consumer", amountCents: 2_000_000 })).toMatchObject({
      enforceableUntil: "2039-03-15",
    });
  });

  it("federal: the 1-year Treasury of the week before entry, compounded annually, shown as low confidence", () => {
    // Entered Friday 03/15/2019: the week before ends Saturday 03/09/2019, March 2019's average 2.49%.
    // 2 years: $10,000 × 1.0249² = $10,000 + $249.00 + $255.20 (on $10,249) = $10,504.20.
    expect(saturdayBefore("2019-03-15")).toBe("2019-03-09");
    const r = balance("US", { amountCents: 1_000_000, entryDate: "2019-03-15", asOf: "2021-03-15", courtType: "federal" });
    expect(r).toMatchObject({
      kind: "estimate",
      rateFrom: "federal",
      interestCents: 50_420,
      confidence: "low",
      newestRateOn: "2019-03-01",
    });
  });

  it("a floating rate past the newest notice: the last one continues, and the estimate says from when", () => {
    // Oklahoma's 2025 rate (prime 7.50% on 01/02/2025 + 2 = 9.5%); the table stops at 12/31/2025.
    const r = balance("OK", { amountCents: 1_000_000, entryDate: "2025-01-01", asOf: "2026-07-01" });
    expect(r).toMatchObject({ kind: "estimate", assumedFrom: "2026-01-01" });
    // 365 days + 181 days at 9.5%: $10,000 × 9.5% × 546 / 365 = $1,421.10.
    expect(r.kind === "estimate" && r.interestCents).toBe(Math.round((1_000_000 * 9.5 * 546) / 100 / 365));
    expect(r.kind === "estimate" && r.periods.at(-1)?.assumed).toBe(true);
  });
});
