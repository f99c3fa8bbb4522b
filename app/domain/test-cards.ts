// Stripe's test cards and test payment-method ids (DESIGN.md section 11). The offline payment
// provider behaves as Stripe's test mode does for these, so a script written for Stripe's test mode
// runs unchanged against the offline default. Shared by the browser's card form and the server.

export type CardOutcome =
  "succeeds" | "declined" | "insufficient_funds" | "authentication_required" | "expired_card" | "incorrect_cvc" | "processing_error";

export type TestCard = { number: string; paymentMethod: string; brand: string; outcome: CardOutcome };

export const testCards: TestCard[] = [
  { number: "4242424242424242", paymentMethod: "pm_card_visa", brand: "visa", outcome: "succeeds" },
  { number: "4000056655665556", paymentMethod: "pm_card_visa_debit", brand: "visa", outcome: "succeeds" },
  { number: "5555555555554444", paymentMethod: "pm_card_mastercard", brand: "mastercard", outcome: "succeeds" },
  { number: "378282246310005", paymentMethod: "pm_card_amex", brand: "amex", outcome: "succeeds" },
  { number: "6011111111111117", paymentMethod: "pm_card_discover", brand: "discover", outcome: "succeeds" },
  { number: "4000000000000002", paymentMethod: "pm_card_chargeDeclined", brand: "visa", outcome: "declined" },
  { number: "4000000000009995", paymentMethod: "pm_card_chargeDeclinedInsufficientFunds", brand: "visa", outcome: "insufficient_funds" },
  { number: "4000000000000069", paymentMethod: "pm_card_chargeDeclinedExpiredCard", brand: "visa", outcome: "expired_card" },
  { number: "4000000000000127", paymentMethod: "pm_card_chargeDeclinedIncorrectCvc", brand: "visa", outcome: "incorrect_cvc" },
  { number: "4000000000000119", paymentMethod: "pm_card_chargeDeclinedProcessingError", brand: "visa", outcome: "processing_error" },
  { number: "4000002500003155", paymentMethod: "pm_card_authenticationRequired", brand: "visa", outcome: "authentication_required" },
  { number: "4000002760003184", paymentMethod: "pm_card_authenticationRequiredOnSetup", brand: "visa", outcome: "authentication_required" },
];

/** The messages Stripe returns for these outcomes; shown to the user as returned. */
export const declineMessages: Record<Exclude<CardOutcome, "succeeds" | "authentication_required">, string> = {
  declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: "An error occurred while processing your card. Try again in a little bit.",
};

export function cardByNumber(number: string): TestCard | undefined {
  const digits = number.replace(/[\s-]/g, "");
  return testCards.find((c) => c.number === digits);
}

export function cardByPaymentMethod(id: string): TestCard | undefined {
  return testCards.find((c) => c.paymentMethod === id || id.startsWith(`${c.paymentMethod}__`));
}

/** Outcomes the card's verification (the $1.00 authorization when it is saved) already declines. */
export function declinedOnSetup(card: TestCard): card is TestCard & { outcome: keyof typeof declineMessages } {
  return card.outcome in declineMessages;
}

/**
 * The offline card form's payment-method id for a test card with the expiry the cardholder typed
 * (`pm_card_visa__exp_12_2030`), as Stripe.js's createPaymentMethod keeps the card's expiry: the
 * offline provider saves the card with this expiry instead of inventing one.
 */
export function offlinePaymentMethod(card: TestCard, expiry: { month: number; year: number }): string {
  return `${card.paymentMethod}__exp_${String(expiry.month).padStart(2, "0")}_${expiry.year}`;
}

/** The expiry an offline payment-method id carries (see offlinePaymentMethod), or null. */
export function expiryOfPaymentMethod(id: string): { month: number; year: number } | null {
  const match = /__exp_(\d{2})_(\d{4})(?:__|$)/.exec(id);
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: Number(match[2]) } : null;
}

/** Luhn check, so a mistyped number is caught in the browser before it is sent. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
