// What the administrators' dispute pages show (/admin/disputes and /admin/disputes/{id}): the
// lists' lines and one dispute with everything needed to decide it. Declared on the components'
// side; app/server/admin/disputes.ts builds them.
import type { StatementsView } from "~/domain/sworn-statements";
import type { DisputeReasonCode, DisputeResolutionCode } from "~/domain/escrow";
import type { ListingStatus } from "~/domain/listing-status";

export type DisputeListLine = {
  id: number;
  judgmentId: number;
  title: string;
  reason: DisputeReasonCode;
  buyerHandle: string;
  sellerHandle: string;
  answered: boolean;
  resolution: DisputeResolutionCode | null;
  createdAt: string;
  resolvedAt: string | null;
};

export type DisputeParty = { id: number; handle: string; name: string };

export type DisputeDocumentLine = { id: number; filename: string; createdAt: string };

export type AdminDisputeView = {
  id: number;
  /** The seller's sworn statements on the listing, with the address they were made from; null for a listing from before them. */
  sellerStatements: StatementsView | null;
  open: boolean;
  // A portfolio (docs/decisions/0055) has no case number of its own.
  listing: { id: number; title: string; status: ListingStatus; casenum: string | null; courthouse: string | null; amountCents: number };
  buyer: DisputeParty;
  seller: DisputeParty;
  money: {
    /** What the buyer paid in all, and the buyer's fee in it; the agreed price is the difference. */
    paidCents: number | null;
    buyerFeeCents: number | null;
    agreedCents: number | null;
    /** The seller's fee and payout of this sale, as the payout row has them now. */
    sellerFeeCents: number | null;
    payoutCents: number | null;
    payoutStatus: string | null;
    /** What a partial refund took off the payout. */
    payoutRefundedCents: number;
  };
  reason: DisputeReasonCode;
  /** Null, with `detailsHidden` saying why, when written to the viewing administrator and not delivered (docs/decisions/0032). */
  details: string | null;
  detailsHidden: string | null;
  createdAt: string;
  sellerResponse: string | null;
  /** As `detailsHidden`, for the seller's answer. */
  sellerResponseHidden: string | null;
  sellerRespondedAt: string | null;
  documents: { buyer: DisputeDocumentLine[]; seller: DisputeDocumentLine[]; admin: DisputeDocumentLine[] };
  assignmentDocuments: DisputeDocumentLine[];
  resolution: {
    code: DisputeResolutionCode;
    refundCents: number | null;
    note: string;
    resolvedAt: string;
    by: DisputeParty | null;
  } | null;
  refund: { amountCents: number; status: "pending" | "succeeded"; createdAt: string } | null;
};

/** A refund the payment provider has not confirmed yet (any reason: a cancellation or a dispute). */
export type UnsentRefundLine = {
  id: number;
  judgmentId: number;
  title: string;
  amountCents: number;
  reason: "buyer_cancelled" | "dispute_full" | "dispute_partial";
  lastError: string | null;
  createdAt: string;
};
