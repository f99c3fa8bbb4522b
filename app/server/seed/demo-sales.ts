// The money side of the demo sales: for every demo listing that is paid, assigned or sold, what
// a real sale leaves behind (app/server/checkout/paid-things/purchase.ts, app/server/payouts/pay.ts): the accepted
// buyer's succeeded purchase payment (offline provider), its balanced purchase ledger movement,
// and the seller's payout — pending until the buyer confirms the assignment, released once sold,
// and for some sold listings already paid out (a payout ledger movement and an offline transfer)
// to the seller's offline payout account; a disputed sale has the buyer's open dispute; most sold
// sales have the feedback their two sides left; every sale has its record for comparable sales. Amounts come from purchaseTerms, never typed here;
// choices follow the listings' order, so the same demo set gives the same sales.
import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import { assertBalanced, payoutMovement, purchaseMovement, type LedgerEntryInput } from "~/domain/ledger";
import { PAID_STATUSES } from "~/domain/listing-status";
import { payoutTransferKey, purchaseKey, purchaseTerms, transferGroupOf } from "~/domain/purchase";
import type { Executor } from "~/server/db/client";
import { recordSaleComparables } from "~/server/comparables/record";
import {
  disputes,
  feedback,
  judgments,
  ledgerEntries,
  messages,
  offers,
  offlineProviderObjects,
  payments,
  payouts,
  users,
  type JudgmentStatus,
  type LedgerKind,
} from "~/server/db/schema";
import { insertOfflineObject } from "~/server/queries/offline-payments";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The idempotency key of a demo sale's purchase payment (one attempt, named "demo"). */
export const demoPurchaseKey = (judgmentId: number, offerId: number) => purchaseKey(judgmentId, offerId, "demo");

/** When a demo sale was paid: a few hours after its offer was accepted, never after the seed's now. */
export function demoPaidAt(acceptedAt: number, now: number): Date {
  return new Date(Math.min(acceptedAt + 6 * HOUR, now));
}

type Sale = {
  id: number;
  status: JudgmentStatus;
  sellerId: number;
  buyerId: number;
  offerId: number;
  agreedCents: number;
  acceptedAt: Date;
  soldAt: Date | null;
};

function listSales(db: Executor, firstId: number): Promise<Sale[]> {
  return db
    .select({
      id: judgments.id,
      status: judgments.status,
      sellerId: judgments.sellerId,
      buyerId: offers.buyerId,
      offerId: offers.id,
      agreedCents: offers.amountCents,
      acceptedAt: offers.acceptedAt,
      soldAt: judgments.soldAt,
    })
    .from(judgments)
    .innerJoin(offers, eq(offers.id, judgments.acceptedOfferId))
    .where(and(gte(judgments.id, firstId), inArray(judgments.status, [...PAID_STATUSES])))
    .orderBy(asc(judgments.id))
    .then((rows) => rows.map((r) => ({ ...r, acceptedAt: r.acceptedAt ?? new Date(0) })));
}

/**
 * Every other seller of a sold demo listing (in listing order) gets an offline payout account, as
 * the /payouts onboarding would make. Sellers still waiting on a paid or assigned sale are left
 * without one, so the onboarding can be tried with them (tests/e2e/assignment.spec.ts); a seller
 * who already has an account keeps it and is left out too.
 */
async function giveDemoPayoutAccounts(db: Executor, sales: Sale[], now: number): Promise<Map<number, string>> {
  const waiting = new Set(sales.filter((s) => s.status !== "sold").map((s) => s.sellerId));
  const sellers = [...new Set(sales.filter((s) => s.status === "sold").map((s) => s.sellerId))]
    .filter((id) => !waiting.has(id))
    .filter((_, i) => i % 2 === 0);
  const accounts = new Map<number, string>();
  for (const sellerId of sellers) {
    const accountId = `acct_off_demo${sellerId}`;
    // Onboarded (the offline confirm step done) by the first sale, before any payout was sent.
    const firstSale = Math.min(...sales.filter((s) => s.sellerId === sellerId && s.soldAt).map((s) => s.soldAt!.getTime()), now);
    const [user] = await db
      .update(users)
      .set({ stripeConnectAccountId: accountId, payoutAccountReadyAt: new Date(firstSale) })
      .where(and(eq(users.id, sellerId), isNull(users.stripeConnectAccountId)))
      .returning({ email: users.email });
    if (!user) continue;
    await insertOfflineObject(db, { id: accountId, kind: "account", data: { userId: sellerId, email: user.email } });
    accounts.set(sellerId, accountId);
  }
  return accounts;
}

export type DemoSalesSummary = { payments: number; payouts: { pending: number; released: number; paid: number }; feedback: number };

const BUYER_COMMENTS = [
  "Signed assignment and the recorded copy arrived well before the deadline. Smooth sale.",
  "Documents were complete and matched the listing. Would buy from this seller again.",
  "Took a few reminders to get the notarized assignment, but everything was in order in the end.",
];
const SELLER_COMMENTS = [
  "Paid at once and confirmed receipt the same week. Thank you.",
  "Quick payment, clear questions, easy to work with.",
];

/**
 * The feedback a sold demo sale left (docs/decisions/0045), chosen by its place in the list so the
 * same demo gives the same figures: most buyers rate the seller (three in four positive, then neutral
 * and negative), every other seller rates the buyer; a few comments, already approved by the demo's
 * moderator. Left a day or two after the sale, never after the seed's now.
 */
function demoFeedback(sale: Sale, paymentId: number, index: number, now: number) {
  if (sale.status !== "sold" || !sale.soldAt || index % 5 === 4) return [];
  const at = (days: number) => new Date(Math.min(sale.soldAt!.getTime() + days * DAY, now));
  const sides = [
    {
      fromUserId: sale.buyerId,
      toUserId: sale.sellerId,
      fromRole: "buyer" as const,
      rating: index % 8 === 3 ? ("negative" as const) : index % 4 === 1 ? ("neutral" as const) : ("positive" as const),
      comment: index % 2 === 0 ? BUYER_COMMENTS[(index / 2) % BUYER_COMMENTS.length]! : null,
      createdAt: at(1),
    },
    ...(index % 2 === 0
      ? [
          {
            fromUserId: sale.sellerId,
            toUserId: sale.buyerId,
            fromRole: "seller" as const,
            rating: "positive" as const,
            comment: index % 4 === 0 ? SELLER_COMMENTS[(index / 4) % SELLER_COMMENTS.length]! : null,
            createdAt: at(2),
          },
        ]
      : []),
  ];
  return sides.map((side) => ({ ...side, paymentId, judgmentId: sale.id }));
}

const BATCH = 500;

/** Inserts rows a batch at a time, in order; answers what each batch returned, in order. */
async function inBatches<T, R>(rows: readonly T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(...(await insert(rows.slice(i, i + BATCH))));
  return out;
}

/** Balanced ledger movements (each checked), written together: one movement id each. */
async function insertMovements(
  db: Executor,
  movements: { entries: LedgerEntryInput[]; judgmentId: number; paymentId?: number; payoutId?: number }[],
): Promise<void> {
  const rows = movements.flatMap(({ entries, judgmentId, paymentId, payoutId }) => {
    assertBalanced(entries);
    const movementId = randomUUID();
    return entries.map((e) => ({
      movementId,
      account: e.account,
      amountCents: e.amountCents,
      kind: e.kind as LedgerKind,
      judgmentId,
      paymentId: paymentId ?? null,
      payoutId: payoutId ?? null,
    }));
  });
  await inBatches(rows, (batch) => db.insert(ledgerEntries).values(batch).returning({ id: ledgerEntries.id }));
}

/**
 * Records the sales of the demo listings from `firstId` on (after their offers are in place), a
 * kind of row at a time (a few statements for hundreds of sales): the same rows, in the same order,
 * as one sale after another would write.
 */
export async function recordDemoSales(db: Executor, firstId: number, now: number, moderatorId: number | null): Promise<DemoSalesSummary> {
  const sales = await listSales(db, firstId);
  const accounts = await giveDemoPayoutAccounts(db, sales, now);
  const summary: DemoSalesSummary = { payments: sales.length, payouts: { pending: 0, released: 0, paid: 0 }, feedback: 0 };
  const plans = sales.map((sale) => ({ sale, terms: purchaseTerms(sale.agreedCents), paidAt: demoPaidAt(sale.acceptedAt.getTime(), now) }));

  const paid = await inBatches(plans, (batch) =>
    db
      .insert(payments)
      .values(
        batch.map(({ sale, terms, paidAt }) => ({
          kind: "purchase" as const,
          userId: sale.buyerId,
          judgmentId: sale.id,
          offerId: sale.offerId,
          amountCents: terms.totalCents,
          feeCents: terms.buyerFeeCents,
          provider: "offline" as const,
          providerPaymentId: `pi_demo_purchase_${sale.id}`,
          idempotencyKey: demoPurchaseKey(sale.id, sale.offerId),
          status: "succeeded" as const,
          createdAt: paidAt,
          updatedAt: paidAt,
        })),
      )
      .returning({ id: payments.id }),
  );
  const bought = plans.map((plan, i) => ({ ...plan, paymentId: paid[i]!.id }));
  // The offline provider's charge behind each, so a demo sale can be refunded (a cancellation, a dispute).
  await inBatches(bought, (batch) =>
    db
      .insert(offlineProviderObjects)
      .values(
        batch.map(({ sale, terms, paymentId }) => ({
          id: `pi_demo_purchase_${sale.id}`,
          kind: "charge" as const,
          data: {
            status: "succeeded",
            amount: terms.totalCents,
            description: `Judgment #${sale.id}`,
            transferGroup: transferGroupOf(sale.id),
            paymentMethod: "pm_card_visa",
            metadata: { payment_id: String(paymentId), kind: "purchase", judgment_id: String(sale.id) },
          },
        })),
      )
      .returning({ id: offlineProviderObjects.id }),
  );
  await insertMovements(
    db,
    bought.map(({ sale, terms, paymentId }) => ({
      entries: purchaseMovement(terms.agreedCents, terms.buyerFeeCents, terms.sellerFeeCents, sale.sellerId),
      judgmentId: sale.id,
      paymentId,
    })),
  );

  // Two in three sold sales of sellers with a payout account were already paid out.
  let soldWithAccount = 0;
  const payoutPlans = plans.map(({ sale, terms, paidAt }) => {
    const sold = sale.status === "sold";
    const accountId = sold ? accounts.get(sale.sellerId) : undefined;
    const paidOut = accountId !== undefined && soldWithAccount++ % 3 !== 2;
    const releasedAt = sold ? (sale.soldAt ?? paidAt) : null;
    const status = paidOut ? ("paid" as const) : sold ? ("released" as const) : ("pending" as const);
    summary.payouts[status]++;
    return {
      sale,
      accountId,
      row: {
        sellerId: sale.sellerId,
        judgmentId: sale.id,
        amountCents: terms.agreedCents - terms.sellerFeeCents,
        feeCents: terms.sellerFeeCents,
        status,
        providerTransferId: paidOut ? `tr_off_demo${sale.id}` : null,
        transferGroup: transferGroupOf(sale.id),
        releasedAt,
        completedAt: paidOut ? new Date(Math.min(releasedAt!.getTime() + DAY, now)) : null,
        createdAt: paidAt,
      },
    };
  });
  const payoutIds = await inBatches(payoutPlans, (batch) =>
    db
      .insert(payouts)
      .values(batch.map((p) => p.row))
      .returning({ id: payouts.id }),
  );
  const paidOut = payoutPlans.map((p, i) => ({ ...p, id: payoutIds[i]!.id })).filter((p) => p.row.status === "paid");
  // The offline provider's transfers, under the key a real payout uses (payout:{id}), and their movements.
  await inBatches(paidOut, (batch) =>
    db
      .insert(offlineProviderObjects)
      .values(
        batch.map((p) => ({
          id: p.row.providerTransferId!,
          kind: "transfer" as const,
          idempotencyKey: payoutTransferKey(p.id),
          data: { destination: p.accountId, amount: p.row.amountCents, transferGroup: transferGroupOf(p.sale.id) },
        })),
      )
      .returning({ id: offlineProviderObjects.id }),
  );
  await insertMovements(
    db,
    paidOut.map((p) => ({ entries: payoutMovement(p.sale.sellerId, p.row.amountCents), judgmentId: p.sale.id, payoutId: p.id })),
  );

  let soldIndex = 0;
  const sides = bought.flatMap(({ sale, paymentId }) => (sale.status === "sold" ? demoFeedback(sale, paymentId, soldIndex++, now) : []));
  summary.feedback = sides.length;
  const feedbackIds = await inBatches(sides, (batch) => db.insert(feedback).values(batch).returning({ id: feedback.id }));
  const comments = sides.flatMap((side, i) =>
    side.comment
      ? [
          {
            kind: "feedback" as const,
            feedbackId: feedbackIds[i]!.id,
            judgmentId: side.judgmentId,
            senderId: side.fromUserId,
            recipientId: side.toUserId,
            body: side.comment,
            status: "approved" as const,
            moderatedBy: moderatorId,
            moderatedAt: new Date(Math.min(side.createdAt.getTime() + 2 * HOUR, now)),
            createdAt: side.createdAt,
          },
        ]
      : [],
  );
  await inBatches(comments, (batch) => db.insert(messages).values(batch).returning({ id: messages.id }));

  // A disputed sale: the buyer's open dispute, waiting for an administrator.
  const disputed = bought.filter(({ sale }) => sale.status === "disputed");
  await inBatches(disputed, (batch) =>
    db
      .insert(disputes)
      .values(
        batch.map(({ sale, paidAt, paymentId }) => ({
          judgmentId: sale.id,
          paymentId,
          buyerId: sale.buyerId,
          sellerId: sale.sellerId,
          reason: "documents_wrong" as const,
          details: "The assignment I received names a different case number than the listing. Please ask the seller for the right one.",
          createdAt: new Date(Math.min(paidAt.getTime() + 4 * DAY, now)),
        })),
      )
      .returning({ id: disputes.id }),
  );

  // Each sale's record for comparable sales, made by the function a real payment calls (in one batch).
  await recordSaleComparables(
    db,
    plans.map(({ sale, paidAt }) => ({ judgmentId: sale.id, offerId: sale.offerId, priceCents: sale.agreedCents, paidAt })),
  );
  return summary;
}
