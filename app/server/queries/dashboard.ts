// The signed-in dashboard's data: featured listings, the watchlist, the user's own listings, what
// they are buying, their offers, their messages and their profile. The JSON API
// (/api/judgments/featured, …/watchlist, …/selling, …/buying, …/myoffers, /api/messages,
// /api/users/profile) and the /home panels call these same functions, so both show the same data.
// Answers use the specs' field names (snake_case), money in integer cents and instants as ISO
// strings, because they go out as JSON unchanged.
import { and, count, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { buyerNextStep, type BuyerNextStep } from "~/domain/buyer-next-step";
import { ACCEPTED_STATUSES, type AcceptedStatus } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import {
  counties,
  judgments,
  messages,
  offers,
  states,
  users,
  type JudgmentStatus,
  type MessageStatus,
  type OfferStatus,
} from "~/server/db/schema";
import { listFeaturedJudgments } from "~/server/queries/featured";
import { rolesOf } from "~/server/queries/users";
import { listWatchlist } from "~/server/queries/watchlist";

/** No dashboard list grows without bound; a page for the full history belongs elsewhere. */
export const DASHBOARD_LIST_CAP = 100;
export const FEATURED_LIMIT = 12;
export const MESSAGES_PER_PAGE = 20;

type Ref = { id: number; name: string };
type UserRef = { id: number; handle: string };

export type JudgmentSummary = {
  id: number;
  title: string;
  /** Asking price, cents. */
  price: number;
  /** The judgment's value, cents. */
  original_price: number;
  status: JudgmentStatus;
  state: Ref & { abbreviation: string };
  county: Ref;
  date_awarded: string;
  listed_at: string | null;
  created_at: string;
  highlight_listing: boolean;
  embolden_listing: boolean;
};

export type FeaturedListing = JudgmentSummary & { featured: boolean; user: UserRef };
export type WatchedListing = JudgmentSummary & { user: UserRef };
export type SellingListing = JudgmentSummary & { offers_count: number; views_count: number; watchlist_count: number };
export type BuyingListing = JudgmentSummary & {
  user: UserRef;
  /** The accepted offer's amount, cents: what the buyer pays (before the buyer's fee). */
  amount: number | null;
  payment_due_at: string | null;
  next_step: BuyerNextStep["label"];
  next_step_url: string;
};
export type MyOffer = {
  id: number;
  judgment_id: number;
  amount: number;
  status: OfferStatus;
  message: string | null;
  expires_at: string | null;
  created_at: string;
  judgment: { id: number; title: string; status: JudgmentStatus };
};
export type DashboardMessage = {
  id: number;
  message: string;
  sender: UserRef;
  recipient: UserRef;
  judgment: { id: number; title: string } | null;
  created_at: string;
  is_read: boolean;
  /** Only on messages the user sent: received ones are always approved. */
  status?: MessageStatus;
};
export type Profile = {
  id: number;
  name: string;
  handle: string;
  email: string;
  email_verified_at: string | null;
  phone: string | null;
  phone_verified_at: string | null;
  created_at: string;
  roles: { name: string }[];
  address: { name: string | null; address1: string | null; address2: string | null; city: string | null; state: string | null; zip: string | null };
  has_payout_account: boolean;
};

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
const capped = (limit: number) => Math.max(0, Math.min(DASHBOARD_LIST_CAP, Math.floor(limit)));

// --- Judgment summaries ----------------------------------------------------------------------

const seller = alias(users, "seller");

const summaryColumns = {
  id: judgments.id,
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
  title: string;
  priceCents: number;
  amountCents: number;
  status: JudgmentStatus;
  stateId: number;
  stateName: string;
  stateAbbreviation: string;
  countyId: number;
  countyName: string;
  dateAwarded: string;
  listedAt: Date | null;
  createdAt: Date;
  highlightListing: boolean;
  emboldenListing: boolean;
};

function toSummary(row: SummaryRow): JudgmentSummary {
  return {
    id: row.id,
    title: row.title,
    price: row.priceCents,
    original_price: row.amountCents,
    status: row.status,
    state: { id: row.stateId, name: row.stateName, abbreviation: row.stateAbbreviation },
    county: { id: row.countyId, name: row.countyName },
    date_awarded: row.dateAwarded,
    listed_at: iso(row.listedAt),
    created_at: row.createdAt.toISOString(),
    highlight_listing: row.highlightListing,
    embolden_listing: row.emboldenListing,
  };
}

/** Summaries (with the seller) of the given judgments, by id: one primary-key lookup. */
async function summariesByIds(db: Executor, ids: number[]): Promise<Map<number, JudgmentSummary & { user: UserRef }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...summaryColumns, sellerId: seller.id, sellerHandle: seller.handle })
    .from(judgments)
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .innerJoin(seller, eq(seller.id, judgments.sellerId))
    .where(inArray(judgments.id, ids));
  return new Map(rows.map((row) => [row.id, { ...toSummary(row), user: { id: row.sellerId, handle: row.sellerHandle } }]));
}

// --- Featured ----------------------------------------------------------------------------------

/**
 * Featured-nationwide, then featured-in-state listings, then the newest active ones. The order is
 * listFeaturedJudgments' (the public home's), so the two never disagree; this adds the ids and
 * the seller the API answers with.
 */
export async function listFeatured(db: Executor, limit = FEATURED_LIMIT): Promise<FeaturedListing[]> {
  const ranked = await listFeaturedJudgments(db, limit);
  const summaries = await summariesByIds(db, ranked.map((j) => j.id));
  return ranked.flatMap((j) => {
    const summary = summaries.get(j.id);
    // A listing sold or hidden between the two lookups is left out rather than shown as live.
    return summary && summary.status === "active" ? [{ ...summary, featured: j.featured }] : [];
  });
}

// --- Watchlist -------------------------------------------------------------------------------

/**
 * The judgments the user watches, most recently watched first, with their status so the panel can
 * say when one is no longer for sale. Which watched listings are still shown (not ones hidden,
 * cancelled or back in review) is listWatchlist's rule, shared with the watchlist itself.
 */
export async function listWatchedJudgments(db: Executor, userId: number, limit = DASHBOARD_LIST_CAP): Promise<WatchedListing[]> {
  const watched = (await listWatchlist(db, userId)).slice(0, capped(limit));
  const summaries = await summariesByIds(db, watched.map((w) => w.id));
  return watched.flatMap((w) => {
    const summary = summaries.get(w.id);
    return summary ? [summary] : [];
  });
}

// --- Selling -----------------------------------------------------------------------------------

/** The user's own listings, except cancelled ones, newest first, with their counters. */
export async function listSellingJudgments(db: Executor, userId: number, limit = DASHBOARD_LIST_CAP): Promise<SellingListing[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      offersCount: judgments.offersCount,
      viewsCount: judgments.viewsCount,
      watchlistCount: judgments.watchlistCount,
    })
    .from(judgments)
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .where(and(eq(judgments.sellerId, userId), ne(judgments.status, "cancelled")))
    .orderBy(desc(judgments.createdAt), desc(judgments.id))
    .limit(capped(limit));
  return rows.map((row) => ({
    ...toSummary(row),
    offers_count: row.offersCount,
    views_count: row.viewsCount,
    watchlist_count: row.watchlistCount,
  }));
}

// --- Buying ------------------------------------------------------------------------------------

/**
 * Judgments the user is buying (its offer was accepted) or bought. Those waiting for the buyer come
 * first (to pay, then to review the assignment), then the rest, most recently changed first.
 */
export async function listBuyingJudgments(db: Executor, userId: number, limit = DASHBOARD_LIST_CAP): Promise<BuyingListing[]> {
  const stage = sql`case ${judgments.status} when 'offer_accepted' then 0 when 'assigned' then 1 when 'paid' then 2 else 3 end`;
  const rows = await db
    .select({
      ...summaryColumns,
      sellerId: seller.id,
      sellerHandle: seller.handle,
      acceptedAmount: offers.amountCents,
      paymentDueAt: judgments.paymentDueAt,
    })
    .from(judgments)
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .innerJoin(seller, eq(seller.id, judgments.sellerId))
    .leftJoin(offers, eq(offers.id, judgments.acceptedOfferId))
    .where(and(eq(judgments.buyerId, userId), inArray(judgments.status, [...ACCEPTED_STATUSES])))
    .orderBy(stage, desc(judgments.updatedAt), desc(judgments.id))
    .limit(capped(limit));
  return rows.map((row) => {
    const next = buyerNextStep(row.status as AcceptedStatus, row.id);
    return {
      ...toSummary(row),
      user: { id: row.sellerId, handle: row.sellerHandle },
      amount: row.acceptedAmount,
      payment_due_at: iso(row.paymentDueAt),
      next_step: next.label,
      next_step_url: next.url,
    };
  });
}

// --- Offers ------------------------------------------------------------------------------------

/** The offers the user made, newest first, each with the judgment it is on. */
export async function listMyOffers(db: Executor, userId: number, limit = DASHBOARD_LIST_CAP): Promise<MyOffer[]> {
  const rows = await db
    .select({
      id: offers.id,
      judgmentId: offers.judgmentId,
      amountCents: offers.amountCents,
      status: offers.status,
      message: offers.message,
      expiresAt: offers.expiresAt,
      createdAt: offers.createdAt,
      judgmentTitle: judgments.title,
      judgmentStatus: judgments.status,
    })
    .from(offers)
    .innerJoin(judgments, eq(judgments.id, offers.judgmentId))
    .where(eq(offers.buyerId, userId))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(capped(limit));
  return rows.map((row) => ({
    id: row.id,
    judgment_id: row.judgmentId,
    amount: row.amountCents,
    status: row.status,
    message: row.message,
    expires_at: iso(row.expiresAt),
    created_at: row.createdAt.toISOString(),
    judgment: { id: row.judgmentId, title: row.judgmentTitle, status: row.judgmentStatus },
  }));
}

// --- Messages ----------------------------------------------------------------------------------

const sender = alias(users, "sender");
const recipient = alias(users, "recipient");

/**
 * The user's messages, newest first: those delivered to it (approved by a moderator) and those it
 * sent, whatever their status, so the sender sees what is still waiting for review. Never a
 * message between two other users, and never one to the user that is not yet approved.
 */
export async function listUserMessages(
  db: Executor,
  userId: number,
  { page = 1, perPage = MESSAGES_PER_PAGE }: { page?: number; perPage?: number } = {},
): Promise<{ data: DashboardMessage[]; total: number }> {
  const mine = or(and(eq(messages.recipientId, userId), eq(messages.status, "approved")), eq(messages.senderId, userId));
  const [{ total }] = await db.select({ total: count() }).from(messages).where(mine);
  const offset = (page - 1) * perPage;
  if (total === 0 || offset >= total) return { data: [], total };
  const rows = await db
    .select({
      id: messages.id,
      body: messages.body,
      status: messages.status,
      isRead: messages.isRead,
      createdAt: messages.createdAt,
      senderId: sender.id,
      senderHandle: sender.handle,
      recipientId: recipient.id,
      recipientHandle: recipient.handle,
      judgmentId: judgments.id,
      judgmentTitle: judgments.title,
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(recipient, eq(recipient.id, messages.recipientId))
    .leftJoin(judgments, eq(judgments.id, messages.judgmentId))
    .where(mine)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(perPage)
    .offset(offset);
  const data = rows.map((row): DashboardMessage => ({
    id: row.id,
    message: row.body,
    sender: { id: row.senderId, handle: row.senderHandle },
    recipient: { id: row.recipientId, handle: row.recipientHandle },
    judgment: row.judgmentId === null ? null : { id: row.judgmentId, title: row.judgmentTitle ?? "" },
    created_at: row.createdAt.toISOString(),
    is_read: row.isRead,
    ...(row.senderId === userId ? { status: row.status } : {}),
  }));
  return { data, total };
}

// --- Pagination object (buyer spec section 3) ------------------------------------------------

export type PageLink = { label: string; url: string | null; active: boolean };
export type Paginated<T> = {
  data: T[];
  links: PageLink[];
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
};

/** `?page=` as a page number: anything that is not a positive whole number reads as page 1. */
export function readPageParam(value: string | null): number {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

/**
 * The spec's pagination object. `links` are Previous, the page numbers (the first, the last and
 * two either side of the current one, with "..." for the gaps) and Next; a link that goes nowhere
 * has a null url.
 */
export function paginate<T>(data: T[], total: number, page: number, perPage: number, path: string): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (n: number) => (n >= 1 && n <= lastPage ? `${path}?page=${n}` : null);
  const links: PageLink[] = [{ label: "« Previous", url: page > 1 ? url(Math.min(page - 1, lastPage)) : null, active: false }];
  let previous = 0;
  for (let n = 1; n <= lastPage; n++) {
    if (n !== 1 && n !== lastPage && Math.abs(n - page) > 2) continue;
    if (n - previous > 1) links.push({ label: "...", url: null, active: false });
    links.push({ label: String(n), url: url(n), active: n === page });
    previous = n;
  }
  links.push({ label: "Next »", url: page < lastPage ? url(page + 1) : null, active: false });
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data,
    links,
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    from,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}

// --- Profile -----------------------------------------------------------------------------------

/** The user's own profile, address included (it is theirs); null for an unknown or deleted user. */
export async function getProfile(db: Executor, userId: number): Promise<Profile | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      handle: users.handle,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      createdAt: users.createdAt,
      addressName: users.addressName,
      address1: users.address1,
      address2: users.address2,
      city: users.city,
      addressState: users.addressState,
      zip: users.zip,
      stripeConnectAccountId: users.stripeConnectAccountId,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) return null;
  const roles = await rolesOf(db, userId);
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    email: row.email,
    email_verified_at: iso(row.emailVerifiedAt),
    phone: row.phone,
    phone_verified_at: iso(row.phoneVerifiedAt),
    created_at: row.createdAt.toISOString(),
    roles: roles.map((name) => ({ name })),
    address: {
      name: row.addressName,
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.addressState,
      zip: row.zip,
    },
    has_payout_account: Boolean(row.stripeConnectAccountId),
  };
}
