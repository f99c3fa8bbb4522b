// Portfolios: several of one seller's judgments sold as one listing (docs/decisions/0055). The
// rules that need no database: how many judgments a portfolio holds, the totals its page shows of
// its judgments, how a portfolio and its judgments are worded, and how a portfolio's price is
// allocated to its judgments for comparable sales. The forms' Zod schemas (server only) are in
// app/domain/schemas/portfolio-forms.ts.
import { debtorYesNoFacts, litigationLabels, debtorTypeLabels, type CollectabilityFacts } from "~/domain/judgment-value/facts";
import { priceShareBps } from "~/domain/fees";
import type { ListingStatus } from "~/domain/listing-status";
import { formatMoney } from "~/domain/money";

/** A portfolio holds 2 to 100 judgments (judgments_kind_shape_check says the same). */
export const PORTFOLIO_MIN = 2;
export const PORTFOLIO_MAX = 100;

export const PORTFOLIO_SIZE_REFUSAL = `A portfolio holds ${PORTFOLIO_MIN} to ${PORTFOLIO_MAX} judgments.`;

/** Whether that many judgments make a portfolio. */
export function isPortfolioSize(count: number): boolean {
  return Number.isInteger(count) && count >= PORTFOLIO_MIN && count <= PORTFOLIO_MAX;
}

export const PORTFOLIO_TITLE_MAX = 200;
export const PORTFOLIO_DESCRIPTION_MAX = 5_000;

/** "judgment" or "portfolio of 5 judgments": how e-mails and refusals name what is sold. */
export function saleNoun(listing: { kind: "judgment" | "portfolio"; portfolioSize?: number | null }): string {
  if (listing.kind === "judgment") return "judgment";
  const n = listing.portfolioSize ?? 0;
  return `portfolio of ${n} judgment${n === 1 ? "" : "s"}`;
}

/**
 * How a judgment in a portfolio reads, from its portfolio's status: its own stays in_portfolio for
 * as long as it is grouped, the sale included (display only).
 */
export function memberShownStatus(portfolio: { status: ListingStatus; title: string; soldOn?: string | null }): string {
  switch (portfolio.status) {
    case "sold":
      return `Sold in portfolio ${portfolio.title}${portfolio.soldOn ? ` on ${portfolio.soldOn}` : ""}`;
    case "offer_accepted":
    case "paid":
    case "assigned":
    case "disputed":
      return `Being sold in portfolio ${portfolio.title}`;
    case "active":
      return `For sale in portfolio ${portfolio.title}`;
    case "new":
      return `In portfolio ${portfolio.title}, waiting for review`;
    default:
      return `In portfolio ${portfolio.title}`;
  }
}

/** One judgment of a portfolio, as its totals need it. */
export type PortfolioMemberFacts = {
  amountCents: number;
  /** Its estimated balance today, or null without an estimate. */
  balanceCents: number | null;
  stateName: string;
  /** Its award date, 'YYYY-MM-DD'. */
  dateAwarded: string;
  verified: boolean;
  facts: CollectabilityFacts;
};

export type PortfolioBalance =
  { kind: "sum"; cents: number } | { kind: "at_least"; cents: number; missing: number } | { kind: "none"; missing: number };

export type PortfolioTotals = {
  count: number;
  faceValueCents: number;
  balance: PortfolioBalance;
  /** "$120,000.00", or "at least $80,000.00 — 2 judgments have no estimate", or "No estimate". */
  balanceText: string;
  /** The price as a share of the face value, and of the balance (of the sum only when every judgment has an estimate). */
  priceShareOfFaceBps: number;
  priceShareOfBalanceBps: number | null;
  states: { name: string; count: number }[];
  /** "Texas (3), Ohio (2)". */
  statesText: string;
  /** The oldest and newest award dates, and the median age in years (one decimal). */
  ages: { oldest: string; newest: string; medianYears: number } | null;
  /** Each collectability fact counted: "Debtor employed" → "3 of 5". */
  facts: { label: string; text: string }[];
  verified: { count: number; of: number };
  /** "3 of 5 verified". */
  verifiedText: string;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Years from an ISO date to another, by days (365.25 a year). */
function yearsBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (365.25 * 86_400_000);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Counts of an enumerated fact, most first, with "not stated" last: "Litigated 4, Default judgment 1; not stated 1". */
function enumCounts<K extends string>(values: (K | null)[], labels: Record<K, string>): string {
  const counts = new Map<K, number>();
  let silent = 0;
  for (const value of values) {
    if (value === null) silent += 1;
    else counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const stated = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${labels[key]} ${n}`);
  return [stated.join(", "), silent ? `not stated ${silent}` : ""].filter(Boolean).join("; ") || "Not stated";
}

/**
 * The portfolio page's totals of its judgments (pure): face value; the estimated balance today
 * summed ("at least" when some have no estimate); the price's share of each; the states with
 * counts; the age spread; each collectability fact counted; how many are verified.
 */
export function portfolioTotals(members: readonly PortfolioMemberFacts[], priceCents: number, today: string): PortfolioTotals {
  const count = members.length;
  const faceValueCents = members.reduce((sum, m) => sum + m.amountCents, 0);
  const estimates = members.filter((m) => m.balanceCents !== null).map((m) => m.balanceCents as number);
  const missing = count - estimates.length;
  const summed = estimates.reduce((sum, c) => sum + c, 0);
  const balance: PortfolioBalance =
    missing === 0
      ? { kind: "sum", cents: summed }
      : estimates.length
        ? { kind: "at_least", cents: summed, missing }
        : { kind: "none", missing };
  const balanceText =
    balance.kind === "sum"
      ? formatMoney(balance.cents)
      : balance.kind === "at_least"
        ? `at least ${formatMoney(balance.cents)} — ${plural(missing, "judgment")} ${missing === 1 ? "has" : "have"} no estimate`
        : "No estimate";

  const byState = new Map<string, number>();
  for (const m of members) byState.set(m.stateName, (byState.get(m.stateName) ?? 0) + 1);
  const states = [...byState.entries()]
    .map(([name, n]) => ({ name, count: n }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

  const dates = members.map((m) => m.dateAwarded).sort();
  const ages = count
    ? {
        oldest: dates[0],
        newest: dates[dates.length - 1],
        medianYears: Math.round(median(dates.map((d) => yearsBetween(d, today))) * 10) / 10,
      }
    : null;

  const facts: { label: string; text: string }[] = [
    {
      label: "Litigation",
      text: enumCounts(
        members.map((m) => m.facts.litigation),
        litigationLabels,
      ),
    },
    {
      label: "Debtor",
      text: enumCounts(
        members.map((m) => m.facts.debtorType),
        debtorTypeLabels,
      ),
    },
    ...debtorYesNoFacts.map((fact) => {
      const values = members.map((m) => m.facts[fact.key]);
      const yes = values.filter((v) => v === true).length;
      const silent = values.filter((v) => v === null).length;
      return { label: fact.highlight, text: `${yes} of ${count}${silent ? `; not stated ${silent}` : ""}` };
    }),
  ];
  const verifiedCount = members.filter((m) => m.verified).length;
  return {
    count,
    faceValueCents,
    balance,
    balanceText,
    priceShareOfFaceBps: priceShareBps(priceCents, faceValueCents),
    priceShareOfBalanceBps: balance.kind === "sum" && balance.cents > 0 ? priceShareBps(priceCents, balance.cents) : null,
    states,
    statesText: states.map((s) => `${s.name} (${s.count})`).join(", "),
    ages,
    facts,
    verified: { count: verifiedCount, of: count },
    verifiedText: `${verifiedCount} of ${count} verified`,
  };
}

/**
 * A portfolio's price allocated to its judgments in proportion to their balances (comparable sales,
 * docs/decisions/0055): each part floored, then the cents left over given one each to the largest
 * remainders (the earlier judgment on a tie), so the parts sum to the price exactly. Every balance
 * must be above 0 (a price covering a judgment without an estimate cannot be split honestly).
 */
export function allocateByBalance(priceCents: number, balancesCents: readonly number[]): number[] {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError(`Not a price in cents: ${priceCents}`);
  if (balancesCents.length === 0) return [];
  if (balancesCents.some((b) => !Number.isSafeInteger(b) || b <= 0))
    throw new RangeError("Every balance must be a positive number of cents.");
  const price = BigInt(priceCents);
  const total = balancesCents.reduce((sum, b) => sum + BigInt(b), 0n);
  const parts = balancesCents.map((b, index) => ({ index, floor: (price * BigInt(b)) / total, remainder: (price * BigInt(b)) % total }));
  let left = price - parts.reduce((sum, p) => sum + p.floor, 0n);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (left === 0n) break;
    part.floor += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p.floor));
}

/** "Portfolio of 3 judgments": what a portfolio is, where a judgment shows its case number and court. */
export function portfolioLabel(size: number): string {
  return `Portfolio of ${size} judgment${size === 1 ? "" : "s"}`;
}

/** The line under a listing's title on the pay, buy and accept pages: its court and case, or for a portfolio its size and face value. */
export function listingPlaceLine(
  listing: { kind: "judgment"; county: string; state: string; casenum: string } | { kind: "portfolio"; size: number; amountCents: number },
): string {
  if (listing.kind === "portfolio") return `${portfolioLabel(listing.size)} · face value ${formatMoney(listing.amountCents)}`;
  return `${listing.county}, ${listing.state} · Case ${listing.casenum}`;
}
