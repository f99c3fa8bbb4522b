// The administrators' review of new and edited listings, as the audit log records it.
// "Request more info" keeps a listing 'new' and is stored as an audit row (action
// 'listing.request_info', details {message}); the seller's dashboard reads the latest one back.
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { auditLog, counties, documents, judgments, states, users, type JudgmentStatus } from "~/server/db/schema";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";
import type { LedgerPayment } from "~/domain/sworn-statements";
import { alias } from "drizzle-orm/pg-core";
import { insertAudit } from "~/server/queries/audit";
import { factsColumns, paymentsReceived } from "~/server/queries/judgment-value";
import { listingFeePaidSql } from "~/server/queries/listings";
import { PENDING_PAGE_SIZE } from "~/domain/review-queue";
import { judgmentsOnly, withCourtFacts } from "~/server/queries/listing-kinds";

export const REQUEST_INFO_ACTION = "listing.request_info";

export type InfoRequest = { judgmentId: number; message: string; requestedAt: Date };

/** Records an administrator's request for more information about a listing. */
export async function recordInfoRequest(db: Executor, input: { judgmentId: number; adminId: number; message: string }): Promise<void> {
  await insertAudit(db, {
    actorId: input.adminId,
    action: REQUEST_INFO_ACTION,
    entity: "judgment",
    entityId: input.judgmentId,
    fromStatus: "new",
    toStatus: "new",
    details: { message: input.message },
  });
}

/**
 * The latest "request more info" of each of the seller's listings still waiting for review, newest
 * request first. A request made before the listing was last approved belongs to an earlier round
 * of review and is left out (requests are only made while a listing is 'new').
 */
export async function latestInfoRequests(db: Executor, sellerId: number): Promise<InfoRequest[]> {
  const pending = await db
    .select({ id: judgments.id })
    .from(judgments)
    .where(and(eq(judgments.sellerId, sellerId), eq(judgments.status, "new")));
  if (pending.length === 0) return [];
  const ids = pending.map((row) => String(row.id));

  const rows = await db
    .selectDistinctOn([auditLog.entityId], {
      entityId: auditLog.entityId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, "judgment"),
        inArray(auditLog.entityId, ids),
        eq(auditLog.action, REQUEST_INFO_ACTION),
        sql`not exists (select 1 from ${auditLog} as later
              where later.entity = 'judgment' and later.entity_id = ${auditLog.entityId}
                and later.action = 'listing.approve' and later.created_at > ${auditLog.createdAt})`,
      ),
    )
    .orderBy(auditLog.entityId, desc(auditLog.createdAt), desc(auditLog.id));

  return rows
    .map((row) => ({
      judgmentId: Number(row.entityId),
      message: typeof row.details?.message === "string" ? row.details.message : "",
      requestedAt: row.createdAt,
    }))
    .sort((a, b) => b.requestedAt.getTime() - a.requestedAt.getTime());
}

/** The same requests keyed by listing id, for pages that show one per row. */
export async function latestInfoRequestsByListing(db: Executor, sellerId: number): Promise<Map<number, InfoRequest>> {
  return new Map((await latestInfoRequests(db, sellerId)).map((request) => [request.judgmentId, request]));
}

export const DECLINE_ACTION = "listing.decline";

export type Decline = { reason: string; declinedAt: Date };

/**
 * The latest decline of each of these listings (docs/decisions/0039): the reason as the
 * administrator wrote it (the audit row of the 'decline' transition). For a declined listing it is
 * why; for a resubmitted one, what the review before asked to change.
 */
export async function latestDeclines(db: Executor, judgmentIds: readonly number[]): Promise<Map<number, Decline>> {
  if (judgmentIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([auditLog.entityId], { entityId: auditLog.entityId, details: auditLog.details, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, "judgment"),
        inArray(
          auditLog.entityId,
          judgmentIds.map((id) => String(id)),
        ),
        eq(auditLog.action, DECLINE_ACTION),
      ),
    )
    .orderBy(auditLog.entityId, desc(auditLog.createdAt), desc(auditLog.id));
  return new Map(
    rows.map((row) => [
      Number(row.entityId),
      { reason: typeof row.details?.reason === "string" ? row.details.reason : "", declinedAt: row.createdAt },
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// The review queue (/admin/judgments/pending).

const reviewers = alias(users, "limit_reviewers");

export type PendingListing = {
  id: number;
  /** The payments received of the seller's sworn statements, deducted in the card's estimate (docs/decisions/0046). */
  paymentsReceived: LedgerPayment[] | null;
  title: string;
  description: string;
  sellerId: number;
  sellerHandle: string;
  /** The seller's identity is verified: an approval needs it (docs/decisions/0048). */
  sellerIdentityVerified: boolean;
  stateName: string;
  stateAbbreviation: string;
  countyName: string;
  casenum: string;
  courthouse: string | null;
  /** 'YYYY-MM-DD'. */
  dateAwarded: string;
  amountCents: number;
  priceCents: number;
  buyNowCents: number | null;
  privacy: "public" | "private";
  documentsCount: number;
  listingFeeCents: number;
  /** Listing fees paid for it (succeeded charges), cents. */
  listingFeePaidCents: number;
  createdAt: Date;
  /** Its last change (the version a review decision names: app/server/admin/listing-review.ts). */
  updatedAt: Date;
  /** When it last entered review: submitted, or sent back by an edit of a reviewed listing. */
  enteredReviewAt: Date;
  /** True when an edit of a listing that had been live sent it back to review. */
  reentered: boolean;
  /** True when its seller resubmitted it after an administrator declined it. */
  resubmitted: boolean;
  /** The seller has not confirmed their e-mail address. */
  sellerEmailUnverified: boolean;
  /** An administrator's earlier review of the judgment past its limit, still holding (null when none). */
  limitReview: { at: Date; byHandle: string | null } | null;
} & CollectabilityFacts;

/**
 * When a listing (re)entered review: the latest audited transition into 'new' from another status
 * (an edit of a reviewed listing); else, for a listing that was approved before, its last update;
 * else its creation. Edits of a listing still waiting keep its place in the queue. The overview's
 * oldest listing (app/server/queries/needs-you.ts) is the same.
 */
export const enteredReviewAt = sql<Date>`coalesce(
  ${lastEnteredReviewSql()},
  case when ${judgments.approvedAt} is not null then ${judgments.updatedAt} else ${judgments.createdAt} end)`.mapWith(judgments.createdAt);

/**
 * The latest audited transition of the listing (judgments row in scope) into 'new' from another
 * status: its submission, a resubmission after a decline, an edit that sent a live listing back to
 * review; null when none is audited. `returnsOnly` leaves out the submission (from no status): only a
 * return to review. Also where the listing-fee reminders start counting (again).
 */
export function lastEnteredReviewSql(options: { returnsOnly?: boolean } = {}) {
  return sql`(select max(entered.created_at) from ${auditLog} as entered
    where entered.entity = 'judgment' and entered.entity_id = ${judgments.id}::text
      and entered.to_status = 'new' and entered.from_status is distinct from 'new'${
        options.returnsOnly ? sql` and entered.from_status is not null` : sql``
      })`;
}

/** The status it entered review from last (declined: a resubmission), null when never audited. */
const enteredReviewFrom = sql<string | null>`(select entered.from_status from ${auditLog} as entered
    where entered.entity = 'judgment' and entered.entity_id = ${judgments.id}::text
      and entered.to_status = 'new' and entered.from_status is distinct from 'new'
    order by entered.created_at desc, entered.id desc limit 1)`;

const listingDocumentsCount = sql<number>`(select count(*) from ${documents}
  where ${documents.judgmentId} = ${judgments.id} and ${documents.kind} = 'listing' and ${documents.deletedAt} is null)`.mapWith(Number);

export async function countPendingListings(db: Executor): Promise<number> {
  // As the list: portfolios join the queue with their review card (docs/decisions/0055, slice 2).
  const [row] = await db
    .select({ n: count() })
    .from(judgments)
    .where(and(eq(judgments.status, "new"), judgmentsOnly));
  return row?.n ?? 0;
}

/** New listings, the one waiting longest first. */
export async function listPendingListings(db: Executor, options: { page: number; pageSize?: number }): Promise<PendingListing[]> {
  const pageSize = options.pageSize ?? PENDING_PAGE_SIZE;
  const rows = await db
    .select({
      id: judgments.id,
      title: judgments.title,
      description: judgments.description,
      sellerId: judgments.sellerId,
      sellerHandle: users.handle,
      sellerIdentityVerified: sql<boolean>`${users.identityVerifiedAt} is not null`,
      stateName: states.name,
      stateAbbreviation: states.abbreviation,
      countyName: counties.name,
      casenum: judgments.casenum,
      courthouse: judgments.courthouse,
      dateAwarded: judgments.dateAwarded,
      amountCents: judgments.amountCents,
      priceCents: judgments.priceCents,
      buyNowCents: judgments.buyNowCents,
      privacy: judgments.privacy,
      documentsCount: listingDocumentsCount,
      listingFeeCents: judgments.listingFeeCents,
      listingFeePaidCents: listingFeePaidSql(),
      createdAt: judgments.createdAt,
      enteredReviewAt,
      enteredReviewFrom,
      sellerEmailVerifiedAt: users.emailVerifiedAt,
      approvedAt: judgments.approvedAt,
      updatedAt: judgments.updatedAt,
      limitReviewedAt: judgments.limitReviewedAt,
      limitReviewerHandle: reviewers.handle,
      paymentsReceived,
      ...factsColumns,
    })
    .from(judgments)
    .innerJoin(users, eq(users.id, judgments.sellerId))
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .leftJoin(reviewers, eq(reviewers.id, judgments.limitReviewedBy))
    // Portfolios join the queue with their own review card (docs/decisions/0055, slice 2).
    .where(and(eq(judgments.status, "new"), judgmentsOnly))
    .orderBy(asc(enteredReviewAt), asc(judgments.id))
    .limit(pageSize)
    .offset((Math.max(1, options.page) - 1) * pageSize);
  return rows
    .map((found) => withCourtFacts(found, "casenum", "dateAwarded"))
    .map(({ approvedAt, limitReviewedAt, limitReviewerHandle, enteredReviewFrom, sellerEmailVerifiedAt, ...row }) => ({
      ...row,
      description: row.description ?? "",
      reentered: approvedAt !== null,
      resubmitted: enteredReviewFrom === "declined",
      sellerEmailUnverified: sellerEmailVerifiedAt === null,
      limitReview: limitReviewedAt ? { at: limitReviewedAt, byHandle: limitReviewerHandle } : null,
    }));
}

export type ListingUnderReview = {
  id: number;
  title: string;
  status: JudgmentStatus;
  seller: { id: number; name: string; email: string; deleted: boolean };
  listingFeeCents: number;
  /** An administrator's earlier review of the judgment past its limit, still holding. */
  limitReviewedAt: Date | null;
};

/** What approving or questioning one listing needs: its title, seller and listing fee. */
export async function findListingUnderReview(db: Executor, id: number): Promise<ListingUnderReview | null> {
  const [row] = await db
    .select({
      id: judgments.id,
      title: judgments.title,
      status: judgments.status,
      sellerId: users.id,
      sellerName: users.name,
      sellerEmail: users.email,
      sellerDeletedAt: users.deletedAt,
      listingFeeCents: judgments.listingFeeCents,
      limitReviewedAt: judgments.limitReviewedAt,
    })
    .from(judgments)
    .innerJoin(users, eq(users.id, judgments.sellerId))
    .where(eq(judgments.id, id));
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    seller: { id: row.sellerId, name: row.sellerName, email: row.sellerEmail, deleted: row.sellerDeletedAt !== null },
    listingFeeCents: row.listingFeeCents,
    limitReviewedAt: row.limitReviewedAt,
  };
}

/**
 * The listing's status and last change (updated_at: every edit, resubmission and status change sets
 * it), the row locked until the transaction ends: what a review decision checks it still acts on.
 */
export async function lockListingVersion(db: Executor, id: number): Promise<{ status: JudgmentStatus; updatedAt: Date } | null> {
  const [row] = await db
    .select({ status: judgments.status, updatedAt: judgments.updatedAt })
    .from(judgments)
    .where(eq(judgments.id, id))
    .for("update");
  return row ?? null;
}

export const LIMIT_REVIEW_ACTION = "listing.limit_review";

/**
 * Records that an administrator reviewed a judgment past its limit and let it be listed (kept until
 * an edit changes a date the limit rests on: app/server/listings/edit.ts), audited with the limit.
 */
export async function recordLimitReview(
  db: Executor,
  input: { judgmentId: number; adminId: number; at: Date; enforceableUntil: string | null },
): Promise<void> {
  await db.update(judgments).set({ limitReviewedAt: input.at, limitReviewedBy: input.adminId }).where(eq(judgments.id, input.judgmentId));
  await insertAudit(db, {
    actorId: input.adminId,
    action: LIMIT_REVIEW_ACTION,
    entity: "judgment",
    entityId: input.judgmentId,
    fromStatus: "new",
    toStatus: "active",
    details: { enforceable_until: input.enforceableUntil },
  });
}

/** A portfolio waiting for review, as its review card shows it (its judgments are read with portfolio_items). */
export type PendingPortfolio = {
  id: number;
  title: string;
  description: string;
  sellerId: number;
  sellerHandle: string;
  sellerIdentityVerified: boolean;
  size: number;
  amountCents: number;
  priceCents: number;
  buyNowCents: number | null;
  createdAt: Date;
  updatedAt: Date;
  enteredReviewAt: Date;
};

const pendingPortfolio = and(eq(judgments.status, "new"), eq(judgments.kind, "portfolio"));

/** The portfolios waiting for review, counted (the queue shows the first `limit` of them). */
export async function countPendingPortfolios(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(judgments).where(pendingPortfolio);
  return Number(row?.n ?? 0);
}

/**
 * The portfolios waiting for review, the one waiting longest first (docs/decisions/0055), at most
 * `limit` of them: the queue shows them above its judgments' pages; the next ones come up as these
 * are decided.
 */
export async function listPendingPortfolios(db: Executor, options: { limit: number }): Promise<PendingPortfolio[]> {
  const rows = await db
    .select({
      id: judgments.id,
      title: judgments.title,
      description: judgments.description,
      sellerId: judgments.sellerId,
      sellerHandle: users.handle,
      sellerIdentityVerified: sql<boolean>`${users.identityVerifiedAt} is not null`,
      size: judgments.portfolioSize,
      amountCents: judgments.amountCents,
      priceCents: judgments.priceCents,
      buyNowCents: judgments.buyNowCents,
      createdAt: judgments.createdAt,
      updatedAt: judgments.updatedAt,
      enteredReviewAt,
    })
    .from(judgments)
    .innerJoin(users, eq(users.id, judgments.sellerId))
    .where(pendingPortfolio)
    .orderBy(asc(enteredReviewAt), asc(judgments.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, description: row.description ?? "", size: row.size ?? 0 }));
}
