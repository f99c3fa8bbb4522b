// The banned-words page's Add form as a Zod schema, for the page's action; its limit, messages and
// normalisation are in app/domain/banned-word-form.ts.
import { z } from "zod";
import { BANNED_WORD_MAX, bannedWordMessages, normalizeBannedWord } from "~/domain/banned-word-form";

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
