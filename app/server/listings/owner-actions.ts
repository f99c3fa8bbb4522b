// What the owner does to a listing from "My Listing" and the JSON API: hide it, show it again, or
// remove it (a soft delete: status cancelled). Each is one transaction through the listing
// lifecycle (applyListingTransition checks owner and status, and audits); errors are
// Refusals with the HTTP status to answer (403, 404, 409).
import { memberMaySee } from "~/domain/listing-visibility";
import type { ListingStatus } from "~/domain/listing-status";
import type { AppServices } from "~/server/context";
import { applyListingTransition, NO_SUCH_JUDGMENT } from "~/server/listings/transition";
import { rejectOpenOffers } from "~/server/listings/reject-open-offers";
import { dispatchEmails } from "~/server/mail/outbox";
import { findListingParties, lockListing } from "~/server/queries/listing-status";
import { dissolvePortfolio } from "~/server/portfolios/dissolve";
import { findListingTitle } from "~/server/queries/selling";
import { jsonError } from "~/server/http/refusal";
import { tellWatchersUnavailable } from "~/server/watchlist/tell-watchers";

type Owner = { judgmentId: number; userId: number };

type Services = Pick<AppServices, "db" | "jobs" | "branding" | "config" | "clock">;

/**
 * Hides an active listing or shows a hidden one again. `to` names the wanted status; without it the
 * listing toggles (the spec's PUT /api/judgments/{id}). Hiding an active listing e-mails its
 * watchers (their "watchlist" notifications). A hidden judgment now past its limit, that no
 * administrator reviewed, goes back to review instead of live: `pastLimitNotice` says why.
 */
export async function setListingVisibility(
  services: Services,
  { judgmentId, userId, to }: Owner & { to?: "hidden" | "active" },
): Promise<{ from: ListingStatus; to: ListingStatus; pastLimitNotice: string | null }> {
  const outcome = await services.db.transaction(async (tx) => {
    let event: "hide" | "unhide";
    if (to) {
      event = to === "hidden" ? "hide" : "unhide";
    } else {
      const listing = await lockListing(tx, judgmentId);
      if (!listing || !memberMaySee(listing, userId, services.clock.now())) throw jsonError(404, NO_SUCH_JUDGMENT);
      event = listing.status === "hidden" ? "unhide" : "hide";
    }
    const result = await applyListingTransition(tx, { judgmentId, event, userId, at: services.clock.now() });
    const emailIds =
      result.from === "active" && result.to === "hidden"
        ? await tellWatchersUnavailable(tx, services, {
            judgmentId,
            title: (await findListingTitle(tx, judgmentId)) ?? "",
            reason: "hidden",
            except: [result.listing.sellerId, userId],
          })
        : [];
    return { from: result.from, to: result.to, pastLimitNotice: result.pastLimitNotice, emailIds };
  });
  await dispatchEmails(services, outcome.emailIds);
  return { from: outcome.from, to: outcome.to, pastLimitNotice: outcome.pastLimitNotice };
}

/**
 * Removes the listing: status cancelled, every pending offer rejected and its buyer e-mailed, all
 * in one transaction. The e-mails wait in the outbox until the transaction commits. Removing a
 * portfolio dissolves it: its judgments go back on sale one by one (docs/decisions/0055).
 */
export async function removeListing(
  services: Services,
  { judgmentId, userId }: Owner,
): Promise<{ from: ListingStatus; to: ListingStatus; rejectedOffers: number }> {
  // A row's kind never changes, so it is read before the locks.
  if ((await findListingParties(services.db, judgmentId))?.kind === "portfolio") {
    const dissolved = await dissolvePortfolio(services, { portfolioId: judgmentId, userId });
    return { from: dissolved.from, to: dissolved.status, rejectedOffers: dissolved.rejectedOffers };
  }
  const { result, emailIds, rejectedOffers } = await services.db.transaction(async (tx) => {
    const result = await applyListingTransition(tx, { judgmentId, event: "cancel", userId });
    const title = (await findListingTitle(tx, judgmentId)) ?? "";
    const offers = await rejectOpenOffers(tx, services, { judgmentId, actorId: userId, title, cause: "removed" });
    const emailIds = [...offers.emailIds];
    // Watchers learn it is gone; the owner and the buyers e-mailed above are not.
    if (result.from === "active") {
      emailIds.push(
        ...(await tellWatchersUnavailable(tx, services, {
          judgmentId,
          title,
          reason: "removed",
          except: [result.listing.sellerId, userId, ...offers.told],
        })),
      );
    }
    return { result, emailIds, rejectedOffers: offers.count };
  });
  // Delivery jobs only for messages that were committed.
  await dispatchEmails(services, emailIds);
  return { from: result.from, to: result.to, rejectedOffers };
}
