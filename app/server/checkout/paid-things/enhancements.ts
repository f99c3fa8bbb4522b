// Paying for enhancements and for the premium membership. The amount is computed here, on the
// server, from the fee schedule; the amount the page showed must match it (409 otherwise), the card
// is charged once per purchase (idempotency key), and the purchase is switched on in the payment's
// transaction (app/server/checkout/paid-things/enhancement-fulfilment.ts).
import { PAYMENT_THANK_YOU, priceCart, upsellPrice } from "~/domain/enhancements";
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
import { paymentMethodFromForm, completeFeeAuthentication } from "~/server/checkout/card-input";
import { pendingClientSecret } from "~/server/payments/client-secret";
import { chargePlatformFee, type FeeChargeOutcome, type FeeKind } from "~/server/checkout/charge";
import { findPaymentByIdempotencyKey } from "~/server/queries/payments";
import { findEnhanceableListing, findPremiumMembership, findUserFeePayment } from "~/server/queries/upsells";

export type PaymentAnswer =
  | { status: "succeeded"; paymentId: number; amountCents: number }
  | { status: "requires_action"; paymentId: number; clientSecret: string }
  | { status: "failed"; message: string }
  | Refusal;

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
): Promise<PaymentAnswer> {
  const queued: number[] = [];
  const onSucceeded = fulfil(services, purchase, queued);
  let outcome: FeeChargeOutcome;
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
  return answerOf(outcome);
}

async function outcomeOfConcurrentAttempt(services: AppServices, key: string): Promise<PaymentAnswer> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const payment = await findPaymentByIdempotencyKey(services.db, key);
    if (payment?.status === "succeeded") return { status: "succeeded", paymentId: payment.id, amountCents: payment.amountCents };
    if (payment?.status === "requires_action") return { status: "requires_action", paymentId: payment.id, clientSecret: (await pendingClientSecret(services, payment)) ?? "" };
    if (payment?.status === "failed") return { status: "failed", message: payment.failureMessage ?? "Your card was declined." };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return refusal(409, "payment_method", "This payment is still being processed. Please check your listing before paying again.");
}

function answerOf(outcome: Exclude<FeeChargeOutcome, { status: "in_progress" }>): PaymentAnswer {
  if (outcome.status === "succeeded") return { status: "succeeded", paymentId: outcome.payment.id, amountCents: outcome.payment.amountCents };
  if (outcome.status === "requires_action") return { status: "requires_action", paymentId: outcome.payment.id, clientSecret: outcome.clientSecret };
  return { status: "failed", message: outcome.message };
}

/**
 * Pays for the selected upsells of one listing (the premium membership may be one of them).
 * `body` carries the card (payment_method, or the card fields without JavaScript) and `amount`.
 */
export async function payForEnhancements(
  services: AppServices,
  input: { userId: number; judgmentId: number | null; upsellIds: readonly number[]; body: Record<string, unknown> },
): Promise<PaymentAnswer> {
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
): Promise<PaymentAnswer> {
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
): Promise<PaymentAnswer> {
  const payment = input.paymentId === null ? null : await findUserFeePayment(services.db, input.paymentId, input.userId);
  if (!payment) return refusal(404, "payment_id", "This payment does not exist.");
  const listing = payment.judgmentId === null ? null : await findEnhanceableListing(services.db, payment.judgmentId);
  const purchase = await purchaseOfPayment(services, payment, listing?.title ?? null);
  if (!purchase) return refusal(404, "payment_id", "This payment does not exist.");
  const queued: number[] = [];
  const outcome = await completeFeeAuthentication(services, payment, input.approved, fulfil(services, purchase, queued));
  await dispatchEmails(services, queued);
  if (outcome.status === "in_progress") return refusal(409, "payment_method", outcome.message);
  return answerOf(outcome);
}

/** The JSON answer of the payment endpoints. */
export function paymentJson(answer: PaymentAnswer, headers?: HeadersInit): Response {
  if ("refused" in answer) return Response.json({ errors: answer.errors }, { status: answer.status, headers });
  if (answer.status === "failed") return Response.json({ errors: { payment_method: [answer.message] } }, { status: 402, headers });
  if (answer.status === "requires_action") {
    return Response.json({ status: "requires_action", payment_id: answer.paymentId, client_secret: answer.clientSecret }, { headers });
  }
  return Response.json({ status: "succeeded", message: PAYMENT_THANK_YOU, payment_id: answer.paymentId, amount: answer.amountCents }, { headers });
}

/**
 * A 3-D Secure answer posted back to a payment: `intent=authenticate`, `payment_id` and `approved`
 * (1 or 0; true or false in JSON), as the card form's "Authenticate this payment" step sends it.
 * Null for any other post.
 */
export function authenticationReply(body: Record<string, unknown>): { paymentId: number | null; approved: boolean } | null {
  if (body.intent !== "authenticate") return null;
  const id = parseAmountCents(body.payment_id);
  const approved = body.approved === true || body.approved === "1" || body.approved === "true";
  return { paymentId: id && id > 0 ? id : null, approved };
}
