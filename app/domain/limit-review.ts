// A judgment past its limit (the last day it can be enforced or revived, by the dates the seller
// gave) is listed only after an administrator reviewed its enforceability (issue 17). The rule, its
// wording, and the short value summary the administrators' review card shows, in one place: the
// review queue, the approval and the owner's edit all ask here.
import { formatDate } from "~/domain/dates";
import { NEAR_DEADLINE_MONTHS, type ClockStatus } from "~/domain/judgment-value/clock";
import { confidenceLabels } from "~/domain/judgment-value/rules";
import { formatRatePercent } from "~/domain/judgment-value/facts";
import { isPastLimit, type JudgmentValue } from "~/domain/judgment-value/value";

/** The checkbox an administrator ticks to approve a judgment past its limit (form field `limit_reviewed`). */
export const LIMIT_REVIEW_FIELD = "limit_reviewed";
export const LIMIT_REVIEW_LABEL = "I reviewed this judgment's enforceability: it may be listed";
/** The same tick on a portfolio's card (docs/decisions/0055): approval marks each judgment past its limit reviewed. */
export const PORTFOLIO_LIMIT_REVIEW_LABEL = "I reviewed the enforceability of its judgments past their limit: it may be listed";

/** `inPortfolio`: the title of a portfolio's judgment past its limit, named since the card is the portfolio's. */
export function limitReviewRequiredMessage(enforceableUntil: string | null, inPortfolio?: string): string {
  const which = inPortfolio === undefined ? "This judgment" : `"${inPortfolio}", in this portfolio,`;
  return `${which} is past its limit${enforceableUntil ? ` (enforceable or revivable until ${formatDate(enforceableUntil)})` : ""}: tick the box once you have reviewed its enforceability.`;
}

/**
 * Approving needs the administrator's tick: the judgment is past its limit and no administrator
 * has reviewed that yet (a review holds until the owner changes a date it rests on: see
 * clockInputsChanged).
 */
export function needsLimitReview(value: JudgmentValue, limitReviewedAt: Date | null): boolean {
  return isPastLimit(value) && limitReviewedAt === null;
}

/** What the enforceability clock is computed from on a listing row. */
export type ClockInputs = {
  dateAwarded: string;
  stateId: number;
  lastRenewedOn: string | null;
  debtType: string | null;
  amountCents: number;
};

/** An edit changed a date or fact the clock rests on: an earlier review of the limit no longer holds. */
export function clockInputsChanged(before: ClockInputs, after: ClockInputs): boolean {
  return (
    before.dateAwarded !== after.dateAwarded ||
    before.stateId !== after.stateId ||
    before.lastRenewedOn !== after.lastRenewedOn ||
    before.debtType !== after.debtType ||
    before.amountCents !== after.amountCents
  );
}

/** What the seller is told when the dates they gave put the judgment past its limit. */
export function pastLimitSellerNotice(value: JudgmentValue): string | null {
  if (!isPastLimit(value) || value.clock.kind !== "clock") return null;
  const until = value.clock.enforceableUntil;
  return `By the dates you gave, this judgment appears past the last day it can be enforced or revived${until ? ` (${formatDate(until)})` : ""}${value.stateName ? ` under ${value.stateName} law` : ""}, so an administrator reviews its enforceability before it can be listed. If it was renewed or revived since, add the date of the last renewal, revival or writ of execution.`;
}

/** A listing going live again (unhidden, relisted, its sale cancelled) went back to review: it is past its limit. */
export const BACK_TO_REVIEW = "Your listing went back for review instead of going live.";

/** What the seller is told when a listing they put live again went back to review instead. */
export const backToReviewMessage = (pastLimitNotice: string) => `${BACK_TO_REVIEW} ${pastLimitNotice}`;

export const clockStatusLabels: Record<ClockStatus, string> = {
  ok: "Appears enforceable",
  near: `Deadline within ${NEAR_DEADLINE_MONTHS} months`,
  overdue: "Action overdue (can still be revived or re-recorded)",
  past_limit: "Past its limit",
};

/** The value in a few lines, for the administrators' review card. */
export type ValueSummary = {
  rulesVersion: number;
  balance:
    { kind: "estimate"; balanceCents: number; asOf: string; basis: string; confidence: string } | { kind: "unavailable"; reason: string };
  clock:
    | {
        kind: "clock";
        status: ClockStatus;
        statusLabel: string;
        /** `passed`: its last day is behind (the judgment is overdue or past its limit). */
        nextAction: { label: string; opensOn: string | null; closesOn: string; passed: boolean } | null;
        enforceableUntil: string | null;
        lienExpiresOn: string | null;
        hardLimitOn: string | null;
        confidence: string;
      }
    | { kind: "unavailable"; reason: string };
  pastLimit: boolean;
};

export function valueSummary(value: JudgmentValue): ValueSummary {
  const b = value.balance;
  const c = value.clock;
  const rates = b.kind === "estimate" ? [...new Set(b.periods.map((p) => formatRatePercent(p.ratePercent)))].join(", then ") : "";
  return {
    rulesVersion: value.rules.version,
    balance:
      b.kind === "estimate"
        ? {
            kind: "estimate",
            balanceCents: b.balanceCents,
            asOf: b.asOf,
            basis: `${rates ? `${rates} ` : ""}${b.compounding === "annual" ? "compounded annually" : "simple"}: ${b.label}`,
            confidence: confidenceLabels[b.confidence],
          }
        : { kind: "unavailable", reason: b.reason },
    clock:
      c.kind === "clock"
        ? {
            kind: "clock",
            status: c.status,
            statusLabel: clockStatusLabels[c.status],
            nextAction: c.nextAction && {
              label: c.nextAction.label,
              opensOn: c.nextAction.opensOn,
              closesOn: c.nextAction.closesOn,
              passed: c.status === "overdue" || c.status === "past_limit",
            },
            enforceableUntil: c.enforceableUntil,
            lienExpiresOn: c.lienExpiresOn,
            hardLimitOn: c.hardLimitOn,
            confidence: confidenceLabels[c.confidence],
          }
        : { kind: "unavailable", reason: c.reason },
    pastLimit: isPastLimit(value),
  };
}
