// A refusal of an offer action, with the HTTP status to answer (403, 404, 409, 422) and the
// field errors to show; the routes turn it into JSON or a page message.
import type { FieldErrors } from "~/server/http/refusal";
import { NO_SUCH_JUDGMENT, TransitionError } from "~/server/listings/transition";

export class OfferError extends Error {
  constructor(
    readonly status: 403 | 404 | 409 | 422 | 429,
    readonly errors: FieldErrors,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(Object.values(errors)[0]?.[0] ?? "Refused.");
  }
}

/** A missing listing, or one the member may not see: the same 404 either way (docs/decisions/0009). */
export function noSuchJudgment(): OfferError {
  return new OfferError(404, { judgment_id: [NO_SUCH_JUDGMENT] });
}

/** Turns the lifecycle's refusals into OfferErrors; anything else is rethrown. */
export function asOfferError(error: unknown, field = "offer"): OfferError {
  if (error instanceof OfferError) return error;
  if (error instanceof TransitionError) return new OfferError(error.status, { [field]: [error.message] });
  throw error;
}

/** PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code === "23505") return true;
  }
  return false;
}
