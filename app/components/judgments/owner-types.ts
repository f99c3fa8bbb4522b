// What the owner's "My Listing" page knows beyond the buyer's view (the loader's `ownerView`).
import type { BarPanelsDrawing } from "~/components/charts/bar-panels";
import type { DrawnChart } from "~/components/charts/drawing";
import type { FeeState } from "~/domain/listing-facts";

export type OwnerView = {
  /** Edit My Listing: new, active, hidden or declined. */
  canEdit: boolean;
  canHide: boolean;
  canUnhide: boolean;
  canRemove: boolean;
  /** Offers waiting for the owner's answer (they are declined if the listing is removed). */
  pendingOffers: number;
  fee: FeeState;
  infoRequest: { message: string; requestedAt: string } | null;
  /** Declined by the review team: why (docs/decisions/0039). */
  decline: { reason: string; declinedAt: string } | null;
  /** Why documents can no longer be added, or null while they can. */
  uploadClosedReason: string | null;
  /** What adding a document does to this live listing (documentUploadNote), or null. */
  uploadNote: string | null;
  /** The no-JavaScript confirm step of Remove (?confirm=cancel). */
  confirmRemove: boolean;
  /** The message of an owner action the server refused (e.g. the listing changed meanwhile). */
  actionError: string | null;
  /** The owner's private offer thresholds (docs/decisions/0027), while they can be set; null afterwards. */
  thresholds: { autoDeclineBelowCents: number | null; autoAcceptAtCents: number | null } | null;
  /** Views, watchers and offers by day over the last 30 days, drawn; null before the listing first went live. */
  activity: DrawnChart<BarPanelsDrawing> | null;
};
