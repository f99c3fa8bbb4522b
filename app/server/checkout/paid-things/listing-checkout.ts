// The one checkout (/sell/checkout?judgment_id=, POST /api/enhancements/payment): the listing fee
// when it is due, the enhancements chosen for the listing and possibly a month of premium, in ONE
// payment (kind listing_checkout when the fee is in it; otherwise an enhancement or premium
// payment as on the enhancement store), one card entry, one invoice and one ledger movement per
// thing bought (docs/decisions/0016-checkout.md). Once paid, in the payment's transaction: the
// listing fee counts as paid (payments.listing_fee_cents, so the listing goes to review), the
// enhancements are switched on and the membership extended (./upsell-purchase.ts). A cart paid
// entirely by the member's monthly credits is confirmed without a card (spendIncludedCredits).
import { includedIds, PAYMENT_THANK_YOU } from "~/domain/enhancements";
import type { PaymentRequest } from "~/domain/schemas/payment-forms";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { paymentMethodFromForm } from "~/server/checkout/card-input";
import type { PaidThing } from "~/server/checkout/paid-thing";
import {
  amountRefusal,
  chargeUpsells,
  checkoutKey,
  enhancementKey,
  switchOnPurchase,
  upsellSuccessOf,
  type Purchase,
} from "~/server/checkout/paid-things/upsell-purchase";
import { isRefusal, refusal, type OrderRefusal } from "~/server/checkout/refusal";
import type { AppServices } from "~/server/context";
import { holdCredits } from "~/server/enhancements/credits";
import { priceCheckout, type CheckoutOrder } from "~/server/enhancements/order";
import { isUniqueViolation } from "~/server/db/errors";
import { formatMoney } from "~/domain/money";

export const listingCheckout: PaidThing = {
  kind: "listing_checkout",
  thanks: PAYMENT_THANK_YOU,
  amountUnit: "cents",
  successOf: upsellSuccessOf,
};

export const NOTHING_DUE = "Nothing is due for this listing.";
export const CREDITS_USED = "Your included bold or highlighted listings were applied; the enhancements are on.";

/** What the order buys, as a payment's success rebuilds it. */
function purchaseOf(userId: number, order: CheckoutOrder): Purchase {
  return {
    userId,
    judgmentId: order.listing.id,
    listingTitle: order.listing.title,
    listingFeeCents: order.fee?.dueCents ?? 0,
    cart: order.cart,
  };
}

/**
 * The checkout summary of the seller spec (section 3): listing_fee, upsells and total, in cents.
 * It is THE cart wherever one is shown (the enhancement pages' cart and buttons, the checkout page,
 * GET /api/enhancements/payment, the cart's POST /api/judgments/sell/upsells): `total` is what the
 * checkout charges, the listing fee included when it is due; no page adds figures up itself.
 * `member_prices`: the enhancements are priced at the premium members' discount (a member, or the
 * membership is in this cart).
 */
export function checkoutSummaryJson(order: CheckoutOrder) {
  return {
    judgment_id: order.listing.id,
    listing_fee: order.fee ? { amount: order.fee.dueCents, tier: order.fee.tierLabel, basis: order.fee.basis } : null,
    upsells: order.cart.lines.map((line) => ({
      id: line.id,
      code: line.code,
      name: line.name,
      list_amount: line.listCents,
      amount: line.amountCents,
      included_with_premium: line.included,
    })),
    premium_discount: order.cart.discountCents,
    member_prices: order.premiumMember || order.cart.includesPremium,
    credits_left: order.premiumMember ? order.credits : null,
    total: order.totalCents,
  };
}

/**
 * Pays the one checkout of a listing: its listing fee when due plus the upsells (the seller's saved
 * cart). `body.amount` must be the total the page showed (409 with the new total otherwise).
 */
export async function payForCheckout(
  services: AppServices,
  input: { userId: number; judgmentId: number | null; upsellIds: readonly number[]; body: PaymentRequest },
): Promise<CheckoutAnswer> {
  const order = await priceCheckout(services, input.userId, input.judgmentId, input.upsellIds);
  if (isRefusal(order)) return order;
  if (order.totalCents === 0) {
    return refusal(
      422,
      "upsells",
      order.cart.lines.length > 0 ? "Your included credits pay for this cart: use them without a card." : NOTHING_DUE,
    );
  }
  const wrongAmount = amountRefusal(input.body.amount, order.totalCents);
  if (wrongAmount) return wrongAmount;
  const card = paymentMethodFromForm(input.body);
  if ("errors" in card) return { refused: true, status: 422, errors: card.errors };

  const { listing, cart, membership, fee } = order;
  const things = [...(fee ? ["Listing fee"] : []), ...cart.lines.map((line) => line.name)];
  const kind = fee ? "listing_checkout" : cart.lines.every((line) => line.code === "premium") ? "premium" : "enhancement";
  return chargeUpsells(
    services,
    {
      userId: input.userId,
      kind,
      judgmentId: listing.id,
      amountCents: order.totalCents,
      listingFeeCents: fee?.dueCents ?? 0,
      paymentMethod: card.paymentMethod,
      description: `${things.join(", ")} — listing #${listing.id}`,
      idempotencyKey: fee ? checkoutKey(listing.id, fee, cart, membership) : enhancementKey(listing.id, cart, membership),
      // A premium month renews on the saved card: a new card paying for it is kept.
      saveCard: cart.lines.some((line) => line.code === "premium"),
    },
    purchaseOf(input.userId, order),
  );
}

export type CreditsAnswer = { status: "succeeded"; message: string; switchedOn: string[] } | OrderRefusal;

/**
 * A cart paid entirely by monthly credits, with no listing fee due: the credits are spent and the
 * enhancements switched on in one transaction, the member's row locked (two tabs cannot spend
 * more than the month holds). Sent twice, the second finds them on and answers the same.
 */
export async function spendIncludedCredits(
  services: AppServices,
  input: { userId: number; judgmentId: number | null; upsellIds: readonly number[] },
): Promise<CreditsAnswer> {
  const order = await priceCheckout(services, input.userId, input.judgmentId, input.upsellIds);
  if (isRefusal(order)) return order;
  const wanted = includedIds(order.cart);
  if (order.cart.lines.length === 0 && order.cart.skipped.length > 0) {
    return { status: "succeeded", message: CREDITS_USED, switchedOn: [] };
  }
  if (order.totalCents > 0 || wanted.length === 0) {
    const message = `Your included credits do not cover this order: ${formatMoney(order.totalCents)} is due by card.`;
    return refusal(409, "amount", message, { total: order.totalCents });
  }
  const purchase = purchaseOf(input.userId, order);
  const credited = order.cart.lines.filter((line) => line.included).map((line) => line.code);
  let done: string[] | null;
  try {
    done = await services.db.transaction(async (tx) => {
      const month = await holdCredits(services, tx, { userId: input.userId, judgmentId: order.listing.id, codes: credited });
      if (!month) return null;
      return switchOnPurchase(tx, purchase, null, month);
    });
  } catch (error) {
    // The same confirmation sent twice at once: the other one spent them for this listing.
    if (!isUniqueViolation(error)) throw error;
    return { status: "succeeded", message: CREDITS_USED, switchedOn: [] };
  }
  if (!done) {
    return refusal(
      409,
      "amount",
      "Your included bold or highlighted listings for this month were used meanwhile. Please review your cart.",
    );
  }
  return { status: "succeeded", message: CREDITS_USED, switchedOn: done };
}
