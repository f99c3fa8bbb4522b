// What a signed-in buyer can do on an active listing: Make Offer (Edit Offer once the buyer has a
// pending one; the modals live in ~/components/offers) and Contact Seller open modal forms posting
// to the page's action, Buy Now one posting to the Buy Now step (/judgments/buy/{id}), and Watch, a
// form to the page's action that the enhancement script sends through the watchlist API without a
// page load (app/enhance/watch-button.ts). A buyer's page does not hydrate (docs/decisions/0040):
// each form comes back as a page, with a toast or with its dialog open on its field errors.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useBranding } from "~/components/marketing/use-branding";
import { buyerFee, buyerTotal, type ListingPrices } from "~/domain/fees";
import { dollarText, formatMoney } from "~/domain/money";
import {
  EDIT_OFFER_DIALOG,
  EditOfferDialog,
  MAKE_OFFER_DIALOG,
  MakeOfferDialog,
  type OfferFormAnswer,
} from "~/components/offers/offer-dialogs";
import { MessageForm } from "~/components/messages/message-form";
import { Dialog, DialogButton, DialogCancel } from "~/components/ui/dialog";
import { starLook, watchIntent, watchLabel } from "./watch-look";

function SubmitRow({ dialogId, label }: { dialogId: string; label: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogCancel dialogId={dialogId} />
      <button type="submit" className="btn-primary" data-busy-label="Sending…">
        {label}
      </button>
    </div>
  );
}

function FeeNote({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-slate-50 px-3 py-2 text-xs leading-relaxed text-slate-600">{children}</p>;
}

type Props = {
  judgmentId: number;
  title: string;
  /** What Buy Now buys at: the Buy Now price, or the asking price when the seller set none. */
  priceCents: number;
  /** The listing's prices, for the offer rule (an offer is at most what Buy Now costs). */
  prices: ListingPrices;
  sellerHandle: string;
  watching: boolean;
  /** The viewer's pending offer on this listing (Edit Offer instead of Make Offer). */
  myOffer?: { id: number; amountCents: number; awaiting?: "seller" | "buyer" } | null;
  /** An offer form that came back with field errors (the page action's answer). */
  offerAnswer?: (OfferFormAnswer & { intent: "offer" | "edit-offer" }) | null;
  /** Field errors of the Contact Seller form (the page action's answer), with the text as sent. */
  messageErrors?: Record<string, string[]> | null;
  messageTyped?: string;
};

const CONTACT_SELLER_DIALOG = "contact-seller-dialog";

function BuyNowDialog({ judgmentId, title, priceCents }: Props) {
  const id = "buy-now-dialog";
  const branding = useBranding();
  return (
    <Dialog id={id} title="Buy Now" description={title}>
      <form method="post" action={`/judgments/buy/${judgmentId}`} className="space-y-4">
        <input type="hidden" name="judgment_id" value={judgmentId} />
        <input type="hidden" name="price" value={dollarText(priceCents)} />
        <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
          <div className="flex justify-between px-3 py-2">
            <dt>Buy Now price</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(priceCents)}</dd>
          </div>
          <div className="flex justify-between px-3 py-2">
            <dt>Buyer's fee</dt>
            <dd className="tabular-nums">{formatMoney(buyerFee(priceCents))}</dd>
          </div>
          <div className="flex justify-between bg-slate-50 px-3 py-2">
            <dt className="font-semibold">Total to pay</dt>
            <dd className="font-bold tabular-nums">{formatMoney(buyerTotal(priceCents))}</dd>
          </div>
        </dl>
        <FeeNote>
          Buying now accepts the seller's Buy Now price. You then pay within {branding.timeframes.acceptance_to_payment} business days; the
          money is held until you confirm the judgment was assigned to you.
        </FeeNote>
        <SubmitRow dialogId={id} label="Confirm Purchase" />
      </form>
    </Dialog>
  );
}

function ContactDialog({ judgmentId, sellerHandle, messageErrors, messageTyped }: Props) {
  return (
    <Dialog
      id={CONTACT_SELLER_DIALOG}
      title="Contact the Seller"
      description={<>Your message goes to @{sellerHandle}.</>}
      openOnLoad={Boolean(messageErrors)}
    >
      <MessageForm
        dialogId={CONTACT_SELLER_DIALOG}
        endpoint="/api/judgments/message"
        fallbackAction={`/judgments/${judgmentId}`}
        intent="message"
        field="message"
        label="Message"
        hidden={{ judgment_id: judgmentId }}
        submitLabel="Send Message"
        serverErrors={messageErrors ?? undefined}
        serverText={messageTyped}
      />
    </Dialog>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  const look = starLook(filled);
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={look.className} data-watch-star="">
      <path
        fill={look.fill}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        d="m10 2.5 2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2L2.5 8l5.2-.7L10 2.5Z"
      />
    </svg>
  );
}

/** Watch / Unwatch: a form to the page's action; the enhancement script sends it without a page load. */
export function WatchToggle({ judgmentId, watching }: { judgmentId: number; watching: boolean }) {
  return (
    <form method="post" action={`/judgments/${judgmentId}`} data-enhance="watch" data-judgment-id={judgmentId}>
      <input type="hidden" name="intent" value={watchIntent(watching)} />
      <button type="submit" className="btn-secondary w-full" aria-pressed={watching} data-testid="watch-toggle">
        <StarIcon filled={watching} />
        <span data-watch-label="">{watchLabel(watching)}</span>
      </button>
    </form>
  );
}

export function DetailActions(props: Props) {
  return (
    <div className="space-y-2" data-testid="detail-actions">
      <div className="grid grid-cols-2 gap-2">
        {props.myOffer?.awaiting === "buyer" ? (
          // The seller countered: the answer is on the "Your offer" card, not in an edit.
          <a href="#my-offer" className="btn-accent" data-testid="answer-counter">
            Answer Counter-offer
          </a>
        ) : props.myOffer ? (
          <DialogButton dialogId={EDIT_OFFER_DIALOG} className="btn-accent" testId="edit-offer">
            Edit Offer
          </DialogButton>
        ) : (
          <DialogButton dialogId={MAKE_OFFER_DIALOG} className="btn-accent" testId="make-offer">
            Make Offer
          </DialogButton>
        )}
        <DialogButton dialogId="buy-now-dialog" className="btn-primary" testId="buy-now">
          Buy Now
        </DialogButton>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <DialogButton dialogId={CONTACT_SELLER_DIALOG} className="btn-secondary" testId="contact-seller">
          Contact Seller
        </DialogButton>
        <WatchToggle judgmentId={props.judgmentId} watching={props.watching} />
      </div>
      <MakeOfferDialog
        judgmentId={props.judgmentId}
        title={props.title}
        prices={props.prices}
        answer={props.offerAnswer?.intent === "offer" ? props.offerAnswer : null}
        canEdit={Boolean(props.myOffer)}
      />
      {props.myOffer && (
        <EditOfferDialog
          judgmentId={props.judgmentId}
          offer={props.myOffer}
          prices={props.prices}
          answer={props.offerAnswer?.intent === "edit-offer" ? props.offerAnswer : null}
        />
      )}
      <BuyNowDialog {...props} />
      <ContactDialog {...props} />
    </div>
  );
}

/** For visitors on an active listing. */
export function VisitorPrompt({ signInPath }: { signInPath: string }) {
  const registerPath = signInPath.replace(/^\/login/, "/register");
  return (
    <div className="space-y-2" data-testid="visitor-prompt">
      <Link to={signInPath} className="btn-primary w-full">
        Sign in to make an offer
      </Link>
      <p className="text-center text-sm text-slate-600">
        New here?{" "}
        <Link to={registerPath} className="font-semibold">
          Create a free account
        </Link>
      </p>
    </div>
  );
}
