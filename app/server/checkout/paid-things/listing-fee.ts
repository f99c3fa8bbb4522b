// The listing fee: what a seller pays for a listing to go to review. It is charged in the one
// checkout (./listing-checkout.ts, with the enhancements); this file keeps what a paid fee does
// (recordListingFeePaid: the audit entry) and the success of the 'listing_fee' payments made
// before the one checkout existed (a webhook or the reconciliation may still settle one).
import type { PaidThing } from "~/server/checkout/paid-thing";
import { platformFee } from "~/server/checkout/settle";
import type { AppServices } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { invoiceEmail, invoiceNumber } from "~/server/mail/invoice";
import { queueNotification } from "~/server/mail/notifications";
import { insertAudit } from "~/server/queries/audit";
import { findListingForCheckout, type ListingForCheckout } from "~/server/queries/listings";
import type { PaymentRow } from "~/server/queries/payments";
import { findAccountById } from "~/server/queries/users";

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
  amountUnit: "cents",
  async successOf(services, payment, queued) {
    const listing = payment.judgmentId === null ? null : await findListingForCheckout(services.db, payment.judgmentId);
    const seller = await findAccountById(services.db, payment.userId);
    // A listing or seller gone since: the charge is still recorded, without invoice.
    return platformFee(listing && seller ? onPaid(services, seller, listing, queued) : async () => {});
  },
};
