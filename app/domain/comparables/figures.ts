// What comparable sales say (docs/decisions/0051): the price paid as a share of the estimated
// balance on the day of sale, its 25th, 50th and 75th percentiles and the count of the closest group
// with at least MIN_COMPARABLE_SALES sales, that group named in words, and where an amount (an
// asking price, an offer) falls among them. Never a figure from fewer sales: below the floor a group
// is as if it had none. The two privacy rules every published share obeys, here and on /market, live
// here too: a group nested in a wider one with 1–4 more sales is refused (`publishable`), and a
// share is published rounded to a whole percent (`publishedShareBps`).
import { shareOfBalanceBps } from "~/domain/judgment-value/balance";
import { formatPercent } from "~/domain/money";
import { ageBandLabels, regionLabels, sizeBandLabels } from "./bands";
import type { ComparableGroup, StatedFacts } from "./levels";

/** The fewest completed sales a figure is ever made from. */
export const MIN_COMPARABLE_SALES = 5;

/** A group's sales: how many, and the quartiles of their shares of the balance (basis points). */
export type SharesSpread = { count: number; p25Bps: number; medianBps: number; p75Bps: number };

/** The figures a page shows: plain values only (JSON as they are), never a seller's or buyer's identity. */
export type ComparableFigures = SharesSpread & {
  group: {
    geography: ComparableGroup["geography"];
    stateCode: string;
    stateName: string;
    region: ComparableGroup["region"];
    ageBand: ComparableGroup["ageBand"];
    /** Null for the last resort: every size. */
    sizeBand: ComparableGroup["sizeBand"];
    facts: StatedFacts;
  };
  /** "12 litigated Texas judgments 2–5 years old with balances of $10,000–$50,000 sold for 9–16% of their balance, median 12%." */
  sentence: string;
};

/** A sale's price as a share of its balance: the one rule of the judgment value (floored basis points). */
export const saleShareBps = (priceCents: number, balanceCents: number) => shareOfBalanceBps(priceCents, balanceCents);

/**
 * A share as it is published (the comparables, the deal math, /market): the percentile rounded to a
 * whole percent, in basis points (a multiple of 100; half a percent rounds up). The one rule, so a
 * figure never reads two ways on two pages, and so a single sale's share is never published to the
 * basis point, even when a percentile lands exactly on it.
 */
export const publishedShareBps = (bps: number): number => Math.round(bps / 100) * 100;

/**
 * Whether a group's shares may be published: it has at least the floor of sales, and no wider group
 * it nests in (the same rows with fewer conditions: a fact dropped, every state, every month) has
 * one to four sales more. Two nested groups a few sales apart would let those few sales' shares be
 * worked out by difference (the differencing attack); the page shows the wider group instead. A
 * wider group with the very same count holds the very same sales and tells nothing new.
 */
export function publishable(count: number, widerCounts: readonly number[] = []): boolean {
  return count >= MIN_COMPARABLE_SALES && widerCounts.every((wider) => !differsByFew(count, wider));
}

/** A wider group with 1 to MIN_COMPARABLE_SALES − 1 more sales than this one. */
export const differsByFew = (count: number, widerCount: number): boolean =>
  widerCount - count >= 1 && widerCount - count < MIN_COMPARABLE_SALES;

export const meetsFloor = (spread: SharesSpread | null | undefined): spread is SharesSpread =>
  !!spread && spread.count >= MIN_COMPARABLE_SALES;

/**
 * The closest group that meets the floor: `spreads[i]` is the measure of `groups[i]` (undefined
 * when not measured, null when it has no sales). Null when none does.
 */
export function closestFigures(groups: readonly ComparableGroup[], spreads: readonly (SharesSpread | null | undefined)[]) {
  const index = groups.findIndex((_, i) => meetsFloor(spreads[i]));
  return index < 0 ? null : figuresOf(groups[index]!, spreads[index]!);
}

export function figuresOf(group: ComparableGroup, spread: SharesSpread): ComparableFigures | null {
  if (!meetsFloor(spread)) return null;
  const { count, p25Bps, medianBps, p75Bps } = spread;
  return {
    count,
    p25Bps,
    medianBps,
    p75Bps,
    group: {
      geography: group.geography,
      stateCode: group.state.abbreviation,
      stateName: group.state.name,
      region: group.region,
      ageBand: group.ageBand,
      sizeBand: group.sizeBand,
      facts: group.facts,
    },
    sentence: `${groupName(group, count)} sold for ${shareRange(p25Bps, p75Bps)} of their balance, median ${formatPercent(medianBps)}.`,
  };
}

/** "9–16%", or "12%" when both ends read the same. */
export function shareRange(lowBps: number, highBps: number): string {
  const low = formatPercent(lowBps);
  const high = formatPercent(highBps);
  return low === high ? low : `${low.slice(0, -1)}–${high}`;
}

const DEBTOR_WORDS = {
  debtorRealEstate: ["owns no real estate", "owns real estate"],
  debtorEmployed: ["is not employed", "is employed"],
  debtorAttorney: ["had no attorney", "had an attorney"],
} as const;

/** "12 litigated Texas judgments 2–5 years old with balances of $10,000–$50,000, whose debtor owns real estate," */
export function groupName(group: ComparableGroup, count: number): string {
  const { facts } = group;
  const words: string[] = [String(count)];
  if (facts.litigation) words.push(facts.litigation === "litigated" ? "litigated" : "default");
  if (group.geography === "state") words.push(group.state.name);
  words.push("judgments", ageBandLabels[group.ageBand]);
  if (group.geography === "region") words.push(`in the ${regionLabels[group.region]}`);
  if (group.geography === "nation") words.push("nationwide");
  if (group.sizeBand) {
    const size = sizeBandLabels[group.sizeBand];
    words.push(size.startsWith("$") ? `with balances of ${size}` : `with balances ${size}`);
  }
  const debtor = (["debtorRealEstate", "debtorEmployed", "debtorAttorney"] as const)
    .filter((key) => facts[key] !== undefined)
    .map((key) => DEBTOR_WORDS[key][facts[key] ? 1 : 0]);
  const name = words.join(" ");
  return debtor.length ? `${name}, whose debtor ${joinAnd(debtor)},` : name;
}

function joinAnd(parts: string[]): string {
  return parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

export type PlacementPosition = "below" | "lower_half" | "upper_half" | "above";

/** Where an amount falls among a group's sales, as a share of the subject's balance. */
export type Placement = { shareBps: number; position: PlacementPosition; words: string };

/**
 * Where `amountCents` falls among the figures, as a share of `balanceCents` (the subject's balance
 * today). Compared as the percentages read (tenths of a percent, truncated like formatPercent), so
 * "9%" is never said to be below "9%". Null without a balance to compare with.
 */
export function placeAmong(
  figures: Pick<SharesSpread, "p25Bps" | "medianBps" | "p75Bps">,
  amountCents: number,
  balanceCents: number | null,
): Placement | null {
  if (balanceCents === null || balanceCents <= 0 || !Number.isFinite(amountCents) || amountCents < 0) return null;
  const shareBps = saleShareBps(amountCents, balanceCents);
  const shown = (bps: number) => Math.floor(bps / 10);
  const [share, p25, median, p75] = [shareBps, figures.p25Bps, figures.medianBps, figures.p75Bps].map(shown) as [
    number,
    number,
    number,
    number,
  ];
  const pct = formatPercent;
  const position: PlacementPosition = share < p25 ? "below" : share < median ? "lower_half" : share <= p75 ? "upper_half" : "above";
  const where = {
    below: `below the 25th percentile of similar sales (${pct(figures.p25Bps)})`,
    lower_half: `between the 25th percentile (${pct(figures.p25Bps)}) and the median (${pct(figures.medianBps)}) of similar sales`,
    upper_half: `between the median (${pct(figures.medianBps)}) and the 75th percentile (${pct(figures.p75Bps)}) of similar sales`,
    above: `above the 75th percentile of similar sales (${pct(figures.p75Bps)})`,
  }[position];
  return { shareBps, position, words: `${pct(shareBps)} of the balance, ${where}` };
}
