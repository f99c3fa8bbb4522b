// GET /api/portfolios/{id} (docs/decisions/0055): the portfolio's page as JSON, for whoever may see
// it (judgmentAccess, as for any listing; 404 otherwise). Money is integer cents as in
// GET /api/judgments/{id} (price, buy_now_price, agreed_price, face_value, estimated balances);
// shares in basis points; dates ISO ('YYYY-MM-DD' for award dates). `members` are its judgments in
// the seller's order, each with its own page; `totals` what the page shows of them.
import { isAcceptedOrLater } from "~/domain/listing-status";
import { parseId } from "~/domain/ids";
import { viewerOf } from "~/domain/listing-visibility";
import { get } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";
import { NO_SUCH_PORTFOLIO } from "~/server/portfolios/words";
import { findViewablePortfolio, pageMember, totalsOf } from "~/server/portfolios/page";
import { highestOfferCents } from "~/server/queries/judgment-detail";
import { listPortfolioMembers } from "~/server/queries/portfolios";

const route = get({ access: "anyone" }, async ({ services, user, params }) => {
  const id = parseId(params.id);
  const now = services.clock.now();
  const found = id === null ? null : await findViewablePortfolio(services.db, id, viewerOf(user), now);
  if (!found) throw jsonError(404, NO_SUCH_PORTFOLIO);
  const { portfolio, access } = found;
  const [members, highest] = await Promise.all([
    listPortfolioMembers(services.db, portfolio.id),
    access.canSeeOffers ? highestOfferCents(services.db, portfolio.id, now) : Promise.resolve(null),
  ]);
  const totals = totalsOf(members, portfolio.priceCents, now);
  return Response.json(
    {
      id: portfolio.id,
      kind: "portfolio",
      url: `/portfolios/${portfolio.id}`,
      title: portfolio.title,
      description: portfolio.description,
      status: portfolio.status,
      size: portfolio.portfolioSize,
      price: portfolio.priceCents,
      buy_now_price: portfolio.buyNowCents,
      agreed_price: access.canSeeAgreedPrice && isAcceptedOrLater(portfolio.status) ? portfolio.acceptedOfferCents : null,
      highest_offer: highest,
      offers_visibility: portfolio.offersVisibility,
      seller: { handle: portfolio.sellerHandle },
      listed_at: portfolio.listedAt?.toISOString() ?? null,
      can_act: access.canAct,
      totals: {
        face_value: totals.faceValueCents,
        estimated_balance: totals.balance.kind === "none" ? null : totals.balance.cents,
        estimated_balance_complete: totals.balance.kind === "sum",
        without_estimate: totals.balance.kind === "sum" ? 0 : totals.balance.missing,
        balance_text: totals.balanceText,
        price_share_of_face_value_bps: totals.priceShareOfFaceBps,
        price_share_of_balance_bps: totals.priceShareOfBalanceBps,
        states: totals.states,
        states_text: totals.statesText,
        awarded: totals.ages && { oldest: totals.ages.oldest, newest: totals.ages.newest, median_age_years: totals.ages.medianYears },
        facts: totals.facts,
        verified: totals.verified.count,
        verified_text: totals.verifiedText,
      },
      members: members.map(pageMember).map((m) => ({
        id: m.id,
        url: `/judgments/${m.id}`,
        title: m.title,
        state: m.state,
        state_abbreviation: m.stateAbbreviation,
        county: m.county,
        date_awarded: m.dateAwarded,
        amount: m.amountCents,
        estimated_balance: m.estimatedBalanceCents,
        verified: m.verified,
        assigned: m.assigned,
      })),
    },
    // Each viewer gets a different answer (offers, the agreed price, can_act): never cached or shared.
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const loader = route.loader;
export const action = route.action;
