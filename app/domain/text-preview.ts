// How much of a long text a list or a short view shows (buyer spec, "Limits"): a listing's
// description to 200 characters in its short view, the seller's document names to 10. The cut is
// by whole code points, so it never splits a character.

/** The short view of a listing's description. */
export const DESCRIPTION_PREVIEW_CHARS = 200;

/** The seller's document names in the documents lists (the whole name is in a title and for screen readers). */
export const DOCUMENT_NAME_CHARS = 10;

/** The first `limit` characters (whole code points), and whether anything was cut. */
export function preview(text: string, limit: number): { short: string; truncated: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { short: text, truncated: false };
  return { short: chars.slice(0, limit).join("").trimEnd(), truncated: true };
}
