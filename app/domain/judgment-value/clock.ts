// The enforceability clock: from the state's judgment life, renewal window, dormancy rule and hard
// cap, the next thing the owner must do and by when, the lien's expiry where it differs, and the
// last date the judgment can be enforced if nothing is done. Dates are estimates from the records
// the seller gave (entry date, last renewal); appeal and bankruptcy stays are not known.
import { addDays, addMonths, addYears, minDate } from "~/domain/judgment-value/calendar";
import type { Confidence, DebtType, JurisdictionRules } from "~/domain/judgment-value/rules";

/** A listing this close to its next deadline is flagged in browse and to its seller. */
export const NEAR_DEADLINE_MONTHS = 18;

/** The last deadline date that counts as near on `asOf` (a deadline already passed is near too). */
export const nearDeadlineCutoff = (asOf: string) => addMonths(asOf, NEAR_DEADLINE_MONTHS);

export type ClockInput = {
  entryDate: string;
  /** The last renewal, revival or (in dormancy states) writ of execution, if the seller gave one. */
  lastRenewalDate?: string | null;
  debtType?: DebtType | null;
  /** The amount awarded: some consumer-debt rules apply only below an amount. */
  amountCents?: number;
  asOf: string;
};

export type NextAction = {
  /** What to do: "Renew the judgment", "Issue a writ of execution or renew it", … */
  label: string;
  /** The first day it may be done; null = any time before `closesOn`. */
  opensOn: string | null;
  closesOn: string;
  method: string | null;
};

/** ok; near: the next deadline is within NEAR_DEADLINE_MONTHS; overdue: its action date passed but it can still be revived or re-recorded; past_limit: past the last date it can be enforced. */
export type ClockStatus = "ok" | "near" | "overdue" | "past_limit";

export type EnforcementClock =
  | {
      kind: "clock";
      nextAction: NextAction | null;
      /** The real-property lien's end, where it differs from the judgment's. */
      lienExpiresOn: string | null;
      /** The hard outer limit (no renewal can pass it); null when the state has none. */
      hardLimitOn: string | null;
      /** The last day it can be enforced (or revived) if nothing is done; null when it does not expire. */
      enforceableUntil: string | null;
      /** The next date that matters: the action's close, else the limit. */
      deadlineOn: string | null;
      status: ClockStatus;
      summary: string;
      citation: string;
      confidence: Confidence;
      assumptions: string[];
    }
  | { kind: "unavailable"; reason: string; citation: string | null; confidence: Confidence | null };

/** The shorter revival limit of a consumer-debt judgment (Illinois), where it applies. */
function consumerRevivalYears(life: NonNullable<JurisdictionRules["life"]>, input: ClockInput): number | null {
  const rule = life.renewal.consumerRevival;
  const debtType = input.debtType;
  if (!rule || !debtType || input.entryDate < rule.enteredFrom) return null;
  const applies = rule.when.some((w) => w.debtTypes.includes(debtType) && (input.amountCents ?? Infinity) < w.amountBelowCents);
  return applies ? rule.reviveUntilYearsAfterEntry : null;
}

function statusOf(asOf: string, action: NextAction | null, until: string | null): { status: ClockStatus; deadlineOn: string | null } {
  if (until && asOf > until) return { status: "past_limit", deadlineOn: until };
  if (action && asOf > action.closesOn) {
    return { status: "overdue", deadlineOn: until };
  }
  const deadlineOn = action?.closesOn ?? until;
  if (deadlineOn && deadlineOn <= nearDeadlineCutoff(asOf)) return { status: "near", deadlineOn };
  return { status: "ok", deadlineOn };
}

/** The clock for a judgment entered in a state (federal judgments: the state where the court sits). */
export function enforcementClock(input: ClockInput, state: JurisdictionRules | null): EnforcementClock {
  const life = state?.life ?? null;
  if (!state || !life) return { kind: "unavailable", reason: "This state's rules are not on file.", citation: null, confidence: null };
  const fail = (reason: string): EnforcementClock => ({
    kind: "unavailable",
    reason,
    citation: life.citation,
    confidence: life.confidence,
  });
  const entry = input.entryDate;
  const renewed = input.lastRenewalDate && input.lastRenewalDate > entry ? input.lastRenewalDate : null;
  const start = renewed ?? entry;
  const r = life.renewal;
  const hardLimitOn = r.maxTotalYears ? addYears(entry, r.maxTotalYears) : null;
  const cap = (date: string) => (hardLimitOn ? minDate(date, hardLimitOn) : date);
  const assumptions = [
    `Date of entry ${entry}${renewed ? `, last renewal or writ ${renewed}` : ", no renewal or writ since"}, as the seller stated.`,
    "No appeal or bankruptcy stay that would pause the clock.",
  ];
  // Low-confidence research shows its dates, flagged, rather than none (docs/decisions/0049): a
  // deadline the buyer should ask about is worth more than a blank.
  if (life.confidence === "low") {
    assumptions.push(
      `Our research on how long ${state.name} judgments last is low confidence (not verified against the statute): check these dates with counsel licensed in ${state.name}.`,
    );
  }
  // Consumer and medical debt may renew fewer times, for less (California: below an amount, once, for 5 years).
  const consumerRule = r.consumer;
  const debtType = input.debtType;
  const consumer =
    consumerRule &&
    debtType &&
    consumerRule.when.some((w) => w.debtTypes.includes(debtType) && (input.amountCents ?? Infinity) < w.amountBelowCents)
      ? consumerRule
      : null;
  const lifeYears = life.earlierYears && entry < life.earlierYears.enteredBefore ? life.earlierYears.years : life.years;
  let nextAction: NextAction | null = null;
  let lienExpiresOn: string | null = null;
  let enforceableUntil: string | null = null;

  if (lifeYears === null && life.kind !== "lien_only") return fail(`${state.name}'s judgment life is not in our research.`);
  switch (life.kind) {
    case "expires": {
      // A consumer renewal from 2023 runs 5 years and is the last; one filed before 2023 kept the
      // full period but cannot be renewed again either.
      const consumerRenewal = consumer && renewed ? (renewed >= consumer.renewedFrom ? "short" : "before") : null;
      const years = renewed ? (consumerRenewal === "short" ? consumer!.addsYears : (r.addsYears ?? lifeYears!)) : lifeYears!;
      const periodEnd = cap(addYears(start, years));
      enforceableUntil = periodEnd;
      const renewable =
        r.possible === "yes" &&
        (!hardLimitOn || periodEnd < hardLimitOn) &&
        (!r.enteredBefore || entry < r.enteredBefore) &&
        !(consumerRenewal !== null && consumer!.maxRenewals <= 1);
      if (renewable) {
        let opensOn: string | null = null;
        if (r.windowDaysBeforeExpiry) opensOn = addDays(periodEnd, -r.windowDaysBeforeExpiry);
        else if (r.windowOpensAfterYears) opensOn = addYears(start, r.windowOpensAfterYears);
        else if (r.minYearsBetweenRenewals && renewed) opensOn = addYears(renewed, r.minYearsBetweenRenewals);
        nextAction = { label: "Renew the judgment", opensOn, closesOn: periodEnd, method: r.method };
      } else if (r.possible === "unknown") {
        nextAction = {
          label: "Act before it expires (how to renew it is not confirmed)",
          opensOn: null,
          closesOn: periodEnd,
          method: r.method,
        };
      }
      if (life.lienYears && life.lienYears !== years) lienExpiresOn = cap(addYears(start, life.lienYears));
      break;
    }
    case "dormant": {
      const dormantOn = cap(addYears(start, lifeYears!));
      nextAction = {
        label: "Keep it alive (the writ, renewal or revival the state requires) before it goes dormant",
        opensOn: null,
        closesOn: dormantOn,
        method: r.method,
      };
      if (r.reviveWithinYears) {
        enforceableUntil = cap(addYears(dormantOn, r.reviveWithinYears));
        assumptions.push(`Once dormant it can be revived for ${r.reviveWithinYears} years.`);
      } else if (r.reviveUntilYearsAfterEntry) {
        const consumerYears = consumerRevivalYears(life, input);
        const years = consumerYears ?? r.reviveUntilYearsAfterEntry;
        const reviveBy = cap(addYears(entry, years));
        enforceableUntil = dormantOn > reviveBy ? dormantOn : reviveBy;
        assumptions.push(
          consumerYears
            ? `As a consumer debt judgment it can be revived only until ${years} years after entry.`
            : `It can be revived until ${years} years after entry.`,
        );
      } else {
        enforceableUntil = dormantOn;
        assumptions.push("How long a dormant judgment can be revived is not confirmed: the limit shown is the dormancy date.");
      }
      if (life.lienYears) lienExpiresOn = minDate(addYears(start, life.lienYears), dormantOn);
      break;
    }
    case "lien_only": {
      enforceableUntil = lifeYears === null ? null : addYears(entry, r.maxTotalYears ?? lifeYears);
      if (life.lienYears) {
        const lienEnd = addYears(start, life.lienYears);
        lienExpiresOn = enforceableUntil ? minDate(lienEnd, enforceableUntil) : lienEnd;
        if (!enforceableUntil || lienEnd < enforceableUntil) {
          nextAction = {
            label: "Renew the judgment lien (the judgment itself cannot be extended)",
            opensOn: null,
            closesOn: lienEnd,
            method: r.method,
          };
        }
      }
      break;
    }
    case "none": {
      enforceableUntil = cap(addYears(entry, lifeYears!));
      break;
    }
  }
  const { status, deadlineOn } = statusOf(input.asOf, nextAction, enforceableUntil);
  return {
    kind: "clock",
    nextAction,
    lienExpiresOn: lienExpiresOn && lienExpiresOn !== enforceableUntil ? lienExpiresOn : null,
    hardLimitOn,
    enforceableUntil,
    deadlineOn,
    status,
    summary: life.summary,
    citation: life.citation,
    confidence: life.confidence,
    assumptions,
  };
}
