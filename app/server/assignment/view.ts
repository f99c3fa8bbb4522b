// What the judgment page shows about the assignment step, to the owner, the accepted buyer and
// administrators only (null to anyone else, and before payment).
import { isPaidOrLater, type ListingStatus } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { findAssignmentInfo, listAssignmentDocuments, type AssignmentInfo } from "~/server/queries/assignment";
import type { ViewerRelation } from "~/domain/listing-visibility";
import { findPayoutForJudgment } from "~/server/queries/payouts";
import { assignmentFormsOffer, type AssignmentFormsOffer } from "./forms";

export type AssignmentView = {
  role: "owner" | "buyer" | "admin";
  status: "paid" | "assigned" | "disputed" | "sold";
  buyerInfo: AssignmentInfo | null;
  documents: { id: number; user_filename: string; created_at: string }[];
  payout: { amountCents: number; status: string } | null;
  /** The buyer just confirmed (the completion-success modal opens). */
  justCompleted: boolean;
  /** The free assignment forms (premium), offered to the owner while the listing is paid. */
  forms: AssignmentFormsOffer | null;
  /** A judgment sold in a portfolio: marked assigned on its checklist, confirmed on its page. */
  partOf: { portfolioId: number; title: string } | null;
};

export async function loadAssignmentView(
  db: Executor,
  input: {
    judgmentId: number;
    status: ListingStatus;
    buyerId: number | null;
    viewerId: number | null;
    viewerRoles: readonly string[];
    relation: ViewerRelation;
    url: URL;
    /** The clock's time (the premium membership decides the forms offer). */
    now: Date;
    /** A judgment in a portfolio: `status` and `buyerId` are its portfolio's sale's (docs/decisions/0055). */
    partOf?: { portfolioId: number; title: string } | null;
  },
): Promise<AssignmentView | null> {
  if (!isPaidOrLater(input.status)) return null;
  // An administrator who bought the judgment confirms it as its buyer.
  const isBuyer = input.viewerId !== null && input.viewerId === input.buyerId && input.relation !== "owner";
  const role = isBuyer ? "buyer" : input.relation === "owner" || input.relation === "admin" ? input.relation : null;
  if (!role) return null;
  const [buyerInfo, documents, payout, forms] = await Promise.all([
    input.buyerId === null ? null : findAssignmentInfo(db, input.buyerId),
    listAssignmentDocuments(db, input.judgmentId),
    // A judgment in a portfolio has no payout of its own: the portfolio's sale is paid out once.
    role === "buyer" || input.partOf ? null : findPayoutForJudgment(db, input.judgmentId),
    role === "owner" && input.status === "paid" && input.viewerId !== null
      ? assignmentFormsOffer(db, input.judgmentId, { id: input.viewerId, roles: input.viewerRoles }, input.now)
      : null,
  ]);
  return {
    role,
    status: input.status,
    buyerInfo,
    documents: documents.map((d) => ({ id: d.id, user_filename: d.userFilename, created_at: d.createdAt.toISOString() })),
    payout: payout ? { amountCents: payout.amountCents, status: payout.status } : null,
    justCompleted: !input.partOf && role === "buyer" && input.status === "sold" && input.url.searchParams.get("completed") === "1",
    forms,
    partOf: input.partOf ?? null,
  };
}
