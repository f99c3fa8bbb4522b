// The deal math (issue 29): what an amount proposed or accepted on a listing means for the side
// looking at it — for a buyer the total to pay (the amount plus the buyer's fee), for the seller
// the payout (the amount less the final value fee) — with the fee's rule in words, and the amount
// as a share of the asking price and of the judgment's estimated balance today. Every page, dialog,
// review step and the JSON endpoint (GET /api/judgments/deal_math/{id}) read it here; the fees
// themselves come from app/domain/fees.ts over the one schedule. Never computed in the browser:
// the enhancement script and the hydrated forms ask the endpoint.
import { feeSchedule, type FeeSchedule } from "~/config/fees";
import { buyerFee, priceShareBps, sellerFee } from "~/domain/fees";
import { shareOfBalanceBps } from "~/domain/judgment-value/balance";
import type { JudgmentValue } from "~/domain/judgment-value/value";
import { describeRate } from "~/domain/fee-wording";
import { placeAmong, type SharesSpread } from "~/domain/comparables/figures";

type SalesQuartiles = Pick<SharesSpread, "p25Bps" | "medianBps" | "p75Bps">;
import { dollarText, formatMoney, formatPercent, parseDollarsToCents } from "~/domain/money";

/** Who is looking: the buyer pays the amount plus a fee; the seller receives it less a fee. */
export type DealSide = "buyer" | "seller";

/**
 * What the listing says about any amount: its asking price, its estimated balance today (null
 * without an estimate) and what similar judgments sold for (issue 31; null without five such sales).
 */
export type DealTerms = { askingCents: number; balanceCents: number | null; similarSales?: SalesQuartiles | null };

export type DealFigures = {
  side: DealSide;
  amountCents: number;
  amount: string;
  /** The buyer's fee (buyer) or the final value fee (seller). */
  feeLabel: string;
  feeCents: number;
  fee: string;
  /** "10% of the agreed amount, with a minimum of $50". */
  feeRule: string;
  /** "Total to pay" (buyer) or "Your payout" (seller). */
  bottomLineLabel: string;
  bottomLineCents: number;
  bottomLine: string;
  /** The amount as a share of the asking price ("83.3%"). */
  shareOfAsking: string;
  /** The amount as a share of the estimated balance today, or null when there is no estimate. */
  shareOfBalance: string | null;
  /** Where the amount falls among similar judgments' sales, in words; null without such figures. */
  amongSimilarSales: string | null;
};

/** What each figure is called, for the side looking at it. */
export function dealLabels(side: DealSide) {
  return side === "buyer"
    ? { amount: "Amount", fee: "Buyer's fee", bottomLine: "Total to pay" }
    : { amount: "Sale price", fee: "Final value fee", bottomLine: "Your payout" };
}

/** The fee's rule in words: "10% of the agreed amount, with a minimum of $50". */
export function feeRuleOf(side: DealSide, schedule: FeeSchedule = feeSchedule): string {
  return side === "buyer"
    ? describeRate(schedule.buyerFee, "the agreed amount")
    : `${describeRate(schedule.sellerFee, "the sale price")}, never more than the price`;
}

export function dealFigures(amountCents: number, side: DealSide, terms: DealTerms, schedule: FeeSchedule = feeSchedule): DealFigures {
  const buyer = side === "buyer";
  const labels = dealLabels(side);
  const feeCents = buyer ? buyerFee(amountCents, schedule) : sellerFee(amountCents, schedule);
  const bottomLineCents = buyer ? amountCents + feeCents : amountCents - feeCents;
  const ofBalance = terms.balanceCents !== null && terms.balanceCents > 0 ? shareOfBalanceBps(amountCents, terms.balanceCents) : null;
  return {
    side,
    amountCents,
    amount: formatMoney(amountCents),
    feeLabel: labels.fee,
    feeCents,
    fee: formatMoney(feeCents),
    feeRule: feeRuleOf(side, schedule),
    bottomLineLabel: labels.bottomLine,
    bottomLineCents,
    bottomLine: formatMoney(bottomLineCents),
    shareOfAsking: formatPercent(priceShareBps(amountCents, terms.askingCents)),
    shareOfBalance: ofBalance === null ? null : formatPercent(ofBalance),
    amongSimilarSales: (terms.similarSales && placeAmong(terms.similarSales, amountCents, terms.balanceCents)?.words) ?? null,
  };
}

/** The figures for an amount as typed, or null until it reads as a positive dollar amount. */
export function typedDealFigures(
  typed: unknown,
  side: DealSide,
  terms: DealTerms,
  schedule: FeeSchedule = feeSchedule,
): DealFigures | null {
  const cents = parseDollarsToCents(typed);
  return cents ? dealFigures(cents, side, terms, schedule) : null;
}

/** The JSON endpoint's answer: money as dollar text `xxxx.xx` (DESIGN.md section 5) beside the words shown. */
export type DealMathJson = {
  side: DealSide;
  amount: string;
  fee: string;
  fee_label: string;
  fee_rule: string;
  bottom_line: string;
  bottom_line_label: string;
  share_of_asking: string;
  share_of_balance: string | null;
  /** Where the amount falls among similar judgments' sales (issue 31), or null without five such sales. */
  among_similar_sales: string | null;
  shown: {
    amount: string;
    fee: string;
    bottom_line: string;
  };
};

export function dealMathJson(figures: DealFigures): DealMathJson {
  return {
    side: figures.side,
    amount: dollarText(figures.amountCents),
    fee: dollarText(figures.feeCents),
    fee_label: figures.feeLabel,
    fee_rule: figures.feeRule,
    bottom_line: dollarText(figures.bottomLineCents),
    bottom_line_label: figures.bottomLineLabel,
    share_of_asking: figures.shareOfAsking,
    share_of_balance: figures.shareOfBalance,
    among_similar_sales: figures.amongSimilarSales,
    shown: { amount: figures.amount, fee: figures.fee, bottom_line: figures.bottomLine },
  };
}

/**
 * Whether a form's amount was confirmed: the figures were shown for exactly this amount (the
 * enhancement script or the review step fills `confirmed_amount`). A form posted without it comes
 * back as its review, with the figures, and binds only when posted again (issue 29).
 */
export function amountConfirmed(body: Record<string, unknown>, field = "amount"): boolean {
  const typed = parseDollarsToCents(body[field]);
  const confirmed = parseDollarsToCents(body.confirmed_amount);
  return typed !== null && confirmed !== null && typed === confirmed;
}

/** A listing's terms from its asking price and its value today (app/domain/judgment-value/value.ts). */
export function dealTermsOf(
  askingCents: number,
  value: Pick<JudgmentValue, "balance">,
  similarSales: SalesQuartiles | null = null,
): DealTerms {
  return { askingCents, balanceCents: value.balance.kind === "estimate" ? value.balance.balanceCents : null, similarSales };
}
