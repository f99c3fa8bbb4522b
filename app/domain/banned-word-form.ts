// The banned-words page's Add form (docs/decisions/0018-banned-word-matching.md): one word or
// phrase, trimmed and lower-cased as stored, shared by the browser and the server.
import { z } from "zod";

export const BANNED_WORD_MAX = 50;

export const bannedWordMessages = {
  required: "Enter a word or phrase.",
  tooLong: `At most ${BANNED_WORD_MAX} characters.`,
  characters: "Use letters a–z, digits, spaces, apostrophes and hyphens only.",
  letter: "Include at least one letter.",
};

/** Trimmed, inner spaces collapsed, lower case, a typographic apostrophe made plain. */
export function normalizeBannedWord(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\u2019/g, "'")
    .toLowerCase();
}

export const bannedWordSchema = z.object({
  word: z
    .string({ error: bannedWordMessages.required })
    .transform(normalizeBannedWord)
    .pipe(
      z
        .string()
        .min(1, { message: bannedWordMessages.required, abort: true })
        .max(BANNED_WORD_MAX, { message: bannedWordMessages.tooLong, abort: true })
        // Plain letters only, so JavaScript's lower case is PostgreSQL's (the table checks it).
        .regex(/^[a-z0-9' -]+$/, { message: bannedWordMessages.characters, abort: true })
        .regex(/[a-z]/, bannedWordMessages.letter),
    ),
});

export type BannedWordInput = z.output<typeof bannedWordSchema>;
