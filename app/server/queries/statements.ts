// The seller's sworn statements as stored (seller_statements, docs/decisions/0046): recorded when
// a listing is submitted, read by the judgment page, the assignment forms and the dispute page.
import { desc, eq, sql } from "drizzle-orm";
import {
  statementTexts,
  type LedgerPayment,
  type OwnerRole,
  type Statements,
  type StatementKey,
  type StatementsView,
} from "~/domain/sworn-statements";
import type { Executor } from "~/server/db/client";
import { judgments, sellerStatements } from "~/server/db/schema";
import { firstRowOf } from "./json-row";
import { runPrepared } from "./prepared";

export async function recordStatements(
  db: Executor,
  input: { judgmentId: number; sellerId: number; statements: Statements; statedAt: Date; clientIp: string },
): Promise<number> {
  const [row] = await db
    .insert(sellerStatements)
    .values({
      judgmentId: input.judgmentId,
      sellerId: input.sellerId,
      version: input.statements.version,
      role: input.statements.role,
      payments: input.statements.payments,
      statedAt: input.statedAt,
      clientIp: input.clientIp,
    })
    .returning({ id: sellerStatements.id });
  return row!.id;
}

/** The statements as shown: the words of their version, whom the seller said they are, the ledger, when. */
export type StatementsRecord = {
  version: number;
  role: OwnerRole;
  texts: Record<StatementKey, string>;
  payments: LedgerPayment[];
  statedAt: Date;
  /** The address they were made from: administrators only (null for anyone else). */
  clientIp: string | null;
};

/** A listing's newest statements, or null when it has none (listed before statements existed). */
export async function findStatements(
  db: Executor,
  judgmentId: number,
  options: { withAddress: boolean },
): Promise<StatementsRecord | null> {
  // Prepared: read by pages other than the judgment page, which reads them with the listing (below).
  const [row] = await runPrepared(
    db,
    "latest-statements",
    () =>
      db
        .select()
        .from(sellerStatements)
        .where(eq(sellerStatements.judgmentId, sql.placeholder("judgmentId")))
        .orderBy(desc(sellerStatements.id))
        .limit(1),
    { judgmentId },
  );
  return statementsRecordOf(row ?? null, options);
}

/**
 * The latest statements of the listing an outer statement reads (judgments.id), as one of its columns
 * (./json-row.ts): the judgment page reads them with the listing. The same row as findStatements.
 */
export const latestStatementsColumn = () =>
  firstRowOf(sellerStatements, sql`${sellerStatements.judgmentId} = ${judgments.id}`, sql`${sellerStatements.id} desc`);

/** The record of a statements row as read; null for none. `withAddress`: administrators only. */
export function statementsRecordOf(
  row: typeof sellerStatements.$inferSelect | null,
  options: { withAddress: boolean },
): StatementsRecord | null {
  if (!row) return null;
  const texts = statementTexts(row.version);
  if (!texts) throw new Error(`seller_statements ${row.id}: unknown version ${row.version}`);
  return {
    version: row.version,
    role: row.role,
    texts,
    payments: row.payments,
    statedAt: row.statedAt,
    clientIp: options.withAddress ? row.clientIp : null,
  };
}

export const pageStatements = (record: StatementsRecord): StatementsView => ({ ...record, statedAt: record.statedAt.toISOString() });
