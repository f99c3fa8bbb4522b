// A judgment past its limit is listed only after an administrator reviewed its enforceability
// (issue 17). The approval asks for that review (app/server/admin/listing-review.ts), a transition
// that would put a listing live again without it sends it back to review (pastLimitHold, asked by
// applyListingTransition), and here a live listing whose limit passes as the days go by goes back
// to review too: the daily `judgment-values` job.
import type { AppServices } from "~/server/context";
import { refreshAllListingValues } from "~/server/judgment-value/refresh";
import { pastLimitHold } from "~/server/listings/listing-value";
import { applyListingTransition } from "~/server/listings/transition";
import { listingHeldForLimitReviewEmail } from "~/server/mail/review-emails";
import { notifyMember } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { lockListing } from "~/server/queries/listing-status";
import { findListingTitle } from "~/server/queries/selling";

/**
 * The daily job: every live listing's stored values brought up to date, then each active listing
 * found past its limit without a review sent back to review, its seller e-mailed.
 */
export async function runJudgmentValuesJob(services: Pick<AppServices, "db" | "jobs" | "clock" | "config" | "branding">): Promise<void> {
  const { pastLimit } = await refreshAllListingValues(services);
  for (const judgmentId of pastLimit) {
    // One listing that cannot be held (logged) does not keep the others live.
    await holdPastLimitListing(services, judgmentId).catch((error: unknown) =>
      console.error(`Sending listing ${judgmentId}, past its limit, back to review failed`, error),
    );
  }
}

/** Sends one live listing back to review if it is (still) past its limit without a review; answers whether it did. */
export async function holdPastLimitListing(
  services: Pick<AppServices, "db" | "jobs" | "clock" | "config" | "branding">,
  judgmentId: number,
): Promise<boolean> {
  const now = services.clock.now();
  const emailId = await services.db.transaction(async (tx) => {
    // Locked first, so an edit or approval of this listing waits and the value read below holds.
    const locked = await lockListing(tx, judgmentId);
    if (locked?.status !== "active") return undefined;
    const hold = await pastLimitHold(tx, judgmentId, now);
    if (!hold) return undefined;
    await applyListingTransition(tx, {
      judgmentId,
      event: "limit_passed",
      userId: null,
      details: { enforceableUntil: hold.enforceableUntil },
      at: now,
    });
    const title = (await findListingTitle(tx, judgmentId)) ?? "";
    return notifyMember(tx, { userId: locked.sellerId, topic: "sale_steps", publicUrl: services.config.publicUrl }, (person) =>
      listingHeldForLimitReviewEmail(person, { id: judgmentId, title, notice: hold.notice }, services.config.publicUrl, services.branding),
    );
  });
  if (emailId === undefined) return false;
  await dispatchEmails(services, [emailId]);
  return true;
}
