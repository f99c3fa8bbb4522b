// The payment forms' rules as Zod schemas, for the server's checks: the card a form sends
// (checkCard in app/domain/payment-forms.ts, which the card form uses before it sends), the
// cardholder's 3-D Secure answer, and what a payment request names besides the card (the listing,
// the amount shown, …). Checkout reads these inputs with them (app/server/checkout/card-input.ts,
// authenticate.ts, and the payment routes and pages through paymentPostSchema).
import { z } from "zod";
import { parseId } from "~/domain/ids";
import { parseDollarsToCents } from "~/domain/money";
import { checkCard } from "~/domain/payment-forms";

/** Any value, or none (Zod counts a bare unknown() as a required key). */
const optional = z.unknown().optional();

/**
 * An amount in cents: a whole number of at most nine digits, sent as a JSON number or as the
 * digits of a form field (the upsell and enhancement payments, DESIGN.md section 5).
 */
export const amountCentsSchema = z.union([
  z.number().int().min(0).max(999_999_999),
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

/**
 * The unit a payment endpoint reads its `amount` in (DESIGN.md section 5): a judgment's total, which
 * a person names, in dollars as text "2090.55" (a plain number is dollars too); the upsell and
 * enhancement payments in cents, as their catalogue states them.
 */
export type AmountUnit = "dollars" | "cents";

/** Every 422 about a payment's amount names the format expected. */
export const AMOUNT_FORMAT: Record<AmountUnit, string> = {
  dollars: "Enter the amount in dollars, like 2090.55.",
  cents: "Enter the amount in cents, like 3900 for $39.00.",
};

/**
 * The total a payment request names, in cents, read in its endpoint's unit; a missing or malformed
 * amount is the problem to answer with 422, naming the format. Checkout then compares the value
 * with the price it computes (409 when it changed).
 */
export function readPaymentAmount(value: unknown, unit: AmountUnit): { ok: true; cents: number } | { ok: false; problem: string } {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    return { ok: false, problem: `The amount is missing. ${AMOUNT_FORMAT[unit]}` };
  }
  const cents = unit === "dollars" ? parseDollarsToCents(value) : amountCentsSchema.nullable().catch(null).parse(value);
  return cents === null ? { ok: false, problem: AMOUNT_FORMAT[unit] } : { ok: true, cents };
}

/** The card (see checkCard): output `{ paymentMethod }`; errors under card_number / card_expiry / card_cvc. */
export function cardSchema(now = new Date()) {
  return z.object({ payment_method: optional, card_number: optional, card_expiry: optional, card_cvc: optional }).transform((body, ctx) => {
    const checked = checkCard(body, now);
    if ("paymentMethod" in checked) return { paymentMethod: checked.paymentMethod };
    for (const [field, messages] of Object.entries(checked.errors)) {
      for (const message of messages) ctx.addIssue({ code: "custom", path: [field], message });
    }
    return z.NEVER;
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
 * amount…), with its own status (a changed amount is 409, a missing or malformed one 422). Other
 * fields (the card, `upsells`) are kept as sent for their own readers.
 *
 * - judgment_id: the listing (parseId, form text trimmed);
 * - amount: the total the page showed, as sent: each paid thing reads it in its unit (readPaymentAmount);
 * - attempt: the purchase attempt the pay page named (null: a new one);
 * - saved_card: the saved card chosen on the pay page (null: none, or "new" for the card form);
 * - is_premium: a month of premium membership added to the cart (true, "true" or "1");
 * - premium_until: the membership end the upgrade page showed (null: not sent).
 */
export const paymentRequestSchema = z.looseObject({
  judgment_id: optional.transform((value) => parseId(typeof value === "string" ? value.trim() : value)),
  amount: optional,
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
