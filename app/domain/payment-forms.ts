// The card a payment form sends, as plain code for the browser and the server alike: a
// payment-method id from the card form, or the raw card fields without JavaScript. The card form
// checks with checkCard before it sends; the server's Zod schemas (app/domain/schemas/payment-forms.ts)
// use it too.
import { cardByNumber, luhnValid, offlinePaymentMethod } from "~/domain/test-cards";

export const CARD_NUMBER_INCORRECT = "Your card number is incorrect.";

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
 * and `card_cvc`, mapped to the test card's payment method, expiry included, as the browser would.
 * Gives `{ paymentMethod }`, or errors under card_number / card_expiry / card_cvc.
 */
export function checkCard(
  body: { payment_method?: unknown; card_number?: unknown; card_expiry?: unknown; card_cvc?: unknown },
  now = new Date(),
): { paymentMethod: string } | { errors: Record<string, string[]> } {
  const sent = typeof body.payment_method === "string" ? body.payment_method.trim() : "";
  if (sent) return paymentMethodPattern.test(sent) ? { paymentMethod: sent } : { errors: { card_number: [CARD_NUMBER_INCORRECT] } };
  const errors: Record<string, string[]> = {};
  const number = typeof body.card_number === "string" ? body.card_number : "";
  const card = luhnValid(number) ? cardByNumber(number) : undefined;
  if (!card) errors.card_number = [CARD_NUMBER_INCORRECT];
  const expiry = expiryProblem(body.card_expiry, now);
  if (expiry) errors.card_expiry = [expiry];
  const cvc = cvcProblem(body.card_cvc);
  if (cvc) errors.card_cvc = [cvc];
  if (!card || expiry || cvc) return { errors };
  // The typed expiry travels with the card, so a saved card shows its own.
  return { paymentMethod: offlinePaymentMethod(card, parseExpiry(body.card_expiry)!) };
}
