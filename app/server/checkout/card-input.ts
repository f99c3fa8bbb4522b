// The card a form sends, turned into a payment method the provider accepts. With JavaScript the
// card form (app/components/payments/card-form.tsx) sends `payment_method` (a Stripe test
// payment-method id under the offline provider, a Stripe.js id with Stripe). Without JavaScript it
// sends `card_number`, `card_expiry` (MM/YY) and `card_cvc`, mapped here as the browser would.
import { cardByNumber, luhnValid } from "~/domain/test-cards";

export const CARD_NUMBER_INCORRECT = "Your card number is incorrect.";

export type CardInput = { paymentMethod: string } | { errors: Record<string, string[]> };

const paymentMethodPattern = /^pm_[A-Za-z0-9_]{1,120}$/;

/** Checks an expiry typed as MM/YY (or MM/YYYY) against the current month. */
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

export function cvcProblem(value: unknown): string | null {
  return typeof value === "string" && /^\d{3,4}$/.test(value.trim()) ? null : "Your card's security code is incomplete.";
}

/** `{ paymentMethod }`, or field errors under card_number / card_expiry / card_cvc. */
export function paymentMethodFromForm(body: Record<string, unknown>): CardInput {
  const sent = typeof body.payment_method === "string" ? body.payment_method.trim() : "";
  if (sent) {
    return paymentMethodPattern.test(sent) ? { paymentMethod: sent } : { errors: { card_number: [CARD_NUMBER_INCORRECT] } };
  }
  const number = typeof body.card_number === "string" ? body.card_number : "";
  const errors: Record<string, string[]> = {};
  const card = luhnValid(number) ? cardByNumber(number) : undefined;
  if (!card) errors.card_number = [CARD_NUMBER_INCORRECT];
  const expiry = expiryProblem(body.card_expiry);
  if (expiry) errors.card_expiry = [expiry];
  const cvc = cvcProblem(body.card_cvc);
  if (cvc) errors.card_cvc = [cvc];
  if (!card || Object.keys(errors).length) return { errors };
  return { paymentMethod: card.paymentMethod };
}
