// "Your offer" on the judgment page as markup (decision 0056), for a signed-in buyer who made one: its
// amount, status and expiry (a pending offer past its date shows as expired), the negotiation as a
// thread, and the answer to the seller's counter-offer when one stands. MyOfferCard (./my-offer.tsx)
// places it.
import { html } from "~/components/html/html";
import { markupElementHtml, type MarkupElementParts } from "~/components/html/markup-element";
import { reviewedTextHtml } from "~/components/messages/reviewed-text-html";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import type { OfferStatus } from "~/domain/listing-lifecycle";
import type { ThreadEvent } from "~/domain/negotiation";
import { offerStage } from "~/domain/offer-status";
import type { TextReview } from "~/domain/member-texts";
import type { DealTerms } from "~/domain/deal-math";
import { counterAnswerHtml, type CounterBackAnswer } from "./counter-answer-html";
import { offerStatusTagHtml } from "./offer-status-tag-html";
import { offerThreadParts } from "./offer-thread-html";

export type MyOffer = {
  id: number;
  amountCents: number;
  status: OfferStatus;
  expiresAt: string | null;
  createdAt: string;
  /** Negotiation (docs/decisions/0027): whose move, the owner's counter-offer, the buyer's counters left, the thread. */
  awaiting?: "seller" | "buyer";
  counterCents?: number | null;
  counterMessage?: string | null;
  counterReview?: TextReview;
  counterExpiresAt?: string | null;
  buyerCountersLeft?: number;
  thread?: ThreadEvent[];
};

export type MyOfferProps = {
  offer: MyOffer;
  judgmentId?: number;
  /** The deal math's terms (the listing's asking price and estimated balance). */
  terms?: DealTerms;
  /** A counter-back sent back: its errors or its review, with what was typed. */
  answer?: CounterBackAnswer | null;
};

/** The buyer's move: the counter-offer stands (Accept / Decline / Counter back). */
const counterStanding = (offer: MyOffer) => offer.status === "pending" && offer.awaiting === "buyer" && offer.counterCents != null;

/** The card; `action`: where its forms post (the listing's page). */
export function myOfferParts({ offer, judgmentId, terms, answer }: MyOfferProps, action: string): MarkupElementParts {
  const stage = offerStage({ status: offer.status, awaiting: offer.awaiting, counterCents: offer.counterCents });
  const last = offer.thread?.at(-1);
  const declinedByMe = last?.kind === "decline" && last.actor === "buyer";
  const autoDeclined = last?.kind === "auto_decline";
  const pending = offer.status === "pending";
  const expiry = pending && html`<!-- --> · <!-- -->${offer.expiresAt ? `Expires ${formatDate(offer.expiresAt)}` : "No Expiration Date"}`;
  const waiting =
    pending &&
    offer.awaiting === "seller" &&
    (offer.thread?.length ?? 0) > 1 &&
    html`<p class="mt-1 text-xs text-slate-600">Waiting for the seller&#x27;s answer.</p>`;
  // Before any answer there is no thread to show: the buyer's own message, with where its review stands.
  const first = offer.thread?.length === 1 ? offer.thread[0] : null;
  const message =
    first &&
    reviewedTextHtml(
      first.message,
      first.review ?? null,
      (text) => html`<p class="mt-2 text-sm text-slate-600" data-testid="my-offer-message">“<!-- -->${text}<!-- -->”</p>`,
    );
  const thread = offer.thread && offerThreadParts(offer.thread, "buyer");
  const counter =
    counterStanding(offer) &&
    judgmentId !== undefined &&
    terms &&
    counterAnswerHtml({
      judgmentId,
      offer: {
        id: offer.id,
        counterCents: offer.counterCents!,
        counterMessage: offer.counterMessage ?? null,
        counterReview: offer.counterReview ?? null,
        counterExpiresAt: offer.counterExpiresAt ?? null,
        buyerCountersLeft: offer.buyerCountersLeft ?? 0,
      },
      terms,
      answer: answer ?? undefined,
      action,
    });
  const rejected =
    offer.status === "rejected" &&
    html`<p class="mt-2 text-sm text-slate-700">${
      declinedByMe
        ? "You declined the seller's counter-offer. You can make a new offer."
        : autoDeclined
          ? "This amount was below the seller's minimum for offers. You can make a higher offer."
          : "The seller did not take this offer. Nothing was charged."
    }</p>`;
  return {
    tag: "section",
    attributes: {
      id: "my-offer",
      class: "card px-5 py-4",
      "aria-labelledby": "my-offer-title",
      "data-testid": "my-offer",
      "data-status": offer.status,
    },
    inside: html`<div class="flex items-center justify-between gap-3"><h2 id="my-offer-title" class="text-sm font-semibold uppercase tracking-wide text-slate-600">\
Your offer</h2>${offerStatusTagHtml(stage, "", "my-offer-status")}</div><p class="mt-1 text-2xl font-bold tabular-nums" data-testid="my-offer-amount">\
${formatMoney(offer.amountCents)}</p><p class="mt-1 text-xs text-slate-600">Made <!-- -->${formatDate(offer.createdAt)}${expiry}</p>${waiting}${message}\
${thread && markupElementHtml(thread)}${counter}${rejected}`,
  };
}
