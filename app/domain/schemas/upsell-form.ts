// The form of one upsell on /admin/upsells as a Zod schema, for the page's action; its limits and
// messages are in app/domain/upsell-form.ts.
import { z } from "zod";
import { parseDollarsToCents } from "~/domain/money";
import { isStorableText } from "~/domain/storable-text";
import { UPSELL_DESCRIPTION_MAX, UPSELL_MAX_CENTS, UPSELL_MIN_CENTS, UPSELL_NAME_MAX, upsellMessages } from "~/domain/upsell-form";
import { idSchema } from "~/domain/schemas/ids";

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
