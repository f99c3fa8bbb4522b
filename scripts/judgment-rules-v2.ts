// What version 2 of the judgment rules changes from version 1 (issue 30 item 7,
// docs/decisions/0049-rate-series.md): the formulas of the index-based rates (derived from
// reference/rate-series/v1.json by scripts/derive-judgment-rates.ts), the state notices transcribed
// with their citation, and the corrections the issue lists. Data only; the script applies it.
import type { RateDerivation } from "~/domain/judgment-value/rate-series";
import type { Confidence, InterestSchedule, JurisdictionRules, RateRow } from "~/domain/judgment-value/rules";

export const CHECKED = "2026-11-29";

const notice = (from: string, to: string | null, percent: number, source: string, confidence: Confidence = "medium"): RateRow => ({
  from,
  to,
  percent,
  source,
  checked: CHECKED,
  confidence,
});

const yearly = (years: [number, number][], source: string, confidence: Confidence = "medium") =>
  years.map(([y, p]) => notice(`${y}-01-01`, `${y}-12-31`, p, source, confidence));

/** A schedule's formula and the rows published notices give, which win over derived rows for their dates. */
export type ScheduleChange = { derive?: RateDerivation; notices?: RateRow[] };

export type JurisdictionChange = {
  /** Index of the schedule in v1 (0 = the first). */
  schedules?: Record<number, ScheduleChange>;
  edit?: (j: JurisdictionRules) => void;
};

const prime = (d: Omit<RateDerivation, "series">): RateDerivation => ({ series: "prime", ...d });
const credit = (d: Omit<RateDerivation, "series">): RateDerivation => ({ series: "primary_credit", ...d });
const cmt = (d: Omit<RateDerivation, "series">): RateDerivation => ({ series: "tcm1y", ...d });
const jan1 = (sample = "01-01", yearOffset = 0) => ({ kind: "periods" as const, periods: [{ starts: "01-01", sample, yearOffset }] });
const halves = (jan: string, jul: string, janOffset = 0) => ({
  kind: "periods" as const,
  periods: [
    { starts: "01-01", sample: jan, yearOffset: janOffset },
    { starts: "07-01", sample: jul, yearOffset: 0 },
  ],
});

export const changes: Record<string, JurisdictionChange> = {
  AZ: {
    schedules: {
      0: {
        derive: prime({
          sample: { kind: "onDate" },
          add: 1,
          max: 10,
          from: "2011-07-20",
          formula: "A.R.S. § 44-1201(B): the lesser of 10% or the prime rate on the date of entry + 1",
        }),
      },
    },
  },
  GA: {
    schedules: {
      0: {
        derive: prime({
          sample: { kind: "onDate" },
          add: 3,
          from: "2003-07-01",
          formula: "O.C.G.A. § 7-4-12: the prime rate on the date of entry + 3",
        }),
      },
    },
  },
  MT: {
    schedules: {
      0: {
        derive: prime({
          sample: jan1(),
          add: 3,
          from: "2010-01-01",
          formula: "Mont. Code Ann. § 25-9-205: the prime rate as of January 1 of the year of entry + 3",
        }),
      },
    },
  },
  WI: {
    schedules: {
      0: {
        derive: prime({
          sample: halves("01-01", "07-01"),
          add: 1,
          from: "2012-01-01",
          formula: "Wis. Stat. § 815.05(8): the prime rate on the January 1 or July 1 before entry + 1",
        }),
      },
    },
  },
  TX: {
    schedules: {
      0: {
        derive: prime({
          sample: { kind: "monthly", sampleDay: 15, monthOffset: 1 },
          min: 5,
          max: 15,
          from: "2003-09-01",
          formula:
            "Tex. Fin. Code § 304.003: the prime rate on the 15th of the month before the month of rendition, not below 5% or above 15%",
        }),
      },
    },
    edit: (j) => {
      j.interest.summary =
        "Judgments without a contract rate (including costs and prejudgment interest) earn the rate the Consumer Credit Commissioner sets on the 15th of each month for judgments rendered in the following month: the prime rate, not below 5% or above 15%, fixed for the judgment's life and compounded annually (Tex. Fin. Code § 304.006). Contract judgments: the lesser of the contract rate or 18%. The rate must be stated in the judgment.";
    },
  },
  ND: {
    schedules: {
      0: {
        derive: prime({
          sample: { kind: "periods", periods: [{ starts: "01-01", sample: "12-01", yearOffset: 1, weekday: 1 }] },
          add: 3,
          round: { step: 0.5, mode: "up" },
          from: "2010-01-01",
          formula:
            "N.D.C.C. § 28-20-34: the prime rate on the first Monday of December + 3, rounded up to 0.5, for the next year's judgments",
        }),
      },
    },
  },
  OK: {
    schedules: {
      0: {
        derive: prime({
          sample: jan1("01-02"),
          add: 2,
          from: "2005-01-01",
          formula: "12 O.S. § 727.1: the prime rate in the first Wall Street Journal of the year + 2, for that calendar year",
        }),
      },
    },
  },
  SC: {
    schedules: {
      0: {
        derive: prime({
          sample: jan1("01-02"),
          add: 4,
          from: "2006-01-01",
          formula: "S.C. Code § 34-31-20(B): the prime rate in the first Wall Street Journal of the year + 4",
        }),
      },
    },
  },
  TN: {
    schedules: {
      0: {
        derive: prime({
          sample: halves("12-31", "06-30", 1),
          add: 2,
          from: "2012-07-01",
          formula:
            "Tenn. Code § 47-14-121: the formula rate (prime + 4) less 2, published for each half-year: the prime rate at the half's start + 2",
        }),
      },
    },
  },
  NV: {
    schedules: {
      0: {
        derive: prime({
          sample: halves("01-01", "07-01"),
          add: 2,
          from: "2010-01-01",
          formula: "NRS 17.130: the prime rate on January 1 or July 1 + 2, adjusted each January 1 and July 1",
        }),
      },
    },
  },
  AR: {
    schedules: {
      0: {
        derive: credit({
          sample: { kind: "onDate" },
          add: 2,
          from: "2003-01-09",
          formula: "Ark. Code § 16-65-114: the primary credit rate on the date of judgment + 2",
        }),
      },
    },
  },
  DE: {
    schedules: {
      0: {
        derive: credit({
          sample: { kind: "onDate" },
          add: 5,
          from: "2003-01-09",
          formula: "6 Del. C. § 2301(a): the Federal Reserve discount rate on the date of judgment + 5",
        }),
      },
    },
  },
  AK: {
    schedules: {
      0: {
        derive: credit({
          sample: jan1("01-02"),
          add: 3,
          from: "2004-01-01",
          formula: "AS 09.30.070: the 12th District discount rate on January 2 of the year of entry + 3",
        }),
      },
    },
  },
  WV: {
    schedules: {
      0: {
        derive: credit({
          sample: jan1("01-02"),
          add: 2.5,
          min: 4,
          max: 9,
          from: "2017-01-01",
          formula:
            "W. Va. Code § 56-6-31(c): the Fifth District secondary discount rate (primary credit + 0.5) on January 2 of the year of entry + 2, not below 4% or above 9%",
        }),
      },
    },
  },
  KS: {
    schedules: {
      0: {
        derive: credit({
          sample: { kind: "periods", periods: [{ starts: "07-01", sample: "07-01", yearOffset: 0 }] },
          add: 4,
          from: "2003-07-01",
          formula: "K.S.A. 16-204(e): the discount rate on July 1 + 4, reset each July 1",
        }),
      },
    },
  },
  LA: {
    schedules: {
      0: {
        derive: credit({
          sample: jan1("10-01", 1),
          add: 3.25,
          from: "2004-01-01",
          formula: "La. R.S. 13:4202(B): the discount rate on the first business day of October + 3.25, for the next calendar year",
        }),
      },
    },
  },
  FL: {
    schedules: {
      0: {
        derive: credit({
          sample: { kind: "trailingAverage", starts: ["01-01", "04-01", "07-01", "10-01"], months: 12, endMonthsBefore: 1 },
          add: 4,
          round: { step: 0.01, mode: "down" },
          from: "2011-10-01",
          formula:
            "Fla. Stat. § 55.03(1): the 12-month average of the New York Fed discount rate before the CFO's notice + 4, for the quarter; reproduces the published rates to within 0.01 (the CFO's published figure, where on file, is used instead)",
        }),
      },
    },
  },
  US: {
    schedules: {
      0: {
        derive: cmt({
          sample: { kind: "weekBefore" },
          from: "2017-01-01",
          formula:
            "28 U.S.C. § 1961(a): the weekly average 1-year constant maturity Treasury yield for the calendar week before the date of judgment (here the month's average: approximate)",
        }),
      },
    },
  },
  UT: {
    schedules: {
      0: {
        derive: cmt({
          sample: jan1("12-24", 1),
          add: 2,
          from: "2018-01-01",
          formula:
            "Utah Code § 15-1-4(3): the 28 U.S.C. § 1961 rate as of January 1 of the year of entry + 2 (here December's average: approximate)",
        }),
      },
    },
  },
  ME: {
    schedules: {
      0: {
        derive: cmt({
          sample: jan1("12-24", 1),
          add: 6,
          from: "2018-01-01",
          formula:
            "14 M.R.S. § 1602-C: the weekly average 1-year Treasury yield for the last full week of the prior year + 6 (here December's average: approximate)",
        }),
      },
    },
  },
  IA: {
    schedules: {
      0: {
        derive: cmt({
          sample: { kind: "weekBefore" },
          add: 2,
          from: "2017-01-01",
          formula:
            "Iowa Code § 668.13(3): the 1-year Treasury constant maturity settled immediately before the judgment + 2 (here the month's average: approximate)",
        }),
      },
    },
  },
  ID: {
    schedules: {
      0: {
        derive: cmt({
          sample: { kind: "periods", periods: [{ starts: "07-01", sample: "06-15", yearOffset: 0 }] },
          add: 5,
          round: { step: 0.125, mode: "up" },
          from: "2018-07-01",
          formula:
            "Idaho Code § 28-22-104(2): 5 + the State Treasurer's base rate set each July 1 (the 1-year Treasury yield rounded up to 1/8; here June's average: approximate)",
        }),
      },
    },
  },
  MN: {
    schedules: {
      1: {
        derive: cmt({
          sample: jan1("11-15", 1),
          min: 4,
          round: { step: 1, mode: "nearest" },
          from: "2024-01-01",
          formula:
            "Minn. Stat. § 549.09, subd. 1(c): the 1-year Treasury bill yield for the latest month before the State Court Administrator's notice, rounded to the nearest 1%, at least 4%",
        }),
        notices: [
          ...yearly(
            [
              [2016, 4],
              [2017, 4],
              [2018, 4],
              [2019, 4],
              [2020, 4],
              [2021, 4],
              [2022, 4],
            ],
            "Minnesota State Court Administrator's annual notices (2016 to 2022: 4%, the statute's floor), per the research notes (mondaq; Itasca County)",
          ),
          notice("2023-01-01", "2023-12-31", 5, "Minnesota Revisor notice '2023 Interest Rates on State Court Judgments'", "high"),
        ],
      },
    },
  },
  DC: {
    schedules: {
      0: {
        derive: {
          series: "irs_underpayment",
          sample: {
            kind: "periods",
            periods: ["01-01", "04-01", "07-01", "10-01"].map((md) => ({ starts: md, sample: md, yearOffset: 0 })),
          },
          multiply: 0.7,
          round: { step: 1, mode: "nearest" },
          from: "2017-01-01",
          formula:
            "D.C. Code § 28-3302(c): 70% of the IRS underpayment rate (26 U.S.C. § 6621), rounded to the nearest whole percent (a half up), by quarter",
        },
      },
    },
  },
  OH: {
    schedules: {
      0: {
        notices: yearly(
          [
            [2014, 3],
            [2015, 3],
            [2016, 3],
            [2017, 4],
            [2018, 4],
            [2021, 3],
            [2022, 3],
            [2023, 5],
            [2024, 8],
            [2025, 8],
          ],
          "Ohio Tax Commissioner's annual judgment rate (R.C. 1343.03(A), 5703.47: the July federal short-term rate rounded + 3); transcribed offline, consistent with the formula, not checked against the notice",
        ),
      },
    },
    edit: (j) => {
      const life = j.life!;
      life.renewal.reviveWithinYears = 10;
      life.confidence = "medium";
      life.citation = "Ohio Rev. Code §§ 2329.07, 2325.15-2325.18";
      life.summary =
        "A judgment becomes dormant if no execution (or certificate of judgment) issues within 5 years and every 5 years after (R.C. 2329.07). A dormant judgment can be revived by motion within 10 years of becoming dormant (R.C. 2325.18(A)).";
    },
  },
  IL: {
    edit: (j) => {
      const consumer = j.interest.schedules[0]!;
      consumer.when = { debtTypes: ["consumer", "medical"], amountBelowCents: 2_500_001 };
      consumer.label = "Consumer debt judgment of $25,000 or less against a natural person, entered from 01/01/2020: 5%";
      j.interest.specialCases = [
        ...j.interest.specialCases,
        "The 5% rate applies only to a consumer debt judgment of $25,000 or less (735 ILCS 5/2-1303(b)); larger ones carry 9%.",
      ];
      const life = j.life!;
      life.renewal.consumerRevival = {
        when: [{ debtTypes: ["consumer", "medical"], amountBelowCents: 2_500_001 }],
        enteredFrom: "2020-01-01",
        reviveUntilYearsAfterEntry: 10,
      };
      life.summary =
        "No judgment may be enforced after 7 years from entry unless revived (735 ILCS 5/12-108). Revival is available for up to 20 years after entry (§ 2-1602), so practical life is up to about 27 years. A consumer debt judgment of $25,000 or less entered on or after 01/01/2020 can be revived only within 10 years after entry (§ 2-1602(a-5)).";
    },
  },
  NY: {
    edit: (j) => {
      const consumer = j.interest.schedules[0]!;
      consumer.label =
        "Consumer debt against a natural person: 2% from 04/30/2022, also on older judgments' unpaid balance (as the amendment says)";
      consumer.contested = {
        note: "Contested: courts disagree whether the 2% rate reaches judgments entered before 04/30/2022. Read the other way, an older consumer judgment keeps 9% for its life; judgments entered from 04/30/2022 carry 2% from entry either way.",
        citation: "N.Y. CPLR 5004(a)(ii), (b) (L. 2021, ch. 831)",
        alternative: {
          label: "Consumer debt: 2% only for judgments entered from 04/30/2022; older ones keep 9%",
          basis: "entry",
          compounding: "simple",
          rates: [
            {
              from: "1970-01-01",
              to: "2022-04-29",
              percent: 9,
              source: "N.Y. CPLR 5004 (9%) for judgments entered before the amendment",
              checked: CHECKED,
            },
            { from: "2022-04-30", to: null, percent: 2, source: "N.Y. CPLR 5004(a)(ii) (L. 2021, ch. 831)", checked: CHECKED },
          ],
        },
      };
    },
  },
  WA: {
    edit: (j) => {
      j.interest.confidence = "medium";
      j.interest.summary =
        "Judgments carry 12% a year (RCW 4.56.110(4), the RCW 19.52.020 maximum) unless a contract rate or a special rule applies: tort judgments carry prime + 2, and some consumer and medical debt judgments 9% (RCW 4.56.110(3), not modelled here: enter the judgment's stated rate). The 12% rate was confirmed in the issue 30 review.";
      j.interest.schedules[0]!.rates = [
        {
          from: "1970-01-01",
          to: null,
          percent: 12,
          source: "RCW 4.56.110(4), 19.52.020 (12%); confirmed in the issue 30 review",
          checked: "2026-11",
        },
      ];
    },
  },
};

export type { InterestSchedule };
