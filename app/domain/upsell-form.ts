// The form of one upsell on /admin/upsells (page name Admin/Upsells/Index): its name, description,
// price typed in dollars ("19.99", kept in cents) and whether it is offered. Shared by the browser
// and the server.
import { z } from "zod";
import { idSchema } from "~/domain/ids";
import { formatMoney, parseDollarsToCents } from "~/domain/money";
import { isStorableText } from "~/domain/storable-text";

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
  return (cents / 100).toFixed(2);
}

const text = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .transform((value) => value.trim().replace(/\r\n?/g, "\n"))
    .pipe(
      z
        .string()
        .min(1, { message: required, abort: true })
        .max(max, { message: tooLong, abort: true })
        .refine(isStorableText, upsellMessages.characters),
    );

export const upsellFormSchema = z.object({
  id: idSchema(upsellMessages.id),
  name: text(UPSELL_NAME_MAX, upsellMessages.name, upsellMessages.nameTooLong).refine((name) => !/\n/.test(name), upsellMessages.name),
  description: text(UPSELL_DESCRIPTION_MAX, upsellMessages.description, upsellMessages.descriptionTooLong),
  price: z
    .union([z.string(), z.number()], { error: upsellMessages.price })
    .transform((value, ctx) => {
      const trimmed = String(value).trim();
      // Dollars with at most two decimals, no thousands separators to misread ("1,99").
      const cents = /^\$?\d{1,7}(\.\d{1,2})?$/.test(trimmed) ? parseDollarsToCents(trimmed) : null;
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: upsellMessages.price });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(
      z
        .number()
        .min(UPSELL_MIN_CENTS, { message: upsellMessages.pricePositive })
        .max(UPSELL_MAX_CENTS, { message: upsellMessages.priceTooHigh }),
    ),
  /** A checkbox: present (any of the usual "on" values) means offered. */
  active: z
    .unknown()
    .optional()
    .transform((value) => value === true || value === "on" || value === "1" || value === "true"),
});

export type UpsellFormInput = z.output<typeof upsellFormSchema>;
