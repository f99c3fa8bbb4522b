// The data of the administrators' dispute pages (docs/decisions/0026): the open disputes (oldest
// first), the recently resolved ones and the refunds not yet confirmed by the provider for /admin/disputes, and one dispute with its listing,
// parties, money, statements and documents for /admin/disputes/{id}.
import type { AdminDisputeView, DisputeDocumentLine, DisputeListLine, UnsentRefundLine } from "~/components/admin/disputes/dispute-view";
import { disputeSide } from "~/domain/escrow";
import { addressedToReviewer, addressedToYouNote, type HeldText } from "~/domain/member-texts";
import type { Executor } from "~/server/db/client";
import { findDisputeCase, findDisputeMoney } from "~/server/queries/admin-disputes";
import { heldTextsOfDispute } from "~/server/queries/member-texts";
import { listAssignmentDocuments } from "~/server/queries/assignment";
import { listDisputeDocuments, listDisputes, listUnsentRefunds, type DisputeListRow } from "~/server/queries/escrow";
import { findStatements, pageStatements } from "~/server/queries/statements";

/** How many resolved disputes the list shows under the open ones. */
export const RECENTLY_RESOLVED = 20;

function line(row: DisputeListRow): DisputeListLine {
  return { ...row, createdAt: row.createdAt.toISOString(), resolvedAt: row.resolvedAt?.toISOString() ?? null };
}

export async function loadDisputeLists(
  db: Executor,
): Promise<{ open: DisputeListLine[]; resolved: DisputeListLine[]; unsentRefunds: UnsentRefundLine[] }> {
  const [open, resolved, unsent] = await Promise.all([
    listDisputes(db, "open"),
    listDisputes(db, "resolved", RECENTLY_RESOLVED),
    listUnsentRefunds(db),
  ]);
  return {
    open: open.map(line),
    resolved: resolved.map(line),
    unsentRefunds: unsent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

const documentLine = (d: { id: number; userFilename: string; createdAt: Date }): DisputeDocumentLine => ({
  id: d.id,
  filename: d.userFilename,
  createdAt: d.createdAt.toISOString(),
});

/**
 * One dispute as its page shows it to the administrator `adminId`; null for an unknown id. A side's
 * text written to that administrator (a party to the sale) and not delivered is replaced by a note
 * (docs/decisions/0032): another administrator reviews it, and resolves the dispute.
 */
export async function loadDisputeView(db: Executor, disputeId: number, adminId: number): Promise<AdminDisputeView | null> {
  const found = await findDisputeCase(db, disputeId);
  if (!found) return null;
  const { dispute, listing, buyer, seller, resolver } = found;
  const [money, evidence, assignment, held, statements] = await Promise.all([
    findDisputeMoney(db, dispute),
    listDisputeDocuments(db, dispute.id),
    // A sale refunded in full withdrew its assignment documents; the listing's current ones belong to a later sale.
    dispute.resolution === "refund_full" ? [] : listAssignmentDocuments(db, dispute.judgmentId),
    heldTextsOfDispute(db, dispute.id),
    findStatements(db, dispute.judgmentId, { withAddress: true }),
  ]);
  const hidden = (text: HeldText | null) => (text && addressedToReviewer(text, adminId) ? addressedToYouNote(text.status) : null);
  const [detailsHidden, answerHidden] = [hidden(held.details), hidden(held.answer)];
  const side = (uploaderId: number | null) => disputeSide(uploaderId, dispute);
  const { payment, payout, refund } = money;
  return {
    id: dispute.id,
    open: dispute.resolvedAt === null,
    listing,
    buyer,
    seller,
    money: {
      paidCents: payment?.amountCents ?? null,
      buyerFeeCents: payment?.feeCents ?? null,
      agreedCents: payment ? payment.amountCents - payment.feeCents : null,
      sellerFeeCents: payout?.feeCents ?? null,
      payoutCents: payout?.amountCents ?? null,
      payoutStatus: payout?.status ?? null,
      payoutRefundedCents: payout?.refundedCents ?? 0,
    },
    reason: dispute.reason,
    sellerStatements: statements && pageStatements(statements),
    details: detailsHidden ? null : dispute.details,
    detailsHidden,
    createdAt: dispute.createdAt.toISOString(),
    sellerResponse: answerHidden ? null : dispute.sellerResponse,
    sellerResponseHidden: answerHidden,
    sellerRespondedAt: dispute.sellerRespondedAt?.toISOString() ?? null,
    documents: {
      buyer: evidence.filter((d) => side(d.uploaderId) === "buyer").map(documentLine),
      seller: evidence.filter((d) => side(d.uploaderId) === "seller").map(documentLine),
      admin: evidence.filter((d) => side(d.uploaderId) === "admin").map(documentLine),
    },
    assignmentDocuments: assignment.map(documentLine),
    resolution:
      dispute.resolution && dispute.resolvedAt
        ? {
            code: dispute.resolution,
            refundCents: dispute.refundCents,
            note: dispute.resolutionNote ?? "",
            resolvedAt: dispute.resolvedAt.toISOString(),
            by: resolver?.id ? resolver : null,
          }
        : null,
    refund: refund ? { amountCents: refund.amountCents, status: refund.status, createdAt: refund.createdAt.toISOString() } : null,
  };
}
