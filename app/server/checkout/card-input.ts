// The card a form sends, turned into a payment method the provider accepts. With JavaScript the
// card form (app/components/payments/card-form.tsx) sends `payment_method` (a Stripe test
// payment-method id under the offline provider, a Stripe.js id with Stripe). Without JavaScript it
// sends `card_number`, `card_expiry` (MM/YY) and `card_cvc`. The rules are the card form's own
// schema (app/domain/payment-forms.ts), so the browser and the server refuse the same cards.
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { cardSchema } from "~/domain/schemas/payment-forms";

export type CardInput = { paymentMethod: string } | { errors: Record<string, string[]> };

/** `{ paymentMethod }`, or field errors under card_number / card_expiry / card_cvc. */
export function paymentMethodFromForm(body: Record<string, unknown>): CardInput {
  const parsed = cardSchema().safeParse(body);
  return parsed.success ? parsed.data : { errors: fieldErrors(parsed.error) };
}
