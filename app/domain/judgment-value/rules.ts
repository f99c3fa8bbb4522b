// The shape of one version of the judgment rules (reference/judgment-rules/v<N>.json, loaded into the
// judgment_rules table by a migration; docs/decisions/0029-judgment-value.md). Plain data: the
// balance (balance.ts) and the enforceability clock (clock.ts) read it and nothing else.

import type { RateDerivation } from "~/domain/judgment-value/rate-series";

export type Confidence = "high" | "medium" | "low";

/** The listing facts that change which rule applies (app/domain/judgment-value/facts.ts). */
export type DebtType = "commercial" | "consumer" | "medical" | "other";
export type CourtType = "state" | "federal";

/** One rate and the dates it covers ('YYYY-MM-DD', both inclusive; `to` null = still in force). */
export type RateRow = {
  from: string;
  to: string | null;
  percent: number;
  /** Where the figure comes from. */
  source: string;
  /** When the source was last checked: 'YYYY-MM-DD', or 'YYYY-MM' when only the month is known. */
  checked: string;
  /** The row's own confidence, where it is below the rule's (a figure transcribed offline, an approximation). */
  confidence?: Confidence;
  /** A rate derived from an index: the date of the index value it rests on (rate-series.ts). */
  sampledOn?: string;
};

/**
 * How a judgment's rate follows the table:
 * - entry: the row in force on the date of entry applies for the judgment's life (fixed rates,
 *   indexes locked at entry);
 * - period: each day takes the row in force that day (rates that float on existing judgments);
 * - reset: the entry date's row until the next reset day (`resetOn`, 'MM-DD'), then that day's
 *   row until the next one (Florida re-prices every January 1).
 */
export type RateBasis = "entry" | "period" | "reset";

export type InterestSchedule = {
  label: string;
  /** When this schedule applies; absent = always (the last schedule of a list). */
  when?: { debtTypes?: DebtType[]; amountBelowCents?: number; amountAtLeastCents?: number };
  basis: RateBasis;
  resetOn?: string[];
  compounding: "simple" | "annual";
  /** The rate locks again on the last renewal's date (California: a renewal filed from 2023 takes 5%). */
  relockOnRenewal?: boolean;
  /** A renewal adds the interest accrued so far to the principal (Cal. Code Civ. Proc. § 683.150). */
  capitalizeOnRenewal?: boolean;
  rates: RateRow[];
  /** The rows follow an index by this formula (rate-series.ts); `rates` holds them as derived. */
  derive?: RateDerivation;
  /**
   * Another reading of the statute that courts dispute (New York's 2% consumer rate on judgments
   * entered before 04/30/2022): its figure is shown beside the main one, flagged contested.
   */
  contested?: { note: string; citation: string; alternative: Omit<InterestSchedule, "contested" | "when"> };
};

export type InterestRule = {
  summary: string;
  formula: string | null;
  rateType: string;
  specialCases: string[];
  citation: string;
  confidence: Confidence;
  /** "required": no default rate (the court sets it), so only a rate stated in the judgment gives a figure. */
  statedRate: "overrides" | "required";
  schedules: InterestSchedule[];
};

/**
 * - expires: enforceable for `years` from entry (or the last renewal), renewable as `renewal` says;
 * - dormant: goes dormant unless acted on (a writ of execution, a renewal) within `years`, then
 *   may be revived for `renewal.reviveWithinYears`;
 * - lien_only: the judgment has a fixed life; only its lien is renewed;
 * - none: a fixed life that cannot be extended.
 */
export type LifeKind = "expires" | "dormant" | "lien_only" | "none";

export type LifeRule = {
  kind: LifeKind;
  years: number | null;
  /** A longer life for judgments entered before a date (Virginia: 20 years before 07/01/2021). */
  earlierYears: { enteredBefore: string; years: number } | null;
  lienYears: number | null;
  renewal: {
    possible: "yes" | "no" | "lien_only" | "unknown";
    method: string | null;
    addsYears: number | null;
    /** The renewal may be filed only in the last N days before expiry. */
    windowDaysBeforeExpiry: number | null;
    /** The renewal may be filed only after N years (Iowa: a new action after 9 years). */
    windowOpensAfterYears: number | null;
    /** Not within N years of a prior renewal (California: 5). */
    minYearsBetweenRenewals: number | null;
    /** The hard outer limit, in years from entry. */
    maxTotalYears: number | null;
    /** After going dormant, revival is possible for N years (dormant kind). */
    reviveWithinYears: number | null;
    /** Renewal exists only for judgments entered before this date (North Dakota). */
    enteredBefore: string | null;
    /** Revival is possible until N years after entry, however often revived (Illinois: 20). */
    reviveUntilYearsAfterEntry: number | null;
    /**
     * Consumer/medical debt renews fewer times or for less (California: personal debt under $50,000
     * and medical debt under $200,000 renew once, for 5 years, when renewed from 2023; a judgment
     * renewed before 2023 kept its 10 years and cannot be renewed again).
     */
    consumer: {
      when: { debtTypes: DebtType[]; amountBelowCents: number }[];
      renewedFrom: string;
      addsYears: number;
      maxRenewals: number;
    } | null;
    /**
     * Consumer-debt judgments revive for less (Illinois: a consumer debt judgment of $25,000 or less
     * entered from 01/01/2020 until 10 years after entry, where others have 20).
     */
    consumerRevival?: {
      when: { debtTypes: DebtType[]; amountBelowCents: number }[];
      enteredFrom: string;
      reviveUntilYearsAfterEntry: number;
    } | null;
    window: string | null;
  };
  summary: string;
  lienSummary: string | null;
  citation: string;
  confidence: Confidence;
};

export type AssignmentRule = {
  filing: "yes" | "practically_yes" | "recommended" | "unknown";
  form: string | null;
  summary: string;
  citation: string;
  url: string | null;
  confidence: Confidence;
};

export type JurisdictionRules = {
  /** The state's postal code, or "US" for the federal courts. */
  code: string;
  name: string;
  interest: InterestRule;
  /** Null for the federal courts: their judgments follow the life of the state where the court sits. */
  life: LifeRule | null;
  assignment: AssignmentRule | null;
  sources: { source: string; supports: string }[];
  openQuestions: string[];
};

export type RulesVersion = { version: number; published: string };

/** What a figure was computed with, shown next to it. */
export type RulesInUse = { version: RulesVersion; state: JurisdictionRules; federal: JurisdictionRules | null };

export const FEDERAL_CODE = "US";

export const confidenceLabels: Record<Confidence, string> = {
  high: "High confidence: statute or rule text seen",
  medium: "Medium confidence: reliable secondary source",
  low: "Low confidence: not verified",
};

/** Shown with every figure these rules produce. */
export const ESTIMATE_NOTICE = "Estimate, not legal advice: confirm with the court record and counsel licensed in the state.";
