// The listing and offer lifecycles of DESIGN.md section 3, written down once as data: every
// transition, the statuses it starts from, where it leads and who may fire it. Pages, API
// endpoints and jobs all go through `listingTransition` / `offerTransition`; the server applies
// them in one transaction with the row locked, and writes each to the audit log.
import type { ListingKind, ListingStatus } from "~/domain/listing-status";

/** Who fires a transition, relative to the listing. */
export type Actor = "owner" | "admin" | "buyer" | "accepted_buyer" | "system";

type Transition<S extends string> = {
  from: readonly S[];
  to: S;
  by: readonly Actor[];
  note: string;
  /** The kinds of listing row it applies to (docs/decisions/0055); every kind when absent. */
  kinds?: readonly ListingKind[];
};

export const listingTransitions = {
  /** An administrator approves a new or edited listing: it goes live in browse. */
  approve: { from: ["new"], to: "active", by: ["admin"], note: "administrator approves" },
  /**
   * An administrator declines a new or edited listing, with a reason e-mailed to its seller: out of
   * review and of browse, its open offers rejected and their buyers told (docs/decisions/0039).
   */
  decline: { from: ["new"], to: "declined", by: ["admin"], note: "administrator declines, with a reason" },
  /** The owner saves the edit of a declined listing: it goes back to review (the fee paid still counts). */
  resubmit: { from: ["declined"], to: "new", by: ["owner"], note: "owner edits and resubmits" },
  /**
   * The owner takes a live listing out of browse without cancelling it; an administrator does it
   * when deleting the owner's account (the owner can show it again once restored).
   */
  hide: { from: ["active"], to: "hidden", by: ["owner", "admin"], note: "owner hides, or an administrator deleting the owner" },
  /** The owner puts a hidden listing back in browse. */
  unhide: { from: ["hidden"], to: "active", by: ["owner"], note: "owner unhides" },
  /** The owner accepts one offer; every other open offer is rejected and its buyer told. */
  accept_offer: { from: ["active"], to: "offer_accepted", by: ["owner"], note: "owner accepts an offer" },
  /** The buyer accepts the owner's counter-offer (issue 16): an accepted offer at the counter amount. */
  accept_counter: { from: ["active"], to: "offer_accepted", by: ["buyer"], note: "buyer accepts a counter-offer" },
  /** An offer reached the owner's auto-accept amount: accepted at once, the first such offer wins. */
  auto_accept: { from: ["active"], to: "offer_accepted", by: ["system"], note: "owner's auto-accept amount reached" },
  /** A buyer buys at the asking price: an accepted offer at that price. */
  buy_now: { from: ["active"], to: "offer_accepted", by: ["buyer"], note: "buyer uses Buy Now" },
  /** The accepted buyer pays (the buyer's fee added); the platform holds the money. */
  pay: { from: ["offer_accepted"], to: "paid", by: ["accepted_buyer"], note: "accepted buyer pays" },
  /** The payment window passed: the owner relists; the lapsed offer is marked lapsed, bidders told. */
  reactivate: { from: ["offer_accepted"], to: "active", by: ["owner"], note: "owner relists after the payment window" },
  /**
   * The payment window passed: instead of relisting, the owner offers the sale to the next-best
   * offer still valid (issue 16); its buyer accepts (a fresh payment window) or declines.
   */
  hand_over: { from: ["offer_accepted"], to: "offer_accepted", by: ["owner"], note: "owner offers the sale to the next-best offer" },
  /** The next-best buyer declines the sale handed over: the listing is for sale again. */
  decline_hand_over: { from: ["offer_accepted"], to: "active", by: ["accepted_buyer"], note: "next-best buyer declines" },
  /** The owner assigned the judgment and uploaded the documents; needs the buyer's assignment info. */
  mark_assigned: { from: ["paid"], to: "assigned", by: ["owner"], note: "owner marks assigned" },
  /** The buyer confirms receipt of the assignment; the payout to the seller is released. */
  confirm_receipt: { from: ["assigned"], to: "sold", by: ["accepted_buyer"], note: "buyer confirms receipt" },
  // Escrow protections (docs/decisions/0026). The timers job fires the system's; the assignment
  // deadline and the inspection window are checked by the callers (app/server/escrow/).
  /** Past the assignment deadline the buyer cancels: refunded in full, the listing back on sale (the owner's choice)… */
  buyer_cancel: { from: ["paid"], to: "active", by: ["accepted_buyer"], note: "buyer cancels after the assignment deadline" },
  /** …or back hidden, when the owner chose so. */
  buyer_cancel_hidden: { from: ["paid"], to: "hidden", by: ["accepted_buyer"], note: "buyer cancels after the assignment deadline" },
  /** Within the inspection window the buyer disputes the assignment: the payout stays held. */
  open_dispute: { from: ["assigned"], to: "disputed", by: ["accepted_buyer"], note: "buyer opens a dispute" },
  /** The inspection window ended with neither a confirmation nor a dispute: the sale completes by itself. */
  auto_complete: { from: ["assigned"], to: "sold", by: ["system"], note: "inspection window ends" },
  /** An administrator resolves a dispute for the seller: the sale completes, the payout released. */
  resolve_complete: { from: ["disputed"], to: "sold", by: ["admin"], note: "administrator completes the sale" },
  /** An administrator refunds part of the price: the sale completes, the payout reduced by it. */
  resolve_partial_refund: { from: ["disputed"], to: "sold", by: ["admin"], note: "administrator refunds in part" },
  /** An administrator refunds in full: the sale is cancelled, the listing back to its owner, hidden. */
  resolve_full_refund: { from: ["disputed"], to: "hidden", by: ["admin"], note: "administrator refunds in full" },
  /** The owner edits a reviewed listing: it leaves browse until an administrator reviews it again. */
  edit_reviewed: { from: ["active", "hidden"], to: "new", by: ["owner"], note: "owner edits; back to review" },
  /**
   * A live listing's judgment passed its limit (the last day it can be enforced or revived) and no
   * administrator has reviewed that: back to review (the daily `judgment-values` job, issue 17).
   */
  limit_passed: { from: ["active"], to: "new", by: ["system"], note: "past its limit: back to review" },
  /**
   * The owner groups the judgment into a portfolio (docs/decisions/0055): its pending offers are
   * rejected and their buyers told; it is not offered on, bought or edited alone while grouped.
   */
  group: { from: ["active"], to: "in_portfolio", by: ["owner"], note: "owner groups it into a portfolio", kinds: ["judgment"] },
  /**
   * Its unsold portfolio was dissolved: the judgment is for sale alone again (or back to review when
   * past its limit and unreviewed, as goesLiveWithoutReview says of every way back to active).
   */
  ungroup: { from: ["in_portfolio"], to: "active", by: ["owner", "admin"], note: "its portfolio dissolved", kinds: ["judgment"] },
  /**
   * The owner removes the listing (soft delete); open offers are rejected and their buyers told. For
   * a portfolio this is dissolving it: its judgments go back on sale one by one.
   */
  cancel: { from: ["new", "active", "hidden", "declined"], to: "cancelled", by: ["owner", "admin"], note: "owner removes" },
} as const satisfies Record<string, Transition<ListingStatus>>;

export type ListingEvent = keyof typeof listingTransitions;

/**
 * A judgment past its limit goes live only by an administrator's approval that reviewed it (issue
 * 17). Every other transition that would put a listing live (unhide, relist, a sale cancelled or
 * declined) sends it back to review instead when its judgment is past its limit and unreviewed:
 * the server asks needsLimitReview (app/domain/limit-review.ts) of these.
 */
export const LIMIT_REVIEW_STATUS = "new" satisfies ListingStatus;
export const goesLiveWithoutReview = (event: ListingEvent): boolean => listingTransitions[event].to === "active" && event !== "approve";

export type OfferStatus = "pending" | "accepted" | "rejected" | "withdrawn" | "expired" | "lapsed" | "refunded";

export const offerTransitions = {
  /** The owner accepts this offer. */
  accept: { from: ["pending"], to: "accepted", by: ["owner"], note: "owner accepts" },
  /** The owner rejects it, or another offer was accepted, or the listing was removed. */
  reject: { from: ["pending"], to: "rejected", by: ["owner", "system"], note: "rejected" },
  /** The buyer accepts the owner's counter-offer: accepted at the counter amount. */
  accept_counter: { from: ["pending"], to: "accepted", by: ["buyer"], note: "buyer accepts the counter-offer" },
  /** The buyer declines the owner's counter-offer: the negotiation ends. */
  decline_counter: { from: ["pending"], to: "rejected", by: ["buyer"], note: "buyer declines the counter-offer" },
  /** The amount reached the owner's auto-accept amount. */
  auto_accept: { from: ["pending"], to: "accepted", by: ["system"], note: "auto-accepted" },
  /** The amount was below the owner's minimum. */
  auto_decline: { from: ["pending"], to: "rejected", by: ["system"], note: "auto-declined" },
  /** The buyer takes its offer back. */
  withdraw: { from: ["pending"], to: "withdrawn", by: ["buyer"], note: "buyer withdraws" },
  /** Its expiry date passed. */
  expire: { from: ["pending"], to: "expired", by: ["system"], note: "expired" },
  /** The accepted buyer did not pay in time and the owner relisted. */
  lapse: {
    from: ["accepted"],
    to: "lapsed",
    by: ["owner", "buyer", "system"],
    note: "payment window passed, or the next-best buyer declined",
  },
  /** An offer displaced by an acceptance that lapsed is offered the sale (the next-best offer). */
  hand_over: { from: ["rejected"], to: "accepted", by: ["owner"], note: "owner hands the sale over" },
  /** The paid sale was cancelled and refunded in full (the buyer cancelled, or a dispute's full refund). */
  refund: { from: ["accepted"], to: "refunded", by: ["system"], note: "sale refunded in full" },
} as const satisfies Record<string, Transition<OfferStatus>>;

export type OfferEvent = keyof typeof offerTransitions;

export type TransitionCheck<S> = { ok: true; to: S } | { ok: false; reason: "status" | "actor" | "kind" };

function check<S extends string>(transition: Transition<S>, from: S, actor: Actor, kind?: ListingKind): TransitionCheck<S> {
  if (kind && transition.kinds && !transition.kinds.includes(kind)) return { ok: false, reason: "kind" };
  if (!transition.by.includes(actor)) return { ok: false, reason: "actor" };
  if (!transition.from.includes(from)) return { ok: false, reason: "status" };
  return { ok: true, to: transition.to };
}

/** Whether `actor` may fire `event` on a listing of `kind` in status `from`, and where it leads. */
export function listingTransition(
  event: ListingEvent,
  from: ListingStatus,
  actor: Actor,
  kind: ListingKind,
): TransitionCheck<ListingStatus> {
  return check<ListingStatus>(listingTransitions[event] as Transition<ListingStatus>, from, actor, kind);
}

export function offerTransition(event: OfferEvent, from: OfferStatus, actor: Actor): TransitionCheck<OfferStatus> {
  return check<OfferStatus>(offerTransitions[event] as Transition<OfferStatus>, from, actor);
}
