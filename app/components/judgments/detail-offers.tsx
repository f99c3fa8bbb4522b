// The offers made on a listing, shown to the owner and administrators, and to everyone when the
// seller made offers public (offers_visibility 'all'). Standing offers first; the others are
// listed too, dimmed and labelled, so the list agrees with the offers count. The owner sees each
// offer's negotiation as a thread, and answers with Accept, Reject or a counter-offer. Each offer's
// own markup is written once, in ./detail-offers-html.ts; these forms and threads are React's, placed
// after it inside the same frames.
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { dealFigures, type DealTerms } from "~/domain/deal-math";
import { OfferDecision } from "~/components/offers/offer-decision";
import { CounterForm } from "~/components/offers/counter-form";
import { OfferThread } from "~/components/offers/offer-thread";
import { ReviewedText } from "~/components/messages/reviewed-text";
import type { DetailOffer as Offer } from "./detail-types";
import { MarkupElement, MarkupFrame } from "~/components/html/markup-element";
import {
  detailOffersParts,
  OFFER_LIST,
  OFFER_ROWS,
  OFFER_TABLE,
  OFFER_TABLE_BOX,
  OFFER_TABLE_HEAD,
  OFFERS,
  OFFERS_TITLE,
  offerParts,
  type OfferParts,
} from "./detail-offers-html";

/**
 * The owner's answers on pending offers of an active listing: Accept / Reject, and a counter-offer
 * while it is the owner's move (docs/decisions/0027); `errors` are a counter form's, sent back.
 */
type Decide =
  | {
      judgmentId: number;
      /** The deal math's terms: each offer shows what the owner would receive. */
      terms: DealTerms;
      /** A counter form sent back: its errors, or its review (no errors: the figures first), with what was typed. */
      errors?: { offerId?: number; errors: Record<string, string[]>; review?: boolean; typed?: Record<string, string> } | null;
    }
  | null
  | undefined;

/** What the owner would receive for this offer, after the final value fee (issue 29). */
function PayoutNote({ offer, terms }: { offer: Offer; terms: DealTerms }) {
  const figures = dealFigures(offer.amountCents, "seller", terms);
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="offer-payout">
      You would receive <strong className="tabular-nums text-slate-900">{figures.bottomLine}</strong> after the {figures.fee} final value
      fee · {figures.shareOfAsking} of your asking price
      {figures.shareOfBalance ? ` · ${figures.shareOfBalance} of the estimated balance` : ""}
    </p>
  );
}
function decision(decide: Decide, offer: Offer) {
  if (!decide || offer.status !== "pending") return null;
  const negotiation = offer.negotiation;
  const waiting = negotiation?.awaiting === "buyer";
  const answer = decide.errors && decide.errors.offerId === offer.id ? decide.errors : undefined;
  return (
    <>
      <PayoutNote offer={offer} terms={decide.terms} />
      {waiting && negotiation?.counterCents != null && (
        <p className="mt-2 text-xs font-medium text-amber-900" data-testid="counter-waiting">
          Your counter-offer {formatMoney(negotiation.counterCents)} — waiting for the buyer
          {negotiation.counterExpiresAt ? ` until ${formatDate(negotiation.counterExpiresAt)}` : ""}
        </p>
      )}
      <OfferDecision judgmentId={decide.judgmentId} offer={offer} canAccept={!waiting} />
      {negotiation && !waiting && negotiation.sellerCountersLeft > 0 && (
        <CounterForm
          judgmentId={decide.judgmentId}
          offer={offer}
          countersLeft={negotiation.sellerCountersLeft}
          terms={decide.terms}
          answer={answer}
        />
      )}
    </>
  );
}

/** What the buyer wrote with the offer; "Message awaiting review" until an administrator approves it. */
function OfferMessage({ offer }: { offer: Offer }) {
  return (
    <ReviewedText text={offer.message} review={offer.messageReview}>
      {(text) => (
        <p className="mt-1 text-slate-600" data-testid="offer-message">
          “{text}”
        </p>
      )}
    </ReviewedText>
  );
}

/** The owner's (and administrators') view of the negotiation so far. */
const threadOf = (offer: Offer) => (offer.negotiation ? <OfferThread thread={offer.negotiation.thread} viewer="seller" /> : null);

// The owner's parts keep the place among the row's, the item's and the section's children they had as
// JSX (absent pieces included): React's ids (useId) in the forms' dialogs are made from that place.
type OfferProps = { parts: OfferParts; offer: Offer; showMessage: boolean; decide?: Decide };

function OfferRow({ parts, offer, showMessage, decide }: OfferProps) {
  const [amount, status, edited] = parts.cellPieces;
  const [buyer, made, expires] = parts.cells;
  return (
    <MarkupFrame frame={parts.row}>
      <MarkupFrame frame={parts.cell}>
        <MarkupElement element={amount} />
        <MarkupElement element={status} />
        <MarkupElement element={edited} />
        {showMessage && <OfferMessage offer={offer} />}
        {threadOf(offer)}
        {decision(decide, offer)}
      </MarkupFrame>
      <MarkupElement element={buyer} />
      <MarkupElement element={made} />
      <MarkupElement element={expires} />
    </MarkupFrame>
  );
}

/** On phones: one block per offer instead of a table too wide for the screen. */
function OfferItem({ parts, offer, showMessage, decide }: OfferProps) {
  const [head, dates] = parts.itemPieces;
  return (
    <MarkupFrame frame={parts.item}>
      <MarkupElement element={head} />
      <MarkupElement element={dates} />
      {showMessage && <OfferMessage offer={offer} />}
      {threadOf(offer)}
      {decision(decide, offer)}
    </MarkupFrame>
  );
}

export function DetailOffers({ offers, owner, decide }: { offers: Offer[]; owner: boolean; decide?: Decide }) {
  // A visitor's or buyer's list has none of the owner's parts: the section is markup whole.
  if (offers.length === 0 || (!owner && !decide && offers.every((offer) => offer.negotiation === null))) {
    return <MarkupElement element={detailOffersParts(offers, owner)} />;
  }
  const shown = offers.map((offer) => ({ offer, parts: offerParts(offer), showMessage: owner, decide }));
  return (
    <MarkupFrame frame={OFFERS}>
      <MarkupElement element={OFFERS_TITLE} />
      <>
        <MarkupFrame frame={OFFER_LIST}>
          {shown.map((props) => (
            <OfferItem key={props.offer.id} {...props} />
          ))}
        </MarkupFrame>
        <MarkupFrame frame={OFFER_TABLE_BOX}>
          <MarkupFrame frame={OFFER_TABLE}>
            <MarkupElement element={OFFER_TABLE_HEAD} />
            <MarkupFrame frame={OFFER_ROWS}>
              {shown.map((props) => (
                <OfferRow key={props.offer.id} {...props} />
              ))}
            </MarkupFrame>
          </MarkupFrame>
        </MarkupFrame>
      </>
    </MarkupFrame>
  );
}
