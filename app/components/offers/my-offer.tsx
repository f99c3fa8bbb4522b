// "Your offer" on the judgment page, for a signed-in buyer who made one: its amount, status and
// expiry (a pending offer past its date shows as expired), the negotiation as a thread, and the
// answer to the seller's counter-offer when one stands.
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import type { OfferStatus } from "~/domain/listing-lifecycle";
import type { ThreadEvent } from "~/domain/negotiation";
import { offerStage } from "~/domain/offer-status";
import type { TextReview } from "~/domain/member-texts";
import { CounterAnswer } from "./counter-answer";
import type { DealTerms } from "~/domain/deal-math";
import { OfferStatusTag } from "./offer-status-tag";
import { OfferThread } from "./offer-thread";
import { ReviewedText } from "~/components/messages/reviewed-text";

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

/** The buyer's move: the counter-offer stands (Accept / Decline / Counter back). */
const counterStanding = (offer: MyOffer) => offer.status === "pending" && offer.awaiting === "buyer" && offer.counterCents != null;

export function MyOfferCard({
  offer,
  judgmentId,
  terms,
  answer,
}: {
  offer: MyOffer;
  judgmentId?: number;
  /** The deal math's terms (the listing's asking price and estimated balance). */
  terms?: DealTerms;
  /** A counter-back sent back: its errors or its review, with what was typed. */
  answer?: { errors: Record<string, string[]>; review?: boolean; typed?: Readonly<Record<string, string>> } | null;
}) {
  const stage = offerStage({ status: offer.status, awaiting: offer.awaiting, counterCents: offer.counterCents });
  const declinedByMe = offer.thread?.at(-1)?.kind === "decline" && offer.thread.at(-1)?.actor === "buyer";
  const autoDeclined = offer.thread?.at(-1)?.kind === "auto_decline";
  return (
    <section id="my-offer" className="card px-5 py-4" aria-labelledby="my-offer-title" data-testid="my-offer" data-status={offer.status}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="my-offer-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          Your offer
        </h2>
        <OfferStatusTag stage={stage} testId="my-offer-status" />
      </div>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="my-offer-amount">
        {formatMoney(offer.amountCents)}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        Made {formatDate(offer.createdAt)}
        {offer.status === "pending" && <> · {offer.expiresAt ? `Expires ${formatDate(offer.expiresAt)}` : "No Expiration Date"}</>}
      </p>
      {offer.status === "pending" && offer.awaiting === "seller" && (offer.thread?.length ?? 0) > 1 && (
        <p className="mt-1 text-xs text-slate-600">Waiting for the seller's answer.</p>
      )}
      {offer.thread?.length === 1 && (
        // Before any answer there is no thread to show: the buyer's own message, with where its review stands.
        <ReviewedText text={offer.thread[0].message} review={offer.thread[0].review ?? null}>
          {(text) => (
            <p className="mt-2 text-sm text-slate-600" data-testid="my-offer-message">
              “{text}”
            </p>
          )}
        </ReviewedText>
      )}
      {offer.thread && <OfferThread thread={offer.thread} viewer="buyer" />}
      {counterStanding(offer) && judgmentId !== undefined && terms && (
        <CounterAnswer
          judgmentId={judgmentId}
          offer={{
            id: offer.id,
            counterCents: offer.counterCents!,
            counterMessage: offer.counterMessage ?? null,
            counterReview: offer.counterReview ?? null,
            counterExpiresAt: offer.counterExpiresAt ?? null,
            buyerCountersLeft: offer.buyerCountersLeft ?? 0,
          }}
          terms={terms}
          answer={answer ?? undefined}
        />
      )}
      {offer.status === "rejected" && (
        <p className="mt-2 text-sm text-slate-700">
          {declinedByMe
            ? "You declined the seller's counter-offer. You can make a new offer."
            : autoDeclined
              ? "This amount was below the seller's minimum for offers. You can make a higher offer."
              : "The seller did not take this offer. Nothing was charged."}
        </p>
      )}
    </section>
  );
}
