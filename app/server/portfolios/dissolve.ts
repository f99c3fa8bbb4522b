// Dissolving an unsold portfolio (docs/decisions/0055): its `cancel`, in one transaction. The
// portfolio row is locked first (the lifecycle checks the owner or an administrator, and that no
// offer was accepted yet), its open offers are rejected with their buyers told, its watchers told,
// every live item released, then each judgment locked in ascending id and `ungroup`ed: back to
// active, or to review when past its limit and unreviewed (goesLiveWithoutReview).
import type { ListingStatus } from "~/domain/listing-status";
import type { AppServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { rejectOpenOffers } from "~/server/listings/reject-open-offers";
import { applyListingTransition } from "~/server/listings/transition";
import { dispatchEmails } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import { findListingParties } from "~/server/queries/listing-status";
import { releasePortfolioItems } from "~/server/queries/portfolios";
import { findListingTitle } from "~/server/queries/selling";
import { tellWatchersUnavailable } from "~/server/watchlist/tell-watchers";
import { NO_SUCH_PORTFOLIO } from "./words";

type Services = Pick<AppServices, "db" | "jobs" | "branding" | "config" | "clock">;

export type Dissolved = {
  portfolioId: number;
  /** Where the portfolio was: new, active, hidden or declined. */
  from: ListingStatus;
  status: "cancelled";
  /** The judgments released, each with where it went (active, or new when past its limit). */
  released: { judgmentId: number; status: ListingStatus; pastLimitNotice: string | null }[];
  rejectedOffers: number;
};

export async function dissolvePortfolio(
  services: Services,
  input: { portfolioId: number; userId: number; isAdmin?: boolean },
): Promise<Dissolved> {
  const at = services.clock.now();
  // The kind never changes, so it is read before the locks: a judgment's id is no portfolio.
  const parties = await findListingParties(services.db, input.portfolioId);
  if (!parties || parties.kind !== "portfolio") throw jsonError(404, NO_SUCH_PORTFOLIO);
  const outcome = await services.db.transaction(async (tx) => {
    const cancelled = await applyListingTransition(tx, {
      judgmentId: input.portfolioId,
      event: "cancel",
      userId: input.userId,
      isAdmin: input.isAdmin,
      at,
      details: { dissolved: true },
    });
    const title = (await findListingTitle(tx, input.portfolioId)) ?? "";
    const offers = await rejectOpenOffers(tx, services, {
      judgmentId: input.portfolioId,
      actorId: input.userId,
      title,
      cause: "dissolved",
    });
    const emailIds = [...offers.emailIds];
    if (cancelled.from === "active") {
      emailIds.push(
        ...(await tellWatchersUnavailable(tx, services, {
          judgmentId: input.portfolioId,
          title,
          reason: "removed",
          except: [cancelled.listing.sellerId, input.userId, ...offers.told],
        })),
      );
    }
    const released: Dissolved["released"] = [];
    for (const judgmentId of await releasePortfolioItems(tx, input.portfolioId, at)) {
      const back = await applyListingTransition(tx, {
        judgmentId,
        event: "ungroup",
        userId: input.userId,
        isAdmin: input.isAdmin,
        at,
        details: { portfolioId: input.portfolioId },
      });
      released.push({ judgmentId, status: back.to, pastLimitNotice: back.pastLimitNotice });
    }
    await insertAudit(tx, {
      actorId: input.userId,
      action: "portfolio.dissolve",
      entity: "judgment",
      entityId: input.portfolioId,
      fromStatus: cancelled.from,
      toStatus: "cancelled",
      details: { released: released.map((r) => r.judgmentId), rejectedOffers: offers.count },
    });
    return { from: cancelled.from, released, rejectedOffers: offers.count, emailIds };
  });
  await dispatchEmails(services, outcome.emailIds);
  const { from, released, rejectedOffers } = outcome;
  return { portfolioId: input.portfolioId, from, status: "cancelled", released, rejectedOffers };
}
