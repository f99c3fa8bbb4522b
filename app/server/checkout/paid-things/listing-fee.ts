// The listing fee at checkout: charged once per listing (idempotency key listing-fee:{id}),
// the amount always the one computed at submit from the fee configuration.
import type { AppServices } from "~/server/context";
import { type FeeChargeOutcome, chargePlatformFee } from "~/server/checkout/charge";
import { completeFeeAuthentication } from "~/server/checkout/card-input";
import type { Transaction } from "~/server/db/client";
import { invoiceEmail, invoiceNumber } from "~/server/mail/invoice";
import { dispatchEmails, queueEmailInTransaction } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import { findPaymentByIdempotencyKey, type PaymentRow } from "~/server/queries/payments";
import type { ListingForCheckout } from "~/server/queries/listings";

/** One charge per listing; a later top-up (after an edit raised the fee) is keyed by what was paid before it. */
export const listingFeeKey = (listing: { id: number; listingFeePaidCents: number }) =>
  listing.listingFeePaidCents > 0 ? `listing-fee:${listing.id}:after-${listing.listingFeePaidCents}` : `listing-fee:${listing.id}`;

type Seller = { id: number; name: string; email: string };

export function onPaid(services: AppServices, seller: Seller, listing: ListingForCheckout, emails: number[]) {
  return async (tx: Transaction, payment: PaymentRow) => {
    await insertAudit(tx, {
      actorId: seller.id,
      action: "listing.listing_fee_paid",
      entity: "judgment",
      entityId: listing.id,
      details: { payment_id: payment.id, amount_cents: payment.amountCents },
    });
    const invoice = invoiceEmail(
      seller.email,
      {
        number: invoiceNumber(payment.id),
        paidAt: new Date(),
        customerName: seller.name,
        subject: listing.title,
        lines: [{ description: "Listing fee", amountCents: payment.amountCents }],
        discountCents: 0,
        discountLabel: "",
        totalCents: payment.amountCents,
      },
      services.branding,
    );
    emails.push(await queueEmailInTransaction(tx, invoice));
  };
}

export async function payListingFee(
  services: AppServices,
  seller: Seller,
  listing: ListingForCheckout,
  paymentMethod: string,
): Promise<FeeChargeOutcome> {
  const emails: number[] = [];
  const outcome = await chargePlatformFee(
    services,
    {
      userId: seller.id,
      kind: "listing_fee",
      judgmentId: listing.id,
      amountCents: listing.listingFeeCents,
      paymentMethod,
      description: `Listing fee for judgment #${listing.id}`,
      idempotencyKey: listingFeeKey(listing),
    },
    onPaid(services, seller, listing, emails),
  );
  await dispatchEmails(services, emails);
  return outcome;
}

/** The offline 3-D Secure step's answer for the listing fee's pending charge. */
export async function authenticateListingFee(
  services: AppServices,
  seller: Seller,
  listing: ListingForCheckout,
  approved: boolean,
): Promise<FeeChargeOutcome | null> {
  const payment = await findPaymentByIdempotencyKey(services.db, listingFeeKey(listing));
  if (!payment) return null;
  const emails: number[] = [];
  const outcome = await completeFeeAuthentication(services, payment, approved, onPaid(services, seller, listing, emails));
  await dispatchEmails(services, emails);
  return outcome;
}
