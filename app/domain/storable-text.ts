// Text PostgreSQL can store and search: no NUL character (text columns and jsonb refuse U+0000)
// and no unpaired UTF-16 surrogate (it has no UTF-8 encoding; JSON's "\ud800" escape makes one).
// Neither can be typed into a form, so such input comes from scripts: readers refuse it (request
// bodies, app/server/http/body.ts) or treat it as absent (query strings and path segments).

export const UNSTORABLE_MESSAGE = "This contains characters we cannot store.";

export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

/** The text when it can be stored, else null: for optional filters read from a URL. */
export function storableOrNull(text: string | null | undefined): string | null {
  return text != null && isStorableText(text) ? text : null;
}
