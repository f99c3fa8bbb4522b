// The buyer's payment for a judgment: the listing with its accepted offer, the purchase payments
// of that offer, and the seller's payout created when the buyer pays.
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "~/server/db/client";
import { judgments, offers, payments, payouts, users } from "~/server/db/schema";
import type { PaymentRow } from "~/server/queries/payments";

export type PurchaseListing = {
  id: number;
  title: string;
  /** Null for a portfolio (docs/decisions/0055), which has no case number of its own. */
  casenum: string | null;
  kind: "judgment" | "portfolio";
  /** A portfolio's judgments counted; null for a judgment. */
  portfolioSize: number | null;
  /** The face value (a portfolio's: its judgments' summed). */
  amountCents: number;
  status: (typeof judgments.$inferSelect)["status"];
  listedAt: Date | null;
  sellerId: number;
  sellerName: string;
  sellerEmail: string;
  buyerId: number | null;
  acceptedOfferId: number | null;
  agreedCents: number | null;
  paymentDueAt: Date | null;
  /** The escrow deadlines (docs/decisions/0026), as stored. */
  assignmentDueAt: Date | null;
  inspectionDueAt: Date | null;
};

const seller = alias(users, "seller");

/** The listing as the pay page and the payment need it. `forUpdate` locks the listing row. */
export async function findPurchaseListing(
  db: Executor,
  judgmentId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PurchaseListing | null> {
  const query = db
    .select({
      id: judgments.id,
      title: judgments.title,
      casenum: judgments.casenum,
      kind: judgments.kind,
      portfolioSize: judgments.portfolioSize,
      amountCents: judgments.amountCents,
      status: judgments.status,
      listedAt: judgments.listedAt,
      sellerId: judgments.sellerId,
      sellerName: seller.name,
      sellerEmail: seller.email,
      buyerId: judgments.buyerId,
      acceptedOfferId: judgments.acceptedOfferId,
      agreedCents: offers.amountCents,
      paymentDueAt: judgments.paymentDueAt,
      assignmentDueAt: judgments.assignmentDueAt,
      inspectionDueAt: judgments.inspectionDueAt,
    })
    .from(judgments)
    .innerJoin(seller, eq(seller.id, judgments.sellerId))
    .leftJoin(offers, eq(offers.id, judgments.acceptedOfferId))
    .where(eq(judgments.id, judgmentId));
  const [row] = options.forUpdate ? await query.for("update", { of: judgments }) : await query;
  return row ?? null;
}

/** The purchase payments of one accepted offer, newest first. */
export function listPurchasePayments(db: Executor, offerId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, "purchase"), eq(payments.offerId, offerId)))
    .orderBy(desc(payments.id));
}

export async function cancelPurchasePayment(db: Executor, paymentId: number): Promise<void> {
  await db.update(payments).set({ status: "canceled", updatedAt: new Date() }).where(eq(payments.id, paymentId));
}

export async function insertPayout(
  db: Executor,
  /** `createdAt`: when the buyer's payment succeeded (the services' clock), the "Paid" date of /admin/assignments. */
  row: { sellerId: number; judgmentId: number; amountCents: number; feeCents: number; transferGroup: string; createdAt: Date },
): Promise<number> {
  const [inserted] = await db
    .insert(payouts)
    .values({ ...row, status: "pending" })
    .returning({ id: payouts.id });
  return inserted.id;
}

export async function findBuyerContact(db: Executor, userId: number): Promise<{ name: string; email: string } | null> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}
