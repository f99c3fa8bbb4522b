// The premium membership on My Settings (docs/decisions/0010-premium.md): what the member sees of
// it (Basic, or Premium until a date, renewing on the default card or cancelled), and cancelling or
// resuming the monthly renewal. A cancelled membership runs to the end of the month paid.
import { isPremiumMember, renewalLapsed } from "~/domain/membership";
import type { MembershipView } from "~/domain/membership";
import type { AppServices } from "~/server/context";
import { insertAudit } from "~/server/queries/audit";
import { findLatestListingId, findMembershipRow, setMembershipRenews } from "~/server/queries/membership";
import { savedCards } from "~/server/payments/saved-cards";

export const PREMIUM_CANCELLED = "Your premium membership will not renew. It stays active until the end of the month you paid for.";
export const PREMIUM_RESUMED = "Your premium membership will renew each month on your default card.";
export const NOT_A_MEMBER = "You are not a premium member, so there is no renewal to change.";

export async function membershipView(services: AppServices, userId: number): Promise<MembershipView | null> {
  const row = await findMembershipRow(services.db, userId);
  if (!row) return null;
  const premium = isPremiumMember(row, services.clock.now());
  const [listingId, cards] = await Promise.all([findLatestListingId(services.db, userId), premium ? savedCards(services, userId) : null]);
  const card = cards?.methods.find((method) => method.id === cards.default) ?? null;
  return {
    premium,
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
    renews: row.renews && !renewalLapsed(row.renewalAttempts),
    lapsed: row.renews && renewalLapsed(row.renewalAttempts),
    upgradeHref: listingId === null ? "/sell" : `/sell/upgrade/${listingId}?return=/profile`,
    defaultCard: card && { brand: card.brand, last4: card.last4 },
  };
}

/**
 * Cancels (`renews` false) or resumes the monthly renewal of a running membership (resuming a
 * lapsed renewal starts its tries over); the same request twice changes nothing more. Refused (409)
 * when the member is not premium now.
 */
export async function setRenewal(
  services: AppServices,
  userId: number,
  renews: boolean,
): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  const row = await findMembershipRow(services.db, userId);
  if (!row || !isPremiumMember(row, services.clock.now())) return { ok: false, message: NOT_A_MEMBER };
  if (row.renews !== renews || (renews && renewalLapsed(row.renewalAttempts))) {
    await services.db.transaction(async (tx) => {
      await setMembershipRenews(tx, userId, renews, services.clock.now());
      await insertAudit(tx, {
        actorId: userId,
        action: renews ? "user.premium_resume" : "user.premium_cancel",
        entity: "user",
        entityId: userId,
        details: { premiumUntil: row.premiumUntil?.toISOString() ?? null },
      });
    });
  }
  return { ok: true, message: renews ? PREMIUM_RESUMED : PREMIUM_CANCELLED };
}
