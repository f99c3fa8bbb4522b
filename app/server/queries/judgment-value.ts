// What a listing's value is computed from (its amount, price, date of entry, state and facts), and
// the columns that keep the result for browse: estimated_balance_cents, balance_share_bps and the
// enforceability dates (app/server/judgment-value/refresh.ts computes them).
import { and, asc, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { splitFacts, type CollectabilityFacts } from "~/domain/judgment-value/facts";
import type { StoredValue, ValueInput } from "~/domain/judgment-value/value";
import type { Executor } from "~/server/db/client";
import { judgments, states } from "~/server/db/schema";
import type { JudgmentStatus } from "~/server/db/schema";

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
};

export type ValueRow = ValueInput & { id: number; facts: CollectabilityFacts };

const inputColumns = {
  id: judgments.id,
  amountCents: judgments.amountCents,
  priceCents: judgments.priceCents,
  dateAwarded: judgments.dateAwarded,
  stateCode: states.abbreviation,
  ...factsColumns,
};

type InputRow = { id: number; amountCents: number; priceCents: number; dateAwarded: string; stateCode: string } & CollectabilityFacts;

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
    .where(inArray(judgments.id, ids));
  return (rows as InputRow[]).map(toValueRow);
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
    .where(and(inArray(judgments.status, [...statuses]), gt(judgments.id, afterId), stale))
    .orderBy(asc(judgments.id))
    .limit(limit);
  return (rows as InputRow[]).map(toValueRow);
}

/** Writes the stored values of many listings in one statement. */
export async function saveStoredValues(db: Executor, rows: { id: number; value: StoredValue }[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      ({ id, value: v }) =>
        sql`(${id}::integer, ${v.rulesVersion}::integer, ${v.estimatedBalanceCents}::bigint, ${v.balanceAsOf}::date, ${v.balanceShareBps}::integer, ${v.enforceDeadlineOn}::date, ${v.enforceLimitOn}::date)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update judgments j set
      rules_version = v.rules_version,
      estimated_balance_cents = v.balance,
      balance_as_of = v.as_of,
      balance_share_bps = v.share,
      enforce_deadline_on = v.deadline,
      enforce_limit_on = v.limit_on
    from (values ${values}) as v(id, rules_version, balance, as_of, share, deadline, limit_on)
    where j.id = v.id
      and (j.rules_version, j.estimated_balance_cents, j.balance_as_of, j.balance_share_bps, j.enforce_deadline_on, j.enforce_limit_on)
        is distinct from (v.rules_version, v.balance, v.as_of, v.share, v.deadline, v.limit_on)`);
}
