// A portfolio's assignment checklist (docs/decisions/0055): one assignment per judgment. The owner
// ticks a judgment once it has an assignment document of its own and the buyer has given the name
// and address the assignment is made out to; ticking the last one marks the portfolio assigned
// (mark_assigned, in the same transaction: the inspection window starts, the buyer is e-mailed).
// Undo while the portfolio is still paid. Locks: the portfolio row, then the item (two ticks
// serialise; the later one fires mark_assigned if it is the last). An administrator who is not the
// owner ticks nothing (mark_assigned is the owner's); whoever may not see the portfolio gets 404,
// as for an unknown id (canViewListing: its status and the premium first look), before any 403.
import { isPaidOrLater, refusedWhile } from "~/domain/listing-status";
import { canViewListing, viewerOf, type ViewerUser } from "~/domain/listing-visibility";
import type { AppServices } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { jsonError } from "~/server/http/refusal";
import { markAssignedIn } from "~/server/assignment/transitions";
import { NO_BUYER_INFO_MESSAGE } from "~/server/assignment/rules";
import { dispatchEmails } from "~/server/mail/outbox";
import { countAssignmentDocuments, findAssignmentInfo } from "~/server/queries/assignment";
import { insertAudit } from "~/server/queries/audit";
import { lockListing, type LockedListing } from "~/server/queries/listing-status";
import { countUnassignedItems, lockLiveItem, setItemAssigned } from "~/server/queries/portfolios";
import { NO_SUCH_PORTFOLIO } from "./words";

type Services = Pick<AppServices, "db" | "jobs" | "config" | "branding" | "clock">;
/** Who ticks: `premium` (a membership running now) decides whether a portfolio in its first look is theirs to know. */
type Actor = ViewerUser;

export type ItemInput = { portfolioId: number; judgmentId: number; user: Actor };
export type ItemResult = { portfolioId: number; judgmentId: number; assigned: boolean; portfolioStatus: LockedListing["status"] };

export const NOT_IN_PORTFOLIO = "That judgment is not part of this portfolio.";
export const OWNER_ONLY = "Only the portfolio's owner marks its judgments assigned.";
export const NO_ITEM_DOCUMENTS_MESSAGE = "Upload this judgment's signed assignment documents before marking it assigned.";

/** The portfolio locked, first of all, and who may tick it: its owner. */
async function lockForTick(tx: Transaction, input: ItemInput, now: Date): Promise<LockedListing> {
  const portfolio = await lockListing(tx, input.portfolioId);
  if (!portfolio || portfolio.kind !== "portfolio" || !canViewListing(portfolio, viewerOf(input.user), now)) {
    throw jsonError(404, NO_SUCH_PORTFOLIO);
  }
  if (portfolio.sellerId !== input.user.id) throw jsonError(403, OWNER_ONLY);
  return portfolio;
}

/** Ticks change only while the portfolio is paid (`undo`: the words once it is assigned). */
function requirePaid(portfolio: LockedListing, undo: boolean): void {
  if (portfolio.status !== "paid") {
    throw jsonError(
      409,
      undo && isPaidOrLater(portfolio.status)
        ? "The portfolio is already marked assigned: its judgments can no longer be unticked."
        : refusedWhile("Judgments are marked assigned once the buyer has paid", portfolio.status),
    );
  }
}

async function tick(services: Services, input: ItemInput): Promise<{ result: ItemResult; emails: (number | null)[] }> {
  return services.db.transaction(async (tx) => {
    const portfolio = await lockForTick(tx, input, services.clock.now());
    const item = await lockLiveItem(tx, input.portfolioId, input.judgmentId);
    if (!item) throw jsonError(404, NOT_IN_PORTFOLIO);
    const result = { portfolioId: input.portfolioId, judgmentId: input.judgmentId, assigned: true, portfolioStatus: portfolio.status };
    // Ticked already (a form sent twice, even after the other tick assigned the portfolio): the same answer, nothing written.
    if (item.assignedAt) return { result, emails: [] };
    requirePaid(portfolio, false);
    if (portfolio.buyerId === null || !(await findAssignmentInfo(tx, portfolio.buyerId))) throw jsonError(409, NO_BUYER_INFO_MESSAGE);
    if ((await countAssignmentDocuments(tx, input.judgmentId)) === 0) throw jsonError(409, NO_ITEM_DOCUMENTS_MESSAGE);
    const at = services.clock.now();
    await setItemAssigned(tx, input.portfolioId, input.judgmentId, { at, by: input.user.id });
    await insertAudit(tx, {
      actorId: input.user.id,
      action: "portfolio.item_assigned",
      entity: "judgment",
      entityId: String(input.portfolioId),
      details: { judgmentId: input.judgmentId },
    });
    if ((await countUnassignedItems(tx, input.portfolioId)) > 0) return { result, emails: [] };
    // The last one: the portfolio is assigned in this transaction.
    const emails = await markAssignedIn(tx, services, input.portfolioId, input.user);
    return { result: { ...result, portfolioStatus: "assigned" as const }, emails };
  });
}

/** Ticks a judgment of a paid portfolio; the last tick marks the portfolio assigned. */
export async function assignItem(services: Services, input: ItemInput): Promise<ItemResult> {
  const { result, emails } = await tick(services, input);
  await dispatchEmails(services, emails);
  return result;
}

/** Unticks a judgment while the portfolio is still paid (its document stays; the owner may tick it again). */
export async function unassignItem(services: Services, input: ItemInput): Promise<ItemResult> {
  return services.db.transaction(async (tx) => {
    const portfolio = await lockForTick(tx, input, services.clock.now());
    requirePaid(portfolio, true);
    const item = await lockLiveItem(tx, input.portfolioId, input.judgmentId);
    if (!item) throw jsonError(404, NOT_IN_PORTFOLIO);
    if (item.assignedAt) {
      await setItemAssigned(tx, input.portfolioId, input.judgmentId, null);
      await insertAudit(tx, {
        actorId: input.user.id,
        action: "portfolio.item_unassigned",
        entity: "judgment",
        entityId: String(input.portfolioId),
        details: { judgmentId: input.judgmentId },
      });
    }
    return { portfolioId: input.portfolioId, judgmentId: input.judgmentId, assigned: false, portfolioStatus: portfolio.status };
  });
}

/** Either, as the form or the JSON says. */
export function setItemAssignment(services: Services, input: ItemInput & { assigned: boolean }): Promise<ItemResult> {
  return input.assigned ? assignItem(services, input) : unassignItem(services, input);
}
