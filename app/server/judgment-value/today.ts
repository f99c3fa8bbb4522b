// A judgment's value computed live for today (the US Eastern date), under the newest rules: what
// the judgment page, GET /api/judgments/{id} and the seller's dashboard show. The stored columns
// (refresh.ts) serve browse; a page computes its own figure so it is never a day behind.
import { todayIso } from "~/domain/dates";
import { judgmentValue, type JudgmentValue, type RuleBook, type ValueInput } from "~/domain/judgment-value/value";
import type { AssignmentRule } from "~/domain/judgment-value/rules";
import type { Executor } from "~/server/db/client";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { listValueInputs } from "~/server/queries/judgment-value";

export type ValueToday = { asOf: string; value: JudgmentValue };

/** One listing's value today. */
export async function valueToday(db: Executor, input: ValueInput, now: Date): Promise<ValueToday> {
  return valueTodayUnder(await loadRuleBook(db), input, now);
}

/** One listing's value today under rules already read (the judgment page reads them beside the listing). */
function valueTodayUnder(rules: RuleBook, input: ValueInput, now: Date): ValueToday {
  const asOf = todayIso(now);
  return { asOf, value: judgmentValue(input, rules, asOf) };
}

type ListingValueRecord = Pick<ValueInput, "amountCents" | "priceCents" | "dateAwarded" | "facts"> & { state: { abbreviation: string } };

/** A listing record's value inputs as the record holds them, with the payments of its sworn statements. */
export function listingValueInput(listing: ListingValueRecord, payments: ValueInput["payments"] = null): ValueInput {
  const { amountCents, priceCents, dateAwarded, facts } = listing;
  return { amountCents, priceCents, dateAwarded, stateCode: listing.state.abbreviation, facts, payments };
}

/** A listing record's value today (the judgment page, the deal math): its inputs as the record holds them. */
export function listingValueToday(
  rules: RuleBook,
  listing: ListingValueRecord,
  now: Date,
  /** The payments received of the seller's sworn statements (app/server/queries/statements.ts). */
  payments: ValueInput["payments"] = null,
): ValueToday {
  return valueTodayUnder(rules, listingValueInput(listing, payments), now);
}

/** Many listings' values today, by id (one query for their inputs). */
export async function valuesToday(db: Executor, ids: number[], now: Date): Promise<{ asOf: string; byId: Map<number, JudgmentValue> }> {
  const asOf = todayIso(now);
  if (ids.length === 0) return { asOf, byId: new Map() };
  const [rules, rows] = await Promise.all([loadRuleBook(db), listValueInputs(db, ids)]);
  return { asOf, byId: new Map(rows.map((row) => [row.id, judgmentValue(row, rules, asOf)])) };
}

/** The state's assignment filing rule under the newest rules (the assignment forms' note). */
export async function assignmentRuleOf(db: Executor, stateAbbreviation: string): Promise<AssignmentRule | null> {
  return (await loadRuleBook(db)).byCode.get(stateAbbreviation.toUpperCase())?.assignment ?? null;
}
