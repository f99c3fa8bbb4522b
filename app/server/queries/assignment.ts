// Assignment: the buyer's assignment info (legal name and address), the assignment documents, the
// parties' e-mail addresses, and the administrators' list of listings waiting on an assignment.
import type { AssignmentFormFacts } from "~/domain/assignment-forms";
import { and, asc, count, eq, inArray, isNull, like, ne, sql } from "drizzle-orm";
import { hasAssignmentInfo } from "~/domain/address-form";
import type { Executor } from "~/server/db/client";
import { findBuyerAddress } from "~/server/queries/addresses";
import { counties, documents, judgments, payouts, states, users } from "~/server/db/schema";
import { judgmentsOnly, withCourtFacts } from "./listing-kinds";

/** The buyer's name and address as it goes on the assignment; null when not given yet. */
export type AssignmentInfo = { name: string; address1: string; address2: string | null; city: string; state: string; zip: string };

export async function findAssignmentInfo(db: Executor, userId: number): Promise<AssignmentInfo | null> {
  const address = await findBuyerAddress(db, userId);
  if (!address || !hasAssignmentInfo(address)) return null;
  const { name, address1, address2, city, state, zip } = address as AssignmentInfo;
  return { name, address1, address2: address2?.trim() || null, city, state, zip };
}

export type AssignmentDocument = { id: number; userFilename: string; createdAt: Date };

export function listAssignmentDocuments(db: Executor, judgmentId: number): Promise<AssignmentDocument[]> {
  return db
    .select({ id: documents.id, userFilename: documents.originalName, createdAt: documents.createdAt })
    .from(documents)
    .where(and(eq(documents.judgmentId, judgmentId), eq(documents.kind, "assignment"), isNull(documents.deletedAt)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

/** The live assignment documents of several judgments (a portfolio's, docs/decisions/0055), with whose they are. */
export function listAssignmentDocumentsOf(
  db: Executor,
  judgmentIds: readonly number[],
): Promise<(AssignmentDocument & { judgmentId: number })[]> {
  if (judgmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: documents.id, userFilename: documents.originalName, createdAt: documents.createdAt, judgmentId: documents.judgmentId })
    .from(documents)
    .where(and(inArray(documents.judgmentId, [...judgmentIds]), eq(documents.kind, "assignment"), isNull(documents.deletedAt)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

export async function countAssignmentDocuments(db: Executor, judgmentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.judgmentId, judgmentId), eq(documents.kind, "assignment"), isNull(documents.deletedAt)));
  return Number(row?.n ?? 0);
}

/** What the assignment forms print about the judgment (app/domain/assignment-forms.ts); null when there is no such listing. */
export type AssignmentFormListing = Omit<AssignmentFormFacts, "judgmentId" | "assignorName" | "assignee"> & { sellerName: string };

export async function findAssignmentFormListing(db: Executor, judgmentId: number): Promise<AssignmentFormListing | null> {
  const [row] = await db
    .select({
      courthouse: judgments.courthouse,
      county: counties.name,
      state: states.name,
      stateAbbreviation: states.abbreviation,
      caseNumber: judgments.casenum,
      dateAwarded: judgments.dateAwarded,
      amountCents: judgments.amountCents,
      sellerName: users.name,
    })
    .from(judgments)
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .innerJoin(users, eq(users.id, judgments.sellerId))
    .where(and(eq(judgments.id, judgmentId), judgmentsOnly));
  return row ? withCourtFacts(row, "caseNumber", "dateAwarded") : null;
}

/**
 * The listing's assignment document stored under a storage key starting with `keyPrefix` (the
 * generated assignment forms mark their content that way, server/assignment/forms.ts); null when none.
 */
export async function findAssignmentDocumentByKeyPrefix(
  db: Executor,
  judgmentId: number,
  keyPrefix: string,
): Promise<AssignmentDocument | null> {
  const [row] = await db
    .select({ id: documents.id, userFilename: documents.originalName, createdAt: documents.createdAt })
    .from(documents)
    .where(
      and(
        eq(documents.judgmentId, judgmentId),
        eq(documents.kind, "assignment"),
        isNull(documents.deletedAt),
        like(documents.storageKey, `${keyPrefix.replace(/[\\%_]/g, "\\$&")}%`),
      ),
    )
    .orderBy(asc(documents.id))
    .limit(1);
  return row ?? null;
}

export async function findUserContact(db: Executor, userId: number): Promise<{ email: string; name: string } | null> {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export type PendingAssignment = {
  id: number;
  title: string;
  status: "paid" | "assigned";
  sellerHandle: string;
  buyerHandle: string | null;
  buyerInfoGiven: boolean;
  documentsCount: number;
  /** When the buyer paid (the payout row is written with the payment); the listing's last change otherwise. */
  paidAt: Date;
  assignedAt: Date | null;
  /** The seller's assignment deadline and the buyer's inspection window, as stored (docs/decisions/0026). */
  assignmentDueAt: Date | null;
  inspectionDueAt: Date | null;
};

/** How many listings /admin/assignments lists: paid or assigned, waiting on the assignment. */
export async function countPendingAssignments(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(judgments)
    .where(inArray(judgments.status, ["paid", "assigned"]));
  return row?.n ?? 0;
}

/**
 * Listings paid but not assigned, and assigned but not confirmed: the oldest wait first. Only the
 * sale's live payout is joined: one cancelled by an earlier sale's full refund would list the
 * listing twice.
 */
export async function listPendingAssignments(db: Executor): Promise<PendingAssignment[]> {
  const rows = await db
    .select({
      id: judgments.id,
      title: judgments.title,
      status: judgments.status,
      sellerHandle: users.handle,
      buyerHandle: sql<string | null>`(select b.handle from users b where b.id = ${judgments.buyerId})`,
      buyerInfoGiven: sql<boolean>`coalesce((select nullif(trim(b.address_name), '') is not null and nullif(trim(b.address1), '') is not null
        and nullif(trim(b.city), '') is not null and nullif(trim(b.address_state), '') is not null and nullif(trim(b.zip), '') is not null
        from users b where b.id = ${judgments.buyerId}), false)`,
      documentsCount:
        sql<number>`(select count(*) from documents d where d.judgment_id = ${judgments.id} and d.kind = 'assignment' and d.deleted_at is null)`.mapWith(
          Number,
        ),
      paidAt: sql<Date>`coalesce(${payouts.createdAt}, ${judgments.updatedAt})`.mapWith((v: string | Date) => new Date(v)),
      assignedAt: judgments.sellerTransferredAt,
      assignmentDueAt: judgments.assignmentDueAt,
      inspectionDueAt: judgments.inspectionDueAt,
    })
    .from(judgments)
    .innerJoin(users, eq(users.id, judgments.sellerId))
    .leftJoin(payouts, and(eq(payouts.judgmentId, judgments.id), ne(payouts.status, "cancelled")))
    .where(inArray(judgments.status, ["paid", "assigned"]))
    .orderBy(asc(sql`coalesce(${judgments.sellerTransferredAt}, ${payouts.createdAt}, ${judgments.updatedAt})`), asc(judgments.id));
  return rows.map((r) => ({ ...r, status: r.status as "paid" | "assigned", buyerInfoGiven: Boolean(r.buyerInfoGiven) }));
}
