// POST /api/portfolios (docs/decisions/0055): a signed-in member groups two to 100 of their active
// judgments into a portfolio → 201 { id, status: "new", url, judgment_ids, rejected_offers }. Body:
// judgment_ids (an array or "1,2,3", the seller's order), title, description, price and buy_now
// (dollars as text `xxxx.xx`, DESIGN.md section 5; buy_now optional), offers_visibility
// ("all" | "owner"), pending_offers_seen (the pending offers on them the seller was shown; they are
// declined). 422 by field; 404 for a judgment the caller may not know, 403 for another's, 409 for
// one not active or already grouped, or when the pending offers changed (with pending_offers).
import { portfolioFormSchema } from "~/domain/schemas/portfolio-forms";
import { post } from "~/server/http/endpoint";
import { groupPortfolio } from "~/server/portfolios/group";

const route = post({ access: "member", body: portfolioFormSchema }, async ({ services, user, body }) => {
  const grouped = await groupPortfolio(services, {
    userId: user.id,
    judgmentIds: body.judgment_ids,
    title: body.title,
    description: body.description,
    priceCents: body.price ?? 0,
    buyNowCents: body.buy_now,
    offersVisibility: body.offers_visibility,
    pendingOffersSeen: body.pending_offers_seen,
  });
  return Response.json(
    {
      id: grouped.portfolioId,
      kind: "portfolio",
      status: grouped.status,
      url: `/portfolios/${grouped.portfolioId}`,
      judgment_ids: grouped.judgmentIds,
      rejected_offers: grouped.rejectedOffers,
    },
    { status: 201 },
  );
});

export const loader = route.loader;
export const action = route.action;
