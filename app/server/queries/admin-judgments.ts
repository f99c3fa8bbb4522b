// The administrators' lists of listings: all of them (filtered by status, searched by title) and
// the sold ones. Offset pages: an administrator's list, not the public browse.
import { and, count, desc, eq, ilike, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "~/server/db/client";
import { ledgerAccounts } from "~/domain/ledger";
import { judgments, offers, payouts, users, type JudgmentStatus } from "~/server/db/schema";
import { escapeLike } from "~/server/queries/browse";
import { agreedPriceSql, listingFeePaidSql } from "~/server/queries/listings";

export const ADMIN_PAGE_SIZE = 25;

export type AdminJudgmentRow = {
  id: number;
  title: string;
  status: JudgmentStatus;
  sellerHandle: string;
  amountCents: number;
  priceCents: number;
  /** The accepted offer's amount, once an offer was accepted. */
  agreedCents: number | null;
  createdAt: Date;
  listedAt: Date | null;
  listingFeeCents: number;
  listingFeePaidCents: number;
};

export type AdminJudgmentFilter = { status?: JudgmentStatus; title?: string };

function filterConditions(filter: AdminJudgmentFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(judgments.status, filter.status));
  if (filter.title) where.push(ilike(judgments.title, `%${escapeLike(filter.title)}%`));
  return where.length ? and(...where) : undefined;
}

export async function countAdminJudgments(db: Executor, filter: AdminJudgmentFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(judgments).where(filterConditions(filter));
  return row?.n ?? 0;
}

/** Every listing matching the filter, newest first. */
export async function listAdminJudgments(
  db: Executor,
  filter: AdminJudgmentFilter,
  page: number,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<AdminJudgmentRow[]> {
  return db
    .select({
      id: judgments.id,
      title: judgments.title,
      status: judgments.status,
      sellerHandle: users.handle,
      amountCents: judgments.amountCents,
      priceCents: judgments.priceCents,
      agreedCents: agreedPriceSql(),
      createdAt: judgments.createdAt,
      listedAt: judgments.listedAt,
      listingFeeCents: judgments.listingFeeCents,
      listingFeePaidCents: listingFeePaidSql(),
    })
    .from(judgments)
    .innerJoin(users, eq(users.id, judgments.sellerId))
    .where(filterConditions(filter))
    .orderBy(desc(judgments.createdAt), desc(judgments.id))
    .limit(pageSize)
    .offset((Math.max(1, page) - 1) * pageSize);
}

export type SoldJudgmentRow = {
  id: number;
  title: string;
  sellerHandle: string;
  buyerHandle: string | null;
  /** What the buyer agreed to pay (the accepted offer), else the asking price; cents. */
  salePriceCents: number;
  amountCents: number;
  soldAt: Date | null;
  /**
   * The buyer's fee, from the ledger's buyer-fees account (null when there is none): an earlier
   * sale refunded in full reversed its fee there, so only this sale's remains.
   */
  buyerFeeCents: number | null;
  /** The seller's fee and payout, from the live payout row (null when there is none); an earlier sale's is cancelled. */
  sellerFeeCents: number | null;
  payoutCents: number | null;
  payoutStatus: string | null;
};

export async function countSoldJudgments(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(judgments).where(eq(judgments.status, "sold"));
  return row?.n ?? 0;
}

/** Sold listings, the latest sale first. */
export async function listSoldJudgments(db: Executor, page: number, pageSize = ADMIN_PAGE_SIZE): Promise<SoldJudgmentRow[]> {
  const seller = alias(users, "seller");
  const buyer = alias(users, "buyer");
  return db
    .select({
      id: judgments.id,
      title: judgments.title,
      sellerHandle: seller.handle,
      buyerHandle: buyer.handle,
      salePriceCents: sql<number>`coalesce(${offers.amountCents}, ${judgments.priceCents})`.mapWith(Number),
      amountCents: judgments.amountCents,
      soldAt: judgments.soldAt,
      buyerFeeCents: sql<
        number | null
      >`(select -sum(l.amount_cents) from ledger_entries l where l.judgment_id = ${judgments.id} and l.account = ${ledgerAccounts.buyerFees})`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
      sellerFeeCents: payouts.feeCents,
      payoutCents: payouts.amountCents,
      payoutStatus: payouts.status,
    })
    .from(judgments)
    .innerJoin(seller, eq(seller.id, judgments.sellerId))
    .leftJoin(buyer, eq(buyer.id, judgments.buyerId))
    .leftJoin(offers, eq(offers.id, judgments.acceptedOfferId))
    .leftJoin(payouts, and(eq(payouts.judgmentId, judgments.id), ne(payouts.status, "cancelled")))
    .where(eq(judgments.status, "sold"))
    .orderBy(sql`${judgments.soldAt} desc nulls last`, desc(judgments.id))
    .limit(pageSize)
    .offset((Math.max(1, page) - 1) * pageSize);
}
