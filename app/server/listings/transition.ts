// Applies a listing transition of app/domain/listing-lifecycle.ts: locks the row, checks the
// status and who is asking, updates, and audits — all inside the caller's transaction. A refusal
// is thrown as a Refusal (404, 403, 409) with its message under "_". A transition that would put a
// judgment past its limit live without an administrator's review sends it back to review instead
// (goesLiveWithoutReview): the answer's `pastLimitNotice` says why, for its seller.
import {
  goesLiveWithoutReview,
  LIMIT_REVIEW_STATUS,
  listingTransition,
  listingTransitions,
  type Actor,
  type ListingEvent,
} from "~/domain/listing-lifecycle";
import type { ListingKind, ListingStatus } from "~/domain/listing-status";
import { statusLetsView } from "~/domain/listing-visibility";
import type { Executor } from "~/server/db/client";
import type { judgments } from "~/server/db/schema";
import { jsonError } from "~/server/http/refusal";
import { pastLimitHold } from "~/server/listings/listing-value";
import { insertAudit } from "~/server/queries/audit";
import { lockListing, setListingStatus, type LockedListing } from "~/server/queries/listing-status";
import { refusedWhile } from "~/domain/listing-status";

export const NO_SUCH_JUDGMENT = "This judgment does not exist.";

/**
 * Who the user is relative to the listing. Admin rights only count where the transition allows an
 * admin, and never on one's own listing: an administrator who sells is its owner, so another
 * administrator must approve it.
 */
export function actorFor(listing: LockedListing, userId: number | null, isAdmin: boolean, event: ListingEvent): Actor {
  const allowed = listingTransitions[event].by as readonly Actor[];
  if (userId === null) return "system";
  if (listing.sellerId === userId) return "owner";
  // An administrator who bought the judgment is its buyer here: never the judge of their own purchase.
  if (isAdmin && allowed.includes("admin") && listing.buyerId !== userId) return "admin";
  if (listing.buyerId === userId) return "accepted_buyer";
  return "buyer";
}

/** A transition meant for the other kind of listing row (docs/decisions/0055): group and ungroup are a judgment's. */
const KIND_REFUSED: Record<ListingKind, string> = {
  judgment: "This can't be done to a judgment: only to a portfolio.",
  portfolio: "This can't be done to a portfolio: only to a judgment.",
};

export const OWN_LISTING_REFUSED = "Administrators cannot review their own listing: another administrator must do it.";

/** Whether a judgment is past its limit depends on the day: a transition that asks must say when it happens (the services' clock). */
function timeOf(input: { event: ListingEvent; at?: Date }): Date {
  if (!input.at) throw new Error(`The listing transition ${input.event} needs its time (at) to check the judgment's limit.`);
  return input.at;
}

export async function applyListingTransition(
  tx: Executor,
  input: {
    judgmentId: number;
    event: ListingEvent;
    userId: number | null;
    isAdmin?: boolean;
    update?: Partial<typeof judgments.$inferInsert>;
    details?: Record<string, unknown>;
    /** When it happens (services.clock.now()), for the lifecycle's timestamps; the database's clock otherwise. */
    at?: Date;
  },
): Promise<{ from: ListingStatus; to: ListingStatus; listing: LockedListing; pastLimitNotice: string | null }> {
  const listing = await lockListing(tx, input.judgmentId);
  if (!listing) throw jsonError(404, NO_SUCH_JUDGMENT);
  // Whoever may not see the listing learns nothing about it: the answer of a missing id. (The
  // premium first look is checked by the callers acting for a prospective buyer: Buy Now.)
  const viewer = input.userId === null ? null : { id: input.userId, roles: input.isAdmin ? ["admin"] : [], premium: false };
  if (viewer && !statusLetsView(listing, viewer)) throw jsonError(404, NO_SUCH_JUDGMENT);
  const actor = actorFor(listing, input.userId, input.isAdmin ?? false, input.event);
  const result = listingTransition(input.event, listing.status, actor, listing.kind);
  if (!result.ok && result.reason === "kind") throw jsonError(409, KIND_REFUSED[listing.kind]);
  if (!result.ok) {
    const ownListingAsAdmin = actor === "owner" && input.isAdmin && listingTransitions[input.event].by.includes("admin" as never);
    throw result.reason === "actor"
      ? jsonError(403, ownListingAsAdmin ? OWN_LISTING_REFUSED : "You are not allowed to do that.")
      : jsonError(409, refusedWhile("This can't be done now", listing.status));
  }
  const hold = goesLiveWithoutReview(input.event) ? await pastLimitHold(tx, listing.id, timeOf(input)) : null;
  const to = hold ? LIMIT_REVIEW_STATUS : result.to;
  await setListingStatus(tx, listing.id, to, input.update, input.at);
  await insertAudit(tx, {
    actorId: input.userId,
    action: `listing.${input.event}`,
    entity: "judgment",
    entityId: listing.id,
    fromStatus: listing.status,
    toStatus: to,
    details: hold ? { ...input.details, heldForLimitReview: true, enforceableUntil: hold.enforceableUntil } : input.details,
  });
  return { from: listing.status, to, listing, pastLimitNotice: hold?.notice ?? null };
}
