// The listing fees of several listings in ONE payment (kind listing_fees, docs/decisions/0052): what a
// spreadsheet import leaves due is paid at /sell/fees with one card entry. Which listings it pays,
// and how much of it each, is written under the payment's idempotency key before the card is
// charged (listing_fee_batch_items), so the success, whenever and however it arrives (the charge,
// 3-D Secure, a webhook, the reconciliation), rebuilds it from the payment alone. Once paid, in the
// payment's transaction: one ledger movement and one audit entry per listing (each listing's fee
// then counts as paid and it goes to review), and one invoice. Held first: the listings locked,
// each still owing its part; a listing paid meanwhile (another tab) refunds the whole charge.
import { createHash } from "node:crypto";
import { PAYMENT_THANK_YOU } from "~/domain/enhancements";
import { formatMoney } from "~/domain/money";
import type { PaymentRequest } from "~/domain/schemas/payment-forms";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { chargeFee } from "~/server/checkout/charge";
import { paymentMethodFromForm } from "~/server/checkout/card-input";
import type { PaidThing, Success } from "~/server/checkout/paid-thing";
import { LISTING_FEE_LINE, recordListingFeePaid } from "~/server/checkout/paid-things/listing-fee";
import { amountRefusal } from "~/server/checkout/paid-things/upsell-purchase";
import { refusal } from "~/server/checkout/refusal";
import { platformFees } from "~/server/checkout/settle";
import type { AppServices } from "~/server/context";
import { isUniqueViolation } from "~/server/db/errors";
import { invoiceEmail, invoiceNumber, type InvoiceLine } from "~/server/mail/invoice";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { feesStillDue, listBatchItems, listFeesDue, recordBatchItems, type FeeDue } from "~/server/queries/listing-fee-batches";
import { findPaymentByIdempotencyKey } from "~/server/queries/payments";
import { findAccountById } from "~/server/queries/users";

export const NO_FEES_DUE = "No listing fee is due on your listings.";
export const FEE_PAID_MEANWHILE =
  "One of these listing fees was paid meanwhile (another tab or payment); your card was refunded. Reload the page to pay the fees still due.";
/** An invoice lists each listing up to this many; past it, one line for them all. */
const INVOICE_LINES_MAX = 50;

/** The payment's key: the seller, the count, the total and a digest of which listings and parts (the same set, the same key). */
export function batchKey(userId: number, items: readonly FeeDue[]): string {
  const total = items.reduce((sum, item) => sum + item.dueCents, 0);
  const digest = createHash("sha256")
    .update(items.map((item) => `${item.judgmentId}:${item.dueCents}`).join(","))
    .digest("hex")
    .slice(0, 32);
  return `listing-fees:u${userId}:n${items.length}:c${total}:h${digest}`;
}

function invoiceLines(items: readonly FeeDue[]): InvoiceLine[] {
  if (items.length > INVOICE_LINES_MAX) {
    return [
      { description: `${LISTING_FEE_LINE}s for ${items.length} listings`, amountCents: items.reduce((sum, i) => sum + i.dueCents, 0) },
    ];
  }
  return items.map((item) => ({ description: `${LISTING_FEE_LINE}: “${item.title}”`, amountCents: item.dueCents }));
}

/** The batch's success: one movement per listing; held on the listings still owing their parts. */
function batchSuccess(services: AppServices, userId: number, items: readonly FeeDue[], queued: number[]): Success {
  const success = platformFees(
    () => items.map((item) => item.dueCents),
    async (tx, payment) => {
      for (const item of items) await recordListingFeePaid(tx, userId, item.judgmentId, payment.id, item.dueCents);
      const seller = await findAccountById(tx, userId);
      if (!seller) return;
      const email = invoiceEmail(
        seller.email,
        {
          number: invoiceNumber(payment.id),
          paidAt: new Date(),
          customerName: seller.name,
          subject: `Listing fees for ${items.length} listing${items.length === 1 ? "" : "s"}`,
          lines: invoiceLines(items),
          discountCents: 0,
          discountLabel: "",
          totalCents: payment.amountCents,
        },
        services.branding,
      );
      queued.push(await queueNotification(tx, { userId, topic: "sale_steps", publicUrl: services.config.publicUrl }, email));
    },
  );
  return {
    ...success,
    tooLate: FEE_PAID_MEANWHILE,
    async hold(tx) {
      const due = await feesStillDue(
        tx,
        items.map((item) => item.judgmentId),
      );
      return items.every((item) => (due.get(item.judgmentId) ?? 0) >= item.dueCents);
    },
  };
}

export const listingFees: PaidThing = {
  kind: "listing_fees",
  thanks: PAYMENT_THANK_YOU,
  amountUnit: "cents",
  async successOf(services, payment, queued) {
    const items = await listBatchItems(services.db, payment.idempotencyKey);
    return items.length ? batchSuccess(services, payment.userId, items, queued) : null;
  },
};

/**
 * Pays every listing fee the seller owes, in one payment. `body.amount` must be the total the
 * page showed (409 with the total now, when a listing was added or paid since).
 */
export async function payListingFees(services: AppServices, input: { userId: number; body: PaymentRequest }): Promise<CheckoutAnswer> {
  const items = await listFeesDue(services.db, input.userId);
  if (items.length === 0) return refusal(422, "amount", NO_FEES_DUE);
  const total = items.reduce((sum, item) => sum + item.dueCents, 0);
  const wrongAmount = amountRefusal(input.body.amount, total);
  if (wrongAmount) return wrongAmount;
  const card = paymentMethodFromForm(input.body);
  if ("errors" in card) return { refused: true, status: 422, errors: card.errors };

  const key = batchKey(input.userId, items);
  await recordBatchItems(services.db, key, items);
  const queued: number[] = [];
  let outcome: CheckoutAnswer;
  try {
    outcome = await chargeFee(
      services,
      {
        userId: input.userId,
        kind: "listing_fees",
        judgmentId: null,
        amountCents: total,
        listingFeeCents: total,
        paymentMethod: card.paymentMethod,
        description: `${LISTING_FEE_LINE}s for ${items.length} listings (${formatMoney(total)})`,
        idempotencyKey: key,
      },
      batchSuccess(services, input.userId, items, queued),
    );
  } catch (error) {
    // The same form sent twice at once: the second lost the race on the key and charges nothing.
    if (!isUniqueViolation(error)) throw error;
    const payment = await findPaymentByIdempotencyKey(services.db, key);
    return payment?.status === "succeeded"
      ? { status: "succeeded", payment }
      : refusal(409, "payment_method", "This payment is already being processed. Please wait a moment and reload the page.");
  }
  await dispatchEmails(services, queued);
  return outcome;
}
