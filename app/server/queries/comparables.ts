// Comparable sales (issue 31, docs/decisions/0051): for a judgment, the closest group of completed
// sales with at least five, their shares of the balance at the 25th, 50th and 75th percentiles and
// the group in words. One query per place (state, census region, nationwide), each measuring every
// level of facts at once with FILTER clauses over the rows of the subject's age and size bands (an
// index each: sale_comparables_state_idx, _region_idx, _band_idx); the next place is asked only when
// no level of this one has five sales. Only figures leave here, never whose sales they were.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { todayIso } from "~/domain/dates";
import {
  comparableGroups,
  factsKey,
  widerFactSets,
  type ComparableFacts,
  type ComparableGroup,
  type ComparableSubject,
  type StatedFacts,
} from "~/domain/comparables/levels";
import { closestFigures, publishable, publishedShareBps, type ComparableFigures, type SharesSpread } from "~/domain/comparables/figures";
import { splitFacts, type CollectabilityFacts } from "~/domain/judgment-value/facts";
import { judgmentValue, type ValueInput } from "~/domain/judgment-value/value";
import type { LedgerPayment } from "~/domain/sworn-statements";
import type { Executor } from "~/server/db/client";
import { judgments, saleComparables, states } from "~/server/db/schema";
import { countedSale } from "./completed-sales";
import { loadRuleBook } from "./judgment-rules";
import { param, runPrepared, type Params } from "./prepared";
import { factsColumns, paymentsReceived } from "./judgment-value";
import { judgmentsOnly, withCourtFacts } from "./listing-kinds";

export type { ComparableFigures } from "~/domain/comparables/figures";
export type { ComparableSubject } from "~/domain/comparables/levels";

/** A judgment as its comparable sales and its own sale's record need it: its value's inputs, state and facts. */
export type ComparableInput = ValueInput & {
  id: number;
  state: ComparableSubject["state"];
  facts: CollectabilityFacts;
};

/** These judgments' value inputs, state and facts (the sworn payments received included), in one query. */
export async function listComparableInputs(db: Executor, ids: readonly number[]): Promise<ComparableInput[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: judgments.id,
      amountCents: judgments.amountCents,
      priceCents: judgments.priceCents,
      dateAwarded: judgments.dateAwarded,
      stateId: states.id,
      stateName: states.name,
      stateCode: states.abbreviation,
      payments: paymentsReceived,
      ...factsColumns,
    })
    .from(judgments)
    .innerJoin(states, eq(states.id, judgments.stateId))
    .where(and(inArray(judgments.id, [...ids]), judgmentsOnly));
  return rows.map((found) => {
    const row = withCourtFacts(found, "dateAwarded");
    const { facts, rest } = splitFacts(row as typeof row & CollectabilityFacts);
    const { stateId, stateName, ...input } = rest;
    return {
      ...input,
      payments: input.payments as LedgerPayment[] | null,
      state: { id: stateId, name: stateName, abbreviation: input.stateCode },
      facts,
    };
  });
}

/** The facts comparable groups use, from a judgment's facts. */
export const comparableFactsOf = (facts: CollectabilityFacts): ComparableFacts => ({
  litigation: facts.litigation,
  debtorRealEstate: facts.debtorRealEstate,
  debtorEmployed: facts.debtorEmployed,
  debtorAttorney: facts.debtorAttorney,
});

/** A listing as a subject: its balance today under the newest rules; null when it has no estimate. */
export async function comparableSubjectOf(db: Executor, judgmentId: number, now: Date): Promise<ComparableSubject | null> {
  const [[input], book] = await Promise.all([listComparableInputs(db, [judgmentId]), loadRuleBook(db)]);
  if (!input) return null;
  const { balance } = judgmentValue(input, book, todayIso(now));
  if (balance.kind !== "estimate") return null;
  return { state: input.state, dateAwarded: input.dateAwarded, balanceCents: balance.balanceCents, facts: comparableFactsOf(input.facts) };
}

/**
 * The comparable sales of a listing (by id) or of a judgment described (a draft in the wizard):
 * the closest group with at least five completed sales, or null when there is none, or when the
 * subject has no estimated balance or no census region.
 */
export async function comparablesFor(db: Executor, subject: number | ComparableSubject, now: Date): Promise<ComparableFigures | null> {
  const found = typeof subject === "number" ? await comparableSubjectOf(db, subject, now) : subject;
  if (!found || !(found.balanceCents > 0)) return null;
  const groups = comparableGroups(found, todayIso(now));
  if (!groups) return null;
  // Place by place (the last resort, every size nationwide, is a place of its own), closest first.
  const places = [...new Set(groups.map(placeKey))];
  for (const place of places) {
    const here = groups.filter((g) => placeKey(g) === place);
    const figures = closestFigures(here, await measureGroups(db, here));
    if (figures) return figures;
  }
  return null;
}

const placeKey = (group: ComparableGroup) => `${group.geography}:${group.sizeBand ?? "any"}`;

/**
 * Measures groups of one place and bands (they differ only in their facts) in one query: for each
 * the three percentiles, and a count of every group they nest in at this place (the closest
 * level's facts with any of them dropped: 16 counts at most), as FILTER clauses over the rows the
 * place's index finds. Answers null for a group that may not be published (`publishable`: below the
 * floor, or a wider group with 1–4 more sales), and the shares as published (`publishedShareBps`).
 * Prepared per shape (the place, the bands kept and the facts of each level: a few dozen at most),
 * so its long SQL is written once (./prepared.ts).
 */
export async function measureGroups(db: Executor, groups: readonly ComparableGroup[]): Promise<(SharesSpread | null)[]> {
  if (groups.length === 0) return [];
  const first = groups[0]!;
  const params: Params = {};
  const where = and(
    placeCondition(params, first),
    eq(saleComparables.ageBand, param(params, "age", first.ageBand)),
    first.sizeBand ? eq(saleComparables.sizeBand, param(params, "size", first.sizeBand)) : undefined,
    countedSale,
  );
  const columns: Record<string, SQL<unknown>> = {};
  // Every level's facts are a subset of the closest level's: count each subset once.
  const counted = [first.facts, ...widerFactSets(first.facts)];
  counted.forEach((facts, i) => {
    columns[`count${i}`] = sql`(count(*) filter (where ${factsCondition(params, facts)}))::int`;
  });
  const countOf = (row: Record<string, unknown> | undefined, facts: StatedFacts) =>
    Number(row?.[`count${counted.findIndex((c) => factsKey(c) === factsKey(facts))}`] ?? 0);
  groups.forEach((group, i) => {
    const facts = factsCondition(params, group.facts);
    const quartile = (p: number) =>
      sql`percentile_cont(${sql.raw(String(p))}) within group (order by ${saleComparables.shareBps}) filter (where ${facts})`;
    columns[`p25_${i}`] = quartile(0.25);
    columns[`p50_${i}`] = quartile(0.5);
    columns[`p75_${i}`] = quartile(0.75);
  });
  const shape = [first.geography, first.sizeBand ? "sized" : "any size", ...groups.map((g) => factsKey(g.facts))].join("|");
  const [row] = await runPrepared(db, `comparables:${shape}`, () => db.select(columns).from(saleComparables).where(where), params);
  return groups.map((group, i) => {
    const count = countOf(row, group.facts);
    const wider = widerFactSets(group.facts).map((facts) => countOf(row, facts));
    if (!publishable(count, wider)) return null;
    return {
      count,
      p25Bps: publishedShareBps(Number(row?.[`p25_${i}`])),
      medianBps: publishedShareBps(Number(row?.[`p50_${i}`])),
      p75Bps: publishedShareBps(Number(row?.[`p75_${i}`])),
    };
  });
}

function placeCondition(params: Params, group: ComparableGroup): SQL | undefined {
  if (group.geography === "state") return eq(saleComparables.stateId, param(params, "state", group.state.id));
  if (group.geography === "region") return eq(saleComparables.region, param(params, "region", group.region));
  return undefined;
}

/** The group's stated facts as a condition (true when it keeps none); a fact's value is one placeholder for every level. */
function factsCondition(params: Params, facts: StatedFacts): SQL {
  const parts = [
    facts.litigation !== undefined ? eq(saleComparables.litigation, param(params, "litigation", facts.litigation)) : undefined,
    facts.debtorRealEstate !== undefined
      ? eq(saleComparables.debtorRealEstate, param(params, "realEstate", facts.debtorRealEstate))
      : undefined,
    facts.debtorEmployed !== undefined ? eq(saleComparables.debtorEmployed, param(params, "employed", facts.debtorEmployed)) : undefined,
    facts.debtorAttorney !== undefined ? eq(saleComparables.debtorAttorney, param(params, "attorney", facts.debtorAttorney)) : undefined,
  ].filter((part) => part !== undefined);
  return parts.length ? and(...parts)! : sql`true`;
}
