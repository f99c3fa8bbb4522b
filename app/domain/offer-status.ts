// An offer's status in words, one wording for every place that shows one (issue 27, item 6: the
// dashboard said "Pending" where the listing said "Counter-offer"): the buyer's "Your offer" and
// the offers list on the judgment page, /home's My Offers, /selling, and the JSON API's
// status_label. A pending offer whose seller's counter-offer waits on the buyer is a stage of its
// own (docs/decisions/0027); a pending offer past its expiry reads as expired (effectiveOfferStatus).
import type { OfferStatus } from "~/domain/listing-lifecycle";
import { effectiveOfferStatus } from "~/domain/offer-expiry";

/** Where an offer stands, as people see it. */
export type OfferStage = "pending" | "countered" | "accepted" | "declined" | "withdrawn" | "expired" | "lapsed" | "refunded";

/** The stages in which the offer is still open (the seller's or the buyer's move). */
export type OpenOfferStage = "pending" | "countered";

/** Whether the offer is still open; the other stages closed it. */
export function offerOpen(stage: OfferStage): stage is OpenOfferStage {
  return stage === "pending" || stage === "countered";
}

export const offerStageLabels: Record<OfferStage, string> = {
  pending: "Pending",
  countered: "Counter-offer",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
  expired: "Expired",
  lapsed: "Lapsed",
  refunded: "Refunded",
};

export type OfferStanding = {
  status: OfferStatus;
  /** Whose move it is; the seller's counter-offer (cents) while one stands. */
  awaiting?: "seller" | "buyer" | null;
  counterCents?: number | null;
  /** Given with `now`, a pending offer past it reads as expired. */
  expiresAt?: Date | null;
};

/** The offer's stage: a standing counter-offer, a declined offer (stored 'rejected'), or its status. */
export function offerStage(offer: OfferStanding, now?: Date): OfferStage {
  const status =
    now && offer.expiresAt !== undefined ? effectiveOfferStatus({ status: offer.status, expiresAt: offer.expiresAt }, now) : offer.status;
  if (status === "pending") return offer.awaiting === "buyer" && offer.counterCents != null ? "countered" : "pending";
  if (status === "rejected") return "declined";
  return status;
}

/** The words for the offer's stage: "Pending", "Counter-offer", "Accepted", "Declined", … */
export function offerStatusLabel(offer: OfferStanding, now?: Date): string {
  return offerStageLabels[offerStage(offer, now)];
}
