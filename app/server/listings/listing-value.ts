// A listing's value where its writes need it: after the wizard creates a listing or its owner edits
// one, its stored value columns are recomputed (refreshListingValues) and the seller is told when
// the dates they gave put the judgment past its limit; the administrators' approval asks whether
// the limit needs their review (app/domain/limit-review.ts).
import { todayIso } from "~/domain/dates";
import { pastLimitSellerNotice } from "~/domain/limit-review";
import { judgmentValue, type ValueInput } from "~/domain/judgment-value/value";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { refreshListingValues } from "~/server/judgment-value/refresh";
import { loadRuleBook } from "~/server/queries/judgment-rules";

/**
 * After a listing was created or edited (and committed): its stored values brought up to date, and
 * what the seller should be told about its limit (null when nothing). The listing is already saved,
 * so a failure here is logged, not answered: the daily refresh catches the values up.
 */
export async function refreshAfterListingWrite(
  services: Pick<AppServices, "db" | "clock">,
  judgmentId: number,
  options: { limitReviewed: boolean } = { limitReviewed: false },
): Promise<{ pastLimitNotice: string | null }> {
  try {
    const value = (await refreshListingValues(services.db, [judgmentId], services.clock.now())).get(judgmentId);
    return { pastLimitNotice: value && !options.limitReviewed ? pastLimitSellerNotice(value) : null };
  } catch (error) {
    console.error(`Refreshing the value of listing ${judgmentId} failed`, error);
    return { pastLimitNotice: null };
  }
}

/** What a seller reviewing a listing not yet created is told about its limit (the wizard's review step). */
export async function draftPastLimitNotice(db: Executor, input: ValueInput, now: Date): Promise<string | null> {
  return pastLimitSellerNotice(judgmentValue(input, await loadRuleBook(db), todayIso(now)));
}
