// The premium membership's rows (docs/decisions/0010-premium.md): a member's membership, the
// renewal's attempts and its cancel / resume. The rules are app/domain/membership.ts.
import { eq } from "drizzle-orm";
import { isPremiumMember, type PremiumMembership } from "~/domain/membership";
import { memberMaySee, type ListingParties } from "~/domain/listing-visibility";
import type { Executor } from "~/server/db/client";
import { users } from "~/server/db/schema";

export async function findMembership(db: Executor, userId: number): Promise<PremiumMembership> {
  const [row] = await db.select({ isPremium: users.isPremium, premiumUntil: users.premiumUntil }).from(users).where(eq(users.id, userId));
  return row ?? { isPremium: false, premiumUntil: null };
}

/**
 * Whether a member acting as a prospective buyer (an offer, Buy Now) may know the listing exists:
 * memberMaySee, with the member's premium membership read only when the first look decides it.
 */
export async function buyerMaySee(db: Executor, listing: ListingParties, userId: number, now: Date): Promise<boolean> {
  if (memberMaySee(listing, userId, now)) return true;
  return memberMaySee(listing, userId, now, isPremiumMember(await findMembership(db, userId), now));
}
