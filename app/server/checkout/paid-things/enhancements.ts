// Enhancements: what a seller buys for one of their listings from the catalogue (featured,
// highlight, bold…, and possibly a month of premium in the same cart). It charges the cart priced
// on the server from the fee schedule (the amount the page showed must match it, 409 otherwise),
// once per purchase (the idempotency key names the listing, the upsells and the price). Ledger: a
// platform fee. Once paid: the enhancements are switched on (./upsell-purchase.ts).
import { PAYMENT_THANK_YOU } from "~/domain/enhancements";
import type { PaymentRequest } from "~/domain/schemas/payment-forms";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { paymentMethodFromForm } from "~/server/checkout/card-input";
import type { PaidThing } from "~/server/checkout/paid-thing";
import { amountRefusal, chargeUpsells, enhancementKey, upsellSuccessOf } from "~/server/checkout/paid-things/upsell-purchase";
import type { AppServices } from "~/server/context";
import { listingFeeDue, priceEnhancementOrder } from "~/server/enhancements/order";
import { checkoutPath } from "~/domain/listing-facts";
import { isRefusal, refusal } from "~/server/checkout/refusal";

export const FEE_FIRST = "This listing's fee is unpaid: pay it together with the enhancements at";

export const enhancements: PaidThing = {
  kind: "enhancement",
  thanks: PAYMENT_THANK_YOU,
  amountUnit: "cents",
  successOf: upsellSuccessOf,
};

/**
 * Pays for the selected upsells of one listing (the premium membership may be one of them).
 * `body` carries the card (payment_method, or the card fields without JavaScript) and `amount`.
 */
export async function payForEnhancements(
  services: AppServices,
  input: { userId: number; judgmentId: number | null; upsellIds: readonly number[]; body: PaymentRequest },
): Promise<CheckoutAnswer> {
  const order = await priceEnhancementOrder(services, input.userId, input.judgmentId, input.upsellIds);
  if (isRefusal(order)) return order;
  const { listing, cart, membership } = order;
  // A listing whose listing fee is unpaid buys its enhancements with the fee, in the one checkout.
  const fee = await listingFeeDue(services, listing.id);
  if (fee) {
    return refusal(409, "judgment_id", `${FEE_FIRST} ${checkoutPath(listing.id)}`, { checkout_url: checkoutPath(listing.id) });
  }
  if (cart.lines.length === 0) {
    return refusal(
      422,
      "upsells",
      cart.skipped.length > 0 ? "Your listing already has these enhancements." : "Choose at least one enhancement.",
    );
  }
  const wrongAmount = amountRefusal(input.body.amount, cart.totalCents);
  if (wrongAmount) return wrongAmount;
  const card = paymentMethodFromForm(input.body);
  if ("errors" in card) return { refused: true, status: 422, errors: card.errors };

  const onlyPremium = cart.lines.every((line) => line.code === "premium");
  return chargeUpsells(
    services,
    {
      userId: input.userId,
      kind: onlyPremium ? "premium" : "enhancement",
      judgmentId: listing.id,
      amountCents: cart.totalCents,
      paymentMethod: card.paymentMethod,
      description: `${cart.lines.map((line) => line.name).join(", ")} — listing #${listing.id}`,
      idempotencyKey: enhancementKey(listing.id, cart, membership),
      // A premium month renews on the saved card: a new card paying for it is kept.
      saveCard: cart.lines.some((line) => line.code === "premium"),
    },
    { userId: input.userId, judgmentId: listing.id, listingTitle: listing.title, listingFeeCents: 0, cart },
  );
}
