// Which active listings a list shows its viewer, as SQL: the list queries' side of
// app/domain/listing-visibility.ts (browse, search, the state and county pages, featured, a
// member's public page and the JSON lists). One predicate, so every list and its count agree.
//
// The premium first look (docs/decisions/0010-premium.md): for FIRST_LOOK_DAYS after its first
// approval a listing is listed only to premium members and administrators; everyone else's lists
// show it from day 6. The first approval's time is listed_at, set once when the listing first
// goes live, which every browse index already carries (so `listed_at <= cutoff` is an index bound,
// and counts stay index-only scans: no extra index). Visitors are never premium, so the pages
// the page cache keeps for them (server/page-cache.ts) never hold a first-look listing; signed-in
// requests are never cached.
import { and, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { PUBLIC_STATUS } from "~/domain/listing-status";
import type { Viewer } from "~/domain/listing-visibility";
import { firstLookCutoff } from "~/domain/membership";
import { isAdmin } from "~/domain/permissions";
import { judgments } from "~/server/db/schema";
import { param, type Params } from "~/server/queries/prepared";

/** Who a list is for: whether it includes listings in their first look, and the time it is read at. */
export type ListAudience = { firstLook: boolean; now: Date };

export function listAudience(viewer: Viewer, now: Date): ListAudience {
  return { firstLook: viewer !== null && (viewer.premium || isAdmin(viewer.roles)), now };
}

/** A visitor's lists (never premium). */
export function visitorAudience(now: Date): ListAudience {
  return { firstLook: false, now };
}

/**
 * The first look's cutoff for this audience's time: a value in the SQL, or with `params` a
 * placeholder of a prepared query (app/server/queries/prepared.ts).
 */
function cutoff(audience: ListAudience, params?: Params): SQL {
  const iso = firstLookCutoff(audience.now).toISOString();
  return sql`${params ? param(params, "firstLookCutoff", iso) : iso}::timestamptz`;
}

/** Listed before the first look's cutoff (or never listed), unless the audience sees the first look. */
export function outOfFirstLook(audience: ListAudience, params?: Params): SQL | undefined {
  if (audience.firstLook) return undefined;
  return or(isNull(judgments.listedAt), sql`${judgments.listedAt} <= ${cutoff(audience, params)}`)!;
}

/**
 * Active listings this audience may see in a list: active, listed (keyset paging orders by
 * listed_at; going live sets it), and out of their first look unless the audience sees it.
 */
export function visibleToViewer(audience: ListAudience, params?: Params): SQL {
  const listed = and(eq(judgments.status, PUBLIC_STATUS), isNotNull(judgments.listedAt))!;
  return audience.firstLook ? listed : and(listed, sql`${judgments.listedAt} <= ${cutoff(audience, params)}`)!;
}

/** The "First look" mark of a row: listed within the first look (only premium members and administrators see such rows in lists). */
export function firstLookColumn(audience: ListAudience, params?: Params) {
  if (!audience.firstLook) return sql<boolean>`false`.mapWith(Boolean);
  return sql<boolean>`coalesce(${judgments.listedAt} > ${cutoff(audience, params)}, false)`.mapWith(Boolean);
}
