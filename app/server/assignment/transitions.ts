// The two steps after payment, each one transaction with the listing row locked:
//   markAssigned: the owner marked the judgment assigned (documents uploaded, buyer info given), or
//     a portfolio's last judgment on its checklist (docs/decisions/0055); the buyer is e-mailed to
//     review and confirm.
//   confirmReceipt: the accepted buyer confirms; the listing is sold, the payout released and the
//     seller e-mailed.
import { inspectionDueAt } from "~/domain/escrow";
import { isAdmin } from "~/domain/permissions";
import type { AppServices } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { applyListingTransition } from "~/server/listings/transition";
import { judgmentAssignedEmail, saleCompleteEmail } from "~/server/mail/assignment-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { countAssignmentDocuments, findAssignmentInfo, findUserContact } from "~/server/queries/assignment";
import { findListingFacts } from "~/server/queries/documents";
import { findListingRecord } from "~/server/queries/listing-record";
import { releasePayout } from "~/server/queries/payouts";
import { countUnassignedItems } from "~/server/queries/portfolios";
import { NO_ASSIGNMENT_DOCUMENTS_MESSAGE, NO_BUYER_INFO_MESSAGE } from "./rules";
import { jsonError, Refusal, type RefusalStatus } from "~/server/http/refusal";

type Services = Pick<AppServices, "db" | "jobs" | "config" | "branding" | "clock">;
type Actor = { id: number; roles: readonly string[] };

export type StepResult = { ok: true; status: "assigned" | "sold" } | { ok: false; status: RefusalStatus; message: string };

async function run(
  services: Services,
  work: (tx: Transaction) => Promise<(number | null)[]>,
  to: "assigned" | "sold",
): Promise<StepResult> {
  try {
    const emails = await services.db.transaction(work);
    await dispatchEmails(services, emails);
    return { ok: true, status: to };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

export function markAssigned(services: Services, judgmentId: number, user: Actor): Promise<StepResult> {
  return run(services, (tx) => markAssignedIn(tx, services, judgmentId, user), "assigned");
}

export const CHECKLIST_LEFT_MESSAGE = "Mark each judgment assigned on the portfolio's checklist.";

/**
 * The mark_assigned step inside the caller's transaction (the listing row locked by the
 * transition): for a judgment, its own assignment documents; for a portfolio, every live judgment
 * ticked on its checklist (docs/decisions/0055: the last tick calls this in its own transaction).
 * Answers the outbox ids of the buyer's e-mail.
 */
export async function markAssignedIn(tx: Transaction, services: Services, judgmentId: number, user: Actor): Promise<(number | null)[]> {
  const { listing } = await applyListingTransition(tx, {
    judgmentId,
    event: "mark_assigned",
    userId: user.id,
    isAdmin: isAdmin(user.roles),
    // seller_transferred_at by the app's clock, as the deadline it is compared with (the reputation's on-time share).
    at: services.clock.now(),
    // The buyer's inspection window starts (docs/decisions/0026).
    update: { inspectionDueAt: inspectionDueAt(services.clock.now(), services.branding.timeframes.inspection_days) },
  });
  if (listing.buyerId === null || !(await findAssignmentInfo(tx, listing.buyerId))) throw jsonError(409, NO_BUYER_INFO_MESSAGE);
  if (listing.kind === "portfolio") {
    // Each tick needed its judgment's own assignment document; the documents are the members'.
    if ((await countUnassignedItems(tx, judgmentId)) > 0) throw jsonError(409, CHECKLIST_LEFT_MESSAGE);
  } else if ((await countAssignmentDocuments(tx, judgmentId)) === 0) throw jsonError(409, NO_ASSIGNMENT_DOCUMENTS_MESSAGE);
  const facts = await findListingFacts(tx, judgmentId);
  const buyer = await findUserContact(tx, listing.buyerId);
  if (!facts || !buyer) return [];
  const mail = judgmentAssignedEmail(
    buyer,
    {
      id: facts.id,
      title: facts.title,
      portfolioSize: listing.kind === "portfolio" ? ((await findListingRecord(tx, judgmentId))?.portfolioSize ?? null) : null,
    },
    services.config.publicUrl,
    services.branding,
  );
  return [await queueNotification(tx, { userId: listing.buyerId, topic: "sale_steps", publicUrl: services.config.publicUrl }, mail)];
}

export function confirmReceipt(services: Services, judgmentId: number, user: Actor): Promise<StepResult> {
  return run(
    services,
    async (tx) => {
      const { listing } = await applyListingTransition(tx, {
        judgmentId,
        event: "confirm_receipt",
        userId: user.id,
        isAdmin: isAdmin(user.roles),
        // sold_at by the app's clock: the feedback window starts there (docs/decisions/0045).
        at: services.clock.now(),
        update: { buyerConfirmedAt: services.clock.now(), inspectionDueAt: null },
      });
      const payout = await releasePayout(tx, judgmentId);
      const facts = await findListingFacts(tx, judgmentId);
      const seller = await findUserContact(tx, listing.sellerId);
      if (!facts || !seller) return [];
      const mail = saleCompleteEmail(seller, facts, payout?.amountCents ?? null, services.config.publicUrl, services.branding);
      return [await queueNotification(tx, { userId: listing.sellerId, topic: "sale_steps", publicUrl: services.config.publicUrl }, mail)];
    },
    "sold",
  );
}
