// The payment forms' rules as Zod schemas, for the browser and the server alike: the card a form
// sends (a payment-method id from the card form, or the raw card fields without JavaScript), the
// cardholder's 3-D Secure answer, and what a payment request names besides the card (the listing,
// the amount shown, …). The card form checks with cardSchema before it sends; checkout reads the
// same inputs with these schemas (app/server/checkout/card-input.ts, authenticate.ts, and the
// payment routes and pages through paymentPostSchema).
import { z } from "zod";
import { parseId } from "~/domain/ids";
import { cardByNumber, luhnValid, offlinePaymentMethod } from "~/domain/test-cards";

export const CARD_NUMBER_INCORRECT = "Your card number is incorrect.";

/** Any value, or none (Zod counts a bare unknown() as a required key). */
const optional = z.unknown().optional();

/**
 * The amount a payment page showed, in cents: a whole number of at most nine digits, sent as a
 * JSON number or as the digits of a form field. Checkout compares it with the price it computes.
 */
export const amountCentsSchema = z.union([
  z.number().int().min(0).max(999_999_999),
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

const paymentMethodPattern = /^pm_[A-Za-z0-9_]{1,120}$/;

/** The month and four-digit year of an expiry typed as MM/YY (or MM/YYYY, or MMYY), or null. */
export function parseExpiry(value: unknown): { month: number; year: number } | null {
  const match = typeof value === "string" ? /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$|^\s*(\d{2})(\d{2})\s*$/.exec(value) : null;
  if (!match) return null;
  const [monthText, yearText] = match[1] ? [match[1], match[2]] : [match[3], match[4]];
  return { month: Number(monthText), year: yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText) };
}

/** What is wrong with an expiry typed as MM/YY (or MM/YYYY, or MMYY), or null. */
export function expiryProblem(value: unknown, now = new Date()): string | null {
  const parsed = parseExpiry(value);
  if (!parsed) return "Your card's expiration date is incomplete.";
  const { month, year } = parsed;
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < current) return "Your card's expiration date is in the past.";
  return null;
}

/** What is wrong with a security code (3 or 4 digits), or null. */
export function cvcProblem(value: unknown): string | null {
  return typeof value === "string" && /^\d{3,4}$/.test(value.trim()) ? null : "Your card's security code is incomplete.";
}

/**
 * The card: `payment_method` (a payment-method id) when sent, else `card_number`, `card_expiry`
 * and `card_cvc`, mapped to the test card's payment method, expiry included, as the browser would. Output
 * `{ paymentMethod }`; errors under card_number / card_expiry / card_cvc.
 */
export function cardSchema(now = new Date()) {
  return z.object({ payment_method: optional, card_number: optional, card_expiry: optional, card_cvc: optional }).transform((body, ctx) => {
    const problem = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
    const sent = typeof body.payment_method === "string" ? body.payment_method.trim() : "";
    if (sent) {
      if (paymentMethodPattern.test(sent)) return { paymentMethod: sent };
      problem("card_number", CARD_NUMBER_INCORRECT);
      return z.NEVER;
    }
    const number = typeof body.card_number === "string" ? body.card_number : "";
    const card = luhnValid(number) ? cardByNumber(number) : undefined;
    if (!card) problem("card_number", CARD_NUMBER_INCORRECT);
    const expiry = expiryProblem(body.card_expiry, now);
    if (expiry) problem("card_expiry", expiry);
    const cvc = cvcProblem(body.card_cvc);
    if (cvc) problem("card_cvc", cvc);
    if (!card || expiry || cvc) return z.NEVER;
    // The typed expiry travels with the card, so a saved card shows its own.
    return { paymentMethod: offlinePaymentMethod(card, parseExpiry(body.card_expiry)!) };
  });
}

/**
 * The cardholder's answer to "Authenticate this payment" (intent=authenticate): which payment
 * (null when the id names none) and whether it was approved (1 or 0; true or false in JSON).
 * Any other post does not match.
 */
export const authenticationReplySchema = z
  .object({ intent: z.literal("authenticate"), payment_id: optional, approved: optional })
  .transform((reply) => ({
    paymentId: parseId(reply.payment_id),
    approved: reply.approved === true || reply.approved === "1" || reply.approved === "true",
  }));

/** A purchase attempt's name (the pay page makes one per visit): the same attempt is charged once. */
const attemptPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Text, or null when the field is missing, empty or not text. */
const textOrNull = z
  .string()
  .nullable()
  .catch(null)
  .transform((text) => (text === "" ? null : text));

/**
 * What a payment request names besides the card, read leniently: a field that is missing or not
 * acceptable reads as null, and checkout refuses it in its own order (the listing first, then the
 * amount…), with its own status (a changed amount is 409, a missing one 422). Other fields (the
 * card, `upsells`) are kept as sent for their own readers.
 *
 * - judgment_id: the listing (parseId, form text trimmed);
 * - amount: the total the page showed, in cents (amountCentsSchema);
 * - attempt: the purchase attempt the pay page named (null: a new one);
 * - saved_card: the saved card chosen on the pay page (null: none, or "new" for the card form);
 * - is_premium: a month of premium membership added to the cart (true, "true" or "1");
 * - premium_until: the membership end the upgrade page showed (null: not sent).
 */
export const paymentRequestSchema = z.looseObject({
  judgment_id: optional.transform((value) => parseId(typeof value === "string" ? value.trim() : value)),
  amount: amountCentsSchema.nullable().catch(null),
  attempt: z.string().regex(attemptPattern).nullable().catch(null),
  saved_card: textOrNull.transform((choice) => (choice === "new" ? null : choice)),
  is_premium: optional.transform((value) => value === true || value === "true" || value === "1"),
  premium_until: textOrNull,
});

export type PaymentRequest = z.output<typeof paymentRequestSchema>;

/**
 * A post to a payment route or page: the 3-D Secure reply (`{ reply }`, intent=authenticate) or a
 * payment (`{ payment }`). It never fails: each part refuses in checkout.
 */
export const paymentPostSchema = z.union([
  authenticationReplySchema.transform((reply) => ({ reply })),
  paymentRequestSchema.transform((payment) => ({ payment })),
]);
