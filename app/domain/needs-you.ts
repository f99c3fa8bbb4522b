// "Needs you" (issue 29, item 3; docs/decisions/0043-needs-you.md): everything waiting on one
// member, each kind with its words, the deadline's name and the exact place to act. Pure: the
// query (app/server/queries/needs-you.ts) finds the rows, app/server/needs-you/member.ts turns
// each into an item with these words and the countdown on the services' clock.
import { buyerTotal } from "~/domain/fees";
import { checkoutPath } from "~/domain/listing-facts";
import { formatMoney } from "~/domain/money";

/**
 * What can wait on a member. Seller's: an offer to answer, a sale whose buyer missed the payment
 * window (relist or hand it over), an assignment to make, a dispute to answer, a listing fee to
 * pay, a listing past its limit. Buyer's: a counter-offer to answer, a sale handed over to answer,
 * a payment to make, an assignment to confirm or dispute. Anyone's: unread messages (one item).
 */
export const memberNeedKinds = [
  "offer",
  "counter",
  "hand_over",
  "payment",
  "payment_missed",
  "assignment",
  "inspection",
  "dispute",
  "listing_fee",
  "past_limit",
  "messages",
] as const;
export type MemberNeedKind = (typeof memberNeedKinds)[number];

/** One row of the member's list as the query finds it. */
export type MemberNeedRow = {
  kind: MemberNeedKind;
  /** The listing it is about; null for the unread messages and for several listings' fees. */
  judgmentId: number | null;
  title: string | null;
  /** The deadline, when the thing has one (offers and counters expire, payments, assignments, inspections end). */
  dueAt: Date | null;
  /** Since when it waits (shown for the kinds without a deadline). */
  since: Date;
  /** The amount it is about, cents: the offer, the counter-offer, the agreed price, the fee due. */
  amountCents: number | null;
  /** The other member's handle: the bidder, the buyer. */
  otherHandle: string | null;
  /** How many (the unread messages, the listings whose fee is due); 1 otherwise. */
  count: number;
};

/** Where to act on it: the exact section of the page that takes the answer. */
export function needLink(kind: MemberNeedKind, judgmentId: number | null): string {
  const page = `/judgments/${judgmentId}`;
  switch (kind) {
    case "offer":
      return `${page}#offers`;
    case "counter":
      return `${page}#my-offer`;
    case "hand_over":
    case "payment_missed":
      return `${page}#payment-deadline`;
    case "payment":
      return `/judgments/pay/${judgmentId}`;
    case "assignment":
    case "inspection":
      return `${page}#assignment`;
    case "dispute":
      return `${page}#escrow`;
    case "listing_fee":
      // Several listings' fees are one item, paid together with one card payment.
      return judgmentId === null ? "/sell/fees" : checkoutPath(judgmentId);
    case "past_limit":
      // The edit form, where the seller adds the last renewal, revival or writ of execution.
      return `/judgments/${judgmentId}/edit`;
    case "messages":
      return "/messages";
  }
}

/** What the item says, the button's words, and the name of its deadline ("Pay by"). */
export type NeedWords = { headline: string; action: string; dueLabel: string | null };

const money = (cents: number | null) => formatMoney(cents ?? 0);
const who = (handle: string | null) => (handle ? `@${handle}` : "The buyer");

export function needWords(row: Pick<MemberNeedRow, "kind" | "amountCents" | "otherHandle" | "count">): NeedWords {
  switch (row.kind) {
    case "offer":
      return { headline: `Offer of ${money(row.amountCents)} from ${who(row.otherHandle)}`, action: "Review offer", dueLabel: "Expires" };
    case "counter":
      return { headline: `The seller countered at ${money(row.amountCents)}`, action: "Answer the counter-offer", dueLabel: "Answer by" };
    case "hand_over":
      return { headline: `The sale is offered to you at ${money(row.amountCents)}`, action: "Accept or decline", dueLabel: "Answer by" };
    case "payment":
      return {
        headline: `Pay ${formatMoney(buyerTotal(row.amountCents ?? 0))} (${money(row.amountCents)} and the buyer's fee)`,
        action: "Pay now",
        dueLabel: "Pay by",
      };
    case "payment_missed":
      return {
        headline: `${who(row.otherHandle)} did not pay ${money(row.amountCents)} in time`,
        action: "Relist or offer it to the next-best",
        dueLabel: null,
      };
    case "assignment":
      return { headline: `Assign the judgment to ${who(row.otherHandle)}`, action: "Assign and upload", dueLabel: "Assign by" };
    case "inspection":
      return { headline: "Review the assignment: confirm it or dispute it", action: "Review documents", dueLabel: "Confirm or dispute by" };
    case "dispute":
      return { headline: `${who(row.otherHandle)} disputed the assignment`, action: "Answer the dispute", dueLabel: null };
    case "listing_fee":
      return row.count > 1
        ? {
            headline: `Listing fees of ${money(row.amountCents)} unpaid on ${row.count.toLocaleString("en-US")} listings: not reviewed until paid`,
            action: "Pay listing fees",
            dueLabel: null,
          }
        : {
            headline: `Listing fee of ${money(row.amountCents)} unpaid: not reviewed until paid`,
            action: "Pay listing fee",
            dueLabel: null,
          };
    case "past_limit":
      return {
        headline: "Past its limit: an administrator reviews its enforceability before it can be listed",
        action: "Add a renewal date",
        dueLabel: null,
      };
    case "messages":
      return {
        headline: `${row.count.toLocaleString("en-US")} unread ${row.count === 1 ? "message" : "messages"}`,
        action: "Read messages",
        dueLabel: null,
      };
  }
}
