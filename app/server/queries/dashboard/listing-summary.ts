// The listing summary every dashboard panel and its JSON endpoint share (buyer spec section 3):
// snake_case field names, money in integer cents and instants as ISO strings, because the answers
// go out as JSON unchanged. Each panel's query is in a file of its own next to this one; the /home
// panels and the JSON API call the same functions, so both show the same data.
import { inArray, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ListingKind } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { counties, judgments, states, users, type JudgmentStatus } from "~/server/db/schema";

/** No dashboard list grows without bound; a page for the full history belongs elsewhere. */
export const DASHBOARD_LIST_CAP = 100;

type Ref = { id: number; name: string };
export type UserRef = { id: number; handle: string };

/** The JSON form of a listing in the dashboard's lists: a ListingSummary with its status, dates and enhancements. */
export type ListingSummaryJson = {
  id: number;
  /** "judgment", or "portfolio": several judgments sold as one listing (docs/decisions/0055). */
  kind: ListingKind;
  /** A portfolio's number of judgments; null for a judgment. */
  portfolio_size: number | null;
  title: string;
  /** Asking price, cents. */
  price: number;
  /** The judgment's value (a portfolio's: its judgments' summed), cents. */
  original_price: number;
  status: JudgmentStatus;
  /** Null for a portfolio whose judgments are in several states (the county: in several counties). */
  state: (Ref & { abbreviation: string }) | null;
  county: Ref | null;
  /** Null for a portfolio (docs/decisions/0055), which has no award date of its own. */
  date_awarded: string | null;
  listed_at: string | null;
  created_at: string;
  highlight_listing: boolean;
  embolden_listing: boolean;
};

export const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
export const capped = (limit: number) => Math.max(0, Math.min(DASHBOARD_LIST_CAP, Math.floor(limit)));

export const seller = alias(users, "seller");

export const summaryColumns = {
  id: judgments.id,
  kind: judgments.kind,
  portfolioSize: judgments.portfolioSize,
  title: judgments.title,
  priceCents: judgments.priceCents,
  amountCents: judgments.amountCents,
  status: judgments.status,
  stateId: states.id,
  stateName: states.name,
  stateAbbreviation: states.abbreviation,
  countyId: counties.id,
  countyName: counties.name,
  dateAwarded: judgments.dateAwarded,
  listedAt: judgments.listedAt,
  createdAt: judgments.createdAt,
  highlightListing: judgments.highlightListing,
  emboldenListing: judgments.emboldenListing,
};

type SummaryRow = {
  id: number;
  kind: ListingKind;
  portfolioSize: number | null;
  title: string;
  priceCents: number;
  amountCents: number;
  status: JudgmentStatus;
  stateId: number | null;
  stateName: string | null;
  stateAbbreviation: string | null;
  countyId: number | null;
  countyName: string | null;
  dateAwarded: string | null;
  listedAt: Date | null;
  createdAt: Date;
  highlightListing: boolean;
  emboldenListing: boolean;
};

export function toSummary(row: SummaryRow): ListingSummaryJson {
  return {
    id: row.id,
    kind: row.kind,
    portfolio_size: row.portfolioSize,
    title: row.title,
    price: row.priceCents,
    original_price: row.amountCents,
    status: row.status,
    state:
      row.stateId === null || row.stateName === null || row.stateAbbreviation === null
        ? null
        : { id: row.stateId, name: row.stateName, abbreviation: row.stateAbbreviation },
    county: row.countyId === null || row.countyName === null ? null : { id: row.countyId, name: row.countyName },
    date_awarded: row.dateAwarded,
    listed_at: iso(row.listedAt),
    created_at: row.createdAt.toISOString(),
    highlight_listing: row.highlightListing,
    embolden_listing: row.emboldenListing,
  };
}

/** Summaries (with the seller) of the given judgments, by id: one primary-key lookup. */
export async function summariesByIds(db: Executor, ids: number[]): Promise<Map<number, ListingSummaryJson & { user: UserRef }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...summaryColumns, sellerId: seller.id, sellerHandle: seller.handle })
    .from(judgments)
    // Left joins: a portfolio's place is null when its judgments are in several (docs/decisions/0055).
    .leftJoin(states, eq(states.id, judgments.stateId))
    .leftJoin(counties, eq(counties.id, judgments.countyId))
    .innerJoin(seller, eq(seller.id, judgments.sellerId))
    .where(inArray(judgments.id, ids));
  return new Map(rows.map((row) => [row.id, { ...toSummary(row), user: { id: row.sellerId, handle: row.sellerHandle } }]));
}
