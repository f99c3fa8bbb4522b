// The seller's pricing guide (seller spec section 9): what judgments typically sell for, as a share
// of the judgment amount, by what is known of the debtor. It is a prior, a rule of thumb from
// before this marketplace had sales of its own, and says so wherever it is shown; what similar
// judgments measurably sold for here (issue 31's comparable sales) goes beside it, never in its
// place. Every piece of price advice (the pricing help, the pricing step's live advice, the review,
// the edit form, the FAQ) reads this one table, so no page recommends a range the guide
// contradicts (it used to say "No information: 1%–5%" and then "ask 10%–50%"). Plain and
// React-free: the enhancement script uses it too (app/domain/listing-fee-preview.ts).
import { formatPercent } from "~/domain/money";

export type GuideRange = {
  /** The row's heading in the guide's table. */
  situation: string;
  detail: string;
  /** The same situation as the end of a sentence ("… 1%–5% with no information about the debtor"). */
  phrase: string;
  fromBps: number;
  toBps: number;
};

export const pricingGuide: readonly GuideRange[] = [
  {
    situation: "No information about the debtor",
    detail: "You have the judgment but no current address, employer or assets on file.",
    phrase: "with no information about the debtor",
    fromBps: 100,
    toBps: 500,
  },
  {
    situation: "Assets or employment information",
    detail: "You know where the debtor works, banks or owns property.",
    phrase: "with assets or employment information",
    fromBps: 300,
    toBps: 2_000,
  },
  {
    situation: "The debtor is paying",
    detail: "Payments are being made under a payment plan or garnishment.",
    phrase: "when the debtor is paying",
    fromBps: 2_000,
    toBps: 5_000,
  },
];

/** How the guide is introduced wherever it appears: a prior, not a measurement. */
export const PRIOR_LABEL = "A rule of thumb before any sales";

/** The guide's whole span: from the lowest row's start to the highest row's end (1%–50%). */
export const guideSpan = {
  fromBps: Math.min(...pricingGuide.map((row) => row.fromBps)),
  toBps: Math.max(...pricingGuide.map((row) => row.toBps)),
};

/** "1%–5%": a row's range as the guide shows it. */
export function guideRangeText(row: Pick<GuideRange, "fromBps" | "toBps">): string {
  return `${formatPercent(row.fromBps)}–${formatPercent(row.toBps)}`;
}

/** True when an asking price's share of the amount is inside some row of the guide. */
export function withinGuide(shareBps: number): boolean {
  return shareBps >= guideSpan.fromBps && shareBps <= guideSpan.toBps;
}

/**
 * "A rule of thumb before any sales: 1%–5% of the judgment amount with no information about the
 * debtor, 3%–20% with assets or employment information, 20%–50% when the debtor is paying."
 */
export function ruleOfThumbSentence(): string {
  const parts = pricingGuide.map((row, i) => `${guideRangeText(row)}${i === 0 ? " of the judgment amount" : ""} ${row.phrase}`);
  return `${PRIOR_LABEL}: ${parts.join(", ")}.`;
}
