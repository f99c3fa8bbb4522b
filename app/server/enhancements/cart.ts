// The seller's enhancement cart, kept in the session under 'upsellCart' with the listing it is
// for (GET/POST /api/judgments/sell/upsells), so the choice survives a page load or a trip through
// the no-JavaScript payment form.
import type { AppServices } from "~/server/context";
import { getSessionValue, setSessionValue } from "~/server/session";

export const UPSELL_CART_KEY = "upsellCart";

export type UpsellCart = { judgmentId: number; upsells: number[] };

export async function readUpsellCart(request: Request, services: AppServices): Promise<UpsellCart | null> {
  const cart = await getSessionValue<UpsellCart>(request, services, UPSELL_CART_KEY);
  if (!cart || !Number.isInteger(cart.judgmentId) || !Array.isArray(cart.upsells)) return null;
  return { judgmentId: cart.judgmentId, upsells: cart.upsells.filter((id) => Number.isInteger(id)) };
}

/** The ids selected for this listing; an empty cart when the stored one is for another listing. */
export async function cartFor(request: Request, services: AppServices, judgmentId: number): Promise<number[]> {
  const cart = await readUpsellCart(request, services);
  return cart?.judgmentId === judgmentId ? cart.upsells : [];
}

/** Saves the cart; answers the Set-Cookie header of a new session, which the caller must send. */
export function saveUpsellCart(
  request: Request,
  services: AppServices,
  cart: UpsellCart | undefined,
  clientIp: string,
): Promise<string | null> {
  const value = cart && { judgmentId: cart.judgmentId, upsells: [...new Set(cart.upsells)].sort((a, b) => a - b) };
  return setSessionValue(request, services, UPSELL_CART_KEY, value, clientIp);
}

/**
 * Upsell ids from a JSON array, a repeated form field or a comma-separated string. Null when any
 * value is not a positive whole number.
 */
export function parseUpsellIds(value: unknown): number[] | null {
  if (value === undefined || value === null || value === "") return [];
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [value];
  const ids: number[] = [];
  for (const item of items) {
    const text = typeof item === "number" ? String(item) : typeof item === "string" ? item.trim() : "";
    if (!/^\d{1,9}$/.test(text) || Number(text) === 0) return null;
    ids.push(Number(text));
  }
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The body's upsell ids, whether sent as `upsells` or as the form convention `upsells[]`. */
export function upsellIdsFromBody(body: Record<string, unknown>): number[] | null {
  return parseUpsellIds(body.upsells ?? body["upsells[]"]);
}
