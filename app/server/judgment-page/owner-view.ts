// What only the owner sees on the judgment page ("My Listing"): what it may do with the listing, the
// listing fee, the review team's request or decline, the document upload note and the offer
// thresholds. Read beside the listing's offers, so the count of pending offers is added once those
// are in (ownerViewWith).
import type { OwnerView } from "~/components/judgments/owner-types";
import { listingFeeState } from "~/domain/listing-facts";
import { listingTransitions } from "~/domain/listing-lifecycle";
import { documentUploadNote } from "~/domain/listing-edits";
import type { ListingStatus } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { uploadClosedReason } from "~/server/documents/access";
import { loadListingActivityChart } from "~/server/listings/activity-chart";
import { EDITABLE_STATUSES } from "~/server/listings/edit";
import { latestDeclines, latestInfoRequestsByListing } from "~/server/queries/listing-review";
import { findThresholds } from "~/server/queries/offers";
import { findEditableListing } from "~/server/queries/selling";

/** The owner's view but the pending offers, which come with the listing's offers. */
export type OwnerFacts = Omit<OwnerView, "pendingOffers">;

const can = (event: keyof typeof listingTransitions, status: ListingStatus) =>
  (listingTransitions[event].from as readonly ListingStatus[]).includes(status);

export async function loadOwnerFacts(
  db: Executor,
  input: { judgmentId: number; sellerId: number; status: ListingStatus; url: URL; listed: boolean; now: Date },
): Promise<OwnerFacts> {
  const { judgmentId, status } = input;
  const [fees, infoRequests, declines, thresholds, activity] = await Promise.all([
    findEditableListing(db, judgmentId),
    status === "new" ? latestInfoRequestsByListing(db, input.sellerId) : Promise.resolve(null),
    status === "declined" ? latestDeclines(db, [judgmentId]) : Promise.resolve(null),
    EDITABLE_STATUSES.includes(status) ? findThresholds(db, judgmentId) : Promise.resolve(null),
    // A listing never live has had no views, watchers or offers to show.
    input.listed ? loadListingActivityChart(db, judgmentId, input.now) : Promise.resolve(null),
  ]);
  const request = infoRequests?.get(judgmentId);
  const decline = declines?.get(judgmentId);
  const canRemove = can("cancel", status);
  return {
    canEdit: EDITABLE_STATUSES.includes(status),
    canHide: can("hide", status),
    canUnhide: can("unhide", status),
    canRemove,
    fee: status === "new" && fees ? listingFeeState(fees.listingFeeCents, fees.listingFeePaidCents) : { kind: "free" },
    infoRequest: request ? { message: request.message, requestedAt: request.requestedAt.toISOString() } : null,
    decline: decline ? { reason: decline.reason, declinedAt: decline.declinedAt.toISOString() } : null,
    uploadClosedReason: uploadClosedReason(status),
    uploadNote: fees ? documentUploadNote({ status, privacy: fees.privacy }) : null,
    confirmRemove: canRemove && input.url.searchParams.get("confirm") === "cancel",
    actionError: null,
    thresholds,
    activity,
  };
}

/** The owner's view with the count of offers waiting for the owner's answer (declined if the listing is removed). */
export function ownerViewWith(facts: OwnerFacts, offers: readonly { status: string }[] | null): OwnerView {
  return { ...facts, pendingOffers: offers?.filter((o) => o.status === "pending").length ?? 0 };
}
