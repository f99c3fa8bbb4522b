// Reading what a buyer sent with the Make Offer / Edit Offer forms, with the forms' schemas
// (app/domain/offer-form.ts, which the modals also check in the browser) and the asking price as
// it is now; then when the offer expires.
import { fieldErrors } from "~/domain/auth-forms";
import { todayIso } from "~/domain/dates";
import { editOfferSchema, makeOfferSchema } from "~/domain/offer-form";
import type { FieldErrors } from "~/server/http/refusal";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last second of a calendar date in US Eastern time (the site's dates are Eastern). */
export function endOfDayEastern(isoDate: string): Date {
  const [y, m, d] = isoDate.split("-").map(Number);
  const base = Date.UTC(y, m - 1, d, 23, 59, 59);
  const standard = new Date(base + 5 * 60 * 60 * 1000);
  return todayIso(standard) === isoDate ? standard : new Date(base + 4 * 60 * 60 * 1000);
}

/** When an offer made now without a date expires: now + timeframes.offers_expire_days. */
export function defaultOfferExpiry(days: number, now = new Date()): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** The Edit Offer form's amount: at most the asking price (above it, Buy Now is the way). */
export function readOfferAmount(value: unknown, priceCents: number): { amountCents: number } | { errors: FieldErrors } {
  const parsed = editOfferSchema({ askingPriceCents: priceCents }).safeParse({ amount: value });
  return parsed.success ? { amountCents: parsed.data.amount } : { errors: fieldErrors(parsed.error) };
}

export type OfferInput = { amountCents: number; expiresAt: Date; message: string | null };

/**
 * The whole Make Offer form. Without a date the offer expires after `expireDays`; a given date
 * must be after today and the offer then stands until the end of that day (Eastern).
 */
export function readOfferInput(
  body: Record<string, unknown>,
  priceCents: number,
  expireDays: number,
  now = new Date(),
): { ok: true; value: OfferInput } | { ok: false; errors: FieldErrors } {
  const parsed = makeOfferSchema({ askingPriceCents: priceCents, now }).safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { amount, expiration, message } = parsed.data;
  const expiresAt = expiration ? endOfDayEastern(expiration) : defaultOfferExpiry(expireDays, now);
  return { ok: true, value: { amountCents: amount, expiresAt, message } };
}
