// A listing leaves the market for good or for an unknown time (the owner removes it, an
// administrator declines it): its pending offers are rejected, each audited, and every buyer who
// can still be written to is told, in the caller's transaction. Buyers learn the listing is gone,
// never why an administrator declined it (that reason is the seller's).
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { listingGoneOfferRejectedEmail, type ListingGoneCause } from "~/server/mail/listing-removed";
import { tellRejectedBuyers } from "~/server/offers/notify";
import { rejectPendingOffers } from "~/server/queries/selling";

type Services = Pick<AppServices, "branding" | "config">;

/** The audit's reason for each cause. */
const rejectionReasons: Record<ListingGoneCause, string> = {
  removed: "listing_removed",
  declined: "listing_declined",
  grouped: "listing_grouped",
  dissolved: "portfolio_dissolved",
};

export type RejectedOffers = {
  /** How many pending offers were rejected. */
  count: number;
  /** Outbox ids to dispatch after the commit (null: a buyer who switched the topic off). */
  emailIds: (number | null)[];
  /** The buyers e-mailed (so the watchers' notice can leave them out). */
  told: number[];
};

export async function rejectOpenOffers(
  tx: Executor,
  services: Services,
  input: { judgmentId: number; actorId: number; title: string; cause: ListingGoneCause },
): Promise<RejectedOffers> {
  const rejected = await rejectPendingOffers(tx, input.judgmentId);
  const { emails, told } = await tellRejectedBuyers(tx, services, {
    rejected,
    judgmentId: input.judgmentId,
    actorId: input.actorId,
    details: { reason: rejectionReasons[input.cause] },
    write: (buyer, offer) =>
      listingGoneOfferRejectedEmail(
        buyer.email,
        {
          buyerName: buyer.name,
          title: input.title,
          amountCents: offer.amountCents,
          browseUrl: `${services.config.publicUrl}/judgments`,
          cause: input.cause,
        },
        services.branding,
      ),
  });
  return { count: rejected.length, emailIds: emails, told };
}
