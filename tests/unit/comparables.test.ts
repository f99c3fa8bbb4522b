// Comparable sales' pure rules (docs/decisions/0051): the groups and their widening order, the floor
// of five sales, the group in words, and where an amount falls among the figures.
import { describe, expect, it } from "vitest";
import {
  closestFigures,
  figuresOf,
  MIN_COMPARABLE_SALES,
  placeAmong,
  publishable,
  publishedShareBps,
  shareRange,
  type SharesSpread,
} from "~/domain/comparables/figures";
import {
  closestComparableGroup,
  comparableGroups,
  factLevels,
  factsKey,
  FACT_DROP_ORDER,
  widerFactSets,
  type ComparableSubject,
} from "~/domain/comparables/levels";

const texas = { id: 48, name: "Texas", abbreviation: "TX" };
const subject = (facts: Partial<ComparableSubject["facts"]> = {}): ComparableSubject => ({
  state: texas,
  dateAwarded: "2022-03-01",
  balanceCents: 2_500_000,
  facts: { litigation: null, debtorRealEstate: null, debtorEmployed: null, debtorAttorney: null, ...facts },
});
const TODAY = "2025-06-01";
const spread = (count: number, p25Bps = 900, medianBps = 1_200, p75Bps = 1_600): SharesSpread => ({ count, p25Bps, medianBps, p75Bps });

describe("the groups, closest first", () => {
  it("drops the stated facts one at a time: attorney, employed, real estate, litigation", () => {
    expect(FACT_DROP_ORDER).toEqual(["debtorAttorney", "debtorEmployed", "debtorRealEstate", "litigation"]);
    const all = { litigation: "litigated", debtorRealEstate: true, debtorEmployed: false, debtorAttorney: true } as const;
    expect(factLevels(all)).toEqual([
      { litigation: "litigated", debtorRealEstate: true, debtorEmployed: false, debtorAttorney: true },
      { litigation: "litigated", debtorRealEstate: true, debtorEmployed: false },
      { litigation: "litigated", debtorRealEstate: true },
      { litigation: "litigated" },
      {},
    ]);
  });

  it("never uses a fact the subject did not state, and never repeats a level", () => {
    expect(factLevels({ litigation: null, debtorRealEstate: false, debtorEmployed: null, debtorAttorney: null })).toEqual([
      { debtorRealEstate: false },
      {},
    ]);
    expect(factLevels({ litigation: null, debtorRealEstate: null, debtorEmployed: null, debtorAttorney: null })).toEqual([{}]);
  });

  it("widens from the state to its census region to nationwide, then nationwide by age alone", () => {
    const groups = comparableGroups(subject({ litigation: "default" }), TODAY)!;
    expect(groups.map((g) => [g.geography, g.sizeBand, g.facts])).toEqual([
      ["state", "10k-50k", { litigation: "default" }],
      ["state", "10k-50k", {}],
      ["region", "10k-50k", { litigation: "default" }],
      ["region", "10k-50k", {}],
      ["nation", "10k-50k", { litigation: "default" }],
      ["nation", "10k-50k", {}],
      ["nation", null, {}],
    ]);
    // Age at today: entered 2022-03-01, 3.25 years on 2025-06-01; Texas is in the South.
    expect(new Set(groups.map((g) => `${g.ageBand} ${g.region}`))).toEqual(new Set(["2-5 south"]));
  });

  it("has no groups for a place outside the census regions", () => {
    const puertoRico = { ...subject(), state: { id: 72, name: "Puerto Rico", abbreviation: "PR" } };
    expect(comparableGroups(puertoRico, TODAY)).toBeNull();
    expect(closestComparableGroup(puertoRico, TODAY)).toBeNull();
  });

  it("names the closest group alone as the first of them all (the figures' cache key)", () => {
    const facts = [
      {},
      { litigation: "default" },
      { litigation: "litigated", debtorRealEstate: true, debtorEmployed: false, debtorAttorney: true },
    ] as const;
    for (const stated of facts) {
      for (const balanceCents of [0, 90_000, 2_500_000, 900_000_000]) {
        for (const dateAwarded of ["2024-12-01", "2022-03-01", "2012-01-15"]) {
          const one = { ...subject(stated), balanceCents, dateAwarded };
          expect(closestComparableGroup(one, TODAY)).toEqual(comparableGroups(one, TODAY)![0]);
        }
      }
    }
  });
});

describe("the floor of five sales", () => {
  const groups = comparableGroups(subject({ litigation: "litigated" }), TODAY)!;

  it("takes a group of exactly five", () => {
    expect(MIN_COMPARABLE_SALES).toBe(5);
    const figures = closestFigures(groups, [spread(5)]);
    expect(figures).toMatchObject({ count: 5, group: { geography: "state", facts: { litigation: "litigated" } } });
  });

  it("passes over a group of four for the next one that has five", () => {
    const figures = closestFigures(groups, [spread(4), spread(9, 800, 1_000, 1_500)]);
    expect(figures).toMatchObject({ count: 9, p25Bps: 800, medianBps: 1_000, p75Bps: 1_500, group: { geography: "state", facts: {} } });
    // Groups not yet measured (undefined) or without sales (null) are passed over alike.
    expect(closestFigures(groups, [null, undefined, null, spread(6)])).toMatchObject({
      count: 6,
      group: { geography: "region", facts: {} },
    });
  });

  it("gives no figure at all below the floor", () => {
    expect(
      closestFigures(
        groups,
        groups.map(() => spread(4)),
      ),
    ).toBeNull();
    expect(figuresOf(groups[0]!, spread(4))).toBeNull();
    expect(closestFigures(groups, [])).toBeNull();
  });
});

describe("the refusal of nested groups a few sales apart", () => {
  it("refuses a group that a wider one holds with 1 to 4 more sales, and serves the wider one", () => {
    expect(publishable(5, [6])).toBe(false);
    expect(publishable(5, [9])).toBe(false);
    expect(publishable(5, [10])).toBe(true);
    // The same count: the very same sales, nothing new to work out.
    expect(publishable(5, [5, 5, 12])).toBe(true);
    // Any of the wider groups a few apart refuses it, not only the next.
    expect(publishable(8, [8, 11, 30])).toBe(false);
    expect(publishable(4, [])).toBe(false);
    expect(publishable(5)).toBe(true);
  });

  it("compares a level with every group it nests in: its facts with any of them dropped", () => {
    const facts = { litigation: "litigated", debtorRealEstate: true, debtorAttorney: false } as const;
    const wider = widerFactSets(facts);
    expect(wider).toHaveLength(7);
    expect(new Set(wider.map(factsKey))).toEqual(
      new Set([
        "",
        "debtorAttorney",
        "debtorRealEstate",
        "litigation",
        "debtorAttorney+debtorRealEstate",
        "debtorAttorney+litigation",
        "debtorRealEstate+litigation",
      ]),
    );
    // The values stay the subject's.
    expect(wider).toContainEqual({ litigation: "litigated", debtorAttorney: false });
    expect(widerFactSets({})).toEqual([]);
  });
});

describe("the shares as published", () => {
  it("are whole percents, half a percent rounding up, so a figure reads the same on every page", () => {
    expect(publishedShareBps(1_137.5)).toBe(1_100);
    expect(publishedShareBps(1_150)).toBe(1_200);
    expect(publishedShareBps(1_149.99)).toBe(1_100);
    expect(publishedShareBps(40)).toBe(0);
    expect(publishedShareBps(3_000)).toBe(3_000);
  });
});

describe("the group in words", () => {
  it("names the place, the facts, the age and the size, then the spread", () => {
    const [first] = comparableGroups(subject({ litigation: "litigated" }), TODAY)!;
    expect(figuresOf(first!, spread(12, 900, 1_200, 1_600))!.sentence).toBe(
      "12 litigated Texas judgments 2–5 years old with balances of $10,000–$50,000 sold for 9–16% of their balance, median 12%.",
    );
  });

  it("says what the debtor facts are, and where a wider group is", () => {
    const groups = comparableGroups(
      { ...subject({ debtorRealEstate: true, debtorEmployed: false, debtorAttorney: true }), balanceCents: 500_000 },
      TODAY,
    )!;
    expect(figuresOf(groups[0]!, spread(7, 450, 610, 1_025))!.sentence).toBe(
      "7 Texas judgments 2–5 years old with balances under $10,000, whose debtor owns real estate, is not employed and had an attorney, sold for 4.5–10.2% of their balance, median 6.1%.",
    );
    const region = groups.find((g) => g.geography === "region" && Object.keys(g.facts).length === 1)!;
    expect(figuresOf(region, spread(5))!.sentence).toBe(
      "5 judgments 2–5 years old in the South with balances under $10,000, whose debtor owns real estate, sold for 9–16% of their balance, median 12%.",
    );
    const lastResort = groups[groups.length - 1]!;
    expect(figuresOf(lastResort, spread(40, 700, 700, 700))!.sentence).toBe(
      "40 judgments 2–5 years old nationwide sold for 7% of their balance, median 7%.",
    );
  });

  it("names no seller or buyer: the figures are the group, the count and the shares", () => {
    const figures = figuresOf(comparableGroups(subject(), TODAY)![0]!, spread(5))!;
    expect(Object.keys(figures).sort()).toEqual(["count", "group", "medianBps", "p25Bps", "p75Bps", "sentence"]);
    expect(Object.keys(figures.group).sort()).toEqual(["ageBand", "facts", "geography", "region", "sizeBand", "stateCode", "stateName"]);
    expect(JSON.parse(JSON.stringify(figures))).toEqual(figures);
  });

  it("writes a range with the percent sign once", () => {
    expect(shareRange(900, 1_650)).toBe("9–16.5%");
    expect(shareRange(1_204, 1_209)).toBe("12%");
  });
});

describe("where an amount falls among the figures", () => {
  const figures = spread(12, 900, 1_200, 1_600);
  const balance = 10_000_000; // $100,000: 1% is $1,000

  it("places an amount in each quarter", () => {
    expect(placeAmong(figures, 500_000, balance)).toEqual({
      shareBps: 500,
      position: "below",
      words: "5% of the balance, below the 25th percentile of similar sales (9%)",
    });
    expect(placeAmong(figures, 1_000_000, balance)?.position).toBe("lower_half");
    expect(placeAmong(figures, 1_400_000, balance)?.words).toBe(
      "14% of the balance, between the median (12%) and the 75th percentile (16%) of similar sales",
    );
    expect(placeAmong(figures, 2_000_000, balance)?.position).toBe("above");
  });

  it("places the boundaries as they read: at the 25th percentile is not below it", () => {
    expect(placeAmong(figures, 900_000, balance)?.position).toBe("lower_half");
    expect(placeAmong(figures, 1_200_000, balance)?.position).toBe("upper_half");
    expect(placeAmong(figures, 1_600_000, balance)?.position).toBe("upper_half");
    // 8.999% reads "8.9%", below "9%"; 16.009% reads "16%", not above it.
    expect(placeAmong(figures, 899_900, balance)?.position).toBe("below");
    expect(placeAmong(figures, 1_600_900, balance)?.position).toBe("upper_half");
  });

  it("places nothing without a balance", () => {
    expect(placeAmong(figures, 500_000, null)).toBeNull();
    expect(placeAmong(figures, 500_000, 0)).toBeNull();
    expect(placeAmong(figures, Number.NaN, balance)).toBeNull();
  });
});
