// The columns of a ListingSummary (app/domain/listing-summary.ts), which every list of listings
// shows (browse, the featured lists, a member's public page): one place, so the lists agree.
// Queries spread them into their select and LEFT join states and counties on the listing: a
// portfolio's place columns are null when its judgments are in several (docs/decisions/0055).
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ListingSummary } from "~/domain/listing-summary";
import { counties, judgments, portfolioItems, states } from "~/server/db/schema";

/**
 * A portfolio's count of the distinct states (or counties) of its live judgments, where its own
 * column (`listing.own`) is null because they differ; null for a judgment and for a portfolio with
 * one place. A scalar subquery per row, read for a page's rows only (portfolio_items' primary key
 * leads with portfolio_id). `listing`: the listing's columns, or a raw query's alias's (j.id, …).
 */
export function memberPlaceCount(
  memberColumn: "state_id" | "county_id",
  listing: { id: SQL | PgColumn; kind: SQL | PgColumn; own: SQL | PgColumn },
) {
  return sql<number | null>`case when ${listing.kind} = 'portfolio' and ${listing.own} is null then (
    select count(distinct m.${sql.raw(memberColumn)})::int from ${portfolioItems} pi
    join ${judgments} m on m.id = pi.judgment_id
    where pi.portfolio_id = ${listing.id} and pi.released_at is null) end`.mapWith(Number);
}

const ownColumns = { id: judgments.id, kind: judgments.kind };

export const listingSummaryColumns = {
  id: judgments.id,
  kind: judgments.kind,
  portfolioSize: judgments.portfolioSize,
  title: judgments.title,
  stateName: states.name,
  stateAbbreviation: states.abbreviation,
  countyName: counties.name,
  stateCount: memberPlaceCount("state_id", { ...ownColumns, own: judgments.stateId }),
  countyCount: memberPlaceCount("county_id", { ...ownColumns, own: judgments.countyId }),
  amountCents: judgments.amountCents,
  priceCents: judgments.priceCents,
  buyNowCents: judgments.buyNowCents,
  listedAt: judgments.listedAt,
};

/**
 * A row's ListingSummary fields, copied one by one. Not `({ extra, ...row }) => …`: object rest on
 * Drizzle's result rows (built a property at a time) runs V8's slow generic copy, about 8 µs a row,
 * 4–5% of /judgments's CPU in a profile; copying the named fields costs a fortieth of that (0056).
 */
export function summaryOf<Instant>(row: ListingSummary<Instant>): ListingSummary<Instant> {
  return {
    id: row.id,
    kind: row.kind,
    portfolioSize: row.portfolioSize,
    title: row.title,
    stateName: row.stateName,
    stateAbbreviation: row.stateAbbreviation,
    countyName: row.countyName,
    stateCount: row.stateCount,
    countyCount: row.countyCount,
    amountCents: row.amountCents,
    priceCents: row.priceCents,
    buyNowCents: row.buyNowCents,
    listedAt: row.listedAt,
  };
}
