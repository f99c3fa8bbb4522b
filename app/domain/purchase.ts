// The buyer's payment for a judgment: what is charged, and the messages the pages and API share.
import { buyerFee, sellerFee } from "~/domain/fees";

export const AMOUNT_CHANGED = "The amount changed; please review.";
export const PAYMENT_IN_PROGRESS = "A payment for this judgment is already being processed. Please wait a moment and reload the page.";
export const ALREADY_PAID = "This judgment is already paid for.";
export const DEADLINE_PASSED = "The payment deadline for this judgment has passed.";
export const PURCHASE_THANK_YOU = "Thank you! Your payment was received.";

export type PurchaseTerms = { agreedCents: number; buyerFeeCents: number; totalCents: number; sellerFeeCents: number };

/** The agreed amount, the buyer's fee added to it, the total charged, and the seller's fee. */
export function purchaseTerms(agreedCents: number): PurchaseTerms {
  const fee = buyerFee(agreedCents);
  return { agreedCents, buyerFeeCents: fee, totalCents: agreedCents + fee, sellerFeeCents: sellerFee(agreedCents) };
}

/** Groups a sale's charge with the later transfer to its seller (Stripe's transfer_group). */
export const transferGroupOf = (judgmentId: number) => `judgment-${judgmentId}`;

/** One payment row per attempt of an accepted offer (the pay page sends a fresh attempt each time it is shown). */
export const purchaseKey = (judgmentId: number, offerId: number, attempt: string) => `purchase:${judgmentId}:${offerId}:${attempt}`;

/** The provider idempotency key of a payout's transfer: a retry never pays twice. */
export const payoutTransferKey = (payoutId: number) => `payout:${payoutId}`;

/** The provider idempotency key of a sale's refund (app/server/escrow/refunds.ts): sent twice, refunded once. */
export const saleRefundKey = (refundId: number) => `sale-refund:${refundId}`;
