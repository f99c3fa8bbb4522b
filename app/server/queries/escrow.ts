// The escrow protections' reads and writes (docs/decisions/0026): the sale's payment, refunds,
// disputes, the timers' listings and the reminders already sent. Called inside the transitions'
// transactions (app/server/escrow/), which lock the listing row first.
import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { clearItemAssignments } from "~/server/queries/portfolios";
import {
  disputes,
  documents,
  judgments,
  offers,
  payments,
  payouts,
  refunds,
  roles,
  saleReminders,
  userRoles,
  users,
  type DisputeReason,
  type DisputeResolution,
  type RefundReason,
} from "~/server/db/schema";
import { ADMIN_ROLES } from "~/domain/permissions";

export type SalePayment = typeof payments.$inferSelect;

/** The sale's succeeded purchase payment (of the listing's accepted offer), locked. */
export async function lockSalePayment(tx: Executor, judgmentId: number, offerId: number): Promise<SalePayment | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.judgmentId, judgmentId),
        eq(payments.offerId, offerId),
        eq(payments.kind, "purchase"),
        eq(payments.status, "succeeded"),
      ),
    )
    .for("update");
  return row ?? null;
}

/** The escrow facts of a listing, locked: its timers, the owner's relisting choice, the accepted offer. */
export async function lockEscrowListing(tx: Executor, judgmentId: number) {
  const [row] = await tx
    .select({
      id: judgments.id,
      title: judgments.title,
      status: judgments.status,
      sellerId: judgments.sellerId,
      buyerId: judgments.buyerId,
      acceptedOfferId: judgments.acceptedOfferId,
      assignmentDueAt: judgments.assignmentDueAt,
      inspectionDueAt: judgments.inspectionDueAt,
      relistAs: judgments.relistAs,
    })
    .from(judgments)
    .where(eq(judgments.id, judgmentId))
    .for("update");
  return row ?? null;
}
export type EscrowListing = NonNullable<Awaited<ReturnType<typeof lockEscrowListing>>>;

/** The same facts unlocked, for the judgment page. */
export async function findEscrowFacts(db: Executor, judgmentId: number) {
  const [row] = await db
    .select({
      id: judgments.id,
      sellerId: judgments.sellerId,
      buyerId: judgments.buyerId,
      acceptedOfferId: judgments.acceptedOfferId,
      assignmentDueAt: judgments.assignmentDueAt,
      inspectionDueAt: judgments.inspectionDueAt,
      relistAs: judgments.relistAs,
    })
    .from(judgments)
    .where(eq(judgments.id, judgmentId));
  return row ?? null;
}

/** The owner's choice of where the listing goes if the buyer cancels an unassigned sale. */
export async function setRelistAs(db: Executor, judgmentId: number, sellerId: number, relistAs: "active" | "hidden"): Promise<boolean> {
  const rows = await db
    .update(judgments)
    .set({ relistAs, updatedAt: new Date() })
    .where(and(eq(judgments.id, judgmentId), eq(judgments.sellerId, sellerId), eq(judgments.status, "paid")))
    .returning({ id: judgments.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Payouts and documents of a refunded sale.

/** The live payout of the listing, locked (a cancelled one of an earlier refunded sale is not it). */
export async function lockLivePayout(tx: Executor, judgmentId: number) {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.judgmentId, judgmentId), ne(payouts.status, "cancelled")))
    .for("update");
  return row ?? null;
}

export async function cancelPayout(tx: Executor, payoutId: number, at: Date): Promise<void> {
  await tx.update(payouts).set({ status: "cancelled", completedAt: at }).where(eq(payouts.id, payoutId));
}

/** A partial refund comes off the pending payout, which is then released. */
export async function reduceAndReleasePayout(tx: Executor, payoutId: number, refundedCents: number, at: Date): Promise<void> {
  await tx
    .update(payouts)
    .set({
      amountCents: sql`${payouts.amountCents} - ${refundedCents}`,
      refundedCents: sql`${payouts.refundedCents} + ${refundedCents}`,
      status: "released",
      releasedAt: at,
    })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, "pending")));
}

/** The accepted offer of a sale refunded in full. */
export async function markOfferRefunded(tx: Executor, offerId: number, at: Date): Promise<void> {
  await tx.update(offers).set({ status: "refunded", decidedAt: at, updatedAt: at }).where(eq(offers.id, offerId));
}

/**
 * The assignment documents of a refunded sale stop being the listing's: the next buyer does not get
 * them (a dispute's stay with their dispute). A portfolio's are its judgments' (docs/decisions/0055):
 * their checklist ticks are cleared and their assignment documents retired with the portfolio's own.
 */
export async function retireSaleDocuments(tx: Executor, judgmentId: number, at: Date): Promise<void> {
  const members = await clearItemAssignments(tx, judgmentId);
  await tx
    .update(documents)
    .set({ deletedAt: at })
    .where(
      and(inArray(documents.judgmentId, [judgmentId, ...members]), inArray(documents.kind, ["assignment"]), isNull(documents.deletedAt)),
    );
}

// ---------------------------------------------------------------------------------------------
// Refunds.

export type RefundRow = typeof refunds.$inferSelect;

export async function insertRefund(
  tx: Executor,
  /** createdAt: the decision's instant by the app's clock (a full refund's ends the sale: docs/decisions/0045). */
  row: { paymentId: number; judgmentId: number; amountCents: number; reason: RefundReason; createdBy: number | null; createdAt?: Date },
): Promise<RefundRow> {
  const [inserted] = await tx.insert(refunds).values(row).returning();
  return inserted;
}

/** A refund with what the provider needs to send it. */
export async function findRefundToSend(db: Executor, id: number) {
  const [row] = await db
    .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, id));
  return row ?? null;
}

export async function markRefundSucceeded(db: Executor, id: number, providerRefundId: string): Promise<void> {
  await db
    .update(refunds)
    .set({ status: "succeeded", providerRefundId, lastError: null, updatedAt: new Date() })
    .where(and(eq(refunds.id, id), eq(refunds.status, "pending")));
}

export async function recordRefundError(db: Executor, id: number, message: string): Promise<void> {
  await db.update(refunds).set({ lastError: message, updatedAt: new Date() }).where(eq(refunds.id, id));
}

/** Refunds still pending since before `before`: their provider answer was lost or refused. */
export async function listPendingRefunds(db: Executor, before: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), lt(refunds.updatedAt, before)))
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Refunds the provider has not confirmed yet (the reconciliation job keeps sending them), oldest first, for administrators. */
export function listUnsentRefunds(db: Executor, limit = 100) {
  return db
    .select({
      id: refunds.id,
      judgmentId: refunds.judgmentId,
      title: judgments.title,
      amountCents: refunds.amountCents,
      reason: refunds.reason,
      lastError: refunds.lastError,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(judgments, eq(judgments.id, refunds.judgmentId))
    .where(eq(refunds.status, "pending"))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
}

export function listRefundsOfJudgments(db: Executor, judgmentIds: number[]) {
  if (judgmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ judgmentId: refunds.judgmentId, amountCents: refunds.amountCents, reason: refunds.reason, status: refunds.status })
    .from(refunds)
    .where(inArray(refunds.judgmentId, judgmentIds))
    .orderBy(asc(refunds.id));
}

// ---------------------------------------------------------------------------------------------
// Disputes.

export type DisputeRow = typeof disputes.$inferSelect;

export async function insertDispute(
  tx: Executor,
  row: { judgmentId: number; paymentId: number; buyerId: number; sellerId: number; reason: DisputeReason; details: string },
): Promise<DisputeRow> {
  const [inserted] = await tx.insert(disputes).values(row).returning();
  return inserted;
}

/** The listing's open dispute (at most one: one per sale, and one sale at a time). */
export async function findOpenDispute(db: Executor, judgmentId: number, options: { forUpdate?: boolean } = {}): Promise<DisputeRow | null> {
  const query = db
    .select()
    .from(disputes)
    .where(and(eq(disputes.judgmentId, judgmentId), isNull(disputes.resolvedAt)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The dispute of the sale of this accepted offer, open or resolved (never an earlier sale's, refunded in full). */
export async function findSaleDispute(db: Executor, judgmentId: number, offerId: number): Promise<DisputeRow | null> {
  const [row] = await db
    .select({ dispute: disputes })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .where(and(eq(disputes.judgmentId, judgmentId), eq(payments.offerId, offerId)))
    .orderBy(desc(disputes.id))
    .limit(1);
  return row?.dispute ?? null;
}

export async function findDispute(db: Executor, id: number): Promise<DisputeRow | null> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  return row ?? null;
}

export async function setSellerResponse(tx: Executor, id: number, response: string, at: Date): Promise<void> {
  await tx.update(disputes).set({ sellerResponse: response, sellerRespondedAt: at }).where(eq(disputes.id, id));
}

export async function markDisputeResolved(
  tx: Executor,
  id: number,
  input: { resolution: DisputeResolution; refundCents: number | null; note: string; adminId: number; at: Date },
): Promise<void> {
  await tx
    .update(disputes)
    .set({
      resolution: input.resolution,
      refundCents: input.refundCents,
      resolutionNote: input.note,
      resolvedBy: input.adminId,
      resolvedAt: input.at,
    })
    .where(eq(disputes.id, id));
}

export type DisputeListRow = {
  id: number;
  judgmentId: number;
  title: string;
  reason: DisputeReason;
  buyerHandle: string;
  sellerHandle: string;
  answered: boolean;
  resolution: DisputeResolution | null;
  createdAt: Date;
  resolvedAt: Date | null;
};

/** Open disputes (oldest first), or the most recently resolved ones. */
export async function listDisputes(db: Executor, which: "open" | "resolved", limit = 100): Promise<DisputeListRow[]> {
  const buyer = sql<string>`(select handle from users where users.id = ${disputes.buyerId})`;
  const seller = sql<string>`(select handle from users where users.id = ${disputes.sellerId})`;
  const rows = await db
    .select({
      id: disputes.id,
      judgmentId: disputes.judgmentId,
      title: judgments.title,
      reason: disputes.reason,
      buyerHandle: buyer,
      sellerHandle: seller,
      sellerRespondedAt: disputes.sellerRespondedAt,
      resolution: disputes.resolution,
      createdAt: disputes.createdAt,
      resolvedAt: disputes.resolvedAt,
    })
    .from(disputes)
    .innerJoin(judgments, eq(judgments.id, disputes.judgmentId))
    .where(which === "open" ? isNull(disputes.resolvedAt) : sql`${disputes.resolvedAt} is not null`)
    .orderBy(which === "open" ? asc(disputes.createdAt) : desc(disputes.resolvedAt))
    .limit(limit);
  return rows.map(({ sellerRespondedAt, ...r }) => ({ ...r, answered: sellerRespondedAt !== null }));
}

export async function countOpenDisputes(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(disputes)
    .where(isNull(disputes.resolvedAt));
  return row?.n ?? 0;
}

/** How many documents one side added to a dispute. */
export async function countDisputeDocuments(db: Executor, disputeId: number, uploaderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(documents)
    .where(and(eq(documents.disputeId, disputeId), eq(documents.uploaderId, uploaderId), isNull(documents.deletedAt)));
  return row?.n ?? 0;
}

/** A dispute's evidence, both sides'. */
export function listDisputeDocuments(db: Executor, disputeId: number) {
  return db
    .select({ id: documents.id, userFilename: documents.originalName, createdAt: documents.createdAt, uploaderId: documents.uploaderId })
    .from(documents)
    .where(and(eq(documents.disputeId, disputeId), eq(documents.kind, "dispute"), isNull(documents.deletedAt)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

// ---------------------------------------------------------------------------------------------
// The timers job.

/** Sales waiting for the seller (paid) or the buyer (assigned), with their deadline and the timer e-mails already sent. */
export async function listRunningTimers(db: Executor) {
  // Written out in full: a one-table select leaves its own columns unqualified, which the subquery's tables would shadow.
  const sent = sql<
    string[]
  >`coalesce((select array_agg(r.kind) from sale_reminders r inner join payments p on p.id = r.payment_id where p.judgment_id = ${sql.raw('"judgments"."id"')} and p.offer_id = ${sql.raw('"judgments"."accepted_offer_id"')} and p.status = 'succeeded'), '{}')`;
  return db
    .select({
      id: judgments.id,
      status: judgments.status,
      assignmentDueAt: judgments.assignmentDueAt,
      inspectionDueAt: judgments.inspectionDueAt,
      sent,
    })
    .from(judgments)
    .where(
      sql`(${judgments.status} = 'paid' and ${judgments.assignmentDueAt} is not null) or (${judgments.status} = 'assigned' and ${judgments.inspectionDueAt} is not null)`,
    )
    .orderBy(asc(judgments.id));
}

/** Claims a timer e-mail for the sale: true the first time only, whichever instance asks. */
export async function claimReminder(tx: Executor, paymentId: number, kind: string): Promise<boolean> {
  const rows = await tx.insert(saleReminders).values({ paymentId, kind }).onConflictDoNothing().returning({ kind: saleReminders.kind });
  return rows.length > 0;
}

/** Names and e-mails of the administrators (not deleted), to tell them of a dispute. */
export function listAdministratorContacts(db: Executor): Promise<{ id: number; name: string; email: string }[]> {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(roles.name, [...ADMIN_ROLES]), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
}
