// The spreadsheet import's queries (docs/decisions/0052): the seller's case numbers already listed,
// a lock that keeps two imports of one seller apart, and the rows of many listings written a few
// hundred at a time (a 2,000-row file is a handful of statements, not ten thousand).
import { and, eq, ne, sql } from "drizzle-orm";
import type { Statements } from "~/domain/sworn-statements";
import type { Executor } from "~/server/db/client";
import { auditLog, judgments, sellerStatements } from "~/server/db/schema";
import type { NewListing } from "~/server/queries/listings";
import { judgmentsOnly, withCourtFacts } from "~/server/queries/listing-kinds";

/** Rows a multi-row insert carries (the judgments' ~30 columns stay far below PostgreSQL's 65,535 parameters). */
const CHUNK = 500;

/** The advisory lock's first key: the listing import (the second is the seller). */
const IMPORT_LOCK = 727_301;

/** Holds the seller's import lock until the transaction ends: a second import of theirs waits, then sees the first's listings. */
export async function lockSellerImports(tx: Executor, sellerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, ${sellerId})`);
}

/** A case as the import compares it: its state, and its number without case or extra spaces. */
export const caseKey = (stateId: number, casenum: string) => `${stateId}:${casenum.trim().replace(/\s+/g, " ").toLowerCase()}`;

/** The seller's listed cases (any listing not cancelled), as caseKey. */
export async function listedCaseKeys(db: Executor, sellerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ stateId: judgments.stateId, casenum: judgments.casenum })
    .from(judgments)
    .where(and(eq(judgments.sellerId, sellerId), ne(judgments.status, "cancelled"), judgmentsOnly));
  return new Set(rows.map((found) => withCourtFacts(found, "stateId", "casenum")).map((row) => caseKey(row.stateId, row.casenum)));
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** New listings, each waiting for review (status 'new'); answers their ids in the order given. */
export async function insertListings(db: Executor, listings: readonly NewListing[]): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(listings)) {
    const rows = await db
      .insert(judgments)
      .values(part.map((listing) => ({ ...listing, status: "new" as const })))
      .returning({ id: judgments.id, stateId: judgments.stateId, casenum: judgments.casenum });
    // Matched by case, not by the order RETURNING happens to use: each case is once in an import.
    const byCase = new Map(
      rows.map((found) => withCourtFacts(found, "stateId", "casenum")).map((row) => [caseKey(row.stateId, row.casenum), row.id]),
    );
    for (const listing of part) ids.push(byCase.get(caseKey(listing.stateId, listing.casenum))!);
  }
  return ids;
}

export async function insertStatementsMany(
  db: Executor,
  rows: readonly { judgmentId: number; sellerId: number; statements: Statements; statedAt: Date; clientIp: string }[],
): Promise<void> {
  for (const part of chunks(rows)) {
    await db.insert(sellerStatements).values(
      part.map((row) => ({
        judgmentId: row.judgmentId,
        sellerId: row.sellerId,
        version: row.statements.version,
        role: row.statements.role,
        payments: row.statements.payments,
        statedAt: row.statedAt,
        clientIp: row.clientIp,
      })),
    );
  }
}

export async function insertAuditMany(
  db: Executor,
  entries: readonly {
    actorId: number;
    action: string;
    entity: string;
    entityId: number;
    toStatus: string;
    details: Record<string, unknown>;
  }[],
): Promise<void> {
  for (const part of chunks(entries)) {
    await db.insert(auditLog).values(part.map((entry) => ({ ...entry, fromStatus: null, entityId: String(entry.entityId) })));
  }
}
