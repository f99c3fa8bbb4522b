// The listing fee: what a seller pays, at checkout after submitting, for a listing to go to
// review. It charges the listing's fee as computed at submit from the fee configuration, once per
// listing (idempotency key listing-fee:{id}; a top-up after an edit raised the fee has its own).
// Ledger: a platform fee. Once paid: an audit entry and the invoice e-mail.
import type { ChargeAnswer } from "~/server/checkout/answer";
import { chargePlatformFee } from "~/server/checkout/charge";
import type { PaidThing } from "~/server/checkout/paid-thing";
import { platformFee } from "~/server/checkout/settle";
import type { AppServices } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { invoiceEmail, invoiceNumber } from "~/server/mail/invoice";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import { findListingForCheckout, type ListingForCheckout } from "~/server/queries/listings";
import type { PaymentRow } from "~/server/queries/payments";
import { findAccountById } from "~/server/queries/users";

/** One charge per listing; a later top-up (after an edit raised the fee) is keyed by what was paid before it. */
export const listingFeeKey = (listing: { id: number; listingFeePaidCents: number }) =>
  listing.listingFeePaidCents > 0 ? `listing-fee:${listing.id}:after-${listing.listingFeePaidCents}` : `listing-fee:${listing.id}`;

type Seller = { id: number; name: string; email: string };

/** The invoice line of a listing fee. */
export const LISTING_FEE_LINE = "Listing fee";

/**
 * What paying a listing fee records besides the payment (which listingFeePaid reads): the audit
 * entry. Shared by the listing fee's own payment and the combined checkout (./upsell-purchase.ts).
 */
export async function recordListingFeePaid(tx: Transaction, sellerId: number, listingId: number, paymentId: number, amountCents: number) {
  await insertAudit(tx, {
    actorId: sellerId,
    action: "listing.listing_fee_paid",
    entity: "judgment",
    entityId: listingId,
    details: { payment_id: paymentId, amount_cents: amountCents },
  });
}

/** Once paid: the audit entry and the invoice (its outbox id goes into `emails`). */
function onPaid(services: AppServices, seller: Seller, listing: ListingForCheckout, emails: number[]) {
  return async (tx: Transaction, payment: PaymentRow) => {
    await recordListingFeePaid(tx, seller.id, listing.id, payment.id, payment.amountCents);
    const invoice = invoiceEmail(
      seller.email,
      {
        number: invoiceNumber(payment.id),
        paidAt: new Date(),
        customerName: seller.name,
        subject: listing.title,
        lines: [{ description: LISTING_FEE_LINE, amountCents: payment.amountCents }],
        discountCents: 0,
        discountLabel: "",
        totalCents: payment.amountCents,
      },
      services.branding,
    );
    emails.push(await queueNotification(tx, { userId: seller.id, topic: "sale_steps", publicUrl: services.config.publicUrl }, invoice));
  };
}

export const listingFee: PaidThing = {
  kind: "listing_fee",
  thanks: "Thank You! Your payment was successful and an invoice has been mailed to you for your records.",
  async successOf(services, payment, queued) {
    const listing = payment.judgmentId === null ? null : await findListingForCheckout(services.db, payment.judgmentId);
    const seller = await findAccountById(services.db, payment.userId);
    // A listing or seller gone since: the charge is still recorded, without invoice.
    return platformFee(listing && seller ? onPaid(services, seller, listing, queued) : async () => {});
  },
};

export async function payListingFee(
  services: AppServices,
  seller: Seller,
  listing: ListingForCheckout,
  paymentMethod: string,
): Promise<ChargeAnswer> {
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
