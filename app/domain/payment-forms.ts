// The payment forms' rules as Zod schemas, for the browser and the server alike: the card a form
// sends (a payment-method id from the card form, or the raw card fields without JavaScript) and
// the cardholder's 3-D Secure answer. The card form checks with cardSchema before it sends;
// checkout reads the same inputs with these schemas (app/server/checkout/card-input.ts and
// authenticate.ts).
import { z } from "zod";
import { parseId } from "~/domain/ids";
import { cardByNumber, luhnValid } from "~/domain/test-cards";

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

/** What is wrong with an expiry typed as MM/YY (or MM/YYYY, or MMYY), or null. */
export function expiryProblem(value: unknown, now = new Date()): string | null {
  const match = typeof value === "string" ? /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$|^\s*(\d{2})(\d{2})\s*$/.exec(value) : null;
  if (!match) return "Your card's expiration date is incomplete.";
  const [monthText, yearText] = match[1] ? [match[1], match[2]] : [match[3], match[4]];
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
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
 * and `card_cvc`, mapped to the test card's payment method as the browser would. Output
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
    return { paymentMethod: card.paymentMethod };
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
