// What the judgment page shows of the escrow protections (docs/decisions/0026) to the owner, the
// accepted buyer and administrators: the running deadline, what each may do about it, the
// dispute and a partial refund. Declared on the components' side; app/server/escrow/view.ts builds it.
import type { DisputeReasonCode, DisputeResolutionCode } from "~/domain/escrow";
import type { TextReview } from "~/domain/member-texts";

export type DisputeDocument = { id: number; user_filename: string; created_at: string; side: "buyer" | "seller" | "admin" };

export type DisputeView = {
  id: number;
  reason: DisputeReasonCode;
  /** The buyer's explanation: null for the seller while it awaits review (detailsReview 'pending') or after it was rejected. */
  details: string | null;
  detailsReview: TextReview;
  createdAt: string;
  /** The seller's answer, as this viewer may read it (see details). */
  sellerResponse: string | null;
  sellerResponseReview: TextReview;
  sellerRespondedAt: string | null;
  resolution: DisputeResolutionCode | null;
  refundCents: number | null;
  resolutionNote: string | null;
  resolvedAt: string | null;
  documents: DisputeDocument[];
  /** The owner may still answer (once). */
  canAnswer: boolean;
  /** Buyer and owner may add evidence while the dispute is open. */
  canAddDocuments: boolean;
};

export type EscrowView = {
  role: "owner" | "buyer" | "admin";
  status: "paid" | "assigned" | "disputed" | "sold";
  /** While paid: when the seller must have marked it assigned. */
  assignmentDueAt: string | null;
  /** While assigned: until when the buyer may confirm or dispute. */
  inspectionDueAt: string | null;
  /** The buyer may cancel and be refunded in full (paid, past the assignment deadline). */
  canCancel: boolean;
  /** The buyer may open a dispute (assigned, within the inspection window). */
  canDispute: boolean;
  /** The owner's choice, while paid, of where the listing goes if the buyer cancels. */
  relistAs: "active" | "hidden" | null;
  dispute: DisputeView | null;
  /** A partial refund of the sale (a resolved dispute), as the provider has it. */
  refund: { amountCents: number; status: "pending" | "succeeded" } | null;
};
