// The form of one upsell on /admin/upsells (page name Admin/Upsells/Index): its name, description,
// price typed in dollars ("19.99", kept in cents) and whether it is offered. Its limits and
// messages, shared by the browser and the server (the Zod schema in app/domain/schemas/upsell-form.ts
// uses them).
import { dollarText, formatMoney } from "~/domain/money";

export const UPSELL_NAME_MAX = 60;
export const UPSELL_DESCRIPTION_MAX = 500;
/** The highest price an upsell may have: a mistyped extra digit is refused rather than charged. */
export const UPSELL_MAX_CENTS = 100_000;
/**
 * The lowest: card providers refuse charges under $0.50 (Stripe's minimum in US dollars), and a
 * premium member pays 10% less, so $1.00 keeps every single-item purchase chargeable.
 */
export const UPSELL_MIN_CENTS = 100;

export const upsellMessages = {
  name: "Enter a name.",
  nameTooLong: `At most ${UPSELL_NAME_MAX} characters.`,
  description: "Enter a description.",
  descriptionTooLong: `At most ${UPSELL_DESCRIPTION_MAX} characters.`,
  characters: "This contains characters we cannot store.",
  price: "Enter the price in dollars, like 19.99.",
  pricePositive: `The price must be at least ${formatMoney(UPSELL_MIN_CENTS)}: card payments under $0.50 are refused.`,
  priceTooHigh: `The price can be at most ${formatMoney(UPSELL_MAX_CENTS)}.`,
  id: "Choose one of the enhancements.",
};

/** Cents as the form shows them: 1999 → "19.99", 400 → "4.00". */
export function centsAsDollarText(cents: number): string {
  return dollarText(cents);
}
