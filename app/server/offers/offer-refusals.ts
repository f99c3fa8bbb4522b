// The offer actions' refusals that several of them share. Each is a Refusal
// (app/server/http/refusal.ts) with its status and the field to show it at; the routes answer it
// as JSON or show it on the page.
import { refuse, Refusal, refusalFor } from "~/server/http/refusal";
import { NO_SUCH_JUDGMENT } from "~/server/listings/transition";

/** A missing listing, or one the member may not see: the same 404 either way (docs/decisions/0009). */
export function noSuchJudgment(): Refusal {
  return refuse(404, "judgment_id", NO_SUCH_JUDGMENT);
}

/** The lifecycle's refusals (message under "_") shown at the offer instead; anything else as it is. */
export function asOfferRefusal(error: unknown, field = "offer"): unknown {
  return error instanceof Refusal && "_" in error.errors ? refusalFor(field, error) : error;
}
