// Grouping a seller's active judgments into a portfolio (docs/decisions/0055), in one transaction:
// the judgments locked in ascending id (there is no portfolio row to lock yet), each checked (the
// seller's own, a judgment, active, in no live portfolio), their pending offers compared with the
// count the seller was shown, then rejected with their buyers told; each judgment `group`ed (its
// watchers told), the portfolio row inserted waiting for review with its items, and its totals
// kept. The partial unique index portfolio_items_one_live_per_judgment is the last word on two
// groupings of one judgment at once.
import { isPortfolioSize, PORTFOLIO_SIZE_REFUSAL } from "~/domain/portfolios";
import { refusedWhile } from "~/domain/listing-status";
import { canViewListing } from "~/domain/listing-visibility";
import { formatMoney } from "~/domain/money";
import type { AppServices } from "~/server/context";
import { isUniqueViolation } from "~/server/db/errors";
import { jsonError, refuse } from "~/server/http/refusal";
import { rejectOpenOffers } from "~/server/listings/reject-open-offers";
import { applyListingTransition, NO_SUCH_JUDGMENT } from "~/server/listings/transition";
import { dispatchEmails } from "~/server/mail/outbox";
import { insertAudit } from "~/server/queries/audit";
import { countPendingOffersOn, insertPortfolio, lockGroupCandidates, refreshPortfolioTotals } from "~/server/queries/portfolios";
import { tellWatchersUnavailable } from "~/server/watchlist/tell-watchers";

type Services = Pick<AppServices, "db" | "jobs" | "branding" | "config" | "clock">;

export type GroupInput = {
  userId: number;
  isAdmin?: boolean;
  /** The judgments, in the seller's order (their order on the portfolio's page). */
  judgmentIds: readonly number[];
  title: string;
  description: string | null;
  priceCents: number;
  buyNowCents: number | null;
  offersVisibility: "all" | "owner";
  /** How many pending offers on them the seller was shown: a different count now is refused. */
  pendingOffersSeen: number;
};

export type Grouped = { portfolioId: number; status: "new"; judgmentIds: number[]; rejectedOffers: number };

export const NOT_YOURS = "You can only group your own judgments.";
export const ALREADY_GROUPED = "is already part of a portfolio";

const aboveFaceValue = (which: string, faceValueCents: number) =>
  `The ${which} price can't be above the judgments' face value (${formatMoney(faceValueCents)}).`;

function checkInput(input: GroupInput): number[] {
  const ids = [...new Set(input.judgmentIds)];
  if (!isPortfolioSize(ids.length)) throw refuse(422, "judgment_ids", PORTFOLIO_SIZE_REFUSAL);
  if (!input.title.trim()) throw refuse(422, "title", "Give the portfolio a title.");
  if (!Number.isSafeInteger(input.priceCents) || input.priceCents <= 0) throw refuse(422, "price", "Enter an asking price above $0.");
  if (input.buyNowCents !== null && (!Number.isSafeInteger(input.buyNowCents) || input.buyNowCents < input.priceCents)) {
    throw refuse(422, "buy_now", "The Buy Now price can't be below the asking price.");
  }
  return ids;
}

export async function groupPortfolio(services: Services, input: GroupInput): Promise<Grouped> {
  const ids = checkInput(input);
  const at = services.clock.now();
  const viewer = { id: input.userId, roles: input.isAdmin ? ["admin"] : [], premium: false };
  try {
    const outcome = await services.db.transaction(async (tx) => {
      const locked = await lockGroupCandidates(tx, ids);
      const byId = new Map(locked.map((row) => [row.id, row]));
      // Who may not know a judgment exists learns nothing: 404 before any other refusal.
      for (const id of ids) {
        const row = byId.get(id);
        // canViewListing, the first look included: a listing in another's first look is not known (404, not 403).
        if (!row || !canViewListing(row, viewer, at)) throw jsonError(404, NO_SUCH_JUDGMENT);
      }
      for (const row of locked) {
        if (row.sellerId !== input.userId) throw jsonError(403, NOT_YOURS);
        if (row.kind !== "judgment") throw jsonError(409, `"${row.title}" is a portfolio: only judgments are grouped.`);
        if (row.inLivePortfolio) throw jsonError(409, `"${row.title}" ${ALREADY_GROUPED}.`);
        if (row.status !== "active") throw jsonError(409, refusedWhile(`"${row.title}" can't be grouped`, row.status));
      }
      // As for one listing (its asking and Buy Now prices at most its judgment amount): at most the face value.
      const faceValueCents = locked.reduce((sum, row) => sum + row.amountCents, 0);
      if (input.priceCents > faceValueCents) throw refuse(422, "price", aboveFaceValue("asking", faceValueCents));
      if (input.buyNowCents !== null && input.buyNowCents > faceValueCents) {
        throw refuse(422, "buy_now", aboveFaceValue("Buy Now", faceValueCents));
      }
      const pending = await countPendingOffersOn(tx, ids);
      if (pending !== input.pendingOffersSeen) {
        throw refuse(
          409,
          "pending_offers_seen",
          `These judgments now have ${pending} pending offer${pending === 1 ? "" : "s"}: look at them before grouping.`,
          { pending_offers: pending },
        );
      }

      const emailIds: (number | null)[] = [];
      let rejectedOffers = 0;
      for (const row of locked) {
        await applyListingTransition(tx, { judgmentId: row.id, event: "group", userId: input.userId, isAdmin: input.isAdmin, at });
        const offers = await rejectOpenOffers(tx, services, {
          judgmentId: row.id,
          actorId: input.userId,
          title: row.title,
          cause: "grouped",
        });
        rejectedOffers += offers.count;
        emailIds.push(
          ...offers.emailIds,
          ...(await tellWatchersUnavailable(tx, services, {
            judgmentId: row.id,
            title: row.title,
            reason: "grouped",
            except: [row.sellerId, ...offers.told],
          })),
        );
      }
      const portfolioId = await insertPortfolio(tx, {
        sellerId: input.userId,
        title: input.title.trim(),
        description: input.description?.trim() || null,
        priceCents: input.priceCents,
        buyNowCents: input.buyNowCents,
        offersVisibility: input.offersVisibility,
        judgmentIds: ids,
        amountCents: faceValueCents,
      });
      await refreshPortfolioTotals(tx, [portfolioId]);
      await insertAudit(tx, {
        actorId: input.userId,
        action: "portfolio.group",
        entity: "judgment",
        entityId: portfolioId,
        toStatus: "new",
        details: { judgmentIds: ids, rejectedOffers },
      });
      return { portfolioId, rejectedOffers, emailIds };
    });
    await dispatchEmails(services, outcome.emailIds);
    return { portfolioId: outcome.portfolioId, status: "new", judgmentIds: ids, rejectedOffers: outcome.rejectedOffers };
  } catch (error) {
    // Another grouping took one of them first and the locks did not say so: the index did.
    if (isUniqueViolation(error)) throw jsonError(409, `One of these judgments ${ALREADY_GROUPED}.`);
    throw error;
  }
}
