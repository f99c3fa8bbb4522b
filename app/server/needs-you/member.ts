// A member's "needs you" list (docs/decisions/0043-needs-you.md): the one query's rows
// (app/server/queries/needs-you.ts) as the list on /home shows them, each with its words, its link
// and its countdown on the services' clock, worked out here so the page renders plain text.
import { formatDeadline } from "~/domain/escrow";
import { timeLeft, waitingWords } from "~/domain/countdown";
import { needLink, needWords, type MemberNeedRow } from "~/domain/needs-you";
import type { NeedsYouItem } from "~/components/needs-you/needs-you-list";
import type { Executor } from "~/server/db/client";
import { countMemberBadges, listMemberNeeds } from "~/server/queries/needs-you";

/** How many items the list shows at most; past it, the count says how many more. */
export const NEEDS_YOU_SHOWN = 50;

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
  const total = rows.length > NEEDS_YOU_SHOWN ? (await countMemberBadges(db, userId, now)).needsYou : rows.length;
  return { items, total };
}
