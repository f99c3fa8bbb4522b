// A listing's value where its writes need it: the wizard's create and the owner's edit store the
// listing's value columns inside their transaction (storeValueOnWrite) and tell the seller when the
// dates they gave put the judgment past its limit; a transition that would put a listing live again
// asks whether it must go back to review instead (pastLimitHold). The administrators' approval asks
// the same rule (app/domain/limit-review.ts).
import { todayIso } from "~/domain/dates";
import { needsLimitReview, pastLimitSellerNotice } from "~/domain/limit-review";
import { judgmentValue, type JudgmentValue, type RuleBook, type ValueInput } from "~/domain/judgment-value/value";
import type { Executor } from "~/server/db/client";
import { refreshListingValues } from "~/server/judgment-value/refresh";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { listValueInputs, type ValueRow } from "~/server/queries/judgment-value";
import { listLiveMembersOf } from "~/server/queries/portfolios";
import { findListingTitle } from "~/server/queries/selling";

/**
 * Inside the create or edit transaction, after the listing was written (its row locked): its stored
 * values computed from what was just written, with the rule book loaded before the transaction
 * began; answers what the seller should be told about its limit (null when nothing).
 */
export async function storeValueOnWrite(
  tx: Executor,
  input: { judgmentId: number; now: Date; book: RuleBook; limitReviewed: boolean },
): Promise<string | null> {
  const value = (await refreshListingValues(tx, [input.judgmentId], input.now, input.book)).get(input.judgmentId);
  return value && !input.limitReviewed ? pastLimitSellerNotice(value) : null;
}

/**
 * Inside a transaction with the listing locked: when its judgment is past its limit and no
 * administrator reviewed that, what its seller is told and the last day it could be enforced or
 * revived; null otherwise (it may go live). A portfolio (docs/decisions/0055) is held for its first
 * live judgment so, its notice naming that judgment; `judgmentIds` are the judgments whose limit
 * the administrator's approval marks reviewed (the listing's own id for a judgment).
 */
export async function pastLimitHold(
  tx: Executor,
  judgmentId: number,
  now: Date,
): Promise<{ notice: string; enforceableUntil: string | null; judgmentIds: number[] } | null> {
  const members = (await listLiveMembersOf(tx, [judgmentId])).get(judgmentId);
  const rows = await listValueInputs(tx, members ?? [judgmentId]);
  if (rows.length === 0) return null;
  const held = unreviewedPastLimit(rows, await loadRuleBook(tx), todayIso(now));
  const first = held[0];
  if (!first) return null;
  return {
    notice: members
      ? `"${(await findListingTitle(tx, first.row.id)) ?? `Judgment #${first.row.id}`}", in this portfolio: ${first.notice}`
      : first.notice,
    enforceableUntil: first.value.clock.kind === "clock" ? first.value.clock.enforceableUntil : null,
    judgmentIds: held.map((h) => h.row.id),
  };
}

/**
 * The judgments among `rows` past their limit that no administrator has reviewed yet (in `rows`'
 * order), each with its value and what its seller is told: the rule pastLimitHold holds a listing
 * by, and the review queue's portfolio card shows before the approval asks it.
 */
export function unreviewedPastLimit(
  rows: readonly ValueRow[],
  book: RuleBook,
  asOf: string,
): { row: ValueRow; value: JudgmentValue; notice: string }[] {
  return rows.flatMap((row) => {
    const value = judgmentValue(row, book, asOf);
    const notice = needsLimitReview(value, row.limitReviewedAt) ? pastLimitSellerNotice(value) : null;
    return notice ? [{ row, value, notice }] : [];
  });
}

/** What a seller reviewing a listing not yet created is told about its limit (the wizard's review step). */
export async function draftPastLimitNotice(db: Executor, input: ValueInput, now: Date): Promise<string | null> {
  return pastLimitSellerNotice(judgmentValue(input, await loadRuleBook(db), todayIso(now)));
}
