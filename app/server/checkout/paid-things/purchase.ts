// The accepted buyer pays for a judgment (issue 5). The amount is computed here (agreed amount +
// buyer's fee); the page's amount must match it. Only one attempt per accepted offer talks to the
// provider at a time: the attempt is claimed with the listing row locked, so simultaneous requests
// (a double click, fifty tabs) charge once. The success is settled in one transaction with the
// listing row locked: offer_accepted → paid, the payment, the ledger movement, the seller's pending
// payout, and the e-mails.
import { NO_SUCH_JUDGMENT } from "~/server/listings/transition";
import { memberMaySee } from "~/domain/listing-visibility";
import { ADDRESS_NEEDED, hasAssignmentInfo } from "~/domain/address-form";
import { ALREADY_PAID, AMOUNT_CHANGED, DEADLINE_PASSED, PAYMENT_IN_PROGRESS, PURCHASE_THANK_YOU, purchaseKey, purchaseTerms, transferGroupOf, type PurchaseTerms } from "~/domain/purchase";
import { purchaseMovement, refundedChargeMovement } from "~/domain/ledger";
import type { AppServices } from "~/server/context";
import { isRefusal, judgmentIdFrom, parseAmountCents, refusal, type Refusal } from "~/server/enhancements/order";
import { applyListingTransition, TransitionError } from "~/server/listings/transition";
import { dispatchEmails, queueEmailInTransaction } from "~/server/mail/outbox";
import { buyerPaidEmail, purchaseReceiptEmail } from "~/server/mail/payment-emails";
import { paymentMethodFromForm } from "~/server/checkout/card-input";
import { ensurePaymentCustomer } from "~/server/payments/customers";
import { PaymentError, type ChargeResult } from "~/server/payments/provider";
import { chargeOrLookUp, isStaleAttempt, reconcileAttempt, UNCONFIRMED_MESSAGE } from "~/server/checkout/reconcile";
import { saveCard } from "~/server/payments/saved-cards";
import { findBuyerAddress } from "~/server/queries/addresses";
import { findPaymentByIdempotencyKey, insertLedgerMovement, insertPayment, recordPaymentAttempt, restartPayment, updatePayment, type PaymentRow } from "~/server/queries/payments";
import {
  cancelPurchasePayment,
  findBuyerContact,
  findPurchaseListing,
  findUserPurchasePayment,
  insertPayout,
  listPurchasePayments,
  type PurchaseListing,
} from "~/server/queries/purchases";

export type PurchaseAnswer =
  | { status: "succeeded"; paymentId: number; amountCents: number }
  | { status: "requires_action"; paymentId: number; clientSecret: string; amountCents: number }
  | { status: "failed"; message: string }
  | Refusal;

/** Who may pay and whether the listing can be paid now: a refusal, or null when it can be paid. */
export function purchaseRefusal(listing: PurchaseListing | null, userId: number, now = new Date()): Refusal | null {
  if (!listing || !memberMaySee(listing, userId)) return refusal(404, "judgment_id", NO_SUCH_JUDGMENT);
  if (listing.buyerId !== userId) return refusal(403, "judgment_id", "Only the buyer whose offer was accepted can pay for this judgment.");
  if (listing.status !== "offer_accepted") {
    const paid = ["paid", "assigned", "sold"].includes(listing.status);
    return refusal(409, "judgment_id", paid ? ALREADY_PAID : "This judgment is not waiting for a payment.");
  }
  if (!listing.acceptedOfferId || listing.agreedCents === null) return refusal(409, "judgment_id", "This judgment has no accepted offer.");
  if (listing.paymentDueAt && now > listing.paymentDueAt) return refusal(409, "judgment_id", DEADLINE_PASSED);
  return null;
}


const attemptPattern = /^[A-Za-z0-9_-]{1,64}$/;

function attemptOf(body: Record<string, unknown>): string {
  return typeof body.attempt === "string" && attemptPattern.test(body.attempt) ? body.attempt : crypto.randomUUID();
}

/** The card to charge: a saved card of this customer, or a new one from the card form (saved first). */
async function cardToCharge(
  services: AppServices,
  userId: number,
  customerId: string,
  body: Record<string, unknown>,
): Promise<{ paymentMethod: string } | { errors: Record<string, string[]> }> {
  // The pay page's choice among saved cards is `saved_card` ('new' for the card form below it).
  const choice = typeof body.saved_card === "string" && body.saved_card !== "new" ? body.saved_card : "";
  const sent = choice || (typeof body.payment_method === "string" ? body.payment_method.trim() : "");
  if (sent) {
    const saved = await services.payments.listPaymentMethods(customerId);
    if (saved.methods.some((m) => m.id === sent)) return { paymentMethod: sent };
    if (choice) return { errors: { payment_method: ["Please choose one of your saved cards."] } };
  }
  const card = paymentMethodFromForm(body);
  if ("errors" in card) return card;
  const attached = await saveCard(services, userId, card.paymentMethod);
  if ("message" in attached) return { errors: { payment_method: [attached.message] } };
  return { paymentMethod: attached.card.id };
}

export async function payForJudgment(
  services: AppServices,
  input: { userId: number; body: Record<string, unknown> },
): Promise<PurchaseAnswer> {
  const judgmentId = judgmentIdFrom(input.body.judgment_id);
  if (judgmentId === null) return refusal(422, "judgment_id", "The judgment is missing.");
  const listing = await findPurchaseListing(services.db, judgmentId);
  const attempt = attemptOf(input.body);
  // The same attempt sent again after it succeeded (a form sent twice) answers its success.
  const replay = listing?.acceptedOfferId ? await findPaymentByIdempotencyKey(services.db, purchaseKey(judgmentId, listing.acceptedOfferId, attempt)) : null;
  if (replay?.status === "succeeded" && replay.userId === input.userId) return { status: "succeeded", paymentId: replay.id, amountCents: replay.amountCents };
  // An earlier attempt of this buyer that was interrupted after the card was charged: its success.
  if (listing?.acceptedOfferId && listing.buyerId === input.userId) {
    const reconciled = await reconcileInterruptedAttempts(services, listing.acceptedOfferId);
    if (reconciled) return reconciled;
    const completed = await cancelWaitingAuthentications(services, listing.acceptedOfferId);
    if (completed) return completed;
  }
  const refused = purchaseRefusal(listing, input.userId);
  if (refused || !listing) return refused!;
  if (!hasAssignmentInfo(await findBuyerAddress(services.db, input.userId))) return refusal(409, "address", ADDRESS_NEEDED);

  const terms = purchaseTerms(listing.agreedCents!);
  const posted = parseAmountCents(input.body.amount);
  if (posted === null) return refusal(422, "amount", "The amount is missing.");
  if (posted !== terms.totalCents) return refusal(409, "amount", AMOUNT_CHANGED);

  const customerId = await ensurePaymentCustomer(services, input.userId);
  const card = await cardToCharge(services, input.userId, customerId, input.body);
  if ("errors" in card) return { refused: true, status: 422, errors: card.errors };

  const claimed = await claimAttempt(services, input.userId, judgmentId, terms, attempt);
  if (isRefusal(claimed)) return claimed;
  if (claimed.status === "succeeded") return { status: "succeeded", paymentId: claimed.id, amountCents: claimed.amountCents };

  const result = await chargeOrLookUp(services, claimed, {
    customerId,
    paymentMethod: card.paymentMethod,
    amountCents: terms.totalCents,
    description: `Judgment #${judgmentId}: ${listing.title}`,
    idempotencyKey: `${claimed.idempotencyKey}:${claimed.updatedAt.getTime()}`,
    transferGroup: transferGroupOf(judgmentId),
    metadata: { payment_id: String(claimed.id), kind: "purchase", judgment_id: String(judgmentId) },
  });
  // The provider's answer was lost and it cannot be asked now: the attempt stays 'processing'
  // (blocking new ones) until the reconciliation learns what happened.
  if (result.status === "unconfirmed") return { status: "failed", message: result.message };
  return settlePurchase(services, claimed, result);
}

/**
 * Attempts of this accepted offer left 'processing' by a request that stopped (see
 * app/server/checkout/reconcile.ts): the provider's charge is settled, or the attempt is marked
 * failed when the card was never charged, so a new attempt can never charge a second time.
 * Answers the success when one of them turns out to have paid.
 */
export async function reconcileInterruptedAttempts(services: AppServices, offerId: number, now = Date.now()): Promise<PurchaseAnswer | null> {
  const stale = (await listPurchasePayments(services.db, offerId)).filter((p) => isStaleAttempt(p, now));
  let success: PurchaseAnswer | null = null;
  for (const payment of stale) {
    await reconcileAttempt(services, payment, async (result) => {
      const answer = await settlePurchase(services, payment, result);
      if ("status" in answer && answer.status === "succeeded") success = answer;
    });
  }
  return success;
}

/**
 * Earlier attempts whose 3-D Secure step was left waiting are cancelled at the provider before a
 * new attempt, so an old tab cannot complete them afterwards; one the cardholder completed
 * meanwhile is settled instead and answers the success. A provider that cannot be asked stops the
 * new attempt (it could charge twice).
 */
async function cancelWaitingAuthentications(services: AppServices, offerId: number): Promise<PurchaseAnswer | null> {
  const waiting = (await listPurchasePayments(services.db, offerId)).filter((p) => p.status === "requires_action" && p.providerPaymentId);
  for (const payment of waiting) {
    let result: ChargeResult;
    try {
      result = await services.payments.cancelCharge(payment.providerPaymentId!);
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      return { status: "failed", message: UNCONFIRMED_MESSAGE };
    }
    const answer = await settlePurchase(services, payment, result);
    if ("status" in answer && answer.status === "succeeded") return answer;
  }
  return null;
}

/**
 * Claims the one provider attempt of the accepted offer, with the listing row locked: a payment
 * already succeeded (same attempt: its answer; another: 409), one is in progress (409), or this
 * request records a processing payment and may charge (an interrupted attempt that could not be
 * reconciled counts as in progress: charging again could charge twice). A 3-D Secure step left unfinished is
 * cancelled by a new attempt.
 */
async function claimAttempt(
  services: AppServices,
  userId: number,
  judgmentId: number,
  terms: PurchaseTerms,
  attempt: string,
): Promise<PaymentRow | Refusal> {
  return services.db.transaction(async (tx) => {
    const listing = await findPurchaseListing(tx, judgmentId, { forUpdate: true });
    const offerId = listing?.acceptedOfferId ?? 0;
    const key = purchaseKey(judgmentId, offerId, attempt);
    const earlier = offerId ? await listPurchasePayments(tx, offerId) : [];
    const same = earlier.find((p) => p.idempotencyKey === key);
    if (same?.status === "succeeded") return same;
    const refused = purchaseRefusal(listing, userId);
    if (refused) return refused;
    if (listing!.agreedCents !== terms.agreedCents) return refusal(409, "amount", AMOUNT_CHANGED);
    if (earlier.some((p) => p.status === "succeeded")) return refusal(409, "judgment_id", ALREADY_PAID);
    // Another request is charging, or an interrupted attempt could not be reconciled yet.
    if (earlier.some((p) => p.status === "processing")) return refusal(409, "payment_method", PAYMENT_IN_PROGRESS);
    for (const p of earlier) if (p.status === "requires_action" && p.id !== same?.id) await cancelPurchasePayment(tx, p.id);
    if (same) return (await restartPayment(tx, same.id)) ?? refusal(409, "payment_method", PAYMENT_IN_PROGRESS);
    return insertPayment(tx, {
      kind: "purchase",
      userId,
      judgmentId,
      offerId,
      amountCents: terms.totalCents,
      feeCents: terms.buyerFeeCents,
      provider: services.payments.name,
      idempotencyKey: key,
      status: "processing",
    });
  });
}

/** Records the provider's answer; a success settles the sale. Also used after 3-D Secure. */
export async function settlePurchase(services: AppServices, payment: PaymentRow, result: ChargeResult): Promise<PurchaseAnswer> {
  if (result.status === "failed") {
    await recordPaymentAttempt(services.db, payment.id, { status: "failed", failureMessage: result.message, providerPaymentId: result.providerPaymentId });
    return { status: "failed", message: result.message };
  }
  if (result.status === "requires_action") {
    await recordPaymentAttempt(services.db, payment.id, { status: "requires_action", providerPaymentId: result.providerPaymentId });
    return { status: "requires_action", paymentId: payment.id, clientSecret: result.clientSecret, amountCents: payment.amountCents };
  }
  const queued: number[] = [];
  const settled = await services.db.transaction(async (tx) => {
    const listing = await findPurchaseListing(tx, payment.judgmentId!, { forUpdate: true });
    const current = await findPaymentByIdempotencyKey(tx, payment.idempotencyKey, { forUpdate: true });
    if (current?.status === "succeeded") return "done" as const;
    // A late charge already given back (a second delivery of its news): nothing more to do.
    if (current?.status === "refunded") return "refunded" as const;
    if (!listing || listing.status !== "offer_accepted" || listing.acceptedOfferId !== payment.offerId) return "too_late" as const;
    const agreed = payment.amountCents - payment.feeCents;
    const terms = purchaseTerms(agreed);
    await applyListingTransition(tx, { judgmentId: listing.id, event: "pay", userId: payment.userId, details: { payment_id: payment.id } });
    await updatePayment(tx, payment.id, { status: "succeeded", providerPaymentId: result.providerPaymentId, failureMessage: null });
    await insertLedgerMovement(tx, purchaseMovement(agreed, terms.buyerFeeCents, terms.sellerFeeCents, listing.sellerId), {
      judgmentId: listing.id,
      paymentId: payment.id,
    });
    await insertPayout(tx, {
      sellerId: listing.sellerId,
      judgmentId: listing.id,
      amountCents: agreed - terms.sellerFeeCents,
      feeCents: terms.sellerFeeCents,
      transferGroup: transferGroupOf(listing.id),
    });
    const sale = { judgmentId: listing.id, title: listing.title, agreedCents: agreed, buyerFeeCents: terms.buyerFeeCents, sellerFeeCents: terms.sellerFeeCents };
    const buyer = await findBuyerContact(tx, payment.userId);
    const { publicUrl } = services.config;
    if (buyer) queued.push(await queueEmailInTransaction(tx, purchaseReceiptEmail(buyer, sale, publicUrl, services.branding)));
    queued.push(await queueEmailInTransaction(tx, buyerPaidEmail({ name: listing.sellerName, email: listing.sellerEmail }, sale, publicUrl, services.branding)));
    return "settled" as const;
  });
  if (settled === "too_late") return refundLateCharge(services, payment, result.providerPaymentId);
  if (settled === "refunded") return refusal(409, "judgment_id", LATE_CHARGE_REFUNDED);
  await dispatchEmails(services, queued);
  return { status: "succeeded", paymentId: payment.id, amountCents: payment.amountCents };
}

const LATE_CHARGE = "The listing was no longer waiting for payment.";
const LATE_CHARGE_REFUNDED = "This judgment is no longer waiting for a payment; your card was refunded.";

/**
 * The listing moved on (relisted after the deadline, or paid by another attempt) while this card
 * was charged: the charge is refunded in full and both recorded in the ledger, once. The payment
 * says "refund pending" ('processing') before the provider is asked, so a crash or a refusal in
 * between is finished by the reconciliation job, which finds the charge again and refunds it with
 * the same idempotency key (one per charge: never refunded twice).
 */
async function refundLateCharge(services: AppServices, payment: PaymentRow, providerPaymentId: string): Promise<Refusal> {
  await recordPaymentAttempt(services.db, payment.id, { status: "processing", providerPaymentId, failureMessage: `${LATE_CHARGE} The refund is pending.` });
  try {
    await services.payments.refund(providerPaymentId, payment.amountCents, `refund:${providerPaymentId}`);
  } catch (error) {
    console.error("Refunding a late purchase payment failed; the reconciliation job retries it", payment.id, error);
    return refusal(409, "judgment_id", "This judgment is no longer waiting for a payment; your card will be refunded.");
  }
  await services.db.transaction(async (tx) => {
    const current = await findPaymentByIdempotencyKey(tx, payment.idempotencyKey, { forUpdate: true });
    if (!current || current.status === "refunded" || current.status === "succeeded") return;
    await updatePayment(tx, payment.id, { status: "refunded", providerPaymentId, failureMessage: LATE_CHARGE });
    await insertLedgerMovement(tx, refundedChargeMovement(payment.amountCents), { judgmentId: payment.judgmentId, paymentId: payment.id });
  });
  return refusal(409, "judgment_id", LATE_CHARGE_REFUNDED);
}

/** The cardholder's 3-D Secure answer for one of this buyer's purchase payments. */
export async function finishPurchaseAuthentication(
  services: AppServices,
  input: { userId: number; paymentId: number | null; approved: boolean },
): Promise<PurchaseAnswer> {
  const payment = input.paymentId === null ? null : await findUserPurchasePayment(services.db, input.paymentId, input.userId);
  if (!payment) return refusal(404, "payment_id", "This payment does not exist.");
  if (payment.status === "succeeded") return { status: "succeeded", paymentId: payment.id, amountCents: payment.amountCents };
  if (payment.status !== "requires_action" || !payment.providerPaymentId) {
    return { status: "failed", message: payment.failureMessage ?? "This payment needs no authentication." };
  }
  const provider = services.payments as AppServices["payments"] & {
    completeAuthentication?: (id: string, approved: boolean) => Promise<ChargeResult>;
  };
  try {
    const result = provider.completeAuthentication
      ? await provider.completeAuthentication(payment.providerPaymentId, input.approved)
      : await provider.retrieveCharge(payment.providerPaymentId);
    return await settlePurchase(services, payment, result);
  } catch (error) {
    if (error instanceof TransitionError) return refusal(error.status, "judgment_id", error.message);
    throw error;
  }
}

/** The JSON answer of POST /api/judgments/payment. */
export function purchaseJson(answer: PurchaseAnswer): Response {
  if ("refused" in answer) return Response.json({ errors: answer.errors }, { status: answer.status });
  if (answer.status === "failed") return Response.json({ errors: { payment_method: [answer.message] } }, { status: 402 });
  if (answer.status === "requires_action") {
    return Response.json({ status: "requires_action", payment_id: answer.paymentId, client_secret: answer.clientSecret, amount: answer.amountCents });
  }
  return Response.json({ status: "succeeded", message: PURCHASE_THANK_YOU, payment_id: answer.paymentId, amount: answer.amountCents });
}
