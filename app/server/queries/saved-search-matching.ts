// The one home of the saved searches' matching (docs/decisions/0028, 0054): whether a listing meets
// a saved search's criteria, as one SQL condition over a listing (alias j) and a saved search
// (alias s). Used three ways, never copied: a newly approved listing against every member's search
// (the alerts' matches, recorded), a listing or a seller's listings against the live standing buy
// requests, and a draft in the listing wizard (its typed facts as a one-row j) against them.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { todayIso } from "~/domain/dates";
import { nearDeadlineCutoff } from "~/domain/judgment-value/clock";
import { FIRST_LOOK_DAYS } from "~/domain/membership";
import { ADMIN_ROLES } from "~/domain/permissions";
import type { Executor } from "~/server/db/client";
import { deadlineNearBy, meetsFactMask } from "~/server/queries/browse";
import { isCourtVerified } from "~/server/queries/court-verifications";
import { judgments, portfolioItems, savedSearchMatches, savedSearches } from "~/server/db/schema";

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// LIKE's wildcards and escape in the saved keywords matched literally, as browse does (escapeLike).
const LIKE_SPECIALS = sql.raw(String.raw`'([\\%_])'`);
const LIKE_ESCAPED = sql.raw(String.raw`'\\\1'`);

function adminRoleList(): SQL {
  return sql.join(
    ADMIN_ROLES.map((role) => sql`${role}`),
    sql`, `,
  );
}

/**
 * Whether listing j meets saved search s on `today` (a US Eastern day): the browse search's rules
 * (place, price and amount ranges, dates awarded and listed in US Eastern days, keywords anywhere in
 * the title or description, case-insensitively; the collectability facts by the same bit test as
 * browse, the search's fact_mask generated from its criteria by the same bits; an enforceability
 * deadline near or past as of today; verified against the court record), and a buy request's own
 * criteria: one of its states, and the judgment's age in years since entry on that day (at least
 * the minimum, under the maximum, as the comparable sales' age bands count). Never the seller's own.
 *
 * A portfolio (docs/decisions/0055) meets the criteria as its row's aggregates say: its amount is
 * its face value, a collectability fact's bit is set only when every judgment in it has the fact,
 * it is verified when every judgment in it is (isCourtVerified). A place criterion is met when
 * every judgment in it is there: its row's state and county are set only when its judgments share
 * them, so a state or county criterion never meets a portfolio spread over several; a buy
 * request's several states meet one whose judgments are each in one of them. It has no date of
 * award, so a date-awarded or age criterion never meets it. "Portfolios only" meets portfolios only.
 *
 * j needs: id, kind, seller_id, state_id, county_id, price_cents, amount_cents, date_awarded, listed_at,
 * title, description, fact_flags, enforce_deadline_on.
 */
export function listingMeetsSearch(today: string): SQL {
  const deadlineBy = nearDeadlineCutoff(today);
  const day = sql`${today}::date`;
  const keywordPattern = sql`'%' || regexp_replace(s.keywords, ${LIKE_SPECIALS}, ${LIKE_ESCAPED}, 'g') || '%'`;
  return sql`(s.user_id is distinct from j.seller_id
      and (not s.portfolios_only or j.kind = 'portfolio')
      and (s.state_id is null or s.state_id = j.state_id)
      and (s.state_ids is null or j.state_id = any(s.state_ids) or ${everyMemberInStates(sql`s.state_ids`)})
      and (s.county_id is null or s.county_id = j.county_id)
      and (s.price_min_cents is null or j.price_cents >= s.price_min_cents)
      and (s.price_max_cents is null or j.price_cents <= s.price_max_cents)
      and (s.judgment_min_cents is null or j.amount_cents >= s.judgment_min_cents)
      and (s.judgment_max_cents is null or j.amount_cents <= s.judgment_max_cents)
      and (s.judgment_date_start is null or j.date_awarded >= s.judgment_date_start)
      and (s.judgment_date_end is null or j.date_awarded <= s.judgment_date_end)
      and (s.age_min_years is null or j.date_awarded <= (${day} - make_interval(years => s.age_min_years))::date)
      and (s.age_max_years is null or j.date_awarded > (${day} - make_interval(years => s.age_max_years))::date)
      and (s.listing_date_start is null or j.listed_at >= s.listing_date_start::timestamp at time zone 'America/New_York')
      and (s.listing_date_end is null or j.listed_at < (s.listing_date_end + 1)::timestamp at time zone 'America/New_York')
      and (s.keywords is null or j.title ilike ${keywordPattern} or j.description ilike ${keywordPattern})
      and ${meetsFactMask(sql`j.fact_flags`, sql`s.fact_mask`)}
      and (not s.near_deadline or ${deadlineNearBy(sql`j.enforce_deadline_on`, sql`${deadlineBy}::date`)})
      and (not s.verified or ${isCourtVerified({ id: sql`j.id`, kind: sql`j.kind` })}))`;
}

/**
 * A portfolio j across several states (its row's state null) whose live judgments are each in one
 * of `stateIds` (an integer array).
 */
function everyMemberInStates(stateIds: SQL): SQL {
  return sql`(j.kind = 'portfolio' and j.state_id is null and not exists (select 1 from ${portfolioItems} pi
        join ${judgments} m on m.id = pi.judgment_id
        where pi.portfolio_id = j.id and pi.released_at is null and not (m.state_id = any(${stateIds}))))`;
}

/**
 * Whether the member (alias u) may see the listing (alias j) at `at`: past its first look, or a
 * premium member now, or an administrator: decided when alerting, listing and inviting, not only
 * when matching, since a membership (or a role) can end in between.
 */
export function memberSeesNow(at: SQL, names: { j: string; u: string } = { j: "j", u: "u" }) {
  const j = sql.raw(`"${names.j}"`);
  const u = sql.raw(`"${names.u}"`);
  return sql`(${j}.listed_at + make_interval(hours => ${24 * FIRST_LOOK_DAYS}) <= ${at}
    or (${u}.is_premium and (${u}.premium_until is null or ${u}.premium_until > ${at}))
    or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${u}.id and r.name in (${adminRoleList()})))`;
}

/**
 * Records, in ONE statement, every member's saved search (not the buy requests, which are read
 * live) the listing meets (`listingMeetsSearch`), as matches visible at once to members whose
 * premium membership runs (and administrators, who see the first look too) and at the first look's
 * end to everyone else. Only an active, listed listing matches; a match already recorded is kept as
 * it is. Answers how many matches are new.
 */
export async function matchListingToSavedSearches(db: Executor, judgmentId: number, now: Date, firstLookDays: number): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    insert into ${savedSearchMatches} (saved_search_id, judgment_id, matched_at, visible_at)
    select s.id, j.id, ${at},
      case
        when (u.is_premium and (u.premium_until is null or u.premium_until > ${at}))
          or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.name in (${adminRoleList()}))
        then ${at}
        else greatest(${at}, j.listed_at + make_interval(hours => ${24 * firstLookDays}))
      end
    from ${judgments} j
    join ${savedSearches} s on s.kind = 'search'
    join users u on u.id = s.user_id and u.deleted_at is null
    where j.id = ${judgmentId} and j.status = 'active' and j.listed_at is not null
      and ${listingMeetsSearch(todayIso(now))}
    on conflict do nothing
    returning saved_search_id`);
  return rowsOf(result).length;
}

/** Active listings approved after (`since`, `afterId`) in (approved_at, id) order (the sweep's catch-up), oldest first. */
export async function listListingsApprovedSince(
  db: Executor,
  since: Date,
  limit: number,
  afterId = 0,
): Promise<{ id: number; approvedAt: Date }[]> {
  const rows = await db
    .select({ id: judgments.id, approvedAt: judgments.approvedAt })
    .from(judgments)
    .where(
      and(
        eq(judgments.status, "active"),
        sql`(${judgments.approvedAt}, ${judgments.id}) > (${since.toISOString()}::timestamptz, ${afterId})`,
      ),
    )
    .orderBy(asc(judgments.approvedAt), asc(judgments.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, approvedAt: r.approvedAt! }));
}
