// Who may buy enhancements for which listing, and what the cart costs: checked and priced on the
// server for every page view, cart save and payment.
import { NO_SUCH_JUDGMENT } from "~/server/listings/transition";
import { memberMaySee } from "~/domain/listing-visibility";
import { priceCart, type PricedCart } from "~/domain/enhancements";
import { isPremiumMember, type PremiumMembership } from "~/domain/membership";
import type { ListingStatus } from "~/domain/listing-status";
import type { AppServices } from "~/server/context";
import { isRefusal, refusal, type OrderRefusal } from "~/server/checkout/refusal";
import { loadUpsellCatalogue, type Upsell } from "~/server/enhancements/catalogue";
import { findEnhanceableListing, findPremiumMembership, type EnhanceableListing } from "~/server/queries/upsells";
import { findListingForCheckout } from "~/server/queries/listings";
import { creditsLeftNow } from "~/server/enhancements/credits";
import { listingFeeTier } from "~/domain/fees";
import { listingFeeBasisSentence } from "~/domain/fee-wording";

/** Enhancements are bought for a listing in review or live (shown or hidden), never later. */
export const ENHANCEABLE_STATUSES: readonly ListingStatus[] = ["new", "active", "hidden"];

/** The listing, when this user owns it (`anyStatus` skips the status rule: the upgrade page). */
export async function ownedListing(
  services: AppServices,
  userId: number,
  judgmentId: number | null,
  options: { anyStatus?: boolean } = {},
): Promise<EnhanceableListing | OrderRefusal> {
  if (judgmentId === null) return refusal(422, "judgment_id", "Choose one of your listings.");
  const listing = await findEnhanceableListing(services.db, judgmentId);
  if (!listing || !memberMaySee(listing, userId, services.clock.now())) return refusal(404, "judgment_id", NO_SUCH_JUDGMENT);
  if (listing.sellerId !== userId) return refusal(403, "judgment_id", "Only the seller of this listing can do that.");
  if (!options.anyStatus && !ENHANCEABLE_STATUSES.includes(listing.status)) {
    return refusal(409, "judgment_id", "Enhancements can only be bought for a listing in review or for sale.");
  }
  return listing;
}

export type EnhancementOrder = {
  listing: EnhanceableListing;
  catalogue: Upsell[];
  membership: PremiumMembership;
  premiumMember: boolean;
  /** The member's bold-or-highlight credits left this month (0 for non-members). */
  credits: number;
  cart: PricedCart;
};

/** The listing, the catalogue and the priced cart; refuses unknown or inactive upsell ids. */
export async function priceEnhancementOrder(
  services: AppServices,
  userId: number,
  judgmentId: number | null,
  upsellIds: readonly number[],
): Promise<EnhancementOrder | OrderRefusal> {
  const listing = await ownedListing(services, userId, judgmentId);
  if (isRefusal(listing)) return listing;
  const catalogue = await loadUpsellCatalogue(services.db);
  if (upsellIds.some((id) => !catalogue.some((upsell) => upsell.id === id))) {
    return refusal(422, "upsells", "Choose from the enhancements on offer.");
  }
  const membership = await findPremiumMembership(services.db, userId);
  const premiumMember = isPremiumMember(membership, services.clock.now());
  const credits = premiumMember ? await creditsLeftNow(services, userId, membership) : 0;
  const cart = priceCart(catalogue, upsellIds, { owned: listing.owned, premiumMember, credits });
  return { listing, catalogue, membership, premiumMember, credits, cart };
}

/** The listing fee still due for a listing in review ('new'); null when none is (free, or paid). */
export type FeeDue = { dueCents: number; paidBeforeCents: number; tierLabel: string; basis: string };

export async function listingFeeDue(services: AppServices, judgmentId: number): Promise<FeeDue | null> {
  const listing = await findListingForCheckout(services.db, judgmentId);
  if (!listing || listing.status !== "new" || listing.listingFeeCents <= 0) return null;
  const prices = { askingCents: listing.priceCents, buyNowCents: listing.buyNowCents };
  return {
    dueCents: listing.listingFeeCents,
    paidBeforeCents: listing.listingFeePaidCents,
    tierLabel: listingFeeTier(prices, listing.amountCents).label,
    basis: listingFeeBasisSentence(prices, listing.amountCents),
  };
}

/** The one checkout's order: the listing fee when due, the cart, and what is charged. */
export type CheckoutOrder = EnhancementOrder & { fee: FeeDue | null; totalCents: number };

export async function priceCheckout(
  services: AppServices,
  userId: number,
  judgmentId: number | null,
  upsellIds: readonly number[],
): Promise<CheckoutOrder | OrderRefusal> {
  const order = await priceEnhancementOrder(services, userId, judgmentId, upsellIds);
  if (isRefusal(order)) return order;
  const fee = await listingFeeDue(services, order.listing.id);
  return { ...order, fee, totalCents: (fee?.dueCents ?? 0) + order.cart.totalCents };
}
