// POST /api/portfolios/dissolve (docs/decisions/0055): the owner dissolves an unsold portfolio
// (portfolio_id) → { portfolio_id, status: "cancelled", released: [ids], rejected_offers }: its
// judgments back on sale (one past its limit back to review), its open offers declined. 404 for
// an id that is no portfolio the caller may know, 403 for another's, 409 once an offer is accepted.
import { z } from "zod";
import { canViewListing } from "~/domain/listing-visibility";
import { idSchema } from "~/domain/schemas/ids";
import { post } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";
import { dissolvePortfolio } from "~/server/portfolios/dissolve";
import { NO_SUCH_PORTFOLIO } from "~/server/portfolios/words";
import { findListingRecord } from "~/server/queries/listing-record";

const body = z.object({ portfolio_id: idSchema("Please choose a portfolio.") });

const route = post({ access: "member", body }, async ({ services, user, body }) => {
  const listing = await findListingRecord(services.db, body.portfolio_id);
  if (!listing || listing.kind !== "portfolio" || !canViewListing(listing, user, services.clock.now())) {
    throw jsonError(404, NO_SUCH_PORTFOLIO);
  }
  if (listing.sellerId !== user.id) throw jsonError(403, "Only the portfolio's owner can dissolve it.");
  const outcome = await dissolvePortfolio(services, { portfolioId: body.portfolio_id, userId: user.id });
  return Response.json({
    portfolio_id: outcome.portfolioId,
    status: outcome.status,
    released: outcome.released.map((r) => r.judgmentId),
    released_to: Object.fromEntries(outcome.released.map((r) => [r.judgmentId, r.status])),
    rejected_offers: outcome.rejectedOffers,
  });
});

export const loader = route.loader;
export const action = route.action;
