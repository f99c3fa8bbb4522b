// Every paid thing, once (the registry). A new one is a file next to this one (a PaidThing: what
// it charges, its ledger lines, what happens once paid) and one line here; its payments.kind must
// exist in the schema. Checkout finds a payment's thing by its kind: the webhooks, the
// reconciliation job, a 3-D Secure reply and the JSON answer all go through `paidThings`.
import type { CheckoutAnswer } from "~/server/checkout/answer";
import type { PaidThing, PaymentKind } from "~/server/checkout/paid-thing";
import { enhancements } from "~/server/checkout/paid-things/enhancements";
import { listingFee } from "~/server/checkout/paid-things/listing-fee";
import { listingCheckout } from "~/server/checkout/paid-things/listing-checkout";
import { listingFees } from "~/server/checkout/paid-things/listing-fees";
import { premium } from "~/server/checkout/paid-things/premium";
import { purchase } from "~/server/checkout/paid-things/purchase";
import { platformFee, settleCharge } from "~/server/checkout/settle";
import type { AppServices } from "~/server/context";
import type { ChargeResult } from "~/server/payments/provider";
import type { PaymentRow } from "~/server/queries/payments";

export const paidThings: Record<PaymentKind, PaidThing> = {
  listing_fee: listingFee,
  enhancement: enhancements,
  premium,
  purchase,
  listing_checkout: listingCheckout,
  listing_fees: listingFees,
};

/**
 * Records `result` for `payment` with its paid thing's success step (each one idempotent); e-mail
 * ids to send after the commit go into `queued`. A payment that no longer says what it bought is
 * still recorded, with its ledger lines and nothing more.
 */
export async function settlePayment(
  services: AppServices,
  payment: PaymentRow,
  result: ChargeResult,
  queued: number[],
): Promise<CheckoutAnswer> {
  const success = (await paidThings[payment.kind].successOf(services, payment, queued)) ?? platformFee(async () => {});
  return settleCharge(services, payment, result, success);
}
