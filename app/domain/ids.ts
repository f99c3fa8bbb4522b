// One rule for ids, wherever they come from (a URL, a form, a JSON body): a positive PostgreSQL
// integer, sent as a number or as its plain digits: no sign, no leading zero, no spaces, no
// exponent. Anything else names nothing: a URL answers 404 (docs/decisions/0009), a form 422.
// Plain code, for the browser too; the Zod field for the server's checks is app/domain/schemas/ids.ts.

/** The largest PostgreSQL `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;

const ID_DIGITS = /^[1-9]\d{0,9}$/;

/** The id `value` names, or null. */
export function parseId(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !ID_DIGITS.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
