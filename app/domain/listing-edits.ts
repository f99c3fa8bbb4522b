// Which of the owner's edits send a live listing back to review (issue 27, docs/decisions/0036).
// An administrator reviews a listing for what moderation checks (its text, and who may read its
// documents), for its fee (the amount and prices set it) and for the judgment's record (court,
// case, dates, the facts that set its interest and deadlines). Changing any of those on a live
// (active or hidden) listing sends it back to review; changing anything else keeps it where it
// is. This is the one list: the server decides with it (app/server/listings/edit.ts), and the edit
// form marks the same fields and tells the seller before saving.
import { factFieldNames, factKeyOf, factLabels } from "~/domain/collectability-facts";
import type { ListingStatus } from "~/domain/listing-status";

/** The owner's edit form, field by field (the form's and PUT /judgments/{id}'s names). */
export const listingEditFieldNames = [
  "title",
  "description",
  "state_id",
  "county_id",
  "casenum",
  "courthouse",
  "date_awarded",
  "amount",
  "price",
  "buy_now",
  "privacy",
  "offers_visibility",
  ...factFieldNames,
] as const;
export type ListingEditField = (typeof listingEditFieldNames)[number];

/** Why a change is reviewed again; null: it is not (the listing stays live). */
export type ReviewReason = "text" | "fee" | "record" | "documents";

/**
 * Every field of the edit form, and why an administrator reviews a change to it. A Record, so a
 * new field cannot be added without deciding.
 */
export const editReviewReason: Record<ListingEditField, ReviewReason | null> = {
  // Free text: banned words and contact details are checked at review.
  title: "text",
  description: "text",
  // The fee tier rests on the amount and the prices; buyers' offers too.
  amount: "fee",
  price: "fee",
  buy_now: "fee",
  // The judgment's record, which the review checks against the documents.
  state_id: "record",
  county_id: "record",
  casenum: "record",
  courthouse: "record",
  date_awarded: "record",
  court_type: "record",
  debt_type: "record",
  litigation: "record",
  stated_rate_percent: "record",
  last_renewed_on: "record",
  // Who may read the documents (a private listing's documents may name people).
  privacy: "documents",
  // Not reviewed: who may see the offers is the seller's own choice of how to sell, and what the
  // seller knows of the debtor (individual or business, real estate, work, bank account, vehicles,
  // whether they had an attorney in the case) is their current knowledge, chosen from fixed answers
  // (no text to moderate), set no fee and no interest or deadline.
  offers_visibility: null,
  debtor_type: null,
  debtor_real_estate: null,
  debtor_employed: null,
  debtor_bank_account: null,
  debtor_vehicles: null,
  debtor_attorney: null,
};

/** Reviewed listings: editing one of their reviewed fields sends it back to review. */
export const REVIEWED_STATUSES: readonly ListingStatus[] = ["active", "hidden"];

/**
 * Adding a document to a live (active or hidden) listing, by its owner: with the listing's
 * documents public (every signed-in member reads them) the new document is reviewed like a change
 * of a reviewed field (it sends the listing back to review: docs/decisions/0036); with them private
 * (administrators and, once paid, the buyer) it keeps the listing live. Removing a document is
 * never reviewed. A listing waiting for review or declined is reviewed with its documents anyway.
 */
export function documentAddNeedsReview(listing: { status: ListingStatus; privacy: "public" | "private" }): boolean {
  return REVIEWED_STATUSES.includes(listing.status) && listing.privacy === "public";
}

/** By the upload control of a live listing, before anything is chosen; null where uploading changes nothing. */
export function documentUploadNote(listing: { status: ListingStatus; privacy: "public" | "private" }): string | null {
  if (!REVIEWED_STATUSES.includes(listing.status)) return null;
  return documentAddNeedsReview(listing)
    ? "Your listing is live and its documents are public: adding a document sends it back for review. It leaves the marketplace until an administrator approves it, usually within one business day."
    : "Your listing's documents are private (only administrators and, once paid, the buyer read them): adding one keeps it live.";
}

/** After a document sent a live listing back to review (the upload's toast and JSON answer). */
export const DOCUMENT_SENT_TO_REVIEW =
  "Your listing went back for review because of the new document: it returns to the marketplace once an administrator approves it, usually within one business day.";

/**
 * What saving the edit form does, which decides everything the page says about it:
 * - "live" (active or hidden): a change to a reviewed field sends it back to review, any other
 *   keeps it where it is; the reviewed fields are marked and the page says which way it goes;
 * - "declined": saving resubmits it for review whatever changed (docs/decisions/0039), so no field
 *   is marked and nothing says a change keeps it live;
 * - "review" (waiting for review): the changes are reviewed with it; nothing to lose.
 */
export type EditMode = "live" | "declined" | "review";

export function editModeOf(status: ListingStatus): EditMode {
  if (status === "declined") return "declined";
  return REVIEWED_STATUSES.includes(status) ? "live" : "review";
}

/** True when changing this field sends a live listing back to review. */
export function sendsBackToReview(field: ListingEditField): boolean {
  return editReviewReason[field] !== null;
}

/** The fields whose change keeps a live listing live (the edit page names them: EDIT_REVIEW_NOTE). */
export const fieldsKeptLive: readonly ListingEditField[] = listingEditFieldNames.filter((field) => !sendsBackToReview(field));

/** True when an edit that changed these fields sends a live listing back to review. */
export function editNeedsReview(changed: readonly ListingEditField[]): boolean {
  return changed.some(sendsBackToReview);
}

/** Each field as the edit form labels it. */
export const editFieldLabels: Record<ListingEditField, string> = {
  title: "Title",
  description: "Description",
  state_id: "State",
  county_id: "County",
  casenum: "Case / index number",
  courthouse: "Courthouse",
  date_awarded: "Date awarded",
  amount: "Judgment amount",
  price: "Asking price",
  buy_now: "Buy Now price",
  privacy: "Who can read the documents",
  offers_visibility: "Who may see the offers",
  ...factLabels,
};

/** The listing's column (the server's ListingDetails key) each field is stored in. */
export const editFieldColumn: Record<ListingEditField, string> = {
  title: "title",
  description: "description",
  state_id: "stateId",
  county_id: "countyId",
  casenum: "casenum",
  courthouse: "courthouse",
  date_awarded: "dateAwarded",
  amount: "amountCents",
  price: "priceCents",
  buy_now: "buyNowCents",
  privacy: "privacy",
  offers_visibility: "offersVisibility",
  ...factKeyOf,
};

/** The edit's fields whose columns changed. */
export function changedEditFields(changedColumns: readonly string[]): ListingEditField[] {
  return listingEditFieldNames.filter((field) => changedColumns.includes(editFieldColumn[field]));
}

/** The mark beside each field whose change sends a live listing back to review. */
export const REVIEW_MARK = "Reviewed";
export const REVIEW_MARK_SPOKEN = "(changing it sends the listing back for review)";

/** "“A”, “B” or “C”": the fields by their labels, as the form shows them. */
function labelsEither(fields: readonly ListingEditField[]): string {
  const labels = fields.map((field) => `“${editFieldLabels[field]}”`);
  return labels.length < 2 ? labels.join("") : `${labels.slice(0, -1).join(", ")} or ${labels[labels.length - 1]}`;
}

/**
 * What the edit page of a live listing says above the form, before anything is changed: built from
 * the one list, so a field added to it (or moved between reviewed and not) changes the note too.
 * The reviewed fields are the ones the form marks; the others are named by their labels.
 */
export const EDIT_REVIEW_NOTE = `Changes to the fields marked “${REVIEW_MARK}” send this listing back for review: it leaves the marketplace until an administrator approves it, usually within one business day. Changing only ${labelsEither(fieldsKeptLive)} keeps it live.`;

/** By the Save button of a live listing, until the seller changes something (and without JavaScript). */
export const RE_REVIEW_WARNING =
  "Saving a change to a field marked “Reviewed” will send this listing back for review; it will leave the marketplace until an administrator approves it, usually within one business day.";

/** By the Save button once the seller changed a reviewed field (with JavaScript); the fields follow. */
export const EDIT_WILL_REVIEW =
  "Saving will send this listing back for review; it will leave the marketplace until an administrator approves it.";

/** By the Save button while only fields that keep it live changed (with JavaScript). */
export const EDIT_STAYS_LIVE = "These changes keep your listing live: it is not reviewed again.";

/** By the Save button of a declined listing, whatever is changed: saving resubmits it. */
export const RESUBMIT_WARNING =
  "Saving resubmits this declined listing for review, changed or not; an administrator reviews it again, usually within one business day.";

/** The Save button of each mode (a live listing's turns to EDIT_SEND_FOR_REVIEW once a reviewed field changed). */
export const EDIT_SAVE_BUTTON: Record<EditMode, string> = {
  live: "Save Changes",
  declined: "Resubmit for review",
  review: "Save Changes",
};
export const EDIT_SEND_FOR_REVIEW = "Save and Send for Review";

/** The edit form's fields whose values differ between two sets of the form's values (as text, trimmed). */
export function changedFields(saved: Readonly<Record<string, string>>, posted: Readonly<Record<string, string>>): ListingEditField[] {
  return listingEditFieldNames.filter((field) => (saved[field] ?? "").trim() !== (posted[field] ?? "").trim());
}
