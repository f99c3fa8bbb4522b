// The public face of a member (/users/{handle or id}): handle, member since and active listings.
// Never the name, e-mail, phone or address: those stay between the member and the administrators.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { ListingSummary } from "~/domain/listing-summary";
import { isStorableText } from "~/domain/storable-text";
import type { Executor } from "~/server/db/client";
import { counties, judgments, states, users } from "~/server/db/schema";
import { listingSummaryColumns } from "~/server/queries/listing-summary";
import { firstLookColumn, outOfFirstLook, type ListAudience } from "~/server/queries/listing-visibility";
import { parseId } from "~/domain/ids";
import { handleRetired } from "~/server/queries/users";

/** identityVerified: the "Identity verified" mark (docs/decisions/0048). */
export type PublicUser = { id: number; handle: string; memberSince: Date; identityVerified: boolean };

const publicColumns = {
  id: users.id,
  handle: users.handle,
  memberSince: users.createdAt,
  identityVerified: sql<boolean>`${users.identityVerifiedAt} is not null`,
};

/**
 * A live (not deleted) member by handle, any letter case, or else by numeric id. Handles may be
 * all digits, so a handle match wins over an id match, and a retired handle matches nobody.
 */
export async function findPublicUser(db: Executor, handleOrId: string): Promise<PublicUser | null> {
  const key = handleOrId.trim();
  if (!key || key.length > 100 || !isStorableText(key)) return null;
  const [byHandle] = await db
    .select(publicColumns)
    .from(users)
    .where(and(sql`lower(${users.handle}) = ${key.toLowerCase()}`, isNull(users.deletedAt)));
  if (byHandle) return byHandle;
  const id = parseId(key);
  if (id === null) return null;
  // A handle a member left names nobody now, not even a member whose id it spells (docs/decisions/0032).
  if (await handleRetired(db, key)) return null;
  const [byId] = await db
    .select(publicColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return byId ?? null;
}

/**
 * The member's active listings, newest first (only active listings are ever public), as
 * `audience` may see them: listings in their premium first look only to premium members,
 * administrators and the member itself (`own`).
 */
export function listActiveListingsBySeller(
  db: Executor,
  sellerId: number,
  audience: ListAudience,
  options: { own?: boolean; limit?: number } = {},
): Promise<(ListingSummary & { firstLook: boolean })[]> {
  const seen = options.own ? { ...audience, firstLook: true } : audience;
  return (
    db
      .select({
        ...listingSummaryColumns,
        firstLook: firstLookColumn(seen),
      })
      .from(judgments)
      // Left joins: a portfolio's place is null when its judgments are in several (docs/decisions/0055).
      .leftJoin(states, eq(states.id, judgments.stateId))
      .leftJoin(counties, eq(counties.id, judgments.countyId))
      .where(and(eq(judgments.sellerId, sellerId), eq(judgments.status, "active"), outOfFirstLook(seen)))
      .orderBy(sql`${judgments.listedAt} desc nulls last`, desc(judgments.id))
      .limit(options.limit ?? 100)
  );
}
