// The money invariants of the transaction (issue 5, item 8; escrow protections, issue 15), read
// from the database: balanced ledger movements, one succeeded purchase per listing with its one
// sale movement (and, refunded, its one refund movement), one accepted offer per listing, the
// seller's payout following the listing and never both paid out and refunded, every refund row
// matched by one ledger movement and one provider refund, disputes open exactly while the listing
// is disputed, and the listing's status agreeing with its payments; portfolios' items agreeing with
// their rows (docs/decisions/0055). Each check throws an Error naming what broke.
// A property run checks its own listing plus the whole ledger against the run's starting point
// (so a failed run's leftovers do not fail the runs fast-check shrinks with); the whole database
// is checked strictly once at the end.
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { saleRefundKey } from "~/domain/purchase";
import { ledgerAccounts } from "~/domain/ledger";
import type { Database } from "~/server/db/client";
import {
  disputes,
  judgments,
  ledgerEntries,
  offers,
  offlineProviderObjects,
  payments,
  payouts,
  portfolioItems,
  refunds,
} from "~/server/db/schema";

type Snapshot = {
  entries: (typeof ledgerEntries.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  payouts: (typeof payouts.$inferSelect)[];
  offers: (typeof offers.$inferSelect)[];
  listings: (typeof judgments.$inferSelect)[];
  refunds: (typeof refunds.$inferSelect)[];
  disputes: (typeof disputes.$inferSelect)[];
  /** The offline provider's refunds of sales (idempotency key sale-refund:{refund id}). */
  providerRefunds: (typeof offlineProviderObjects.$inferSelect)[];
};

type Entry = Snapshot["entries"][number];
type Payment = Snapshot["payments"][number];
type Payout = Snapshot["payouts"][number];

/** Statuses of a listing whose sale is paid for and not undone. */
const PAID_STATUSES = ["paid", "assigned", "disputed", "sold"];
/** Refund reasons that give the whole purchase back (the sale is undone). */
const FULL_REFUNDS = ["buyer_cancelled", "dispute_full"];

function fail(message: string, facts: unknown): never {
  throw new Error(`Invariant broken: ${message}\n${JSON.stringify(facts, null, 1)}`);
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    groups.set(k, [...(groups.get(k) ?? []), row]);
  }
  return groups;
}

const sum = (rows: readonly { amountCents: number }[]) => rows.reduce((total, r) => total + r.amountCents, 0);

/** Everything, or only what belongs to one listing. */
export async function readSnapshot(db: Database, judgmentId?: number): Promise<Snapshot> {
  const only = <T>(column: T) => (judgmentId === undefined ? undefined : eq(column as any, judgmentId));
  const refundRows = await db.select().from(refunds).where(only(refunds.judgmentId));
  const keys = refundRows.map((r) => saleRefundKey(r.id));
  const saleRefunds = and(eq(offlineProviderObjects.kind, "refund"), like(offlineProviderObjects.idempotencyKey, "sale-refund:%"));
  return {
    entries: await db.select().from(ledgerEntries).where(only(ledgerEntries.judgmentId)),
    payments: await db.select().from(payments).where(only(payments.judgmentId)),
    payouts: await db.select().from(payouts).where(only(payouts.judgmentId)),
    offers: await db.select().from(offers).where(only(offers.judgmentId)),
    listings: await db.select().from(judgments).where(only(judgments.id)),
    refunds: refundRows,
    disputes: await db.select().from(disputes).where(only(disputes.judgmentId)),
    providerRefunds:
      judgmentId === undefined
        ? await db.select().from(offlineProviderObjects).where(saleRefunds)
        : keys.length === 0
          ? []
          : await db
              .select()
              .from(offlineProviderObjects)
              .where(and(saleRefunds, inArray(offlineProviderObjects.idempotencyKey, keys))),
  };
}

/** The whole ledger's total and its unbalanced movements (none, in a healthy database). */
export type LedgerBaseline = { total: number; unbalanced: string[] };

export async function ledgerBaseline(db: Database): Promise<LedgerBaseline> {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number) })
    .from(ledgerEntries);
  const unbalanced = await db
    .select({ movementId: ledgerEntries.movementId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.movementId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0 or count(*) < 2`);
  return { total, unbalanced: unbalanced.map((r) => r.movementId) };
}

/** (1, whole ledger) Nothing since `before` unbalanced the ledger: no new unbalanced movement, the same total. */
export async function assertWholeLedgerUnchanged(db: Database, before: LedgerBaseline): Promise<void> {
  const now = await ledgerBaseline(db);
  const added = now.unbalanced.filter((id) => !before.unbalanced.includes(id));
  if (added.length > 0)
    fail(
      `unbalanced movements ${added.join(", ")}`,
      (await db.select().from(ledgerEntries)).filter((e) => added.includes(e.movementId)),
    );
  if (now.total !== before.total) fail(`the whole ledger went from ${before.total} to ${now.total}`, { before, now });
}

/** (1) Every movement's entries sum to zero (and there are at least two); so does the whole ledger. */
export function assertLedgerBalances({ entries }: Snapshot): void {
  for (const [movementId, rows] of groupBy(entries, (e) => e.movementId)) {
    if (rows.length < 2 || sum(rows) !== 0) fail(`movement ${movementId} sums to ${sum(rows)} over ${rows.length} entries`, rows);
  }
  if (sum(entries) !== 0) fail(`the whole ledger sums to ${sum(entries)}`, { entries: entries.length });
}

/** A purchase's ledger movements: its sale movement(s) (they owe the seller) and its refund movement(s). */
function movementsOf(entries: readonly Entry[], payment: Payment) {
  const movements = [
    ...groupBy(
      entries.filter((e) => e.paymentId === payment.id),
      (e) => e.movementId,
    ).values(),
  ];
  return {
    movements,
    sales: movements.filter((m) => m.some((e) => e.kind === "seller_payable")),
    refunds: movements.filter((m) => m.some((e) => e.kind === "refund")),
  };
}

/** What a refund movement gave back: what left the provider's clearing account as a refund. */
const refundedBy = (movement: readonly Entry[]) =>
  -sum(movement.filter((e) => e.kind === "refund" && e.account === ledgerAccounts.providerClearing));

/** A purchase refunded in full with a refund row: its sale was undone (a buyer's cancellation, a dispute's full refund). */
const isSaleRefund = (refund: { reason: string } | undefined) => refund !== undefined && FULL_REFUNDS.includes(refund.reason);

/** (entries, account) pairs, sorted, to compare movements. */
const legs = (movement: readonly Entry[], sign = 1) =>
  movement.map((e) => `${e.account} ${sign * e.amountCents}`).sort((a, b) => a.localeCompare(b));

/**
 * (2) At most one succeeded purchase per listing. A succeeded purchase has exactly one sale
 * movement (it owes the seller), charging its amount, and at most one partial-refund movement
 * (a dispute's refund in part, out of the seller's payable); a purchase refunded in full (its sale
 * cancelled or its dispute refunded in full) has its sale movement and exactly one refund movement
 * that reverses it entry for entry; a refunded purchase without a sale (a late charge given back)
 * has exactly one refunded-charge movement that nets to nothing; no other purchase payment
 * (failed, canceled, waiting) has any. So sale movements = succeeded + refunded-in-full purchases.
 */
export function assertOnePurchasePerListing({ entries, payments: rows, refunds: refundRows, offers: offerRows }: Snapshot): void {
  const purchases = rows.filter((p) => p.kind === "purchase");
  const succeeded = purchases.filter((p) => p.status === "succeeded");
  for (const [judgmentId, paid] of groupBy(succeeded, (p) => p.judgmentId)) {
    if (paid.length > 1) fail(`listing ${judgmentId} has ${paid.length} succeeded purchase payments`, paid);
  }
  const refundOf = new Map(refundRows.map((r) => [r.paymentId, r]));
  let saleMovements = 0;
  let undone = 0;
  for (const payment of purchases) {
    const { movements, sales, refunds: back } = movementsOf(entries, payment);
    const refund = refundOf.get(payment.id);
    const saleRefunded = payment.status === "refunded" && isSaleRefund(refund);
    if (saleRefunded) undone++;
    saleMovements += sales.length;
    const expected =
      payment.status === "succeeded" ? [1, refund ? 1 : 0] : payment.status === "refunded" ? [saleRefunded ? 1 : 0, 1] : [0, 0];
    if (sales.length !== expected[0] || back.length !== expected[1] || movements.length !== sales.length + back.length) {
      fail(
        `${payment.status} purchase ${payment.id} has ${sales.length} sale and ${back.length} refund movements (of ${movements.length})`,
        { payment, refund, movements },
      );
    }
    if (refund && (payment.status === "succeeded" ? refund.reason !== "dispute_partial" : !saleRefunded)) {
      fail(`${payment.status} purchase ${payment.id} has a ${refund.reason} refund`, { payment, refund });
    }
    const sale = sales[0];
    if (sale) {
      const charged = sum(sale.filter((e) => e.kind === "buyer_charge"));
      const held = sum(sale.filter((e) => e.account === ledgerAccounts.providerClearing));
      if (charged !== payment.amountCents || held !== payment.amountCents) {
        fail(`purchase ${payment.id} of ${payment.amountCents}: the ledger charged ${charged} and the provider holds ${held}`, sale);
      }
    }
    const given = back[0];
    if (!given) continue;
    if (saleRefunded) {
      // The full refund is the sale movement reversed, entry for entry, every entry a refund.
      if (given.some((e) => e.kind !== "refund") || legs(given).join("|") !== legs(sale!, -1).join("|"))
        fail(`purchase ${payment.id}'s full refund does not reverse its sale movement`, { sale, refund: given });
    } else if (payment.status === "succeeded") {
      // A partial refund: out of the seller's payable, back out of the provider's clearing account.
      const payable = given.filter((e) => e.account.startsWith("seller_payable:"));
      if (given.some((e) => e.kind !== "refund") || given.length !== 2 || sum(payable) !== refundedBy(given) || refundedBy(given) <= 0)
        fail(`purchase ${payment.id}'s partial refund is not a payable given back`, given);
    } else {
      // A late charge given back: in and out of the provider's clearing account.
      const charged = sum(given.filter((e) => e.kind === "buyer_charge"));
      const held = sum(given.filter((e) => e.account === ledgerAccounts.providerClearing));
      if (charged !== payment.amountCents || held !== 0)
        fail(`purchase ${payment.id} of ${payment.amountCents}: the ledger charged ${charged} and the provider holds ${held}`, given);
    }
    if (saleRefunded && refundedBy(given) !== payment.amountCents)
      fail(`purchase ${payment.id} of ${payment.amountCents} was refunded ${refundedBy(given)} in full`, given);
  }
  if (saleMovements !== succeeded.length + undone)
    fail(`${saleMovements} sale movements for ${succeeded.length} succeeded and ${undone} refunded-in-full purchase payments`, {
      succeeded,
    });
  // The accepted offer of a sale refunded in full is 'refunded', and only such an offer is.
  const undoneOffers = new Set(purchases.filter((p) => p.status === "refunded" && isSaleRefund(refundOf.get(p.id))).map((p) => p.offerId));
  for (const offer of offerRows) {
    if ((offer.status === "refunded") !== undoneOffers.has(offer.id))
      fail(`offer ${offer.id} is ${offer.status}; its sale refunded in full: ${undoneOffers.has(offer.id)}`, offer);
  }
}

/** (3) At most one accepted offer per listing; an offer_accepted listing points at its accepted offer and buyer. */
export function assertOneAcceptedOffer({ offers: rows, listings }: Snapshot): void {
  const accepted = groupBy(
    rows.filter((o) => o.status === "accepted"),
    (o) => o.judgmentId,
  );
  for (const [judgmentId, list] of accepted) {
    if (list.length > 1) fail(`listing ${judgmentId} has ${list.length} accepted offers`, list);
  }
  for (const listing of listings) {
    const offer = accepted.get(listing.id)?.[0] ?? null;
    if (listing.status === "offer_accepted" && (!offer || offer.id !== listing.acceptedOfferId || offer.buyerId !== listing.buyerId)) {
      fail(`offer_accepted listing ${listing.id} does not match its accepted offer`, { listing, offer });
    }
    if ((listing.status === "active" || listing.status === "hidden") && offer)
      fail(`${listing.status} listing ${listing.id} still has an accepted offer`, { listing, offer });
  }
}

/**
 * A listing's sales (its purchases that had a sale movement: succeeded, or refunded in full) and
 * its payouts, both in the order they were made: the i-th payout is the i-th sale's.
 */
function salesAndPayouts(snapshot: Snapshot, listingId: number): { sale: Payment; payout: Payout | undefined }[] {
  const refundOf = new Map(snapshot.refunds.map((r) => [r.paymentId, r]));
  const sales = snapshot.payments
    .filter(
      (p) =>
        p.judgmentId === listingId &&
        p.kind === "purchase" &&
        (p.status === "succeeded" || (p.status === "refunded" && isSaleRefund(refundOf.get(p.id)))),
    )
    .sort((a, b) => a.id - b.id);
  const outs = snapshot.payouts.filter((p) => p.judgmentId === listingId).sort((a, b) => a.id - b.id);
  if (outs.length !== sales.length) fail(`listing ${listingId} has ${sales.length} sales and ${outs.length} payouts`, { sales, outs });
  return sales.map((sale, i) => ({ sale, payout: outs[i] }));
}

/**
 * (4) Every sale has its payout, in order: the live one (not cancelled) iff the purchase
 * succeeded, pending while the listing is paid, assigned or disputed, released or paid only once
 * it is sold; cancelled iff the purchase was refunded in full. Its amount, fee and partial refund
 * add up to the agreed amount. A payout movement (of the payout's amount) iff it is paid: money is
 * never both refunded in full and paid out.
 */
export function assertPayoutFollowsSale(snapshot: Snapshot): void {
  const { entries, payouts: outs, listings } = snapshot;
  for (const listing of listings) {
    for (const { sale, payout } of salesAndPayouts(snapshot, listing.id)) {
      if (!payout) continue;
      if (payout.amountCents + payout.feeCents + payout.refundedCents !== sale.amountCents - sale.feeCents) {
        fail(`payout ${payout.id} (amount + fee + refunded) is not the agreed amount of payment ${sale.id}`, { sale, payout });
      }
      if ((payout.status === "cancelled") !== (sale.status === "refunded"))
        fail(`payout ${payout.id} is ${payout.status} for a ${sale.status} purchase ${sale.id}`, { sale, payout });
      if (sale.status === "refunded") continue;
      const expected =
        listing.status === "sold" ? ["released", "paid"] : ["paid", "assigned", "disputed"].includes(listing.status) ? ["pending"] : [];
      if (!expected.includes(payout.status))
        fail(`payout ${payout.id} is ${payout.status} on a ${listing.status} listing`, { listing, payout });
    }
  }
  for (const payout of outs) {
    const movement = entries.filter((e) => e.payoutId === payout.id);
    // A zero payout (a sale at or under the seller fee's minimum) is paid with nothing to move.
    if ((payout.status === "paid" && payout.amountCents > 0) !== movement.length > 0)
      fail(`payout ${payout.id} is ${payout.status} with ${movement.length} payout entries`, { payout, movement });
    if (movement.length > 0) {
      if (new Set(movement.map((e) => e.movementId)).size !== 1) fail(`payout ${payout.id} has more than one ledger movement`, movement);
      const paidOut = sum(movement.filter((e) => e.account === ledgerAccounts.sellerPayable(payout.sellerId)));
      if (paidOut !== payout.amountCents)
        fail(`payout ${payout.id} of ${payout.amountCents} moved ${paidOut} out of the seller payable`, movement);
    }
  }
}

/**
 * (5) Refunds: at most one refund row per payment, each matched by exactly one ledger refund
 * movement of its amount; per payment, what was refunded plus what was paid out (or released to
 * be) never exceeds what was charged; the offline provider made at most one refund per row, and a
 * 'succeeded' row has exactly one, of its amount, of its payment's charge.
 */
export function assertRefundsMatch(snapshot: Snapshot): void {
  const { entries, payments: rows, refunds: refundRows, providerRefunds } = snapshot;
  const paymentOf = new Map(rows.map((p) => [p.id, p]));
  for (const [paymentId, list] of groupBy(refundRows, (r) => r.paymentId)) {
    if (list.length > 1) fail(`payment ${paymentId} has ${list.length} refund rows`, list);
  }
  const byKey = groupBy(providerRefunds, (o) => o.idempotencyKey);
  for (const refund of refundRows) {
    const payment = paymentOf.get(refund.paymentId);
    if (!payment || payment.judgmentId !== refund.judgmentId)
      fail(`refund ${refund.id} is not of a payment of its listing`, { refund, payment });
    const back = movementsOf(entries, payment).refunds;
    if (back.length !== 1 || refundedBy(back[0]) !== refund.amountCents)
      fail(`refund ${refund.id} of ${refund.amountCents} has ${back.length} ledger refund movements`, { refund, back });
    const sent = byKey.get(saleRefundKey(refund.id)) ?? [];
    if (sent.length > 1) fail(`refund ${refund.id} was sent to the provider ${sent.length} times`, sent);
    if (refund.status === "succeeded") {
      const [object] = sent;
      if (
        !object ||
        Number(object.data.amount) !== refund.amountCents ||
        object.id !== refund.providerRefundId ||
        object.data.charge !== payment.providerPaymentId
      )
        fail(`succeeded refund ${refund.id} of ${refund.amountCents} does not match the provider's refund`, { refund, object, payment });
    }
  }
  for (const listing of snapshot.listings) {
    for (const { sale, payout } of salesAndPayouts(snapshot, listing.id)) {
      const refunded = sum(refundRows.filter((r) => r.paymentId === sale.id));
      const paidOut = payout && ["released", "paid"].includes(payout.status) ? payout.amountCents : 0;
      if (refunded + paidOut > sale.amountCents)
        fail(`purchase ${sale.id} of ${sale.amountCents}: refunded ${refunded} and paid out ${paidOut}`, { sale, payout });
      if (payout && payout.refundedCents !== sum(refundRows.filter((r) => r.paymentId === sale.id && r.reason === "dispute_partial")))
        fail(`payout ${payout.id} took off ${payout.refundedCents}, not its sale's partial refund`, { sale, payout });
    }
  }
}

/**
 * (6) paid, assigned, disputed and sold ⇔ a succeeded purchase payment, made by the listing's
 * buyer for its accepted offer. A disputed listing has exactly one open dispute, of that
 * purchase and buyer; any other listing has none. A resolved dispute's outcome is its sale's: a
 * full refund refunded the purchase, a partial one refunded its amount, completing refunded nothing.
 */
export function assertStatusMatchesPayment({ payments: rows, listings, disputes: disputeRows, refunds: refundRows }: Snapshot): void {
  const succeeded = new Map(rows.filter((p) => p.kind === "purchase" && p.status === "succeeded").map((p) => [p.judgmentId, p]));
  const open = groupBy(
    disputeRows.filter((d) => d.resolvedAt === null),
    (d) => d.judgmentId,
  );
  for (const listing of listings) {
    const payment = succeeded.get(listing.id);
    if (PAID_STATUSES.includes(listing.status) !== !!payment)
      fail(`listing ${listing.id} is ${listing.status}; succeeded purchase: ${!!payment}`, { listing, payment });
    if (payment && (payment.userId !== listing.buyerId || payment.offerId !== listing.acceptedOfferId)) {
      fail(`purchase ${payment.id} was not made by listing ${listing.id}'s buyer for its accepted offer`, { listing, payment });
    }
    const disputes = open.get(listing.id) ?? [];
    if (disputes.length !== (listing.status === "disputed" ? 1 : 0))
      fail(`${listing.status} listing ${listing.id} has ${disputes.length} open disputes`, { listing, disputes });
    const [dispute] = disputes;
    if (dispute && (dispute.paymentId !== payment?.id || dispute.buyerId !== listing.buyerId))
      fail(`listing ${listing.id}'s open dispute ${dispute.id} is not of its sale`, { listing, dispute, payment });
  }
  const paymentOf = new Map(rows.map((p) => [p.id, p]));
  const refundOf = new Map(refundRows.map((r) => [r.paymentId, r]));
  for (const dispute of disputeRows) {
    if (dispute.resolvedAt === null) continue;
    const payment = paymentOf.get(dispute.paymentId);
    const refund = refundOf.get(dispute.paymentId);
    const ok =
      dispute.resolution === "refund_full"
        ? payment?.status === "refunded" && refund?.reason === "dispute_full"
        : dispute.resolution === "refund_partial"
          ? payment?.status === "succeeded" && refund?.reason === "dispute_partial" && refund.amountCents === dispute.refundCents
          : dispute.resolution === "complete" && payment?.status === "succeeded" && !refund;
    if (!ok) fail(`dispute ${dispute.id} resolved ${dispute.resolution} does not match its sale`, { dispute, payment, refund });
  }
}

/**
 * All of the above. With a scope: for that listing, and the whole ledger against the baseline
 * taken when the run started; without: for the whole database, the ledger summing to zero.
 */
export async function assertLedgerInvariants(db: Database, scope?: { judgmentId: number; baseline: LedgerBaseline }): Promise<void> {
  if (scope) await assertWholeLedgerUnchanged(db, scope.baseline);
  const snapshot = await readSnapshot(db, scope?.judgmentId);
  assertLedgerBalances(snapshot);
  assertOnePurchasePerListing(snapshot);
  assertOneAcceptedOffer(snapshot);
  assertPayoutFollowsSale(snapshot);
  assertRefundsMatch(snapshot);
  assertStatusMatchesPayment(snapshot);
  await assertPortfolioInvariants(db, scope?.judgmentId);
}

/**
 * Portfolios (docs/decisions/0055), for the portfolio `portfolioId` (and its judgments) or, without
 * it, every one: each item's portfolio row is `kind = 'portfolio'` and its judgment `kind =
 * 'judgment'`; a judgment is `in_portfolio` if and only if it is in a live item; a judgment of a live
 * portfolio has no open offer, no purchase payment in force and no payout of its own (its sale is the
 * portfolio's); a portfolio assigned, disputed or sold has every live item assigned (and no item is
 * ticked before its portfolio is paid).
 */
export async function assertPortfolioInvariants(db: Database, portfolioId?: number): Promise<void> {
  const items = await db
    .select()
    .from(portfolioItems)
    .where(portfolioId === undefined ? undefined : eq(portfolioItems.portfolioId, portfolioId));
  const ids = [...new Set(items.flatMap((i) => [i.portfolioId, i.judgmentId]))];
  const rows = ids.length ? await db.select().from(judgments).where(inArray(judgments.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const live = items.filter((i) => i.releasedAt === null);
  for (const item of items) {
    if (byId.get(item.portfolioId)?.kind !== "portfolio")
      fail(`item (${item.portfolioId}, ${item.judgmentId})'s portfolio is not a portfolio row`, item);
    if (byId.get(item.judgmentId)?.kind !== "judgment")
      fail(`item (${item.portfolioId}, ${item.judgmentId})'s judgment is not a judgment row`, item);
  }
  // In a portfolio exactly while in a live item.
  const liveMembers = new Set(live.map((i) => i.judgmentId));
  const grouped =
    portfolioId === undefined
      ? await db.select().from(judgments).where(eq(judgments.status, "in_portfolio"))
      : rows.filter((r) => r.status === "in_portfolio");
  for (const judgment of grouped)
    if (!liveMembers.has(judgment.id)) fail(`judgment ${judgment.id} is in_portfolio in no live item`, judgment);
  for (const id of liveMembers) {
    const judgment = byId.get(id);
    if (judgment?.status !== "in_portfolio") fail(`judgment ${id}, in a live item, is ${judgment?.status}`, judgment);
  }
  // A live portfolio's judgments have no sale of their own.
  const members = [...liveMembers];
  if (members.length) {
    const open = await db
      .select()
      .from(offers)
      .where(and(inArray(offers.judgmentId, members), eq(offers.status, "pending")));
    if (open.length) fail(`judgments of a live portfolio have open offers`, open);
    const paid = await db
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.judgmentId, members),
          eq(payments.kind, "purchase"),
          inArray(payments.status, ["processing", "requires_action", "succeeded"]),
        ),
      );
    if (paid.length) fail(`judgments of a live portfolio have purchase payments of their own`, paid);
    const owed = (await db.select().from(payouts).where(inArray(payouts.judgmentId, members))).filter((p) => p.status !== "cancelled");
    if (owed.length) fail(`judgments of a live portfolio have payouts of their own`, owed);
  }
  // The checklist agrees with the portfolio's status.
  for (const [id, its] of groupBy(live, (i) => i.portfolioId)) {
    const portfolio = byId.get(id);
    const ticked = its.filter((i) => i.assignedAt !== null).length;
    if (portfolio && ["assigned", "disputed", "sold"].includes(portfolio.status) && ticked !== its.length)
      fail(`portfolio ${id} is ${portfolio.status} with ${ticked} of ${its.length} judgments assigned`, { portfolio, items: its });
    if (portfolio && !PAID_STATUSES.includes(portfolio.status) && ticked > 0)
      fail(`portfolio ${id} is ${portfolio.status} with ${ticked} judgments marked assigned`, { portfolio, items: its });
  }
}
