// Premium membership: one month bought from the upgrade page of one of the seller's listings
// (docs/decisions/0010-premium.md). It charges the premium upsell row's monthly price, once per
// membership period (the key names the period it extends). Ledger: a platform fee. Once paid: the
// membership is extended (./upsell-purchase.ts). A cart of enhancements with the membership in it
// is paid as enhancements; a cart of the membership alone is recorded as premium.
import { PAYMENT_THANK_YOU, priceCart } from "~/domain/enhancements";
import type { PaymentRequest } from "~/domain/schemas/payment-forms";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { paymentMethodFromForm } from "~/server/checkout/card-input";
import type { PaidThing } from "~/server/checkout/paid-thing";
import { amountRefusal, chargeUpsells, membershipStamp, premiumKey, upsellSuccessOf } from "~/server/checkout/paid-things/upsell-purchase";
import type { AppServices } from "~/server/context";
import { loadUpsellCatalogue } from "~/server/enhancements/catalogue";
import { ownedListing } from "~/server/enhancements/order";
import { isRefusal, refusal } from "~/server/checkout/refusal";
import { findPremiumMembership } from "~/server/queries/upsells";
import { isRenewalPayment, renewalSuccessOf } from "~/server/membership/renewal-paid";

export const PREMIUM_NOT_OFFERED = "Premium membership is not on offer right now.";

export const premium: PaidThing = {
  kind: "premium",
  thanks: PAYMENT_THANK_YOU,
  amountUnit: "cents",
  // A monthly renewal (charged by the renewal job, app/server/membership/renewal.ts) or a month bought on a page.
  successOf: async (services, payment, queued) =>
    isRenewalPayment(payment) ? renewalSuccessOf(services, payment, queued) : upsellSuccessOf(services, payment, queued),
};

/**
 * One month of premium membership, from the upgrade page of one of the user's listings.
 * `premium_until`, when sent, is the membership end the page showed: if it moved since, the
 * month was already bought (a form sent twice) and nothing is charged.
 */
export async function payForPremium(
  services: AppServices,
  input: { userId: number; judgmentId: number | null; body: PaymentRequest },
): Promise<CheckoutAnswer> {
  const listing = await ownedListing(services, input.userId, input.judgmentId, { anyStatus: true });
  if (isRefusal(listing)) return listing;
  const membership = await findPremiumMembership(services.db, input.userId);
  const seen = input.body.premium_until;
  if (seen !== null && seen !== membershipStamp(membership)) {
    return refusal(409, "amount", "Your premium membership was just extended; please review it before paying again.");
  }
  const catalogue = await loadUpsellCatalogue(services.db);
  const premium = catalogue.find((upsell) => upsell.code === "premium");
  if (!premium) return refusal(409, "amount", PREMIUM_NOT_OFFERED);
  const price = premium.amountCents;
  const wrongAmount = amountRefusal(input.body.amount, price);
  if (wrongAmount) return wrongAmount;
  const card = paymentMethodFromForm(input.body);
  if ("errors" in card) return { refused: true, status: 422, errors: card.errors };

  const cart = priceCart(catalogue, [premium.id], { owned: [], premiumMember: false });
  return chargeUpsells(
    services,
    {
      userId: input.userId,
      kind: "premium",
      judgmentId: listing.id,
      amountCents: price,
      paymentMethod: card.paymentMethod,
      description: "Premium membership, one month",
      idempotencyKey: premiumKey(input.userId, membership, price),
      // Its renewals charge the saved card: a new card paying for it is kept.
      saveCard: true,
    },
    { userId: input.userId, judgmentId: listing.id, listingTitle: listing.title, listingFeeCents: 0, cart },
  );
}
