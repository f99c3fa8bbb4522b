// Builds the judgment page's escrow view (app/components/escrow/escrow-view.ts) for the owner,
// the accepted buyer and administrators; null for anyone else and before payment.
import type { EscrowView } from "~/components/escrow/escrow-view";
import { disputeSide, isPast, mayAnswerDispute } from "~/domain/escrow";
import type { ListingStatus } from "~/domain/listing-status";
import type { ViewerRelation } from "~/domain/listing-visibility";
import type { Executor } from "~/server/db/client";
import { findEscrowFacts, findSaleDispute, listDisputeDocuments, listRefundsOfJudgments } from "~/server/queries/escrow";
import { heldTextsOfDispute } from "~/server/queries/member-texts";
import { shownText } from "~/domain/member-texts";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function loadEscrowView(
  db: Executor,
  input: { judgmentId: number; status: ListingStatus },
  viewer: { id: number | null; relation: ViewerRelation },
  now: Date,
): Promise<EscrowView | null> {
  const status = input.status;
  if (status !== "paid" && status !== "assigned" && status !== "disputed" && status !== "sold") return null;
  const listing = await findEscrowFacts(db, input.judgmentId);
  if (!listing) return null;
  const isBuyer = viewer.id !== null && viewer.id === listing.buyerId && viewer.relation !== "owner";
  const role = isBuyer ? "buyer" : viewer.relation === "owner" || viewer.relation === "admin" ? viewer.relation : null;
  if (!role) return null;
  // This sale's dispute only: an earlier sale of the listing, refunded in full, may have had one.
  const dispute = listing.acceptedOfferId === null ? null : await findSaleDispute(db, listing.id, listing.acceptedOfferId);
  const documents = dispute ? await listDisputeDocuments(db, dispute.id) : [];
  // Each side's words reach the other once approved (docs/decisions/0032); the writer and administrators read them at once.
  const held = dispute ? await heldTextsOfDispute(db, dispute.id) : null;
  const reader = { id: viewer.id, admin: role === "admin" };
  const details = dispute && shownText(held!.details, dispute.details, reader);
  const answer = dispute && shownText(held!.answer, dispute.sellerResponse, reader);
  const refund =
    status === "sold" ? (await listRefundsOfJudgments(db, [listing.id])).find((r) => r.reason === "dispute_partial") : undefined;
  const open = dispute !== null && dispute.resolvedAt === null;
  return {
    role,
    status,
    assignmentDueAt: status === "paid" ? iso(listing.assignmentDueAt) : null,
    inspectionDueAt: status === "assigned" ? iso(listing.inspectionDueAt) : null,
    canCancel: role === "buyer" && status === "paid" && isPast(listing.assignmentDueAt, now),
    canDispute: role === "buyer" && status === "assigned" && listing.inspectionDueAt !== null && !isPast(listing.inspectionDueAt, now),
    relistAs: role === "owner" && status === "paid" ? listing.relistAs : null,
    dispute: dispute && {
      id: dispute.id,
      reason: dispute.reason,
      details: details!.text,
      detailsReview: details!.review,
      createdAt: dispute.createdAt.toISOString(),
      sellerResponse: answer!.text,
      sellerResponseReview: answer!.review,
      sellerRespondedAt: iso(dispute.sellerRespondedAt),
      resolution: dispute.resolution,
      refundCents: dispute.refundCents,
      resolutionNote: dispute.resolutionNote,
      resolvedAt: iso(dispute.resolvedAt),
      documents: documents.map((d) => ({
        id: d.id,
        user_filename: d.userFilename,
        created_at: d.createdAt.toISOString(),
        side: disputeSide(d.uploaderId, dispute),
      })),
      canAnswer: open && role === "owner" && mayAnswerDispute(dispute.sellerRespondedAt, held!.answer?.status ?? null),
      canAddDocuments: open && role !== "admin",
    },
    refund: refund ? { amountCents: refund.amountCents, status: refund.status } : null,
  };
}
