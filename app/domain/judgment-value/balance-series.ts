// The judgment page's balance over time (issue 31, item 3): the points the chart draws, from the same
// computation as the period table (balance.ts). Within one interest period the base does not change,
// so the balance grows in a straight line from the period's first day to its last: a point at each
// period's end, joined by straight lines, is the exact curve, not an approximation. A payment is two
// points on its day (owing before, owing after), a drop. The projection is the same computation run
// to the renew-by or enforceability-limit date with the payments received so far, so its line
// continues today's without a seam.
import { formatDate } from "~/domain/dates";
import type { BalanceEstimate } from "~/domain/judgment-value/balance";
import type { EnforcementClock } from "~/domain/judgment-value/clock";
import { judgmentValue, type JudgmentValue, type RuleBook, type ValueInput } from "~/domain/judgment-value/value";
import { formatMoney } from "~/domain/money";

type Estimate = Extract<BalanceEstimate, { kind: "estimate" }>;

export type BalancePoint = {
  on: string;
  cents: number;
  /** What the point is: the award, a period's end, a payment's drop, today, or the projection's end. */
  what: "awarded" | "period" | "payment" | "today" | "projected";
  /** For a payment: what was paid. */
  paidCents?: number;
};

/** A price drawn across the chart. */
export type PriceLine = { kind: "asking" | "buy_now" | "highest_offer"; label: string; cents: number };

/** The date the projection runs to, and which date it is. */
export type ProjectionEnd = { on: string; what: "renew_by" | "act_by" | "enforceable_until" };

export type BalanceSeries = {
  asOf: string;
  /** From the date of entry to today, period by period; a payment is two points on its day. */
  actual: BalancePoint[];
  /** From today to the projection's end (its first point is today's); empty without a projection. */
  projected: BalancePoint[];
  projectedTo: ProjectionEnd | null;
  /** Why there is no projection, when there is none (a clause of the summary's sentence). */
  noProjection: string | null;
  lines: PriceLine[];
};

/**
 * The date to project to: the next required action's last day (renew by; "act by" where the action
 * is not a renewal: a writ before dormancy), else the last day it can be enforced or revived; only a
 * date after today. Null when the clock has no such date.
 */
export function projectionEnd(clock: EnforcementClock, asOf: string): ProjectionEnd | null {
  if (clock.kind !== "clock") return null;
  const action = clock.nextAction;
  if (action && action.closesOn > asOf) return { on: action.closesOn, what: /^Renew/.test(action.label) ? "renew_by" : "act_by" };
  if (clock.enforceableUntil && clock.enforceableUntil > asOf) return { on: clock.enforceableUntil, what: "enforceable_until" };
  return null;
}

export const projectionEndWords: Record<ProjectionEnd["what"], string> = {
  renew_by: "the renew-by date",
  act_by: "the date it must be acted on",
  enforceable_until: "the last day it can be enforced",
};

/** The balance at each period's end, the payments' drops between: what the estimate's own table holds. */
function walk(estimate: Estimate, awardedOn: string): BalancePoint[] {
  const points: BalancePoint[] = [{ on: awardedOn, cents: estimate.principalCents, what: "awarded" }];
  let running = estimate.principalCents;
  let next = 0;
  const payUpTo = (day: string) => {
    while (next < estimate.payments.length && estimate.payments[next]!.on <= day) {
      const payment = estimate.payments[next++]!;
      running = payment.balanceAfterCents;
      points.push({ on: payment.on, cents: running, what: "payment", paidCents: payment.amountCents });
    }
  };
  for (const period of estimate.periods) {
    payUpTo(period.from);
    running += period.interestCents;
    points.push({ on: period.to, cents: running, what: "period" });
  }
  payUpTo(estimate.asOf);
  return points;
}

export type BalanceSeriesInput = {
  /** The estimate for today (the judgment page's). */
  today: Estimate;
  /** The date of entry. */
  awardedOn: string;
  /** The same estimate run to `projectedTo.on` with the payments received by today; null or unavailable when it cannot be made. */
  projection: BalanceEstimate | null;
  projectedTo: ProjectionEnd | null;
  askingCents: number;
  buyNowCents: number | null;
  /** The highest offer the viewer may see; null when there is none or the seller keeps offers private. */
  highestOfferCents: number | null;
};

export function balanceSeries(input: BalanceSeriesInput): BalanceSeries {
  const { today } = input;
  const actual = walk(today, input.awardedOn);
  // Each period's interest is rounded to the cent in the table; the last point is the estimate's own figure.
  const last = actual[actual.length - 1]!;
  if (last.on === today.asOf && last.what === "period") actual[actual.length - 1] = { ...last, cents: today.balanceCents, what: "today" };
  else actual.push({ on: today.asOf, cents: today.balanceCents, what: "today" });

  let projected: BalancePoint[] = [];
  let noProjection: string | null = null;
  const projection = input.projection;
  if (!input.projectedTo) noProjection = "no projection: no renewal or limit date lies ahead";
  else if (!projection || projection.kind !== "estimate") noProjection = "no projection: the rate to come is not on file";
  else {
    const ahead = walk(projection, input.awardedOn).filter((p) => p.on > today.asOf);
    const end = ahead[ahead.length - 1];
    if (end) ahead[ahead.length - 1] = { ...end, cents: projection.balanceCents, what: "projected" };
    projected = [{ on: today.asOf, cents: today.balanceCents, what: "today" }, ...ahead];
  }

  const lines: PriceLine[] = [{ kind: "asking", label: "Asking price", cents: input.askingCents }];
  if (input.buyNowCents !== null && input.buyNowCents !== input.askingCents)
    lines.push({ kind: "buy_now", label: "Buy Now", cents: input.buyNowCents });
  if (input.highestOfferCents !== null) lines.push({ kind: "highest_offer", label: "Highest offer", cents: input.highestOfferCents });
  return {
    asOf: today.asOf,
    actual,
    projected,
    projectedTo: projected.length ? input.projectedTo : null,
    noProjection,
    lines,
  };
}

/** The chart's sentence: where the balance started, where it is, where it is projected, and the prices drawn. */
export function balanceSummary(series: BalanceSeries): string {
  const first = series.actual[0]!;
  const today = series.actual[series.actual.length - 1]!;
  const payments = series.actual.filter((p) => p.what === "payment");
  const paid = payments.reduce((sum, p) => sum + (p.paidCents ?? 0), 0);
  const parts = [
    `${formatMoney(first.cents)} awarded on ${formatDate(first.on)}, ${formatMoney(today.cents)} owing today (${formatDate(series.asOf)}) with interest`,
  ];
  if (payments.length)
    parts[0] += ` and ${payments.length === 1 ? "1 payment" : `${payments.length} payments`} of ${formatMoney(paid)} in all deducted`;
  const end = series.projected[series.projected.length - 1];
  parts.push(
    end && series.projectedTo
      ? `projected ${formatMoney(end.cents)} by ${formatDate(end.on)}, ${projectionEndWords[series.projectedTo.what]}`
      : (series.noProjection ?? "no projection"),
  );
  const lines = series.lines.map((l) => `${l.label} ${formatMoney(l.cents)}`).join(", ");
  return `${parts.join("; ")}. Lines across the chart: ${lines}.`;
}

/**
 * The series for a listing's value today (value.ts's judgmentValue for `asOf`): the projection runs
 * the same computation to the projection's end under the same rules, with the payments received
 * by today. Null without an estimate today (the page says why in words).
 */
export function balanceSeriesOf(
  value: JudgmentValue,
  input: ValueInput,
  book: RuleBook,
  asOf: string,
  prices: { highestOfferCents: number | null; buyNowCents: number | null },
): BalanceSeries | null {
  if (value.balance.kind !== "estimate") return null;
  const projectedTo = projectionEnd(value.clock, asOf);
  const received = (input.payments ?? []).filter((p) => p.on <= asOf);
  const projection = projectedTo ? judgmentValue({ ...input, payments: received }, book, projectedTo.on).balance : null;
  return balanceSeries({
    today: value.balance,
    awardedOn: input.dateAwarded,
    projection,
    projectedTo,
    askingCents: input.priceCents,
    buyNowCents: prices.buyNowCents,
    highestOfferCents: prices.highestOfferCents,
  });
}
