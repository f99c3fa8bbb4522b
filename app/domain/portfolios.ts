// Portfolios: several of one seller's judgments sold as one listing (docs/decisions/0055). The
// rules that need no database: how many judgments a portfolio holds.

/** A portfolio holds 2 to 100 judgments (judgments_kind_shape_check says the same). */
export const PORTFOLIO_MIN = 2;
export const PORTFOLIO_MAX = 100;

export const PORTFOLIO_SIZE_REFUSAL = `A portfolio holds ${PORTFOLIO_MIN} to ${PORTFOLIO_MAX} judgments.`;

/** Whether that many judgments make a portfolio. */
export function isPortfolioSize(count: number): boolean {
  return Number.isInteger(count) && count >= PORTFOLIO_MIN && count <= PORTFOLIO_MAX;
}
