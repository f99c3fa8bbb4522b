// The banned words the moderation check uses (DESIGN.md section 6), and the administrators' list
// of them (/admin/banned_words). Reviews only read the active ones, from the table each time, so a
// change applies to the next check at once.
import { and, asc, count, eq, ilike, type SQL } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { bannedWords } from "~/server/db/schema";
import { escapeLike } from "~/server/queries/browse";

/** The active banned words, in lower case (as stored). */
export async function activeBannedWords(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ word: bannedWords.word })
    .from(bannedWords)
    .where(eq(bannedWords.active, true))
    .orderBy(asc(bannedWords.word));
  return rows.map((row) => row.word);
}

export const BANNED_WORDS_PAGE_SIZE = 60;

export type BannedWordRow = { id: number; word: string; active: boolean };
export type BannedWordFilter = { text?: string; active?: boolean };

function filterConditions(filter: BannedWordFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.text) where.push(ilike(bannedWords.word, `%${escapeLike(filter.text)}%`));
  if (filter.active !== undefined) where.push(eq(bannedWords.active, filter.active));
  return where.length ? and(...where) : undefined;
}

/** How many words there are: all of them, the active ones, and those the filter keeps. */
export async function countBannedWords(db: Executor, filter: BannedWordFilter): Promise<{ all: number; active: number; matching: number }> {
  const [all] = await db.select({ n: count() }).from(bannedWords);
  const [active] = await db.select({ n: count() }).from(bannedWords).where(eq(bannedWords.active, true));
  const [matching] = await db.select({ n: count() }).from(bannedWords).where(filterConditions(filter));
  return { all: all?.n ?? 0, active: active?.n ?? 0, matching: matching?.n ?? 0 };
}

/** One page of the list, alphabetical. */
export async function listBannedWords(db: Executor, filter: BannedWordFilter, page: number): Promise<BannedWordRow[]> {
  return db
    .select({ id: bannedWords.id, word: bannedWords.word, active: bannedWords.active })
    .from(bannedWords)
    .where(filterConditions(filter))
    .orderBy(asc(bannedWords.word), asc(bannedWords.id))
    .limit(BANNED_WORDS_PAGE_SIZE)
    .offset((page - 1) * BANNED_WORDS_PAGE_SIZE);
}

/** Adds a word; null when it is already on the list (active or not). */
export async function insertBannedWord(db: Executor, word: string): Promise<BannedWordRow | null> {
  const [row] = await db
    .insert(bannedWords)
    .values({ word })
    .onConflictDoNothing({ target: bannedWords.word })
    .returning({ id: bannedWords.id, word: bannedWords.word, active: bannedWords.active });
  return row ?? null;
}

/** Turns a word on or off; the row as it was before, or null for an unknown id. */
export async function setBannedWordActive(
  db: Executor,
  id: number,
  active: boolean,
): Promise<{ before: BannedWordRow; after: BannedWordRow } | null> {
  const [before] = await db
    .select({ id: bannedWords.id, word: bannedWords.word, active: bannedWords.active })
    .from(bannedWords)
    .where(eq(bannedWords.id, id))
    .for("update");
  if (!before) return null;
  const [after] = await db
    .update(bannedWords)
    .set({ active })
    .where(eq(bannedWords.id, id))
    .returning({ id: bannedWords.id, word: bannedWords.word, active: bannedWords.active });
  return after ? { before, after } : null;
}

/** Deletes a word; the deleted row, or null for an unknown id. */
export async function deleteBannedWord(db: Executor, id: number): Promise<BannedWordRow | null> {
  const [row] = await db
    .delete(bannedWords)
    .where(eq(bannedWords.id, id))
    .returning({ id: bannedWords.id, word: bannedWords.word, active: bannedWords.active });
  return row ?? null;
}
