// A judgment bought by the buyer whose offer was accepted (issue 5). It charges the agreed amount
// plus the buyer's fee (computed here; the page's amount must match it), in attempts claimed with
// the listing locked (app/server/checkout/claim.ts). Once paid, in one transaction with the listing
// row locked: offer_accepted → paid, the payment, the ledger movement, the seller's pending payout,
// the sale's record for comparable sales, and the e-mails. Paid too late (the listing moved on), the charge is refunded.
import { ADDRESS_NEEDED, hasAssignmentInfo } from "~/domain/address-form";
import { paymentIdentityMessage, paymentNeedsIdentity, VERIFY_IDENTITY_PATH } from "~/domain/identity";
import { isIdentityVerified } from "~/server/identity/sessions";
import { readPaymentAmount, type PaymentRequest } from "~/domain/schemas/payment-forms";
import { assignmentDueAt } from "~/domain/escrow";
import { purchaseMovement } from "~/domain/ledger";
import { AMOUNT_CHANGED, PURCHASE_THANK_YOU, purchaseKey, purchaseTerms, transferGroupOf } from "~/domain/purchase";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { paymentMethodFromForm } from "~/server/checkout/card-input";
import { claimPurchaseAttempt, purchaseRefusal } from "~/server/checkout/claim";
import type { PaidThing, Success } from "~/server/checkout/paid-thing";
import { chargeOrLookUp, isStaleAttempt, reconcileAttempt, UNCONFIRMED_MESSAGE } from "~/server/checkout/reconcile";
import { settleCharge } from "~/server/checkout/settle";
import { recordPaidSale } from "~/server/comparables/record";
import type { AppServices } from "~/server/context";
import { isRefusal, refusal } from "~/server/checkout/refusal";
import { applyListingTransition } from "~/server/listings/transition";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { buyerPaidEmail, purchaseReceiptEmail } from "~/server/mail/payment-emails";
import { ensurePaymentCustomer } from "~/server/payments/customers";
import { isNewCard, isSavedCard } from "~/server/payments/saved-cards";
import { PaymentError, type ChargeResult } from "~/server/payments/provider";
import { findBuyerAddress } from "~/server/queries/addresses";
import { findPaymentByIdempotencyKey, type PaymentRow } from "~/server/queries/payments";
import {
  findBuyerContact,
  findPurchaseListing,
  insertPayout,
  listPurchasePayments,
  type PurchaseListing,
} from "~/server/queries/purchases";

/**
 * The card to charge: a saved card of this customer, or a new one from the card form, which the
 * provider saves on the customer only once its charge succeeds (`saveCard`): a declined card is
 * never kept, let alone made the default.
 */
async function cardToCharge(
  services: AppServices,
  customerId: string,
  body: PaymentRequest,
): Promise<{ paymentMethod: string; saveCard: boolean } | { errors: Record<string, string[]> }> {
  // The pay page's choice among saved cards is `saved_card` (null for the card form below it).
  const choice = body.saved_card ?? "";
  const sent = choice || (typeof body.payment_method === "string" ? body.payment_method.trim() : "");
  if (sent) {
    if (await isSavedCard(services, customerId, sent)) return { paymentMethod: sent, saveCard: false };
    if (choice) return { errors: { payment_method: ["Please choose one of your saved cards."] } };
  }
  const card = paymentMethodFromForm(body);
  if ("errors" in card) return card;
  // The same card as a saved one (its fingerprint) is charged but not saved again.
  return { paymentMethod: card.paymentMethod, saveCard: await isNewCard(services, customerId, card.paymentMethod) };
}

export async function payForJudgment(services: AppServices, input: { userId: number; body: PaymentRequest }): Promise<CheckoutAnswer> {
  const judgmentId = input.body.judgment_id;
  if (judgmentId === null) return refusal(422, "judgment_id", "The judgment is missing.");
  const listing = await findPurchaseListing(services.db, judgmentId);
  // The attempt the pay page named, or a new one.
  const attempt = input.body.attempt ?? crypto.randomUUID();
  // The same attempt sent again after it succeeded (a form sent twice) answers its success.
  const replay = listing?.acceptedOfferId
    ? await findPaymentByIdempotencyKey(services.db, purchaseKey(judgmentId, listing.acceptedOfferId, attempt))
    : null;
  if (replay?.status === "succeeded" && replay.userId === input.userId) return { status: "succeeded", payment: replay };
  // An earlier attempt of this buyer that was interrupted after the card was charged: its success.
  if (listing?.acceptedOfferId && listing.buyerId === input.userId) {
    const reconciled = await reconcileInterruptedAttempts(services, listing.acceptedOfferId);
    if (reconciled) return reconciled;
    const completed = await cancelWaitingAuthentications(services, listing.acceptedOfferId);
    if (completed) return completed;
  }
  const refused = purchaseRefusal(listing, input.userId, services.clock.now());
  if (refused || !listing) return refused!;
  if (!hasAssignmentInfo(await findBuyerAddress(services.db, input.userId))) return refusal(409, "address", ADDRESS_NEEDED);

  const terms = purchaseTerms(listing.agreedCents!);
  // Above the threshold only a verified member pays (docs/decisions/0048).
  const threshold = services.config.identity.paymentThresholdCents;
  if (paymentNeedsIdentity(terms.totalCents, threshold, await isIdentityVerified(services.db, input.userId)))
    return refusal(403, "identity", paymentIdentityMessage(threshold), { verify_identity_url: VERIFY_IDENTITY_PATH });
  // The total a person pays is named in dollars, "2090.55" (DESIGN.md section 5).
  const posted = readPaymentAmount(input.body.amount, purchase.amountUnit);
  if (!posted.ok) return refusal(422, "amount", posted.problem);
  if (posted.cents !== terms.totalCents) return refusal(409, "amount", AMOUNT_CHANGED);

  const customerId = await ensurePaymentCustomer(services, input.userId);
  const card = await cardToCharge(services, customerId, input.body);
  if ("errors" in card) return { refused: true, status: 422, errors: card.errors };

  const claimed = await claimPurchaseAttempt(services, input.userId, judgmentId, terms, attempt);
  if (isRefusal(claimed)) return claimed;
  if (claimed.status === "succeeded") return { status: "succeeded", payment: claimed };

  const result = await chargeOrLookUp(services, claimed, {
    customerId,
    paymentMethod: card.paymentMethod,
    amountCents: terms.totalCents,
    description: `Judgment #${judgmentId}: ${listing.title}`,
    idempotencyKey: `${claimed.idempotencyKey}:${claimed.updatedAt.getTime()}`,
    transferGroup: transferGroupOf(judgmentId),
    metadata: { payment_id: String(claimed.id), kind: "purchase", judgment_id: String(judgmentId) },
    saveCard: card.saveCard,
  });
  // The provider's answer was lost and it cannot be asked now: the attempt stays 'processing'
  // (blocking new ones) until the reconciliation learns what happened.
  if (result.status === "unconfirmed") return { status: "failed", payment: claimed, message: result.message };
  return settlePurchase(services, claimed, result);
}

/**
 * Attempts of this accepted offer left 'processing' by a request that stopped (see
 * app/server/checkout/reconcile.ts): the provider's charge is settled, or the attempt is marked
 * failed when the card was never charged, so a new attempt can never charge a second time.
 * Answers the success when one of them turns out to have paid.
 */
export async function reconcileInterruptedAttempts(
  services: AppServices,
  offerId: number,
  now = Date.now(),
): Promise<CheckoutAnswer | null> {
  const stale = (await listPurchasePayments(services.db, offerId)).filter((p) => isStaleAttempt(p, now));
  let success: CheckoutAnswer | null = null;
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
async function cancelWaitingAuthentications(services: AppServices, offerId: number): Promise<CheckoutAnswer | null> {
  const waiting = (await listPurchasePayments(services.db, offerId)).filter((p) => p.status === "requires_action" && p.providerPaymentId);
  for (const payment of waiting) {
    let result: ChargeResult;
    try {
      result = await services.payments.cancelCharge(payment.providerPaymentId!);
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      return { status: "failed", payment, message: UNCONFIRMED_MESSAGE };
    }
    const answer = await settlePurchase(services, payment, result);
    if ("status" in answer && answer.status === "succeeded") return answer;
  }
  return null;
}

/**
 * What the sale's success does, with the listing row locked: offer_accepted → paid, the ledger
 * (the buyer's charge, both fees, what the seller is owed), the seller's pending payout and the
 * e-mails to both. A listing that moved on meanwhile (relisted, paid by another attempt) is not
 * held, and the charge is refunded (app/server/checkout/settle.ts).
 */
function saleSuccess(services: AppServices, queued: number[]): Success {
  let listing: PurchaseListing | null = null;
  const termsOf = (payment: PaymentRow) => {
    const agreed = payment.amountCents - payment.feeCents;
    return { agreed, ...purchaseTerms(agreed) };
  };
  return {
    async hold(tx, payment) {
      listing = await findPurchaseListing(tx, payment.judgmentId!, { forUpdate: true });
      return !!listing && listing.status === "offer_accepted" && listing.acceptedOfferId === payment.offerId;
    },
    ledger(payment) {
      const { agreed, buyerFeeCents, sellerFeeCents } = termsOf(payment);
      return [purchaseMovement(agreed, buyerFeeCents, sellerFeeCents, listing!.sellerId)];
    },
    async paid(tx, payment) {
      const sold = listing!;
      const { agreed, buyerFeeCents, sellerFeeCents } = termsOf(payment);
      const paidAt = services.clock.now();
      // The seller's assignment deadline starts (docs/decisions/0026).
      const assignmentDue = assignmentDueAt(paidAt, services.branding.timeframes.payment_to_assignment);
      await applyListingTransition(tx, {
        judgmentId: sold.id,
        event: "pay",
        userId: payment.userId,
        update: { assignmentDueAt: assignmentDue },
        details: { payment_id: payment.id },
      });
      await insertPayout(tx, {
        sellerId: sold.sellerId,
        judgmentId: sold.id,
        amountCents: agreed - sellerFeeCents,
        feeCents: sellerFeeCents,
        transferGroup: transferGroupOf(sold.id),
        createdAt: paidAt,
      });
      // The sale's record for comparable sales: its share of the balance on this day, by the rules
      // in force now, kept whatever changes later (docs/decisions/0051). In a savepoint: a failure
      // is logged and left to the sweep, never undoing the payment.
      await recordPaidSale(tx, { judgmentId: sold.id, offerId: payment.offerId!, priceCents: agreed, paidAt });
      const sale = {
        judgmentId: sold.id,
        title: sold.title,
        agreedCents: agreed,
        buyerFeeCents,
        sellerFeeCents,
        assignmentDueAt: assignmentDue,
      };
      const buyer = await findBuyerContact(tx, payment.userId);
      const { publicUrl } = services.config;
      if (buyer) {
        queued.push(
          await queueNotification(
            tx,
            { userId: payment.userId, topic: "sale_steps", publicUrl },
            purchaseReceiptEmail(buyer, sale, publicUrl, services.branding),
          ),
        );
      }
      queued.push(
        await queueNotification(
          tx,
          { userId: sold.sellerId, topic: "sale_steps", publicUrl },
          buyerPaidEmail({ name: sold.sellerName, email: sold.sellerEmail }, sale, publicUrl, services.branding),
        ),
      );
    },
  };
}

/** A judgment bought by the buyer whose offer was accepted. */
export const purchase: PaidThing = {
  kind: "purchase",
  thanks: PURCHASE_THANK_YOU,
  amountUnit: "dollars",
  successOf: async (services, _payment, queued) => saleSuccess(services, queued),
};

/** Records the provider's answer; a success settles the sale. Also used after 3-D Secure. */
export async function settlePurchase(services: AppServices, payment: PaymentRow, result: ChargeResult): Promise<CheckoutAnswer> {
  const queued: number[] = [];
  const answer = await settleCharge(services, payment, result, saleSuccess(services, queued));
  await dispatchEmails(services, queued);
  return answer;
}
