// A member's "needs you" list (docs/decisions/0043-needs-you.md): the one query's rows
// (app/server/queries/needs-you.ts) as the list on /home shows them, each with its words, its link
// and its countdown on the services' clock, worked out here so the page renders plain text; and the
// navbar's count, which is that list's length.
//
// The count is on every signed-in page, and the list's query is not cheap to run there (measured in
// the decision record: several milliseconds of CPU per page on the embedded database). So:
// - on /home the count is the very list the page shows (one query per request, shared by the root
//   loader and the page's loader), and on the page that follows a member's own form action (it
//   carries a notice): always fresh;
// - elsewhere it is the member's last count, kept for NEEDS_YOU_COUNT_SECONDS in this process, then
//   counted again: a change made by someone else (a new offer) shows in the navbar within a minute.
import type { RouterContextProvider } from "react-router";
import { formatDeadline } from "~/domain/escrow";
import { timeLeft, waitingWords } from "~/domain/countdown";
import { needLink, needWords, type MemberNeedRow } from "~/domain/needs-you";
import type { NeedsYouItem } from "~/components/needs-you/needs-you-list";
import { getServices, type AppServices } from "~/server/context";
import type { Database, Executor } from "~/server/db/client";
import { countMemberNeeds, listMemberNeeds } from "~/server/queries/needs-you";

/** How many items the list shows at most; past it, the count says how many more. */
export const NEEDS_YOU_SHOWN = 50;

/** How long the navbar's count of a member is kept before it is counted again (not on /home). */
export const NEEDS_YOU_COUNT_SECONDS = 60;

/** Members whose count is kept, per database; past it, the oldest kept is forgotten. */
const MAX_KEPT = 10_000;

export function needsYouItem(row: MemberNeedRow, now: Date): NeedsYouItem {
  const words = needWords(row);
  const left = row.dueAt && timeLeft(row.dueAt, now);
  return {
    key: `${row.kind}-${row.judgmentId ?? "all"}`,
    kind: row.kind,
    headline: words.headline,
    listing: row.title,
    action: words.action,
    href: needLink(row.kind, row.judgmentId),
    due:
      row.dueAt && left && words.dueLabel
        ? { at: row.dueAt.toISOString(), label: words.dueLabel, date: formatDeadline(row.dueAt), ...left }
        : null,
    waiting: row.dueAt ? null : waitingWords(row.since, now),
  };
}

/** The member's list and how many there are in all. */
export async function loadNeedsYou(db: Executor, userId: number, now: Date): Promise<{ items: NeedsYouItem[]; total: number }> {
  const rows = await listMemberNeeds(db, userId, now, NEEDS_YOU_SHOWN + 1);
  const items = rows.slice(0, NEEDS_YOU_SHOWN).map((row) => needsYouItem(row, now));
  const total = rows.length > NEEDS_YOU_SHOWN ? await countMemberNeeds(db, userId, now) : rows.length;
  return { items, total };
}

type NeedsYou = Awaited<ReturnType<typeof loadNeedsYou>>;

// One list per request: the root loader (the navbar's count) and /home's loader ask for it together.
const perRequest = new WeakMap<object, Promise<NeedsYou>>();

/** The member's list for this request, read once however many loaders ask. */
export function needsYouForRequest(context: Readonly<RouterContextProvider>, userId: number): Promise<NeedsYou> {
  let list = perRequest.get(context);
  if (!list) {
    const { db, clock } = getServices(context);
    list = loadNeedsYou(db, userId, clock.now());
    perRequest.set(context, list);
    // A failed read is not kept: the next loader of the request tries again.
    list.catch(() => perRequest.delete(context));
  }
  return list;
}

type Kept = { count: number; at: number };
const keptByDatabase = new WeakMap<Database, Map<number, Kept>>();

/**
 * The navbar's count for the member: fresh (this request's list) when `fresh`, else the count kept
 * from the last NEEDS_YOU_COUNT_SECONDS, else fresh. Every fresh count is kept.
 */
export function needsYouCount(context: Readonly<RouterContextProvider>, userId: number, fresh: boolean): Promise<number> {
  return countOf(getServices(context), userId, fresh, () => needsYouForRequest(context, userId));
}

/** The navbar's count on a page written without React Router (server/member-pages.ts): kept, else fresh. */
export function keptNeedsYouCount(services: Pick<AppServices, "db" | "clock">, userId: number): Promise<number> {
  return countOf(services, userId, false, () => loadNeedsYou(services.db, userId, services.clock.now()));
}

async function countOf(
  { db, clock }: Pick<AppServices, "db" | "clock">,
  userId: number,
  fresh: boolean,
  list: () => Promise<NeedsYou>,
): Promise<number> {
  let kept = keptByDatabase.get(db);
  if (!kept) keptByDatabase.set(db, (kept = new Map()));
  const now = clock.now().getTime();
  const last = kept.get(userId);
  if (!fresh && last && now - last.at < NEEDS_YOU_COUNT_SECONDS * 1000 && now >= last.at) return last.count;
  const { total } = await list();
  kept.delete(userId); // re-inserted last: the Map's order is the order of counting, oldest first
  kept.set(userId, { count: total, at: now });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return total;
}
