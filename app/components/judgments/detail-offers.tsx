// The offers made on a listing, shown to the owner and administrators, and to everyone when the
// seller made offers public (offers_visibility 'all'). Standing offers first; the others are
// listed too, dimmed and labelled, so the list agrees with the offers count. The owner sees each
// offer's negotiation as a thread, and answers with Accept, Reject or a counter-offer.
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { dealFigures, type DealTerms } from "~/domain/deal-math";
import { OfferDecision } from "~/components/offers/offer-decision";
import { CounterForm } from "~/components/offers/counter-form";
import { OfferThread } from "~/components/offers/offer-thread";
import { OfferStatusTag } from "~/components/offers/offer-status-tag";
import { offerStage } from "~/domain/offer-status";
import { ReviewedText } from "~/components/messages/reviewed-text";
import type { DetailOffer as Offer } from "./detail-types";
import { IdentityMark } from "~/components/users/identity-mark";

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

function OfferRow({ offer, showMessage, decide }: { offer: Offer; showMessage: boolean; decide?: Decide }) {
  const standing = isStanding(offer);
  return (
    <tr data-testid="offer-row" className={standing ? "text-slate-800" : "text-slate-500"}>
      <td className="px-5 py-2.5 sm:px-6">
        <span className={`font-semibold tabular-nums ${standing ? "text-slate-900" : "line-through decoration-slate-400"}`}>
          {formatMoney(offer.amountCents)}
        </span>
        <StatusTag offer={offer} />
        <EditedTag offer={offer} />
        {showMessage && <OfferMessage offer={offer} />}
        {threadOf(offer)}
        {decision(decide, offer)}
      </td>
      <td className="px-3 py-2.5">
        @{offer.buyerHandle} <IdentityMark verified={offer.buyerIdentityVerified} compact />
      </td>
      <td className="px-3 py-2.5 tabular-nums">{formatDate(offer.createdAt)}</td>
      <td className="px-5 py-2.5 tabular-nums sm:px-6">{expiry(offer)}</td>
    </tr>
  );
}

/** The buyer changed the amount after making the offer: the owner must not miss it. */
function EditedTag({ offer }: { offer: Offer }) {
  if (!offer.editedAt || offer.status !== "pending") return null;
  return (
    <span
      className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
      data-testid="offer-edited"
      title={`The buyer changed the amount on ${formatDate(offer.editedAt)}`}
    >
      Edited {formatDate(offer.editedAt)}
    </span>
  );
}

/** The offer's status (none for a plain pending offer: every standing offer is one). */
function StatusTag({ offer }: { offer: Offer }) {
  const stage = offerStage({ status: offer.status, awaiting: offer.negotiation?.awaiting, counterCents: offer.negotiation?.counterCents });
  if (stage === "pending") return null;
  return <OfferStatusTag stage={stage} className="ml-2" testId="offer-status" />;
}

const isStanding = (offer: Offer) => offer.status === "pending" || offer.status === "accepted";
const expiry = (offer: Offer) => (offer.expiresAt ? formatDate(offer.expiresAt) : "No Expiration Date");

/** On phones: one block per offer instead of a table too wide for the screen. */
function OfferItem({ offer, showMessage, decide }: { offer: Offer; showMessage: boolean; decide?: Decide }) {
  const standing = isStanding(offer);
  return (
    <li className={`px-5 py-3 text-sm ${standing ? "text-slate-800" : "text-slate-500"}`} data-testid="offer-item">
      <p className="flex items-center justify-between gap-3">
        <span>
          <span className={`font-semibold tabular-nums ${standing ? "text-slate-900" : "line-through decoration-slate-400"}`}>
            {formatMoney(offer.amountCents)}
          </span>
          <StatusTag offer={offer} />
          <EditedTag offer={offer} />
        </span>
        <span>
          @{offer.buyerHandle} <IdentityMark verified={offer.buyerIdentityVerified} compact />
        </span>
      </p>
      <p className="mt-1 text-xs text-slate-600">
        Made {formatDate(offer.createdAt)} · {offer.expiresAt ? `Expires ${expiry(offer)}` : "No Expiration Date"}
      </p>
      {showMessage && <OfferMessage offer={offer} />}
      {threadOf(offer)}
      {decision(decide, offer)}
    </li>
  );
}

export function DetailOffers({ offers, owner, decide }: { offers: Offer[]; owner: boolean; decide?: Decide }) {
  return (
    <section id="offers" className="card scroll-mt-24 overflow-hidden" aria-labelledby="offers-title" data-testid="detail-offers">
      <h2 id="offers-title" className="px-5 pt-5 text-lg font-semibold sm:px-6">
        Offers
      </h2>
      {offers.length === 0 ? (
        <p className="px-5 pb-5 pt-3 text-sm text-slate-600 sm:px-6">{owner ? "No offers yet." : "No Offers Yet! Be the First!"}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100 sm:hidden">
            {offers.map((offer) => (
              <OfferItem key={offer.id} offer={offer} showMessage={owner} decide={decide} />
            ))}
          </ul>
          <div className="mt-3 hidden overflow-x-auto sm:block">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-5 py-2 font-medium sm:px-6">
                    Amount
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Buyer
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Date
                  </th>
                  <th scope="col" className="px-5 py-2 font-medium sm:px-6">
                    Expires
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {offers.map((offer) => (
                  <OfferRow key={offer.id} offer={offer} showMessage={owner} decide={decide} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
