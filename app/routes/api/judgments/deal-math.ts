// GET /api/judgments/deal_math/{id}?amount=12500.00: what an amount means on this listing for the
// caller (issue 29): a buyer's total to pay or the owner's payout, the fee and its rule in words,
// the amount as a share of the asking price and of the estimated balance today, and where it falls
// among similar judgments' sales (issue 31) (app/domain/deal-math.ts).
// The offer, counter and threshold forms ask it as one types (app/enhance/deal-math.ts, and the
// owner's hydrated forms). Members only; 404 for a listing the caller may not see; 422 for an
// amount that is not dollars `xxxx.xx`. It changes nothing, so it is asked as often as one types.
import { dealFigures, dealMathJson } from "~/domain/deal-math";
import { parseId } from "~/domain/ids";
import { viewerOf } from "~/domain/listing-visibility";
import { parseDollarsToCents } from "~/domain/money";
import { get } from "~/server/http/endpoint";
import { Refusal } from "~/server/http/refusal";
import { findListingDeal } from "~/server/offers/deal-terms";

const route = get({ access: "member" }, async ({ request, params, services: { db, clock, config }, user }) => {
  const id = parseId(params.id);
  if (id === null) throw new Refusal(404, { id: ["No such judgment."] });
  const cents = parseDollarsToCents(new URL(request.url).searchParams.get("amount"));
  const deal = await findListingDeal(db, id, viewerOf(user), clock.now(), {
    withSimilarSales: true,
    cacheSeconds: config.figuresCacheSeconds,
  });
  if (!deal) throw new Refusal(404, { id: ["No such judgment."] });
  if (!cents) throw new Refusal(422, { amount: ["The amount must be dollars, as xxxx.xx (for example 12500.00)."] });
  if (cents > deal.listing.amountCents) throw new Refusal(422, { amount: ["The amount can be at most the judgment amount."] });
  return Response.json(dealMathJson(dealFigures(cents, deal.side, deal.terms)), { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
