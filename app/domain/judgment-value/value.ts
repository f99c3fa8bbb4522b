// A listing's value in one call: the estimated balance, the enforceability clock, the asking price
// as a share of the balance and the assignment filing rule, from one version of the rules. What
// the judgment page shows and what the listing's row stores for browse (storedValue) both come
// from here, so the two never disagree.
import { estimateBalance, shareOfBalanceBps, type BalanceEstimate } from "~/domain/judgment-value/balance";
import { enforcementClock, type EnforcementClock } from "~/domain/judgment-value/clock";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";
import type { PaymentReceived } from "~/domain/judgment-value/payments";
import { FEDERAL_CODE, type AssignmentRule, type JurisdictionRules, type RulesVersion } from "~/domain/judgment-value/rules";

/** One version of the rules, by jurisdiction code. */
export type RuleBook = { version: RulesVersion; byCode: ReadonlyMap<string, JurisdictionRules> };

export type ValueInput = {
  amountCents: number;
  priceCents: number;
  /** The date of entry (the listing's date awarded). */
  dateAwarded: string;
  /** The state's postal code (a federal court's judgment: the state where it sits). */
  stateCode: string;
  facts: Pick<CollectabilityFacts, "courtType" | "debtType" | "statedRatePercent" | "lastRenewedOn">;
  /** The payments received the seller swore to (none when the listing has no statements). */
  payments?: readonly PaymentReceived[] | null;
};

export type JudgmentValue = {
  rules: RulesVersion;
  stateName: string | null;
  balance: BalanceEstimate;
  /** The asking price as a share of the estimated balance (basis points); null without an estimate. */
  shareBps: number | null;
  clock: EnforcementClock;
  assignment: AssignmentRule | null;
};

export function judgmentValue(input: ValueInput, book: RuleBook, asOf: string): JudgmentValue {
  const state = book.byCode.get(input.stateCode.toUpperCase()) ?? null;
  const federal = book.byCode.get(FEDERAL_CODE) ?? null;
  const balance = estimateBalance(
    {
      amountCents: input.amountCents,
      entryDate: input.dateAwarded,
      asOf,
      lastRenewalDate: input.facts.lastRenewedOn,
      debtType: input.facts.debtType,
      courtType: input.facts.courtType,
      statedRatePercent: input.facts.statedRatePercent,
      payments: input.payments,
    },
    state,
    federal,
  );
  const clock = enforcementClock(
    {
      entryDate: input.dateAwarded,
      lastRenewalDate: input.facts.lastRenewedOn,
      debtType: input.facts.debtType,
      amountCents: input.amountCents,
      asOf,
    },
    state,
  );
  return {
    rules: book.version,
    stateName: state?.name ?? null,
    balance,
    shareBps: balance.kind === "estimate" ? shareOfBalanceBps(input.priceCents, balance.balanceCents) : null,
    clock,
    assignment: state?.assignment ?? null,
  };
}

/** The columns a listing's row keeps of its value (judgments.estimated_balance_cents and the rest). */
export type StoredValue = {
  rulesVersion: number;
  estimatedBalanceCents: number | null;
  balanceAsOf: string | null;
  balanceShareBps: number | null;
  enforceDeadlineOn: string | null;
  enforceLimitOn: string | null;
};

export function storedValue(value: JudgmentValue, asOf: string): StoredValue {
  const estimate = value.balance.kind === "estimate" ? value.balance : null;
  const clock = value.clock.kind === "clock" ? value.clock : null;
  return {
    rulesVersion: value.rules.version,
    estimatedBalanceCents: estimate?.balanceCents ?? null,
    balanceAsOf: estimate ? asOf : null,
    balanceShareBps: value.shareBps,
    enforceDeadlineOn: clock ? storedDeadline(clock) : null,
    enforceLimitOn: clock?.enforceableUntil ?? null,
  };
}

/**
 * The deadline browse flags and filters on (judgments.enforce_deadline_on): the clock's next date
 * that matters, except that a required action whose date has passed stays the deadline while the
 * judgment can still be revived ("overdue", whose clock looks ahead to the revival limit): browse
 * then says "Past deadline", as the judgment page says the deadline passed.
 */
function storedDeadline(clock: Extract<EnforcementClock, { kind: "clock" }>): string | null {
  return clock.status === "overdue" && clock.nextAction ? clock.nextAction.closesOn : clock.deadlineOn;
}

/** Past the last day it can be enforced or revived: listing it needs an administrator's review. */
export const isPastLimit = (value: JudgmentValue) => value.clock.kind === "clock" && value.clock.status === "past_limit";
