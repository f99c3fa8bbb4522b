// Checkout's refusal as data: part of checkout's answer (./answer.ts), returned rather than thrown,
// and mapped to JSON once (checkoutJson, ./answer-json.ts) or to a page's data. A thrown refusal is
// the HTTP edge's Refusal (app/server/http/refusal.ts). docs/decisions/0015-one-http-edge.md.
import { parseId } from "~/domain/ids";
import type { FieldErrors } from "~/server/http/refusal";

/** The refusal of an enhancement or premium payment whose amount is not the price now. */
export const AMOUNT_CHANGED = "The price changed; please review your cart.";

/** Not charged at all: 403/404/409/422 with field errors. */
export type OrderRefusal = {
  refused: true;
  status: 403 | 404 | 409 | 422;
  errors: FieldErrors;
  /** What a client needs to recover, answered beside the errors (e.g. the total as it is now). */
  extra?: Record<string, unknown>;
};

export function refusal(status: OrderRefusal["status"], field: string, message: string, extra?: Record<string, unknown>): OrderRefusal {
  return { refused: true, status, errors: { [field]: [message] }, ...(extra ? { extra } : {}) };
}

export function isRefusal(value: unknown): value is OrderRefusal {
  return typeof value === "object" && value !== null && (value as OrderRefusal).refused === true;
}

/** A judgment id from a route parameter, a query string or a body (JSON number or text). */
export function judgmentIdFrom(value: unknown): number | null {
  return parseId(typeof value === "string" ? value.trim() : value);
}
