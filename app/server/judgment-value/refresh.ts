// Keeps each listing's stored value (estimated balance, share of it, enforceability dates) in step
// with its facts and the day: recomputed when a listing is written (refreshListingValues, inside
// the create or edit transaction), for every listing not yet over once a day (the `judgment-values`
// job, app/server/listings/limit-passed.ts), since interest accrues daily, and at boot for the
// listings whose values predate the newest rules or were never computed (refreshStaleListingValues:
// listings from before the values existed, every listing after a migration loads a new version of
// the rules), so browse's filters and sort never wait a day; a boot that finds balances of an
// earlier day (the job's run was missed) queues the job at once (balancesBehind). A value is written only while the listing's inputs are those it was
// computed from (saveStoredValues): a refresh never overwrites the fresher value of an edit.
import { todayIso } from "~/domain/dates";
import { needsLimitReview } from "~/domain/limit-review";
import { judgmentValue, storedValue, type JudgmentValue, type RuleBook } from "~/domain/judgment-value/value";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import type { JudgmentStatus } from "~/server/db/schema";
import { loadRuleBook } from "~/server/queries/judgment-rules";
import { livePortfoliosOf, refreshPortfolioTotals } from "~/server/queries/portfolios";
import { hasBalanceBefore, listValueInputs, listValueInputsPage, saveStoredValues, type ValueRow } from "~/server/queries/judgment-value";

export const JUDGMENT_VALUES_JOB = "judgment-values";
/** Daily at 05:10 UTC (after midnight in every US time zone). */
export const JUDGMENT_VALUES_SCHEDULE = "10 5 * * *";

/**
 * Listings whose figures someone may see: not yet sold or removed (a declined one may be resubmitted);
 * a judgment in a portfolio while its portfolio is one of these (docs/decisions/0055).
 */
const LIVE_STATUSES: readonly JudgmentStatus[] = [
  "new",
  "active",
  "hidden",
  "offer_accepted",
  "paid",
  "assigned",
  "disputed",
  "declined",
  "in_portfolio",
];
const BATCH = 1_000;

/**
 * Recomputes and stores the values of these listings (after creating or editing one); answers them
 * by id. Inside a transaction pass the rule book loaded before it began.
 */
export async function refreshListingValues(db: Executor, ids: number[], now: Date, book?: RuleBook): Promise<Map<number, JudgmentValue>> {
  const rows = await listValueInputs(db, ids);
  const values = await storeValues(db, rows, book ?? (await loadRuleBook(db)), todayIso(now));
  return new Map(rows.map((row, i) => [row.id, values[i]!]));
}

/** Computes these rows' values as of the day and stores them (each while its inputs are as read); answers them in order. */
async function storeValues(db: Executor, rows: ValueRow[], book: RuleBook, asOf: string): Promise<JudgmentValue[]> {
  const values = rows.map((row) => judgmentValue(row, book, asOf));
  await saveStoredValues(
    db,
    rows.map((row, i) => ({ id: row.id, inputsKey: row.inputsKey, value: storedValue(values[i]!, asOf) })),
  );
  return values;
}

/**
 * The daily job's refresh: every live listing, a thousand at a time, then the live portfolios' totals
 * of their judgments; answers how many were looked at and the active ones found past their limit
 * without an administrator's review, with the portfolios of judgments found so (the job sends those
 * that are active back to review).
 */
export async function refreshAllListingValues(services: Pick<AppServices, "db" | "clock">): Promise<{ seen: number; pastLimit: number[] }> {
  return refreshLiveListings(services, false);
}

/**
 * At boot, after the migrations: the live listings whose values were never computed or used an
 * older version of the rules, in one pass a thousand at a time; answers how many were refreshed.
 * Finding none costs one scan of the listings, once per start (about a second at a million).
 */
export async function refreshStaleListingValues(services: Pick<AppServices, "db" | "clock">): Promise<number> {
  return (await refreshLiveListings(services, true)).seen;
}

/**
 * At boot: whether a live listing's balance is of an earlier day (US Eastern) than today, so the
 * daily job missed a run (the server was down at its hour) or is about to run: boot queues it, in
 * the background, which also sends listings now past their limit to review. (Started in the hour
 * before the job's, it runs early once; the scheduled run then writes nothing new.)
 */
export async function balancesBehind(services: Pick<AppServices, "db" | "clock">): Promise<boolean> {
  return hasBalanceBefore(services.db, LIVE_STATUSES, todayIso(services.clock.now()));
}

async function refreshLiveListings(
  services: Pick<AppServices, "db" | "clock">,
  staleOnly: boolean,
): Promise<{ seen: number; pastLimit: number[] }> {
  const asOf = todayIso(services.clock.now());
  const book = await loadRuleBook(services.db);
  const staleBefore = staleOnly ? book.version.version : undefined;
  let afterId = 0;
  let seen = 0;
  const pastLimit: number[] = [];
  const membersPastLimit: number[] = [];
  for (;;) {
    const rows = await listValueInputsPage(services.db, LIVE_STATUSES, afterId, BATCH, staleBefore);
    if (rows.length === 0) {
      // The judgments first, then their portfolios' totals, then the portfolios whose judgment passed its limit (docs/decisions/0055).
      await refreshPortfolioTotals(services.db);
      return { seen, pastLimit: [...pastLimit, ...(await livePortfoliosOf(services.db, membersPastLimit))] };
    }
    const values = await storeValues(services.db, rows, book, asOf);
    rows.forEach((row, i) => {
      if (!needsLimitReview(values[i]!, row.limitReviewedAt)) return;
      if (row.status === "active") pastLimit.push(row.id);
      if (row.status === "in_portfolio") membersPastLimit.push(row.id);
    });
    seen += rows.length;
    afterId = rows[rows.length - 1]!.id;
  }
}
