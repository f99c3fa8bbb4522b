// Listing review by administrators (DESIGN.md section 3): approve a new listing (it goes live and
// the seller is told), ask the seller for more information (it stays new, the request is audited
// and e-mailed), or decline it with a reason (docs/decisions/0039). Each runs in one transaction; the e-mail is queued in the same one and
// handed to the delivery job after the commit. The review queue's forms name the version of the
// listing the administrator reviewed (its last change); a decision on a listing changed since (an
// edit, a resubmission after another administrator's decline) is refused, checked with the row
// locked, so nothing goes live, or is declined, unseen. Scripts that send no version act on the
// listing as it is. A judgment past its limit is approved only with the
// administrator's tick that they reviewed its enforceability (app/domain/limit-review.ts), recorded
// on the listing (limit_reviewed_at, limit_reviewed_by) and audited.
import { z } from "zod";
import { formatMoney } from "~/domain/money";
import type { AppServices } from "~/server/context";
import { OWN_LISTING_REFUSED, applyListingTransition } from "~/server/listings/transition";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { enqueueListingMatch } from "~/server/saved-searches/jobs";
import { infoRequestedEmail, listingApprovedEmail, listingDeclinedEmail } from "~/server/mail/review-emails";
import { rejectOpenOffers } from "~/server/listings/reject-open-offers";
import { findListingUnderReview, lockListingVersion, recordInfoRequest, recordLimitReview } from "~/server/queries/listing-review";
import type { Executor } from "~/server/db/client";
import { LISTING_VERSION_FIELD } from "~/domain/review-queue";
import { LIMIT_REVIEW_FIELD, limitReviewRequiredMessage } from "~/domain/limit-review";
import { pastLimitHold } from "~/server/listings/listing-value";
import { findListingTitle } from "~/server/queries/selling";
import { listingFeePaid } from "~/server/queries/listings";
import { lockListing } from "~/server/queries/listing-status";
import { invalid, jsonError, refuse } from "~/server/http/refusal";
import { idSchema } from "~/domain/schemas/ids";
import { SELLER_IDENTITY_NEEDED } from "~/domain/identity";
import { isIdentityVerified } from "~/server/identity/sessions";

/** The spec's toasts (buyer spec, error catalogue). */
export const reviewToasts = {
  approved: "The Judgment was approved successfully!",
  approveFailed: "Uh oh... there was an issue approving this Judgment. Developers have been notified.",
  requestSent: "The request was sent successfully!",
  requestFailed: "Uh oh... there was an issue sending this request. Developers have been notified.",
  declined: "The Judgment was declined and the seller told why.",
  declineFailed: "Uh oh... there was an issue declining this Judgment. Developers have been notified.",
} as const;

export const INFO_REQUEST_MESSAGE = { min: 5, max: 2000 } as const;

/** The reason of a decline: long enough to tell the seller what to change, short enough for an e-mail. */
export const DECLINE_REASON = { min: 10, max: 2000 } as const;

export const judgmentIdSchema = idSchema("Choose a judgment.");

/** The refusal of a decision on a listing that changed after the administrator's page showed it. */
export const LISTING_CHANGED = "This listing changed since you opened it; review it again.";

/** The version of a listing a review decision names: its last change, as an ISO string. */
export function reviewVersionOf(updatedAt: Date): string {
  return updatedAt.toISOString();
}

/** The version the form rendered (LISTING_VERSION_FIELD); absent or blank: act on the listing as it is. */
const listingVersionSchema = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.string({ error: "The listing's version must be the text the review page sent." }).max(64).optional(),
);

/**
 * Refuses (409) a decision on a listing waiting for review whose version is no longer the one the
 * administrator reviewed. Locks the row first, so an edit or resubmission waits for the decision
 * (or the decision sees it). A listing no longer waiting is left to the decision's own refusal.
 */
async function refuseIfChanged(tx: Executor, judgmentId: number, version: string | undefined): Promise<void> {
  if (version === undefined) return;
  const row = await lockListingVersion(tx, judgmentId);
  if (!row || row.status !== "new") return;
  // `review_again`: nothing went wrong, so the queue's notice has no "there was an issue" title.
  if (reviewVersionOf(row.updatedAt) !== version) throw refuse(409, "_", LISTING_CHANGED, { review_again: true });
}

export const approveSchema = z.object({
  judgment_id: judgmentIdSchema,
  [LISTING_VERSION_FIELD]: listingVersionSchema,
  /** The checkbox LIMIT_REVIEW_LABEL: needed only for a judgment past its limit. */
  [LIMIT_REVIEW_FIELD]: z.preprocess((value) => value === true || value === "on" || value === "true" || value === "1", z.boolean()),
});

export const infoRequestSchema = z.object({
  judgment_id: judgmentIdSchema,
  [LISTING_VERSION_FIELD]: listingVersionSchema,
  message: z
    .string({ error: "Please write what the seller should add or change." })
    .trim()
    .min(INFO_REQUEST_MESSAGE.min, `Please write at least ${INFO_REQUEST_MESSAGE.min} characters.`)
    .max(INFO_REQUEST_MESSAGE.max, `The message can be at most ${INFO_REQUEST_MESSAGE.max.toLocaleString("en-US")} characters.`),
});

export const declineSchema = z.object({
  judgment_id: judgmentIdSchema,
  [LISTING_VERSION_FIELD]: listingVersionSchema,
  reason: z
    .string({ error: "Please write why the listing is declined and what the seller should change." })
    .trim()
    .min(DECLINE_REASON.min, `Please write at least ${DECLINE_REASON.min} characters: the seller reads this to fix the listing.`)
    .max(DECLINE_REASON.max, `The reason can be at most ${DECLINE_REASON.max.toLocaleString("en-US")} characters.`),
});

/**
 * Approves a new listing: it goes live (listed_at set by the status change), the approval is
 * audited and the seller e-mailed; after the commit the saved searches are matched against it (a
 * job; the saved searches' sweep catches it if the queue is down). Refuses (a Refusal) an unknown listing (404), one that is
 * not new (409), one changed since the administrator saw `version` (409), one whose seller has not
 * verified their identity (409), one whose listing fee is unpaid (409) or a judgment past its limit without the administrator's tick `limitReviewed` (422,
 * under the checkbox's field).
 */
export async function approveListing(
  services: AppServices,
  input: { judgmentId: number; adminId: number; limitReviewed?: boolean; version?: string },
): Promise<void> {
  const outboxId = await services.db.transaction(async (tx) => {
    await refuseIfChanged(tx, input.judgmentId, input.version);
    await applyListingTransition(tx, {
      judgmentId: input.judgmentId,
      event: "approve",
      userId: input.adminId,
      isAdmin: true,
      update: { reviewedAt: new Date() },
      // listed_at (the first look's start) comes from the services' clock, like every first-look rule.
      at: services.clock.now(),
    });
    const listing = await findListingUnderReview(tx, input.judgmentId);
    if (!listing) throw jsonError(404, "This judgment does not exist.");
    if (listing.seller.deleted) {
      throw jsonError(409, "The seller's account was deleted: the listing can go live only if a super-admin restores the account.");
    }
    // A seller's listing goes live only once their identity is verified (docs/decisions/0048).
    if (!(await isIdentityVerified(tx, listing.seller.id))) throw jsonError(409, SELLER_IDENTITY_NEEDED);
    if (!(await listingFeePaid(tx, listing.id))) {
      throw jsonError(
        409,
        `The listing fee of ${formatMoney(listing.listingFeeCents)} has not been paid yet: the listing can go live once the seller pays it.`,
      );
    }
    // Read after the row was locked by the transition: the dates an edit might be changing now wait.
    const hold = await pastLimitHold(tx, listing.id, services.clock.now());
    if (hold) {
      const until = hold.enforceableUntil;
      if (!input.limitReviewed) {
        // A portfolio's hold names its judgment (docs/decisions/0055): the first of those past their limit.
        const held = hold.judgmentIds[0];
        const inPortfolio =
          held !== undefined && held !== listing.id ? ((await findListingTitle(tx, held)) ?? `Judgment #${held}`) : undefined;
        throw invalid({ [LIMIT_REVIEW_FIELD]: [limitReviewRequiredMessage(until, inPortfolio)] });
      }
      // A portfolio's: each of its judgments past its limit is marked reviewed (docs/decisions/0055).
      for (const judgmentId of hold.judgmentIds) {
        await recordLimitReview(tx, { judgmentId, adminId: input.adminId, at: services.clock.now(), enforceableUntil: until });
      }
    }
    return queueNotification(
      tx,
      { userId: listing.seller.id, topic: "sale_steps", publicUrl: services.config.publicUrl },
      listingApprovedEmail(listing.seller, listing, services.config.publicUrl, services.branding),
    );
  });
  await dispatchEmails(services, [outboxId]);
  await enqueueListingMatch(services, input.judgmentId);
}

/**
 * Asks the seller of a new listing for more information: audited, e-mailed; the listing stays new.
 * Refused (409) when it changed since the administrator saw `version`.
 */
export async function requestListingInfo(
  services: AppServices,
  input: { judgmentId: number; adminId: number; message: string; version?: string },
): Promise<void> {
  const outboxId = await services.db.transaction(async (tx) => {
    await refuseIfChanged(tx, input.judgmentId, input.version);
    const locked = await lockListing(tx, input.judgmentId);
    if (!locked) throw jsonError(404, "This judgment does not exist.");
    if (locked.sellerId === input.adminId) throw jsonError(403, OWN_LISTING_REFUSED);
    if (locked.status !== "new") {
      throw jsonError(409, "More information can only be requested while the listing is pending review.");
    }
    const listing = await findListingUnderReview(tx, input.judgmentId);
    if (!listing) throw jsonError(404, "This judgment does not exist.");
    await recordInfoRequest(tx, input);
    return queueNotification(
      tx,
      { userId: listing.seller.id, topic: "sale_steps", publicUrl: services.config.publicUrl },
      infoRequestedEmail(listing.seller, listing, input.message, services.config.publicUrl, services.branding),
    );
  });
  await dispatchEmails(services, [outboxId]);
}

/**
 * Declines a listing waiting for review (docs/decisions/0039): status declined through the
 * lifecycle (audited with the reason), its open offers rejected and their buyers told (an edited
 * listing in review may have some), the seller e-mailed the reason; one transaction. The listing
 * fee paid is kept for the resubmission. Refuses an unknown listing (404), one's own (403) and one
 * that is not waiting for review (409: approved or declined meanwhile) or changed since the
 * administrator saw `version` (409).
 */
export async function declineListing(
  services: AppServices,
  input: { judgmentId: number; adminId: number; reason: string; version?: string },
): Promise<void> {
  const emailIds = await services.db.transaction(async (tx) => {
    await refuseIfChanged(tx, input.judgmentId, input.version);
    await applyListingTransition(tx, {
      judgmentId: input.judgmentId,
      event: "decline",
      userId: input.adminId,
      isAdmin: true,
      details: { reason: input.reason },
    });
    const listing = await findListingUnderReview(tx, input.judgmentId);
    if (!listing) throw jsonError(404, "This judgment does not exist.");
    const offers = await rejectOpenOffers(tx, services, {
      judgmentId: listing.id,
      actorId: input.adminId,
      title: listing.title,
      cause: "declined",
    });
    const told = listing.seller.deleted
      ? null
      : await queueNotification(
          tx,
          { userId: listing.seller.id, topic: "sale_steps", publicUrl: services.config.publicUrl },
          listingDeclinedEmail(listing.seller, listing, input.reason, services.config.publicUrl, services.branding),
        );
    return [told, ...offers.emailIds];
  });
  await dispatchEmails(services, emailIds);
}
