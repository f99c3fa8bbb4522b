// A seller invites an investor whose live buy request matches their active listing (docs/decisions/
// 0054): once per request and listing, recorded, with one e-mail to the investor through the outbox
// (the listing's link), in the transaction that records it. The seller names the request only by
// the id the page gave it; a listing not theirs, or a request that is not live or does not match
// the listing now, is the same 404. Inviting again changes nothing and sends nothing.
import { rateLimits } from "~/config/limits";
import { buyRequestMessages } from "~/domain/buy-requests";
import { parseId } from "~/domain/ids";
import { listingPath } from "~/domain/listing-place";
import type { AppServices } from "~/server/context";
import { buyRequestInvitationEmail } from "~/server/mail/buy-request-emails";
import { notifyMember } from "~/server/mail/notifications";
import { dispatchEmails } from "~/server/mail/outbox";
import { findInvitableListing, findLiveMatch, insertInvitation } from "~/server/queries/buy-requests";
import { refund, reserve } from "~/server/rate-limit";

export const INVITE_INTENT = "invite_investor";

export type InviteOutcome = "invited" | "already_invited" | "not_found" | "not_active" | "limited";

export async function inviteInvestor(
  services: AppServices,
  input: { sellerId: number; judgmentId: number; buyRequestId: unknown },
): Promise<InviteOutcome> {
  const buyRequestId = parseId(input.buyRequestId);
  if (buyRequestId === null) return "not_found";
  const key = `buy-request-invite:seller:${input.sellerId}`;
  const limit = await reserve(services, key, rateLimits.buyRequestInvitationsPerSeller);
  if (limit.limited) return "limited";
  const now = services.clock.now();
  const { outcome, emailId } = await services.db.transaction(async (tx) => {
    const listing = await findInvitableListing(tx, input.judgmentId, input.sellerId);
    if (!listing) return { outcome: "not_found" as const, emailId: null };
    if (listing.status !== "active") return { outcome: "not_active" as const, emailId: null };
    const match = await findLiveMatch(tx, listing.id, buyRequestId, now);
    if (!match) return { outcome: "not_found" as const, emailId: null };
    const fresh = await insertInvitation(tx, { buyRequestId, judgmentId: listing.id, sellerId: input.sellerId, now });
    if (!fresh) return { outcome: "already_invited" as const, emailId: null };
    const link = `${services.config.publicUrl.replace(/\/+$/, "")}${listingPath(listing.kind, listing.id)}`;
    const emailId = await notifyMember(
      tx,
      { userId: match.userId, topic: "saved_searches", publicUrl: services.config.publicUrl },
      (investor) => buyRequestInvitationEmail(investor, { ...listing, link }, match, services.config.publicUrl, services.branding),
    );
    return { outcome: "invited" as const, emailId };
  });
  if (outcome !== "invited") await refund(services, key);
  await dispatchEmails(services, [emailId]);
  return outcome;
}

/** What the seller is told, by outcome (a 404 is thrown by the caller instead). */
export const inviteToasts: Record<Exclude<InviteOutcome, "not_found">, { type: "success" | "error"; description: string }> = {
  invited: { type: "success", description: buyRequestMessages.invited },
  already_invited: { type: "success", description: buyRequestMessages.alreadyInvited },
  not_active: { type: "error", description: "You can invite investors only while the listing is active." },
  limited: { type: "error", description: buyRequestMessages.invitationsLimited },
};
