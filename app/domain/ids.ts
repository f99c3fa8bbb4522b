// One rule for ids, wherever they come from (a URL, a form, a JSON body): a positive PostgreSQL
// integer, sent as a number or as its plain digits: no sign, no leading zero, no spaces, no
// exponent. Anything else names nothing: a URL answers 404 (docs/decisions/0009), a form 422.
import { z } from "zod";

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

/** An id field of a form or JSON body; `message` is the field's error. */
export function idSchema(message = "Please choose one.") {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const id = parseId(value);
      if (id !== null) return id;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}
