// What a signed-in buyer can do on an active listing: Make Offer (Edit Offer once the buyer has a
// pending one; the modals live in ~/components/offers) and Contact Seller open modal forms posting
// to the page's action, Buy Now links to its review step (/judgments/buy/{id}), and Watch, a
// form to the page's action that the enhancement script sends through the watchlist API without a
// page load (app/enhance/watch-button.ts). A buyer's page does not hydrate (docs/decisions/0040):
// each form comes back as a page, with a toast or with its dialog open on its field errors.
import type { ListingPrices } from "~/domain/fees";
import type { DealTerms } from "~/domain/deal-math";
import {
  EDIT_OFFER_DIALOG,
  EditOfferDialog,
  MAKE_OFFER_DIALOG,
  MakeOfferDialog,
  type OfferFormAnswer,
} from "~/components/offers/offer-dialogs";
import { MessageForm } from "~/components/messages/message-form";
import { Dialog, DialogButton } from "~/components/ui/dialog";
import { starLook, watchIntent, watchLabel } from "./watch-look";
import { useListingPath } from "~/components/judgments/listing-path";
import { MarkupElement } from "~/components/html/markup-element";
import { visitorPromptParts } from "./visitor-prompt-html";

type Props = {
  judgmentId: number;
  title: string;
  /** The listing's prices, for the offer rule (an offer is at most what Buy Now costs). */
  prices: ListingPrices;
  /** The deal math's terms (the asking price, the estimated balance today). */
  terms: DealTerms;
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

function ContactDialog({ judgmentId, sellerHandle, messageErrors, messageTyped }: Props) {
  const listingAction = useListingPath(judgmentId);
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
        fallbackAction={listingAction}
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
  const listingAction = useListingPath(judgmentId);
  return (
    <form method="post" action={listingAction} data-enhance="watch" data-judgment-id={judgmentId}>
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
        {/* Buy Now binds: it goes to its review page first (issue 29), which only its Confirm button leaves by buying. */}
        <a href={`/judgments/buy/${props.judgmentId}`} className="btn-primary" data-testid="buy-now">
          Buy Now
        </a>
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
        terms={props.terms}
        answer={props.offerAnswer?.intent === "offer" ? props.offerAnswer : null}
        canEdit={Boolean(props.myOffer)}
      />
      {props.myOffer && (
        <EditOfferDialog
          judgmentId={props.judgmentId}
          offer={props.myOffer}
          prices={props.prices}
          terms={props.terms}
          answer={props.offerAnswer?.intent === "edit-offer" ? props.offerAnswer : null}
        />
      )}
      <ContactDialog {...props} />
    </div>
  );
}

/** For visitors on an active listing (written once, in ./visitor-prompt-html.ts). */
export function VisitorPrompt({ signInPath }: { signInPath: string }) {
  return <MarkupElement element={visitorPromptParts(signInPath)} />;
}
