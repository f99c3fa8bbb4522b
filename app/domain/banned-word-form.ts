// The banned-words page's Add form (docs/decisions/0018-banned-word-matching.md): one word or
// phrase, trimmed and lower-cased as stored: its limit, messages and normalisation, shared by the
// browser and the server (the Zod schema in app/domain/schemas/banned-word-form.ts uses them).

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
