// Reading what a buyer sent with the Make Offer / Edit Offer forms, with the forms' schemas
// (app/domain/offer-form.ts, which the modals also check in the browser) and the listing's prices as
// they are now; then when the offer expires (app/domain/offer-expiry.ts).
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { type OfferCeiling } from "~/domain/offer-form";
import { editOfferSchema, makeOfferSchema } from "~/domain/schemas/offer-form";
import { defaultOfferExpiry, endOfDayEastern } from "~/domain/offer-expiry";
import type { FieldErrors } from "~/server/http/refusal";

/** The Edit Offer form's amount: at most the Buy Now price (above it, Buy Now is the way). */
export function readOfferAmount(value: unknown, prices: OfferCeiling): { amountCents: number } | { errors: FieldErrors } {
  const parsed = editOfferSchema({ prices }).safeParse({ amount: value });
  return parsed.success ? { amountCents: parsed.data.amount } : { errors: fieldErrors(parsed.error) };
}

export type OfferInput = { amountCents: number; expiresAt: Date; message: string | null };

/**
 * The whole Make Offer form. Without a date the offer expires after `expireDays`; a given date
 * must be after today and the offer then stands until the end of that day (Eastern).
 */
export function readOfferInput(
  body: Record<string, unknown>,
  prices: OfferCeiling,
  expireDays: number,
  now: Date,
): { ok: true; value: OfferInput } | { ok: false; errors: FieldErrors } {
  const parsed = makeOfferSchema({ prices, now }).safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { amount, expiration, message } = parsed.data;
  const expiresAt = expiration ? endOfDayEastern(expiration) : defaultOfferExpiry(expireDays, now);
  return { ok: true, value: { amountCents: amount, expiresAt, message } };
}
