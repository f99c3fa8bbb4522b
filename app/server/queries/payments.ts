// Payments and the ledger.
import { parseId } from "~/domain/ids";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, notInArray } from "drizzle-orm";
import { assertBalanced, type LedgerEntryInput } from "~/domain/ledger";
import type { Executor } from "~/server/db/client";
import { ledgerEntries, payments } from "~/server/db/schema";

export type PaymentRow = typeof payments.$inferSelect;
type NewPayment = typeof payments.$inferInsert;
type LedgerKind = (typeof ledgerEntries.$inferInsert)["kind"];

/** `forUpdate` (inside a transaction) locks the row, so two settlements of one payment take turns. */
export async function findPaymentByIdempotencyKey(
  db: Executor,
  key: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | null> {
  const query = db.select().from(payments).where(eq(payments.idempotencyKey, key));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** One of this user's payments, of any kind (the caller checks the kind). */
export async function findUserPayment(db: Executor, paymentId: number, userId: number): Promise<PaymentRow | null> {
  if (parseId(paymentId) === null) return null; // past a serial's range it names no payment
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row ?? null;
}

export async function insertPayment(db: Executor, row: NewPayment): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  return inserted;
}

export async function updatePayment(
  db: Executor,
  id: number,
  update: Partial<Pick<PaymentRow, "status" | "providerPaymentId" | "failureMessage">>,
): Promise<void> {
  await db
    .update(payments)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/**
 * Records a failed or pending attempt, but never over a final status (succeeded, refunded): a late
 * answer from a racing request or an out-of-order event must not undo either.
 */
export async function recordPaymentAttempt(
  db: Executor,
  id: number,
  update: Pick<PaymentRow, "status"> & Partial<Pick<PaymentRow, "providerPaymentId" | "failureMessage">>,
): Promise<void> {
  await db
    .update(payments)
    .set({ ...update, updatedAt: new Date() })
    .where(and(eq(payments.id, id), notInArray(payments.status, ["succeeded", "refunded"])));
}

/**
 * A new provider attempt on a payment that failed, was canceled or whose 3-D Secure step was left:
 * back to 'processing', claimed by one request only (null when another request got it first).
 */
export async function restartPayment(db: Executor, id: number, amountCents?: number): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    // Nothing was charged by the attempt restarted: the new one records what it charges.
    .set({ status: "processing", failureMessage: null, updatedAt: new Date(), ...(amountCents === undefined ? {} : { amountCents }) })
    .where(and(eq(payments.id, id), inArray(payments.status, ["failed", "canceled", "requires_action"])))
    .returning();
  return row ?? null;
}

/**
 * An interrupted attempt the provider never charged: 'processing' → failed, unless somebody
 * restarted or settled it since it was read (`seenUpdatedAt`, to the millisecond).
 */
export async function abandonPayment(db: Executor, id: number, seenUpdatedAt: Date, message: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: "failed", failureMessage: message, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, "processing"), lt(payments.updatedAt, new Date(seenUpdatedAt.getTime() + 1))))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Interrupted attempts of every kind: 'processing' and untouched since `before`. */
export function listStaleProcessingPayments(db: Executor, before: Date, limit = 100): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "processing"), lt(payments.updatedAt, before)))
    .orderBy(payments.updatedAt)
    .limit(limit);
}

/** Writes one balanced movement; refuses one that does not sum to zero. */
export async function insertLedgerMovement(
  db: Executor,
  entries: readonly LedgerEntryInput[],
  refs: { judgmentId?: number | null; paymentId?: number | null; payoutId?: number | null } = {},
): Promise<string> {
  assertBalanced(entries);
  const movementId = randomUUID();
  await db.insert(ledgerEntries).values(
    entries.map((e) => ({
      movementId,
      account: e.account,
      amountCents: e.amountCents,
      kind: e.kind as LedgerKind,
      judgmentId: refs.judgmentId ?? null,
      paymentId: refs.paymentId ?? null,
      payoutId: refs.payoutId ?? null,
    })),
  );
  return movementId;
}
