// What similar judgments sold for, for the judgment a seller is listing (the wizard's pricing step,
// issue 31): the draft's judgment step (state, date of entry, facts) with the amount and prices as
// typed, its balance today estimated as the listing's would be (before the sworn payments, which
// the Statements step asks later). Null until the judgment step is complete and an amount reads
// as dollars; "too few" when fewer than five similar sales exist.
import type { SimilarSalesView } from "~/components/comparables/similar-sales";
import { parseDollarsToCents } from "~/domain/money";
import { toCollectabilityFacts } from "~/domain/schemas/collectability-facts";
import { similarSalesOf } from "~/server/comparables/similar-sales";
import type { Executor } from "~/server/db/client";
import { valueToday } from "~/server/judgment-value/today";
import { comparableFactsOf } from "~/server/queries/comparables";
import { findState } from "~/server/queries/reference";
import type { DraftData } from "./drafts";
import { validateJudgmentStep } from "./listing-input";

export type TypedPrices = { amount?: unknown; price?: unknown; buy_now?: unknown };

export async function draftSimilarSales(db: Executor, data: DraftData, typed: TypedPrices, now: Date): Promise<SimilarSalesView | null> {
  const amountCents = parseDollarsToCents(typed.amount);
  if (!amountCents) return null;
  const judgment = await validateJudgmentStep(db, data);
  if (!judgment.ok) return null;
  const j = judgment.data;
  const state = await findState(db, j.state_id);
  if (!state) return null;
  const facts = toCollectabilityFacts(j);
  const priceCents = parseDollarsToCents(typed.price);
  const { value } = await valueToday(
    db,
    {
      amountCents,
      priceCents: priceCents ?? amountCents,
      dateAwarded: j.date_awarded,
      stateCode: state.abbreviation,
      facts,
      payments: null,
    },
    now,
  );
  if (value.balance.kind !== "estimate") return null;
  const subject = { state, dateAwarded: j.date_awarded, balanceCents: value.balance.balanceCents, facts: comparableFactsOf(facts) };
  return similarSalesOf(db, subject, { priceCents, buyNowCents: parseDollarsToCents(typed.buy_now) }, now);
}
