// Where the offer or the dispute a held text was written with stands when an administrator decides
// the text (docs/decisions/0032). A text may wait in the queue while its offer is countered,
// accepted, declined, withdrawn or expires, or its dispute is resolved: the e-mails of the decision
// (app/server/mail/held-text-emails.ts) say what is true then, never "your offer stands" of an
// offer that no longer does.
import type { DisputeResolutionCode } from "~/domain/escrow";
import { offerStage, type OfferStage, type OfferStanding } from "~/domain/offer-status";

/** What became of a counter-offer since: still the one the buyer answers, replaced by a newer one, or answered with a counter-back. */
export type CounterFate = "stands" | "newer_counter" | "countered_back";

export type TextStepNow =
  /** An offer's or a counter-offer's text: the offer's stage now, and (for a counter's text) what became of that counter. */
  | { step: "offer"; stage: OfferStage; counter: CounterFate }
  /** A dispute's statement or answer: null while the dispute is open. */
  | { step: "dispute"; resolution: DisputeResolutionCode | null };

/**
 * The offer's stage now (a pending offer past its date reads as expired) and, from the kinds of
 * the thread's steps after the text's own, what became of the counter-offer it was written with.
 */
export function offerStepNow(offer: OfferStanding & { expiresAt: Date | null }, laterSteps: readonly string[], now: Date): TextStepNow {
  const counter: CounterFate = laterSteps.includes("counter")
    ? "newer_counter"
    : laterSteps.includes("counter_back")
      ? "countered_back"
      : "stands";
  return { step: "offer", stage: offerStage(offer, now), counter };
}
