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
  const cart = priceCart(catalogue, upsellIds, { owned: listing.owned, premiumMember });
  return { listing, catalogue, membership, premiumMember, cart };
}
