// Paying for enhancements and for the premium membership. The amount is computed here, on the
// server, from the fee schedule; the amount the page showed must match it (409 otherwise), the card
// is charged once per purchase (idempotency key), and the purchase is switched on in the payment's
// transaction (app/server/checkout/paid-things/enhancement-fulfilment.ts).
import { priceCart, upsellPrice } from "~/domain/enhancements";
import type { AppServices } from "~/server/context";
import { loadUpsellCatalogue } from "~/server/enhancements/catalogue";
import { dispatchEmails } from "~/server/mail/outbox";
import {
  enhancementKey,
  fulfil,
  membershipStamp,
  premiumKey,
  purchaseOfPayment,
  type Purchase,
} from "~/server/checkout/paid-things/enhancement-fulfilment";
import {
  AMOUNT_CHANGED,
  isRefusal,
  ownedListing,
  parseAmountCents,
  priceEnhancementOrder,
  refusal,
  type Refusal,
} from "~/server/enhancements/order";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { completeAuthentication } from "~/server/checkout/authenticate";
import { paymentMethodFromForm } from "~/server/checkout/card-input";
import { chargePlatformFee, settleFeeCharge, type FeeKind } from "~/server/checkout/charge";
import { pendingClientSecret } from "~/server/payments/client-secret";
import { findPaymentByIdempotencyKey } from "~/server/queries/payments";
import { findEnhanceableListing, findPremiumMembership, findUserFeePayment } from "~/server/queries/upsells";

function amountRefusal(posted: unknown, expected: number): Refusal | null {
  const amount = parseAmountCents(posted);
  if (amount === null) return refusal(422, "amount", "The amount is missing.");
  if (amount !== expected) return refusal(409, "amount", AMOUNT_CHANGED);
  return null;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

async function charge(
  services: AppServices,
  input: { userId: number; kind: FeeKind; judgmentId: number | null; amountCents: number; paymentMethod: string; description: string; idempotencyKey: string },
  purchase: Purchase,
): Promise<CheckoutAnswer> {
  const queued: number[] = [];
  const onSucceeded = fulfil(services, purchase, queued);
  let outcome: CheckoutAnswer;
  try {
    outcome = await chargePlatformFee(services, input, onSucceeded);
  } catch (error) {
    // Two identical submissions at once: the second found no payment yet, then lost the insert
    // race on the idempotency key. It answers with the first one's outcome, never charging itself.
    if (!isUniqueViolation(error)) throw error;
    return outcomeOfConcurrentAttempt(services, input.idempotencyKey);
  }
  await dispatchEmails(services, queued);
  // A second identical submission while the first is charging: the first one's outcome.
  if (outcome.status === "in_progress") return outcomeOfConcurrentAttempt(services, input.idempotencyKey);
  return outcome;
}

async function outcomeOfConcurrentAttempt(services: AppServices, key: string): Promise<CheckoutAnswer> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const payment = await findPaymentByIdempotencyKey(services.db, key);
    if (payment?.status === "succeeded") return { status: "succeeded", payment };
    if (payment?.status === "requires_action") return { status: "requires_action", payment, clientSecret: (await pendingClientSecret(services, payment)) ?? "" };
    if (payment?.status === "failed") return { status: "failed", payment, message: payment.failureMessage ?? "Your card was declined." };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return refusal(409, "payment_method", "This payment is still being processed. Please check your listing before paying again.");
}

/**
 * Pays for the selected upsells of one listing (the premium membership may be one of them).
 * `body` carries the card (payment_method, or the card fields without JavaScript) and `amount`.
 */
export async function payForEnhancements(
  services: AppServices,
  input: { userId: number; judgmentId: number | null; upsellIds: readonly number[]; body: Record<string, unknown> },
): Promise<CheckoutAnswer> {
  const order = await priceEnhancementOrder(services, input.userId, input.judgmentId, input.upsellIds);
  if (isRefusal(order)) return order;
  const { listing, cart, membership } = order;
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
  return charge(
    services,
    {
      userId: input.userId,
      kind: onlyPremium ? "premium" : "enhancement",
      judgmentId: listing.id,
      amountCents: cart.totalCents,
      paymentMethod: card.paymentMethod,
      description: `${cart.lines.map((line) => line.name).join(", ")} — listing #${listing.id}`,
      idempotencyKey: enhancementKey(listing.id, cart, membership),
    },
    { userId: input.userId, judgmentId: listing.id, listingTitle: listing.title, cart },
  );
}

/**
 * One month of premium membership, from the upgrade page of one of the user's listings.
 * `premium_until`, when sent, is the membership end the page showed: if it moved since, the
 * month was already bought (a form sent twice) and nothing is charged.
 */
export async function payForPremium(
  services: AppServices,
  input: { userId: number; judgmentId: number | null; body: Record<string, unknown> },
): Promise<CheckoutAnswer> {
  const listing = await ownedListing(services, input.userId, input.judgmentId, { anyStatus: true });
  if (isRefusal(listing)) return listing;
  const membership = await findPremiumMembership(services.db, input.userId);
  const seen = input.body.premium_until;
  if (typeof seen === "string" && seen !== "" && seen !== membershipStamp(membership)) {
    return refusal(409, "amount", "Your premium membership was just extended; please review it before paying again.");
  }
  const price = upsellPrice("premium");
  const wrongAmount = amountRefusal(input.body.amount, price);
  if (wrongAmount) return wrongAmount;
  const card = paymentMethodFromForm(input.body);
  if ("errors" in card) return { refused: true, status: 422, errors: card.errors };

  const catalogue = await loadUpsellCatalogue(services.db);
  const premium = catalogue.find((upsell) => upsell.code === "premium");
  if (!premium) return refusal(409, "amount", "Premium membership is not on offer right now.");
  const cart = priceCart(catalogue, [premium.id], { owned: [], premiumMember: false });
  return charge(
    services,
    {
      userId: input.userId,
      kind: "premium",
      judgmentId: listing.id,
      amountCents: price,
      paymentMethod: card.paymentMethod,
      description: "Premium membership, one month",
      idempotencyKey: premiumKey(input.userId, membership),
    },
    { userId: input.userId, judgmentId: listing.id, listingTitle: listing.title, cart },
  );
}

/** The cardholder's answer to 3-D Secure for one of this user's enhancement or premium payments. */
export async function finishAuthentication(
  services: AppServices,
  input: { userId: number; paymentId: number | null; approved: boolean },
): Promise<CheckoutAnswer> {
  const payment = input.paymentId === null ? null : await findUserFeePayment(services.db, input.paymentId, input.userId);
  if (!payment) return refusal(404, "payment_id", "This payment does not exist.");
  const listing = payment.judgmentId === null ? null : await findEnhanceableListing(services.db, payment.judgmentId);
  const purchase = await purchaseOfPayment(services, payment, listing?.title ?? null);
  if (!purchase) return refusal(404, "payment_id", "This payment does not exist.");
  const queued: number[] = [];
  const onPaid = fulfil(services, purchase, queued);
  const outcome = await completeAuthentication(services, payment, input.approved, (result) => settleFeeCharge(services, payment, result, onPaid));
  await dispatchEmails(services, queued);
  return outcome;
}
