// Seller document names in lists are cut to 10 characters (buyer spec section 9); the full name
// goes in a title attribute.
export const DOCUMENT_NAME_CHARS = 10;

/** The first 10 characters (whole code points) and an ellipsis when the name is longer. */
export function shortDocumentName(name: string): string {
  const chars = Array.from(name);
  return chars.length > DOCUMENT_NAME_CHARS ? `${chars.slice(0, DOCUMENT_NAME_CHARS).join("")}…` : name;
}
