// What a listing's value is computed from (its amount, price, date of entry, state and facts), and
// the columns that keep the result for browse: estimated_balance_cents, balance_share_bps and the
// enforceability dates (app/server/judgment-value/refresh.ts computes them). A value is written only
// while the inputs it was computed from are still the row's (inputsKey): a refresh that read a
// listing before its owner's edit committed never overwrites the edit's fresher value.
import { and, asc, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { splitFacts, type CollectabilityFacts } from "~/domain/judgment-value/facts";
import type { StoredValue, ValueInput } from "~/domain/judgment-value/value";
import type { Executor } from "~/server/db/client";
import { judgments, sellerStatements, states } from "~/server/db/schema";
import type { LedgerPayment } from "~/domain/sworn-statements";
import type { JudgmentStatus } from "~/server/db/schema";
import { judgmentsOnly, withCourtFacts } from "~/server/queries/listing-kinds";

/** The facts columns as the domain names them (CollectabilityFacts). */
export const factsColumns = {
  courtType: judgments.courtType,
  debtType: judgments.debtType,
  litigation: judgments.litigation,
  statedRatePercent: judgments.statedRatePercent,
  lastRenewedOn: judgments.lastRenewedOn,
  debtorType: judgments.debtorType,
  debtorRealEstate: judgments.debtorRealEstate,
  debtorEmployed: judgments.debtorEmployed,
  debtorBankAccount: judgments.debtorBankAccount,
  debtorVehicles: judgments.debtorVehicles,
  debtorAttorney: judgments.debtorAttorney,
};

/**
 * What a listing's value is computed from, as one text (the value's inputs of ValueInput, by the
 * row's state id): read with the inputs, compared again when the value is written.
 */
/** The payments received of the listing's newest sworn statements (null without statements). */
export const paymentsReceived = sql<
  LedgerPayment[] | null
>`(select s.payments from ${sellerStatements} s where s.judgment_id = ${judgments.id} order by s.id desc limit 1)`;

const inputsKey = sql<string>`md5(row(${judgments.amountCents}, ${judgments.priceCents}, ${judgments.dateAwarded}, ${judgments.stateId}, ${judgments.courtType}, ${judgments.debtType}, ${judgments.statedRatePercent}, ${judgments.lastRenewedOn}, ${paymentsReceived})::text)`;

export type ValueRow = ValueInput & {
  id: number;
  facts: CollectabilityFacts;
  status: JudgmentStatus;
  limitReviewedAt: Date | null;
  /** The inputs as read (saveStoredValues writes only while they are unchanged). */
  inputsKey: string;
};

const inputColumns = {
  id: judgments.id,
  status: judgments.status,
  limitReviewedAt: judgments.limitReviewedAt,
  inputsKey,
  amountCents: judgments.amountCents,
  priceCents: judgments.priceCents,
  dateAwarded: judgments.dateAwarded,
  stateCode: states.abbreviation,
  payments: paymentsReceived,
  ...factsColumns,
};

type InputRow = {
  id: number;
  status: JudgmentStatus;
  limitReviewedAt: Date | null;
  inputsKey: string;
  amountCents: number;
  priceCents: number;
  dateAwarded: string;
  stateCode: string;
  payments: LedgerPayment[] | null;
} & CollectabilityFacts;

const toValueRow = (row: InputRow): ValueRow => {
  const { facts, rest } = splitFacts(row);
  return { ...rest, facts };
};

export async function listValueInputs(db: Executor, ids: number[]): Promise<ValueRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(inputColumns)
    .from(judgments)
    .innerJoin(states, sql`${states.id} = ${judgments.stateId}`)
    // A portfolio's values are its judgments' totals (refreshPortfolioTotals), never computed as one judgment's.
    .where(and(inArray(judgments.id, ids), judgmentsOnly));
  return (rows.map((row) => withCourtFacts(row, "dateAwarded")) as InputRow[]).map(toValueRow);
}

/**
 * With `in_portfolio` among the statuses, its judgments only while their portfolio is in one of the
 * others (a live portfolio's: docs/decisions/0055); a sold portfolio's judgments are not refreshed.
 */
function liveMembersOnly(statuses: readonly JudgmentStatus[]) {
  if (!statuses.includes("in_portfolio")) return undefined;
  const live = statuses.filter((s) => s !== "in_portfolio");
  return sql`(${judgments.status} <> 'in_portfolio' or exists (select 1 from portfolio_items pi join judgments p on p.id = pi.portfolio_id where pi.judgment_id = ${judgments.id} and pi.released_at is null and p.status in (${sql.join(
    live.map((s) => sql`${s}`),
    sql`, `,
  )})))`;
}

/**
 * A page of listings in the given statuses after an id, in id order (the refreshes walk them);
 * with `staleBefore`, only those whose values were never computed or came from an older version
 * of the rules.
 */
export async function listValueInputsPage(
  db: Executor,
  statuses: readonly JudgmentStatus[],
  afterId: number,
  limit: number,
  staleBefore?: number,
): Promise<ValueRow[]> {
  const stale = staleBefore === undefined ? undefined : or(isNull(judgments.rulesVersion), lt(judgments.rulesVersion, staleBefore));
  const rows = await db
    .select(inputColumns)
    .from(judgments)
    .innerJoin(states, sql`${states.id} = ${judgments.stateId}`)
    .where(and(inArray(judgments.status, [...statuses]), gt(judgments.id, afterId), stale, judgmentsOnly, liveMembersOnly(statuses)))
    .orderBy(asc(judgments.id))
    .limit(limit);
  return (rows.map((row) => withCourtFacts(row, "dateAwarded")) as InputRow[]).map(toValueRow);
}

/** Whether any listing in these statuses has a balance computed before `day` (the daily refresh did not run since). */
export async function hasBalanceBefore(db: Executor, statuses: readonly JudgmentStatus[], day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: judgments.id })
    .from(judgments)
    .where(and(inArray(judgments.status, [...statuses]), lt(judgments.balanceAsOf, day), judgmentsOnly, liveMembersOnly(statuses)))
    .limit(1);
  return row !== undefined;
}

/**
 * Writes the stored values of many listings in one statement, each only while the row's inputs are
 * still those it was computed from (`inputsKey` as read): a listing edited meanwhile keeps the
 * value its edit stored.
 */
export async function saveStoredValues(db: Executor, rows: { id: number; inputsKey: string; value: StoredValue }[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      ({ id, inputsKey: key, value: v }) =>
        sql`(${id}::integer, ${key}::text, ${v.rulesVersion}::integer, ${v.estimatedBalanceCents}::bigint, ${v.balanceAsOf}::date, ${v.balanceShareBps}::integer, ${v.enforceDeadlineOn}::date, ${v.enforceLimitOn}::date)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${judgments} set
      rules_version = v.rules_version,
      estimated_balance_cents = v.balance,
      balance_as_of = v.as_of,
      balance_share_bps = v.share,
      enforce_deadline_on = v.deadline,
      enforce_limit_on = v.limit_on
    from (values ${values}) as v(id, inputs_key, rules_version, balance, as_of, share, deadline, limit_on)
    where ${judgments.id} = v.id
      and ${inputsKey} = v.inputs_key
      and (${judgments.rulesVersion}, ${judgments.estimatedBalanceCents}, ${judgments.balanceAsOf}, ${judgments.balanceShareBps}, ${judgments.enforceDeadlineOn}, ${judgments.enforceLimitOn})
        is distinct from (v.rules_version, v.balance, v.as_of, v.share, v.deadline, v.limit_on)`);
}
