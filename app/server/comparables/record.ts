// Recording a paid sale for comparable sales (docs/decisions/0051), inside the purchase payment's
// own transaction: the agreed price as a share of the estimated balance on the day of payment, by
// the rules in force then, with the groups the sale falls in and the facts as the listing stated
// them. Stored, so a later change of the rules or of the listing never moves history. No record
// when the balance cannot be estimated (or is nothing), or for a place outside the census regions.
// Idempotent: one record per accepted offer. A record that could not be made in its payment's
// transaction (recordPaidSale never lets it block the payment), and the sales paid before this
// existed or by a process of an older version during a deploy, are made by the sweep
// (sweepUnrecordedSales: hourly with the housekeeping, and once in the background at boot).
import { todayIso } from "~/domain/dates";
import { ageBandOf, regionOf, sizeBandOf } from "~/domain/comparables/bands";
import { saleShareBps } from "~/domain/comparables/figures";
import { hasRegion } from "~/domain/comparables/levels";
import { judgmentValue, type RuleBook } from "~/domain/judgment-value/value";
import { allocateByBalance } from "~/domain/portfolios";
import type { Executor } from "~/server/db/client";
import { comparableFactsOf, listComparableInputs, type ComparableInput } from "~/server/queries/comparables";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { listLiveMembersOf } from "~/server/queries/portfolios";
import { insertSaleComparables, listUnrecordedSales, type PaidSale, type SaleComparableRow } from "~/server/queries/sale-comparables";

export type { PaidSale } from "~/server/queries/sale-comparables";

/** The largest share the column holds; a price this far above its balance is not a comparable sale. */
const MAX_SHARE_BPS = 2_147_483_647;

/**
 * A sale's record, or null when it makes none (no estimate, no balance, no census region). A
 * judgment sold in a portfolio: `soldAsId` is the portfolio, `sale.priceCents` its part of the price.
 */
export function saleComparableOf(
  sale: PaidSale,
  input: ComparableInput,
  book: RuleBook,
  soldAsId = sale.judgmentId,
): SaleComparableRow | null {
  if (sale.priceCents <= 0 || !hasRegion(input.state.abbreviation)) return null;
  const day = todayIso(sale.paidAt);
  const { balance } = judgmentValue(input, book, day);
  if (balance.kind !== "estimate" || balance.balanceCents <= 0) return null;
  const shareBps = saleShareBps(sale.priceCents, balance.balanceCents);
  if (shareBps > MAX_SHARE_BPS) return null;
  return {
    judgmentId: sale.judgmentId,
    // The listing sold: the judgment itself, or its portfolio (docs/decisions/0055).
    soldAsId,
    offerId: sale.offerId,
    paidAt: sale.paidAt,
    stateId: input.state.id,
    region: regionOf(input.state.abbreviation),
    ageBand: ageBandOf(input.dateAwarded, day),
    sizeBand: sizeBandOf(balance.balanceCents),
    ...comparableFactsOf(input.facts),
    priceCents: sale.priceCents,
    balanceCents: balance.balanceCents,
    rulesVersion: book.version.version,
    shareBps,
  };
}

/**
 * A portfolio's sale as its judgments' records (docs/decisions/0055): the price allocated by each
 * one's balance on the day of payment (allocateByBalance: the parts sum to the price, so each
 * record's share of its balance is the portfolio's), all or none: none when one judgment has no
 * estimate or makes no record.
 */
export function portfolioSaleComparables(sale: PaidSale, members: readonly ComparableInput[], book: RuleBook): SaleComparableRow[] {
  const day = todayIso(sale.paidAt);
  const balances = members.map((input) => {
    const { balance } = judgmentValue(input, book, day);
    return balance.kind === "estimate" ? balance.balanceCents : 0;
  });
  if (members.length === 0 || balances.some((b) => !(b > 0))) return [];
  const parts = allocateByBalance(sale.priceCents, balances);
  const rows = members.map((input, i) =>
    saleComparableOf({ ...sale, judgmentId: input.id, priceCents: parts[i]! }, input, book, sale.judgmentId),
  );
  return rows.every((row) => row !== null) ? (rows as SaleComparableRow[]) : [];
}

/**
 * Records these paid sales (one, from the payment's transaction; many, from the seed and the
 * backfill), under `book` or the newest rules: a portfolio's sale as its judgments'. Answers how
 * many records were new.
 */
export async function recordSaleComparables(db: Executor, sales: readonly PaidSale[], book?: RuleBook): Promise<number> {
  if (sales.length === 0) return 0;
  const members = await listLiveMembersOf(
    db,
    sales.map((s) => s.judgmentId),
  );
  const subjects = sales.flatMap((s) => members.get(s.judgmentId) ?? [s.judgmentId]);
  const [inputs, rules] = await Promise.all([listComparableInputs(db, subjects), book ?? loadRuleBook(db)]);
  const byId = new Map(inputs.map((input) => [input.id, input]));
  const rows = sales.flatMap((sale) => {
    const memberIds = members.get(sale.judgmentId);
    if (memberIds) {
      const found = memberIds.map((id) => byId.get(id));
      return found.every((input) => input !== undefined) ? portfolioSaleComparables(sale, found as ComparableInput[], rules) : [];
    }
    const input = byId.get(sale.judgmentId);
    const row = input && saleComparableOf(sale, input, rules);
    return row ? [row] : [];
  });
  return insertSaleComparables(db, rows);
}

const SWEEP_BATCH = 500;

/**
 * Records the sale a payment just settled, inside that payment's transaction but in a savepoint of
 * its own: the record is the market's history, never a reason to undo a settled charge, so any
 * failure here is logged and left to the sweep.
 */
export async function recordPaidSale(tx: Executor, sale: PaidSale): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await recordSaleComparables(savepoint, [sale]);
    });
  } catch (error) {
    console.error(`The sale of listing ${sale.judgmentId} was not recorded for comparable sales; the sweep will retry.`, error);
  }
}

/**
 * The paid sales without a record (paid before records existed, by a process of an older version,
 * or whose record failed), each on the day its payment succeeded, under the newest rules (the rules
 * in force on that day were not kept for them). Idempotent; a sale that makes no record (no
 * estimate, no census region) is looked at again on each sweep. Answers how many records were made.
 */
export async function sweepUnrecordedSales(db: Executor): Promise<number> {
  const book = await loadRuleBook(db);
  let afterId = 0;
  let recorded = 0;
  for (;;) {
    const sales = await listUnrecordedSales(db, afterId, SWEEP_BATCH);
    if (sales.length === 0) break;
    recorded += await recordSaleComparables(db, sales, book);
    afterId = sales[sales.length - 1]!.paymentId;
  }
  return recorded;
}
