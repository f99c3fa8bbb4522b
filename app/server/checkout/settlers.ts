// How the provider's answer for a payment is recorded, per payment kind: the same idempotent
// steps the browser's answer uses, shared by the Stripe webhooks and the reconciliation of
// interrupted charges (app/server/checkout/reconcile-job.ts).
import type { AppServices } from "~/server/context";
import { onPaid as onListingFeePaid } from "~/server/checkout/paid-things/listing-fee";
import { fulfil, purchaseOfPayment } from "~/server/checkout/paid-things/enhancement-fulfilment";
import { settleFeeCharge } from "~/server/checkout/charge";
import type { ChargeResult } from "~/server/payments/provider";
import { settlePurchase } from "~/server/checkout/paid-things/purchase";
import { findListingForCheckout } from "~/server/queries/listings";
import type { PaymentRow } from "~/server/queries/payments";
import { findEnhanceableListing } from "~/server/queries/upsells";
import { findAccountById } from "~/server/queries/users";

/** Records `result` for `payment`; e-mail ids to send after the commit go into `queued`. */
export type Settle = (services: AppServices, payment: PaymentRow, result: ChargeResult, queued: number[]) => Promise<void>;

const settleListingFee: Settle = async (services, payment, result, queued) => {
  const listing = payment.judgmentId === null ? null : await findListingForCheckout(services.db, payment.judgmentId);
  const seller = await findAccountById(services.db, payment.userId);
  const onSucceeded = listing && seller ? onListingFeePaid(services, seller, listing, queued) : async () => {};
  await settleFeeCharge(services, payment, result, onSucceeded);
};

const settleEnhancement: Settle = async (services, payment, result, queued) => {
  const listing = payment.judgmentId === null ? null : await findEnhanceableListing(services.db, payment.judgmentId);
  const purchase = await purchaseOfPayment(services, payment, listing?.title ?? null);
  await settleFeeCharge(services, payment, result, purchase ? fulfil(services, purchase, queued) : async () => {});
};

/** The buyer's payment settles the sale (its e-mails are queued by settlePurchase itself). */
const settleSale: Settle = async (services, payment, result) => {
  await settlePurchase(services, payment, result);
};

/** Payment kind → the step that records the provider's answer (each one idempotent). */
export const settlers: Record<PaymentRow["kind"], Settle> = {
  listing_fee: settleListingFee,
  enhancement: settleEnhancement,
  premium: settleEnhancement,
  purchase: settleSale,
};
