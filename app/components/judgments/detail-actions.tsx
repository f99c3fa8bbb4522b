// What a signed-in buyer can do on an active listing: Make Offer (Edit Offer once the buyer has a
// pending one; the modals live in ~/components/offers), Buy Now and Contact Seller open modal forms
// that post to the spec's endpoints, and Watch, which works fully: a real form
// to the page's action, sent by a fetcher once JavaScript runs (or, on a page that does not
// hydrate, by the enhancement script through the watchlist API: app/enhance/watch-button.ts).
import { useCallback, useState, type FormEvent, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { useBranding } from "~/components/marketing/use-branding";
import { buyerFee, buyerTotal, type ListingPrices } from "~/domain/fees";
import { dollarText, formatMoney } from "~/domain/money";
import { EDIT_OFFER_DIALOG, EditOfferDialog, MAKE_OFFER_DIALOG, MakeOfferDialog } from "~/components/offers/offer-dialogs";
import { MessageForm } from "~/components/messages/message-form";
import { Dialog, DialogButton, DialogCancel } from "~/components/ui/dialog";
import { useOpenDialogWhen } from "~/components/ui/dialog-control";
import { postJson } from "~/components/ui/api";
import { starLook, watchIntent, watchLabel } from "./watch-look";

type Outcome =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "done"; tone: "success" | "error"; message: string; errors?: Record<string, string[]> };

const NOT_AVAILABLE = "This action is not available yet.";

/** Reads the server's answer to a modal form into something to show. */
async function outcomeOf(response: Response, success: string): Promise<Outcome> {
  if ([404, 405, 501].includes(response.status)) return { state: "done", tone: "error", message: NOT_AVAILABLE };
  const body = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
  if (response.ok) return { state: "done", tone: "success", message: body?.message ?? success };
  if (response.status === 401) return { state: "done", tone: "error", message: "Please sign in again to continue." };
  const message = body?.message ?? body?.errors?._?.[0] ?? "Oops... we hit a snag. Please try again.";
  const invalid = response.status === 422 && !body?.errors?._?.length;
  return { state: "done", tone: "error", message: invalid ? "Please check your input." : message, errors: body?.errors };
}

/** Posts a modal's form to its endpoint as JSON, the way the spec's client calls the API. */
function useEndpointForm(endpoint: string, success: string) {
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });
  const reset = useCallback(() => setOutcome({ state: "idle" }), []);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setOutcome({ state: "sending" });
    try {
      const response = await postJson(endpoint, fields);
      // A page endpoint (buy now) may answer with the next step: follow it.
      if (response.redirected && response.ok) {
        window.location.assign(response.url);
        return;
      }
      setOutcome(await outcomeOf(response, success));
    } catch {
      setOutcome({ state: "done", tone: "error", message: "We could not reach the server. Please check your connection and try again." });
    }
  }
  return { outcome, onSubmit, reset };
}

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  if (outcome.state !== "done") return null;
  const style =
    outcome.tone === "success" ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-amber-300 bg-amber-50 text-amber-900";
  return (
    <p
      role={outcome.tone === "success" ? "status" : "alert"}
      className={`rounded-md border px-3 py-2 text-sm ${style}`}
      data-testid="dialog-outcome"
    >
      {outcome.message}
    </p>
  );
}

function SubmitRow({ dialogId, busy, label }: { dialogId: string; busy: boolean; label: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogCancel dialogId={dialogId} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Sending…" : label}
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
  /** Field errors of an offer form sent without JavaScript (the page action's answer). */
  offerErrors?: { intent: "offer" | "edit-offer"; errors: Record<string, string[]> } | null;
  /** Field errors of the Contact Seller form sent without JavaScript. */
  messageErrors?: Record<string, string[]> | null;
};

const CONTACT_SELLER_DIALOG = "contact-seller-dialog";

function BuyNowDialog({ judgmentId, title, priceCents }: Props) {
  const id = "buy-now-dialog";
  const branding = useBranding();
  const endpoint = `/judgments/buy/${judgmentId}`;
  const { outcome, onSubmit, reset } = useEndpointForm(endpoint, "The judgment is yours. Next, pay for it.");
  return (
    <Dialog id={id} title="Buy Now" description={title} onClose={reset}>
      <form method="post" action={endpoint} className="space-y-4" onSubmit={onSubmit}>
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
        <OutcomeNotice outcome={outcome} />
        <SubmitRow dialogId={id} busy={outcome.state === "sending"} label="Confirm Purchase" />
      </form>
    </Dialog>
  );
}

function ContactDialog({ judgmentId, sellerHandle, messageErrors }: Props) {
  useOpenDialogWhen(CONTACT_SELLER_DIALOG, messageErrors);
  return (
    <Dialog id={CONTACT_SELLER_DIALOG} title="Contact the Seller" description={<>Your message goes to @{sellerHandle}.</>}>
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

/** Watch / Unwatch: shows the new state at once while the server confirms. */
export function WatchToggle({ judgmentId, watching }: { judgmentId: number; watching: boolean }) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("intent");
  const shown = pending ? pending === "watch" : watching;
  return (
    <fetcher.Form method="post" action={`/judgments/${judgmentId}`} preventScrollReset data-enhance="watch" data-judgment-id={judgmentId}>
      <input type="hidden" name="intent" value={watchIntent(shown)} />
      <button type="submit" className="btn-secondary w-full" aria-pressed={shown} data-testid="watch-toggle">
        <StarIcon filled={shown} />
        <span data-watch-label="">{watchLabel(shown)}</span>
      </button>
    </fetcher.Form>
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
      {props.offerErrors && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="offer-form-problem"
        >
          Your offer was not sent: {Object.values(props.offerErrors.errors).flat().join(" ")}
        </p>
      )}
      <MakeOfferDialog
        judgmentId={props.judgmentId}
        title={props.title}
        prices={props.prices}
        serverErrors={props.offerErrors?.intent === "offer" ? props.offerErrors.errors : undefined}
      />
      {props.myOffer && (
        <EditOfferDialog
          judgmentId={props.judgmentId}
          offer={props.myOffer}
          prices={props.prices}
          serverErrors={props.offerErrors?.intent === "edit-offer" ? props.offerErrors.errors : undefined}
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
