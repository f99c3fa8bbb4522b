// Portfolios: several of one seller's judgments sold as one listing (docs/decisions/0055). The
// rules that need no database: how many judgments a portfolio holds, the checklist's tick, and how
// a portfolio's price is allocated to its judgments for comparable sales.
import { z } from "zod";
import { formatMoney } from "~/domain/money";
import { idSchema } from "~/domain/schemas/ids";

/** A portfolio holds 2 to 100 judgments (judgments_kind_shape_check says the same). */
export const PORTFOLIO_MIN = 2;
export const PORTFOLIO_MAX = 100;

export const PORTFOLIO_SIZE_REFUSAL = `A portfolio holds ${PORTFOLIO_MIN} to ${PORTFOLIO_MAX} judgments.`;

/** Whether that many judgments make a portfolio. */
export function isPortfolioSize(count: number): boolean {
  return Number.isInteger(count) && count >= PORTFOLIO_MIN && count <= PORTFOLIO_MAX;
}

/**
 * The checklist's tick (POST /api/portfolios/assigned and the portfolio page's forms): a portfolio,
 * one of its judgments, and whether it is now assigned (true, "true", "1", "on") or unticked.
 */
export const itemAssignedSchema = z.object({
  portfolio_id: idSchema("Choose the portfolio."),
  judgment_id: idSchema("Choose the judgment to mark assigned."),
  assigned: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((value) => value === undefined || value === true || value === "true" || value === "1" || value === "on"),
});

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
