// The payment-deadline job (pg-boss, every few minutes, any one instance per tick): pending offers
// past their expiry become expired, and accepted offers whose payment window passed are flagged
// overdue once — an audit row 'offer.overdue' and an e-mail to each side — with the listing row
// locked, so a second run (or a second instance) finds the flag and does nothing.
import { offerTransition } from "~/domain/listing-lifecycle";
import type { AppServices } from "~/server/context";
import {
  handOverLapsedBuyerEmail,
  handOverLapsedSellerEmail,
  paymentWindowPassedBuyerEmail,
  paymentWindowPassedSellerEmail,
} from "~/server/mail/deadline-emails";
import { notifyMember } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import {
  findPendingHandOver,
  isOverdueFlagged,
  listUnflaggedOverdueListings,
  lockExpiredPendingOffers,
  lockListingDeadline,
  OVERDUE_ACTION,
  setOfferDecided,
} from "~/server/queries/deadlines";

export const PAYMENT_DEADLINES_JOB = "payment-deadlines";
/** Every five minutes (UTC cron). */
export const PAYMENT_DEADLINES_SCHEDULE = "*/5 * * * *";

type Services = Pick<AppServices, "db" | "jobs" | "branding" | "config" | "clock">;

/** Pending offers whose expires_at passed → expired (offer lifecycle 'expire', by the system). */
export async function expirePendingOffers(services: Pick<AppServices, "db">, now = new Date()): Promise<number> {
  return services.db.transaction(async (tx) => {
    const due = await lockExpiredPendingOffers(tx, now);
    let expired = 0;
    for (const offer of due) {
      const check = offerTransition("expire", offer.status, "system");
      if (!check.ok) continue;
      await setOfferDecided(tx, offer.id, "expired", now);
      await insertAudit(tx, {
        actorId: null,
        action: "offer.expire",
        entity: "offer",
        entityId: offer.id,
        fromStatus: offer.status,
        toStatus: check.to,
        details: { judgmentId: offer.judgmentId },
      });
      expired += 1;
    }
    return expired;
  });
}

/** Flags one listing overdue if it still is and was not flagged yet; returns the queued e-mail ids. */
async function flagOverdue(services: Services, judgmentId: number, now: Date): Promise<(number | null)[] | null> {
  return services.db.transaction(async (tx) => {
    const listing = await lockListingDeadline(tx, judgmentId);
    if (!listing || listing.status !== "offer_accepted" || !listing.paymentDueAt || listing.acceptedOfferId === null) return null;
    if (listing.paymentDueAt.getTime() >= now.getTime()) return null;
    if (await isOverdueFlagged(tx, listing.acceptedOfferId)) return null;
    await insertAudit(tx, {
      actorId: null,
      action: OVERDUE_ACTION,
      entity: "offer",
      entityId: listing.acceptedOfferId,
      fromStatus: "accepted",
      toStatus: "accepted",
      details: { judgmentId, buyerId: listing.buyerId, paymentDueAt: listing.paymentDueAt.toISOString() },
    });
    const url = `${services.config.publicUrl}/judgments/${judgmentId}`;
    const facts = { title: listing.title, url, dueAt: listing.paymentDueAt };
    // A sale handed to the next-best offer whose buyer never answered: it was not theirs to pay yet.
    const handedOver = (await findPendingHandOver(tx, listing.acceptedOfferId)) !== null;
    const { publicUrl } = services.config;
    const [buyerEmail, sellerEmail] = handedOver
      ? [handOverLapsedBuyerEmail, handOverLapsedSellerEmail]
      : [paymentWindowPassedBuyerEmail, paymentWindowPassedSellerEmail];
    const ids = [
      listing.buyerId === null
        ? null
        : await notifyMember(tx, { userId: listing.buyerId, topic: "sale_steps", publicUrl }, (p) =>
            buyerEmail(p.email, { ...facts, name: p.name }, services.branding),
          ),
      await notifyMember(tx, { userId: listing.sellerId, topic: "sale_steps", publicUrl }, (p) =>
        sellerEmail(p.email, { ...facts, name: p.name }, services.branding),
      ),
    ];
    return ids;
  });
}

/** One run of the job. Safe to run twice, or on two instances at once. */
// On the services' clock, as the deadlines it enforces were set (and as ../escrow/timers-job.ts).
export async function runPaymentDeadlines(services: Services, now = services.clock.now()): Promise<{ expired: number; overdue: number }> {
  const expired = await expirePendingOffers(services, now);
  let overdue = 0;
  for (const judgmentId of await listUnflaggedOverdueListings(services.db, now)) {
    const emailIds = await flagOverdue(services, judgmentId, now);
    if (emailIds === null) continue;
    overdue += 1;
    await dispatchEmails(services, emailIds);
  }
  return { expired, overdue };
}
