// The steps the owner's two ways out of an unpaid sale share (reactivate.ts relists it;
// hand-over.ts offers it to the next-best offer): the listing locked and checked (the owner's, the
// payment window passed, no payment of the accepted offer in flight), the lapsed offer marked
// lapsed with its audit entry, and its buyer told.
import { formatDate } from "~/domain/dates";
import { offerTransition, type Actor } from "~/domain/listing-lifecycle";
import type { AppServices } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { offerLapsedBuyerEmail } from "~/server/mail/deadline-emails";
import { notifyMember } from "~/server/mail/notifications";
import { jsonError } from "~/server/http/refusal";
import { insertAudit } from "~/server/queries/audit";
import { lockListingDeadline, setOfferDecided, type OverdueListing } from "~/server/queries/deadlines";
import { lockOffer } from "~/server/queries/offers";
import { listPurchasePayments } from "~/server/queries/purchases";

/** The refusal while the buyer is still inside the payment window. */
export function stillInWindowMessage(paymentDueAt: Date | null): string {
  return paymentDueAt ? `The buyer still has until ${formatDate(paymentDueAt)} to pay.` : "The buyer's payment window has not passed yet.";
}

export const PAYMENT_BEING_PROCESSED = "The buyer's payment is being processed. Please try again in a few minutes.";

/** The owner's listing, locked, whose accepted buyer's window has passed with no payment in flight. */
export async function lockOverdueSale(tx: Transaction, judgmentId: number, userId: number, now: Date): Promise<OverdueListing> {
  const listing = await lockListingDeadline(tx, judgmentId);
  if (!listing) throw jsonError(404, "This judgment does not exist.");
  if (listing.sellerId !== userId) throw jsonError(403, "You are not allowed to do that.");
  if (listing.status === "offer_accepted" && !(listing.paymentDueAt && listing.paymentDueAt.getTime() < now.getTime())) {
    throw jsonError(409, stillInWindowMessage(listing.paymentDueAt));
  }
  // A payment of the accepted offer in flight, or interrupted and not reconciled yet.
  const attempts = listing.acceptedOfferId === null ? [] : await listPurchasePayments(tx, listing.acceptedOfferId);
  if (attempts.some((p) => p.status === "processing")) throw jsonError(409, PAYMENT_BEING_PROCESSED);
  return listing;
}

/** accepted → lapsed, audited (the owner moved on, or the next-best buyer declined). */
export async function lapseAcceptedOffer(
  tx: Transaction,
  input: { offerId: number; judgmentId: number; actorId: number; actor: Actor; now: Date },
): Promise<void> {
  const offer = await lockOffer(tx, input.offerId);
  const check = offer && offerTransition("lapse", offer.status, input.actor);
  if (!offer || !check?.ok) return;
  await setOfferDecided(tx, offer.id, "lapsed", input.now);
  await insertAudit(tx, {
    actorId: input.actorId,
    action: "offer.lapse",
    entity: "offer",
    entityId: offer.id,
    fromStatus: offer.status,
    toStatus: check.to,
    details: { judgmentId: input.judgmentId },
  });
}

/** "Your accepted offer has lapsed" to the buyer who did not pay (who can still be written to). */
/** `relisted`: the listing is for sale again (not handed to the next-best buyer, not back to review). */
export function tellLapsedBuyer(
  tx: Transaction,
  services: Pick<AppServices, "config" | "branding">,
  listing: { id: number; title: string; buyerId: number | null },
  relisted: boolean,
): Promise<number | null> {
  if (listing.buyerId === null) return Promise.resolve(null);
  const { publicUrl } = services.config;
  const relistedUrl = relisted ? `${publicUrl}/judgments/${listing.id}` : null;
  return notifyMember(tx, { userId: listing.buyerId, topic: "sale_steps", publicUrl }, (p) =>
    offerLapsedBuyerEmail(
      p.email,
      { name: p.name, title: listing.title, relistedUrl, browseUrl: `${publicUrl}/judgments` },
      services.branding,
    ),
  );
}
