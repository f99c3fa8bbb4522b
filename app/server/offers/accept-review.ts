// The review before accepting (issue 29): GET /judgments/{id}/accept?offer={offerId}. The owner
// reviews a buyer's offer before accepting it; the buyer reviews the owner's counter-offer before
// accepting it. Either way the page restates the deal (app/components/deal/deal-review.tsx) and
// its Confirm form posts the judgment page's accept intent with the amount shown, which binds only
// then (app/server/offers/page-intents.ts). Anyone else, or an offer not on this listing: null (404).
import { dealFigures, type DealFigures } from "~/domain/deal-math";
import { dealSteps, type DealStep } from "~/domain/deal-steps";
import { viewerOf, type ViewerUser } from "~/domain/listing-visibility";
import { formatMoney } from "~/domain/money";
import { counterAnswerRefusal } from "~/domain/negotiation";
import { isPastExpiry } from "~/domain/offer-expiry";
import type { AppServices } from "~/server/context";
import { findListingDeal } from "~/server/offers/deal-terms";
import { AWAITING_BUYER } from "~/server/offers/decide-offer";
import { COUNTER_PRICE_LOWERED } from "~/server/offers/negotiate";
import { offerCeiling } from "~/domain/offer-form";
import { findContact, findOffer } from "~/server/queries/offers";

export type AcceptIntent = "accept-offer" | "accept-counter";

export type AcceptReview = {
  intent: AcceptIntent;
  /** The listing reviewed: its court and case, or a portfolio's size and face value, as one line (docs/decisions/0055). */
  judgment: { id: number; title: string; placeLine: string };
  offerId: number;
  amountCents: number;
  /** The other side, by handle: the buyer (for the owner) or the seller (for the buyer). */
  counterparty: string;
  figures: DealFigures;
  steps: DealStep[];
  /** Why this cannot be accepted now; null when it can. */
  refusal: string | null;
  /** The amount the reviewer saw before (the link's), when it has changed since. */
  changedFrom: string | null;
};

export async function loadAcceptReview(
  services: Pick<AppServices, "db" | "clock" | "branding">,
  input: { judgmentId: number; offerId: number; user: ViewerUser; seenCents: number | null },
): Promise<AcceptReview | null> {
  const { db, clock, branding } = services;
  const now = clock.now();
  const [deal, offer] = await Promise.all([findListingDeal(db, input.judgmentId, viewerOf(input.user), now), findOffer(db, input.offerId)]);
  if (!deal || !offer || offer.judgmentId !== input.judgmentId) return null;
  const { listing: judgment } = deal;
  const owner = deal.access.relation === "owner";
  if (!owner && offer.buyerId !== input.user.id) return null;
  const intent: AcceptIntent = owner ? "accept-offer" : "accept-counter";
  const amountCents = owner ? offer.amountCents : (offer.counterCents ?? offer.amountCents);
  const counterparty = owner ? ((await findContact(db, offer.buyerId))?.handle ?? "the buyer") : judgment.sellerHandle;
  const counterExpired = offer.counterExpiresAt !== null && offer.counterExpiresAt.getTime() <= now.getTime();
  const refusal =
    judgment.status !== "active"
      ? `This ${judgment.kind === "portfolio" ? "portfolio" : "judgment"} is no longer for sale.`
      : offer.status !== "pending" || isPastExpiry(offer, now)
        ? "This offer is no longer open."
        : owner
          ? offer.awaiting === "buyer"
            ? AWAITING_BUYER
            : null
          : (counterAnswerRefusal(offer) ??
            (counterExpired
              ? "This counter-offer has expired. You can make a new offer."
              : amountCents > offerCeiling({ askingCents: judgment.priceCents, buyNowCents: judgment.buyNowCents }).cents
                ? COUNTER_PRICE_LOWERED
                : null));
  return {
    intent,
    judgment: { id: judgment.id, title: judgment.title, placeLine: judgment.placeLine },
    offerId: offer.id,
    amountCents,
    counterparty: `@${counterparty}`,
    figures: dealFigures(amountCents, deal.side, deal.terms),
    steps: dealSteps(deal.side, now, branding.timeframes),
    refusal,
    changedFrom: input.seenCents !== null && input.seenCents !== amountCents ? formatMoney(input.seenCents) : null,
  };
}
