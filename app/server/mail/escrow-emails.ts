// The e-mails of the escrow protections (docs/decisions/0026): the seller's assignment deadline
// (reminders, passed, the buyer's cancellation), the buyer's inspection window (reminders, the
// sale completing by itself), and disputes (opened, answered, resolved). Each is composeEmail's
// paragraphs and one link to the judgment page (or the administrators' dispute page).
import type { Branding } from "~/config/branding";
import { disputeReasonLabels, formatDeadline, type DisputeReasonCode, type ReminderKind } from "~/domain/escrow";
import { backToReviewMessage } from "~/domain/limit-review";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { composeEmail, hi } from "~/server/mail/templates";

type Person = { name: string; email: string };
/** The sale an e-mail is about; `url` is the judgment page. */
export type Sale = { title: string; url: string };

const when = (at: Date) => formatDeadline(at);

export function assignmentReminderEmail(seller: Person, sale: Sale, dueAt: Date, kind: ReminderKind, brand: Branding): Email {
  return composeEmail(
    seller.email,
    kind === "last" ? "Last day tomorrow: assign the judgment you sold" : "Reminder: assign the judgment you sold",
    [
      `${hi(seller.name)}, the buyer of "${sale.title}" has paid and is waiting for the assignment.`,
      `Please assign the judgment, upload the assignment documents and mark it assigned by ${when(dueAt)}. After that the buyer may cancel the purchase and be refunded in full.`,
    ],
    sale.url,
    brand,
  );
}

export function assignmentOverdueBuyerEmail(buyer: Person, sale: Sale, dueAt: Date, brand: Branding): Email {
  return composeEmail(
    buyer.email,
    "The seller has not assigned your judgment in time",
    [
      `${hi(buyer.name)}, the seller of "${sale.title}" was to assign it to you by ${when(dueAt)} and has not.`,
      "You may keep waiting, or cancel the purchase on the judgment page: you are then refunded in full, the buyer's fee included.",
    ],
    sale.url,
    brand,
  );
}

export function assignmentOverdueSellerEmail(seller: Person, sale: Sale, dueAt: Date, brand: Branding): Email {
  return composeEmail(
    seller.email,
    "Your assignment deadline has passed",
    [
      `${hi(seller.name)}, the assignment of "${sale.title}" was due by ${when(dueAt)}.`,
      "The buyer may now cancel the purchase and be refunded in full. Mark the judgment assigned as soon as you can to complete the sale.",
    ],
    sale.url,
    brand,
  );
}

export function purchaseCancelledBuyerEmail(buyer: Person, sale: Sale, refundCents: number, brand: Branding): Email {
  return composeEmail(
    buyer.email,
    "Your purchase was cancelled and refunded",
    [
      `${hi(buyer.name)}, you cancelled your purchase of "${sale.title}" because the seller did not assign it in time.`,
      `We are refunding ${formatMoney(refundCents)} to your card, the buyer's fee included. Refunds usually appear within 5 to 10 business days.`,
    ],
    sale.url,
    brand,
  );
}

/** `relisted`: where the listing went; `pastLimitNotice` when it went back to review (past its limit) instead of on sale. */
export function purchaseCancelledSellerEmail(
  seller: Person,
  sale: Sale,
  relisted: { to: "active" | "hidden" | "new"; pastLimitNotice: string | null },
  brand: Branding,
): Email {
  return composeEmail(
    seller.email,
    "The buyer cancelled: the judgment was not assigned in time",
    [
      `${hi(seller.name)}, the buyer of "${sale.title}" cancelled the purchase because the judgment was not marked assigned by the deadline, and was refunded in full.`,
      relisted.pastLimitNotice
        ? backToReviewMessage(relisted.pastLimitNotice)
        : relisted.to === "active"
          ? "As you chose, your listing is back on sale."
          : "As you chose, your listing is back in your listings, hidden: unhide it when you want to sell it again.",
    ],
    sale.url,
    brand,
  );
}

export function inspectionReminderEmail(buyer: Person, sale: Sale, dueAt: Date, kind: ReminderKind, brand: Branding): Email {
  return composeEmail(
    buyer.email,
    kind === "last" ? "Last day tomorrow: confirm or dispute your assignment" : "Reminder: review your assignment",
    [
      `${hi(buyer.name)}, the seller assigned "${sale.title}" to you. Please review the assignment documents and confirm you received it, or open a dispute if something is wrong.`,
      `If you do neither by ${when(dueAt)}, the sale completes by itself and the seller is paid.`,
    ],
    sale.url,
    brand,
  );
}

export function saleAutoCompletedEmail(person: Person, sale: Sale, side: "buyer" | "seller", brand: Branding): Email {
  return composeEmail(
    person.email,
    "Your sale is complete",
    [
      side === "buyer"
        ? `${hi(person.name)}, the inspection window for "${sale.title}" ended without a confirmation or a dispute, so the purchase is complete. The judgment is yours.`
        : `${hi(person.name)}, the buyer's inspection window for "${sale.title}" ended without a dispute, so the sale is complete and your payout is released. Collect it from My Payout Settings.`,
    ],
    sale.url,
    brand,
  );
}

export type DisputeFacts = { reason: DisputeReasonCode; details: string };

export function disputeOpenedEmail(
  to: Person,
  sale: Sale,
  dispute: DisputeFacts,
  side: "buyer" | "seller" | "admin",
  brand: Branding,
): Email {
  const reason = disputeReasonLabels[dispute.reason];
  const lines = {
    buyer: [
      `${hi(to.name)}, you opened a dispute about "${sale.title}": ${reason}.`,
      "The seller's payout stays held while an administrator reviews it. The seller can answer, and both of you can add documents on the judgment page.",
    ],
    seller: [
      `${hi(to.name)}, the buyer of "${sale.title}" opened a dispute: ${reason}.`,
      // The buyer's own words reach the seller only once reviewed (docs/decisions/0032).
      "The buyer also explained what is wrong: you will read it on the judgment page once our team has reviewed it.",
      "Your payout stays held until an administrator resolves it. Please answer on the judgment page, with documents if they help.",
    ],
    admin: [
      `${hi(to.name)}, a buyer opened a dispute about "${sale.title}": ${reason}.`,
      `The buyer wrote: "${dispute.details}"`,
      "Review it and resolve it from the disputes page.",
    ],
  }[side];
  return composeEmail(to.email, side === "admin" ? "A dispute needs review" : "A dispute was opened", lines, sale.url, brand);
}

export function disputeAnsweredEmail(to: Person, sale: Sale, side: "buyer" | "admin", brand: Branding): Email {
  return composeEmail(
    to.email,
    "The seller answered the dispute",
    [
      `${hi(to.name)}, the seller of "${sale.title}" answered the dispute.`,
      side === "buyer"
        ? "An administrator will resolve it; you can read the answer on the judgment page once our team has reviewed it."
        : "It is ready for your decision.",
    ],
    sale.url,
    brand,
  );
}

export type Resolution =
  | { kind: "complete" }
  | { kind: "refund_full"; refundCents: number }
  | { kind: "refund_partial"; refundCents: number; payoutCents: number };

export function disputeResolvedEmail(
  to: Person,
  sale: Sale,
  resolution: Resolution,
  note: string,
  side: "buyer" | "seller",
  brand: Branding,
): Email {
  const refund = resolution.kind === "complete" ? "" : formatMoney(resolution.refundCents);
  const payout = resolution.kind === "refund_partial" ? formatMoney(resolution.payoutCents) : "";
  const outcome = {
    complete: {
      buyer: "the sale is complete and the seller's payout is released.",
      seller: "the sale is complete and your payout is released: collect it from My Payout Settings.",
    },
    refund_full: {
      buyer: `the purchase is cancelled and ${refund} is being refunded to your card, the buyer's fee included.`,
      seller: "the purchase is cancelled and the buyer refunded in full. Your listing is back in your listings, hidden.",
    },
    refund_partial: {
      buyer: `${refund} is being refunded to your card and the sale is complete.`,
      seller: `the buyer is refunded ${refund} and the sale is complete; your payout, reduced to ${payout}, is released.`,
    },
  }[resolution.kind][side];
  return composeEmail(
    to.email,
    "Your dispute was resolved",
    [`${hi(to.name)}, an administrator resolved the dispute about "${sale.title}": ${outcome}`, `The administrator's reason: "${note}"`],
    sale.url,
    brand,
  );
}
