// Portfolios: several of one seller's judgments sold as one listing (docs/decisions/0055). The
// rules that need no database: how many judgments a portfolio holds, the checklist's tick, and how
// a portfolio's price is allocated to its judgments for comparable sales.
import { z } from "zod";
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
