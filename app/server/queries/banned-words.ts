// The banned words the moderation check uses (DESIGN.md section 6). Managing the list is the
// banned-words page's work; reviews only read the active ones.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { bannedWords } from "~/server/db/schema";

/** The active banned words, in lower case (as stored). */
export async function activeBannedWords(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ word: bannedWords.word })
    .from(bannedWords)
    .where(eq(bannedWords.active, true))
    .orderBy(asc(bannedWords.word));
  return rows.map((row) => row.word);
}
