// Negotiating an offer (issue 16, docs/decisions/0027) as plain rules, shared by the server and
// the judgment page's forms: whose move it is, how many counter-offers each side has left, what a
// counter-offer or a counter-back may be, and the owner's private thresholds (an offer below the
// minimum is declined at once, one at or above the auto-accept amount is accepted at once).
import type { TextReview } from "~/domain/member-texts";
import { formatMoney } from "~/domain/money";
import { checkOfferAmount, offerCeiling, type Checked, type OfferCeiling } from "~/domain/offer-form";

/** At most this many counter-offers each way on one offer. */
export const MAX_COUNTERS = 3;

export type Awaiting = "seller" | "buyer";

/** The negotiation state of a pending offer. */
export type Negotiation = {
  amountCents: number;
  awaiting: Awaiting;
  counterCents: number | null;
  sellerCounters: number;
  buyerCounters: number;
};

const fail = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });

/** Why the owner may not counter now, or null when they may. */
export function counterRefusal(offer: Negotiation): string | null {
  if (offer.awaiting !== "seller") return "You already answered this offer: the buyer is to reply to your counter-offer.";
  if (offer.sellerCounters >= MAX_COUNTERS) {
    return `You have made ${MAX_COUNTERS} counter-offers on this offer, the most allowed. Accept or reject the buyer's amount.`;
  }
  return null;
}

/** Why the buyer may not answer a counter-offer now, or null when one stands for them. */
export function counterAnswerRefusal(offer: Negotiation): string | null {
  if (offer.awaiting !== "buyer" || offer.counterCents === null) return "There is no counter-offer to answer on this offer.";
  return null;
}

/** Why the buyer may not counter back now, or null when they may. */
export function counterBackRefusal(offer: Negotiation): string | null {
  const noCounter = counterAnswerRefusal(offer);
  if (noCounter) return noCounter;
  if (offer.buyerCounters >= MAX_COUNTERS) {
    return `You have countered ${MAX_COUNTERS} times on this offer, the most allowed. Accept or decline the seller's counter-offer.`;
  }
  return null;
}

/** The owner's counter-offer amount: above the buyer's amount, at most what Buy Now costs (offerCeiling, docs/decisions/0035). */
export function checkCounterAmount(value: unknown, offer: { amountCents: number }, prices: OfferCeiling): Checked<number> {
  const amount = checkOfferAmount(value);
  if (!amount.ok) return fail(amount.problem.replace("the amount you offer", "your counter-offer"));
  if (amount.value <= offer.amountCents) {
    return fail(
      `A counter-offer must be more than the buyer's ${formatMoney(offer.amountCents)}. To sell at that amount, accept the offer.`,
    );
  }
  const ceiling = offerCeiling(prices);
  if (amount.value > ceiling.cents) return fail(`A counter-offer can be at most your ${ceiling.price} of ${formatMoney(ceiling.cents)}.`);
  return amount;
}

/** The buyer's counter-back amount: below the seller's counter-offer (at it, accept instead), and within the offer rule. */
export function checkCounterBackAmount(value: unknown, counterCents: number, prices: OfferCeiling): Checked<number> {
  const amount = checkOfferAmount(value, prices);
  if (!amount.ok) return amount;
  if (amount.value >= counterCents) {
    return fail(`Your amount must be below the seller's counter-offer of ${formatMoney(counterCents)}. To pay that, accept it.`);
  }
  return amount;
}

// ---------------------------------------------------------------------------------------------
// The owner's thresholds.

export type Thresholds = { autoDeclineBelowCents: number | null; autoAcceptAtCents: number | null };

/**
 * What the thresholds do with a buyer's amount: 'decline' below the minimum, 'accept' at or above
 * the auto-accept amount, null otherwise. A minimum above the asking price (the price was lowered
 * since) counts as the asking price, so an offer of the full price is never declined.
 */
export function thresholdOutcome(amountCents: number, thresholds: Thresholds, askingCents: number): "decline" | "accept" | null {
  const { autoDeclineBelowCents: below, autoAcceptAtCents: at } = thresholds;
  if (below !== null && amountCents < Math.min(below, askingCents)) return "decline";
  if (at !== null && amountCents >= at) return "accept";
  return null;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** One optional threshold field: blank (null, switched off) or a dollar amount, at most the asking price. */
function checkThreshold(value: unknown, askingCents: number, what: string): Checked<number | null> {
  if (blank(value)) return { ok: true, value: null };
  const amount = checkOfferAmount(value);
  if (!amount.ok) return fail(`Please enter ${what} as a dollar amount like 1500.00, or leave it blank.`);
  if (amount.value > askingCents)
    return fail(`${what[0].toUpperCase()}${what.slice(1)} can be at most your asking price of ${formatMoney(askingCents)}.`);
  return amount;
}

/** The thresholds form (auto_decline_below, auto_accept_at in dollars): the values, or field errors. */
export function checkThresholds(
  fields: Record<string, unknown>,
  askingCents: number,
): { ok: true; value: Thresholds } | { ok: false; errors: Record<string, string[]> } {
  const below = checkThreshold(fields.auto_decline_below, askingCents, "the minimum");
  const at = checkThreshold(fields.auto_accept_at, askingCents, "the auto-accept amount");
  const errors: Record<string, string[]> = {};
  if (!below.ok) errors.auto_decline_below = [below.problem];
  if (!at.ok) errors.auto_accept_at = [at.problem];
  if (below.ok && at.ok && below.value !== null && at.value !== null && at.value < below.value) {
    errors.auto_accept_at = ["The auto-accept amount must be at least the minimum."];
  }
  if (Object.keys(errors).length || !below.ok || !at.ok) return { ok: false, errors };
  return { ok: true, value: { autoDeclineBelowCents: below.value, autoAcceptAtCents: at.value } };
}

// ---------------------------------------------------------------------------------------------
// The thread as people read it.

export type ThreadEvent = {
  actor: "buyer" | "seller" | "system";
  kind: "offer" | "edit" | "counter" | "counter_back" | "accept" | "decline" | "auto_decline" | "auto_accept" | "hand_over";
  amountCents: number | null;
  /** The text written with the step, as the viewer may read it (docs/decisions/0032). */
  message: string | null;
  /** Its review: "pending" (the writer reads its words; the other side "Message awaiting review"), "rejected" (the writer only). */
  review?: TextReview;
  expiresAt: string | null;
  createdAt: string;
};

/**
 * The owner's counter-offer standing in a thread (its latest counter step, unless the buyer has
 * countered back since), with its message as the viewer reads it: the one home of a counter's
 * words is its step (docs/decisions/0032).
 */
export function standingCounterText(thread: readonly ThreadEvent[]): { message: string | null; review: TextReview } {
  const last = thread.findLast((event) => event.kind === "counter" || event.kind === "counter_back");
  const counter = last?.kind === "counter" ? last : undefined;
  return { message: counter?.message ?? null, review: counter?.review ?? null };
}

/** One line of the thread, written for `viewer` (the buyer reads "You", the owner reads "The buyer"). */
export function describeEvent(event: ThreadEvent, viewer: "buyer" | "seller"): string {
  const amount = event.amountCents === null ? "" : formatMoney(event.amountCents);
  const buyer = viewer === "buyer" ? "You" : "The buyer";
  const seller = viewer === "seller" ? "You" : "The seller";
  switch (event.kind) {
    case "offer":
      return `${buyer} offered ${amount}`;
    case "edit":
      return `${buyer} changed the offer to ${amount}`;
    case "counter":
      return `${seller} countered at ${amount}`;
    case "counter_back":
      return `${buyer} countered back at ${amount}`;
    case "accept":
      return event.actor === "buyer" ? `${buyer} accepted the counter-offer of ${amount}` : `${seller} accepted ${amount}`;
    case "decline":
      return event.actor === "buyer" ? `${buyer} declined the counter-offer` : `${seller} declined the offer`;
    case "auto_decline":
      return `Declined automatically: below the seller's minimum`;
    case "auto_accept":
      return `Accepted automatically at ${amount}`;
    case "hand_over":
      return `${seller} offered the sale at ${amount}`;
  }
}
