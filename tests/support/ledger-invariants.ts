// The money invariants of the transaction (issue 5, item 8), read from the database: balanced
// ledger movements, one succeeded purchase per listing with its one purchase movement, one
// accepted offer per listing, the seller's payout following the listing, and the listing's
// status agreeing with its payments. Each check throws an Error naming what broke.
// A property run checks its own listing plus the whole ledger against the run's starting point
// (so a failed run's leftovers do not fail the runs fast-check shrinks with); the whole database
// is checked strictly once at the end.
import { eq, sql } from "drizzle-orm";
import { ledgerAccounts } from "~/domain/ledger";
import type { Database } from "~/server/db/client";
import { judgments, ledgerEntries, offers, payments, payouts } from "~/server/db/schema";

type Snapshot = {
  entries: (typeof ledgerEntries.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  payouts: (typeof payouts.$inferSelect)[];
  offers: (typeof offers.$inferSelect)[];
  listings: (typeof judgments.$inferSelect)[];
};

const PAID_STATUSES = ["paid", "assigned", "sold"];

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
  return {
    entries: await db.select().from(ledgerEntries).where(only(ledgerEntries.judgmentId)),
    payments: await db.select().from(payments).where(only(payments.judgmentId)),
    payouts: await db.select().from(payouts).where(only(payouts.judgmentId)),
    offers: await db.select().from(offers).where(only(offers.judgmentId)),
    listings: await db.select().from(judgments).where(only(judgments.id)),
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

/**
 * (2) At most one succeeded purchase per listing. Each succeeded purchase has exactly one sale
 * movement (it owes the seller), charging its amount; a refunded purchase (a late charge given
 * back) has exactly one refunded-charge movement that nets to nothing; no other purchase
 * payment (failed, canceled, waiting) has any. So sale movements = succeeded purchases.
 */
export function assertOnePurchasePerListing({ entries, payments: rows }: Snapshot): void {
  const purchases = rows.filter((p) => p.kind === "purchase");
  const succeeded = purchases.filter((p) => p.status === "succeeded");
  for (const [judgmentId, paid] of groupBy(succeeded, (p) => p.judgmentId)) {
    if (paid.length > 1) fail(`listing ${judgmentId} has ${paid.length} succeeded purchase payments`, paid);
  }
  const byPayment = groupBy(
    entries.filter((e) => e.paymentId !== null),
    (e) => e.paymentId,
  );
  let saleMovements = 0;
  for (const payment of purchases) {
    const movements = [...groupBy(byPayment.get(payment.id) ?? [], (e) => e.movementId).values()];
    const sales = movements.filter((m) => m.some((e) => e.kind === "seller_payable"));
    const refunds = movements.filter((m) => m.some((e) => e.kind === "refund"));
    saleMovements += sales.length;
    const expected = payment.status === "succeeded" ? [1, 0] : payment.status === "refunded" ? [0, 1] : [0, 0];
    if (sales.length !== expected[0] || refunds.length !== expected[1] || movements.length !== sales.length + refunds.length) {
      fail(
        `${payment.status} purchase ${payment.id} has ${sales.length} sale and ${refunds.length} refund movements (of ${movements.length})`,
        { payment, movements },
      );
    }
    const movement = sales[0] ?? refunds[0];
    if (!movement) continue;
    const charged = sum(movement.filter((e) => e.kind === "buyer_charge"));
    const held = sum(movement.filter((e) => e.account === ledgerAccounts.providerClearing));
    if (charged !== payment.amountCents || held !== (sales.length ? payment.amountCents : 0)) {
      fail(`purchase ${payment.id} of ${payment.amountCents}: the ledger charged ${charged} and the provider holds ${held}`, movement);
    }
  }
  if (saleMovements !== succeeded.length)
    fail(`${saleMovements} sale movements for ${succeeded.length} succeeded purchase payments`, { succeeded });
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
    if (listing.status === "active" && offer) fail(`active listing ${listing.id} still has an accepted offer`, { listing, offer });
  }
}

/**
 * (4) A payout exists iff the purchase succeeded: pending while the listing is paid or assigned,
 * released or paid only once it is sold; a payout movement (of the payout's amount) iff it is paid.
 */
export function assertPayoutFollowsSale({ entries, payments: rows, payouts: outs, listings }: Snapshot): void {
  const succeeded = new Map(rows.filter((p) => p.kind === "purchase" && p.status === "succeeded").map((p) => [p.judgmentId, p]));
  const payoutOf = new Map(outs.map((p) => [p.judgmentId, p]));
  for (const listing of listings) {
    const payment = succeeded.get(listing.id);
    const payout = payoutOf.get(listing.id);
    if (!!payment !== !!payout)
      fail(`listing ${listing.id}: succeeded purchase ${!!payment}, payout ${!!payout}`, { listing, payment, payout });
    if (!payment || !payout) continue;
    if (payout.amountCents + payout.feeCents !== payment.amountCents - payment.feeCents) {
      fail(`payout ${payout.id} (amount + fee) is not the agreed amount of payment ${payment.id}`, { payment, payout });
    }
    const expected = listing.status === "sold" ? ["released", "paid"] : ["paid", "assigned"].includes(listing.status) ? ["pending"] : [];
    if (!expected.includes(payout.status))
      fail(`payout ${payout.id} is ${payout.status} on a ${listing.status} listing`, { listing, payout });
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

/** (5) paid, assigned and sold ⇔ a succeeded purchase payment, made by the listing's buyer for its accepted offer. */
export function assertStatusMatchesPayment({ payments: rows, listings }: Snapshot): void {
  const succeeded = new Map(rows.filter((p) => p.kind === "purchase" && p.status === "succeeded").map((p) => [p.judgmentId, p]));
  for (const listing of listings) {
    const payment = succeeded.get(listing.id);
    if (PAID_STATUSES.includes(listing.status) !== !!payment)
      fail(`listing ${listing.id} is ${listing.status}; succeeded purchase: ${!!payment}`, { listing, payment });
    if (payment && (payment.userId !== listing.buyerId || payment.offerId !== listing.acceptedOfferId)) {
      fail(`purchase ${payment.id} was not made by listing ${listing.id}'s buyer for its accepted offer`, { listing, payment });
    }
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
  assertStatusMatchesPayment(snapshot);
}
