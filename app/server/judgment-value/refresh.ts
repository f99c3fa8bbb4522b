// Keeps each listing's stored value (estimated balance, share of it, enforceability dates) in step
// with its facts and the day: recomputed when a listing is written (refreshListingValues), for
// every listing not yet over once a day (the `judgment-values` job), since interest accrues daily,
// and at boot for the listings whose values predate the newest rules or were never computed
// (refreshStaleListingValues: listings from before the values existed, and every listing after a
// migration loads a new version of the rules), so browse's filters and sort never wait a day.
import { todayIso } from "~/domain/dates";
import { judgmentValue, storedValue, type JudgmentValue } from "~/domain/judgment-value/value";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import type { JudgmentStatus } from "~/server/db/schema";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { listValueInputs, listValueInputsPage, saveStoredValues } from "~/server/queries/judgment-value";

export const JUDGMENT_VALUES_JOB = "judgment-values";
/** Daily at 05:10 UTC (after midnight in every US time zone). */
export const JUDGMENT_VALUES_SCHEDULE = "10 5 * * *";

/** Listings whose figures someone may see: not yet sold or removed. */
const LIVE_STATUSES: readonly JudgmentStatus[] = ["new", "active", "hidden", "offer_accepted", "paid", "assigned", "disputed"];
const BATCH = 1_000;

/** Recomputes and stores the values of these listings (call after creating or editing one); answers them by id. */
export async function refreshListingValues(db: Executor, ids: number[], now: Date): Promise<Map<number, JudgmentValue>> {
  const asOf = todayIso(now);
  const book = await loadRuleBook(db);
  const rows = await listValueInputs(db, ids);
  const values = new Map(rows.map((row) => [row.id, judgmentValue(row, book, asOf)]));
  await saveStoredValues(
    db,
    [...values].map(([id, value]) => ({ id, value: storedValue(value, asOf) })),
  );
  return values;
}

/** The daily job: every live listing, a thousand at a time; answers how many were looked at. */
export async function refreshAllListingValues(services: Pick<AppServices, "db" | "clock">): Promise<number> {
  return refreshLiveListings(services, false);
}

/**
 * At boot, after the migrations: the live listings whose values were never computed or used an
 * older version of the rules, in one pass a thousand at a time; answers how many were refreshed.
 * Finding none costs one scan of the listings, once per start (about a second at a million).
 */
export async function refreshStaleListingValues(services: Pick<AppServices, "db" | "clock">): Promise<number> {
  return refreshLiveListings(services, true);
}

async function refreshLiveListings(services: Pick<AppServices, "db" | "clock">, staleOnly: boolean): Promise<number> {
  const asOf = todayIso(services.clock.now());
  const book = await loadRuleBook(services.db);
  const staleBefore = staleOnly ? book.version.version : undefined;
  let afterId = 0;
  let seen = 0;
  for (;;) {
    const rows = await listValueInputsPage(services.db, LIVE_STATUSES, afterId, BATCH, staleBefore);
    if (rows.length === 0) return seen;
    await saveStoredValues(
      services.db,
      rows.map((row) => ({ id: row.id, value: storedValue(judgmentValue(row, book, asOf), asOf) })),
    );
    seen += rows.length;
    afterId = rows[rows.length - 1]!.id;
  }
}
