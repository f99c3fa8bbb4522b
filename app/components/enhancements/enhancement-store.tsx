// The enhancement pages' body (/sell/enhance and /sell/enhance/{id}): upsell cards, the cart, the
// payment dialog and the success dialog. Without JavaScript: the cards are a form of checkboxes,
// Checkout leads to the payment screen, and the thank-you is a page of its own. The cart's figures
// (the listing fee when due, the enhancements, the premium discount, the total) are the server's
// checkout summary: each change of the cart is saved and priced by the server, which answers them.
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { SellBreadcrumb } from "~/components/listing-wizard/breadcrumb";
import { Dialog } from "~/components/ui/dialog";
import { closeDialog, openDialog } from "~/components/ui/dialog-control";
import { AuthenticatePayment } from "~/components/payments/card-form";
import { feeSchedule } from "~/config/fees";
import { formatMoney, formatPercent } from "~/domain/money";
import { MONTHLY_LISTING_CREDITS } from "~/domain/membership";
import type { Errors } from "~/components/forms";
import type { SalesFigure } from "~/domain/enhancement-sales";
import { CartSummary, type CartSummaryFigures } from "./cart-summary";
import { PaymentForm } from "./payment-form";
import { PaymentSuccess } from "./payment-success";
import { UpsellCard, type StoreUpsell } from "./upsell-card";

export type StoreData = {
  listing: { id: number; title: string; status: string; place: string };
  catalogue: StoreUpsell[];
  premiumMember: boolean;
  premiumUntil: string | null;
  /** The member's monthly bold-or-highlight allowance (null: not a member). */
  credits: { left: number; monthly: number; resetsOn: string } | null;
  selected: number[];
  /** The checkout summary of the selected cart: the listing fee when unpaid, the enhancements, the total charged. */
  summary: CartSummaryFigures;
  /** Listings with and without enhancements that sold, and how that is counted (null: too few to say anything). */
  salesFigure: SalesFigure | null;
};

/** The enhancement pages' action answer: field errors, the 3-D Secure step, or the payment done. */
export type StoreActionData = {
  errors?: Record<string, string[]>;
  /** The card needs 3-D Secure: the payment to authenticate and the charge's client secret for Stripe.js. */
  authenticate?: { paymentId: number; amountCents: number; clientSecret: string };
  /** Set (for the JavaScript dialog) when the payment succeeded. */
  paid?: { paymentId: number; message: string };
};

export type StoreLinks = {
  ok: string;
  skip: string | null;
  back: string;
  choose: string;
  pay: string;
  upgrade: string;
  /** Set when the cart is paid at the one checkout (/sell/checkout): the button goes there. */
  checkout: string | null;
};

const PAYMENT_DIALOG = "payment-dialog";
const SUCCESS_DIALOG = "success-dialog";
export const discountLabel = `Premium member discount (${formatPercent(feeSchedule.premiumEnhancementDiscountBps)})`;

/**
 * Keeps the server's copy of the cart (the session's 'upsellCart') in step with the page, and
 * answers the server's checkout summary of it (null when it could not be had).
 */
async function saveCart(judgmentId: number, upsells: number[]): Promise<CartSummaryFigures | null> {
  try {
    const response = await fetch("/api/judgments/sell/upsells", {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: JSON.stringify({ judgment_id: judgmentId, upsells }),
    });
    if (!response.ok) return null;
    return ((await response.json()) as { summary?: CartSummaryFigures }).summary ?? null;
  } catch {
    return null;
  }
}

/** The hidden order fields the payment forms send: the cart's lines and the total the server gave. */
export function orderFields(judgmentId: number, cart: CartSummaryFigures) {
  return { intent: "pay", judgment_id: judgmentId, amount: cart.total, upsells: cart.upsells.map((line) => line.id) };
}

export function StoreHeader({ mode, store, links }: { mode: "wizard" | "later"; store: StoreData | null; links: StoreLinks }) {
  return (
    <header>
      {mode === "wizard" ? (
        <>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">List Your Judgment</p>
          <div className="mb-5 mt-3">
            <SellBreadcrumb current="enhance" reached={[]} signedIn listingId={store?.listing.id} />
          </div>
          <Link to={links.back} className="text-sm font-medium no-underline hover:underline" data-testid="back-link">
            ← Back to Documents
          </Link>
        </>
      ) : (
        <Link to={links.back} className="text-sm font-medium no-underline hover:underline">
          ← Back to Edit My Listing
        </Link>
      )}
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Enhance Your Listing</h1>
      {store && (
        <p className="mt-2 text-slate-600">
          For <Link to={`/judgments/${store.listing.id}`}>{store.listing.title}</Link>
          <span className="text-sm text-slate-500">
            {" "}
            · {store.listing.place} · {store.listing.status}
          </span>
        </p>
      )}
    </header>
  );
}

export function EnhancementStore({
  store,
  links,
  actionData,
  stripeKey,
}: {
  store: StoreData;
  links: StoreLinks;
  actionData: StoreActionData | undefined;
  stripeKey: string | null | undefined;
}) {
  const owned = store.catalogue.filter((upsell) => upsell.owned).map((upsell) => upsell.code);
  const [selected, setSelected] = useState<number[]>(store.selected);
  // The server's figures for the cart; `pricing` while it prices a change (the buttons wait for it).
  const [cart, setCart] = useState<CartSummaryFigures>(store.summary);
  const [pricing, setPricing] = useState(false);
  const lastChange = useRef(0);
  const [enhanced, setEnhanced] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const fetcher = useFetcher<StoreActionData>();
  const submittingCart = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);

  /** Saves the cart and shows the server's figures for it; only the latest change's answer counts. */
  async function reprice(upsells: number[]) {
    const change = ++lastChange.current;
    setPricing(true);
    const summary = await saveCart(store.listing.id, upsells);
    if (change !== lastChange.current) return;
    if (summary) setCart(summary);
    setPricing(false);
  }

  useEffect(() => {
    // Boxes ticked before the page's script ran count too.
    const ticked = [...(formRef.current?.querySelectorAll<HTMLInputElement>('input[name="upsells"]:checked') ?? [])].map((box) =>
      Number(box.value),
    );
    if (ticked.join() !== store.selected.join()) {
      setSelected(ticked);
      void reprice(ticked);
    }
    setEnhanced(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // After a payment the page's data is loaded again: the bought items are owned, the cart empty.
  const serverKey = `${store.selected.join()}|${owned.join()}|${store.summary.total}`;
  useEffect(() => {
    setSelected(store.selected);
    setCart(store.summary);
  }, [serverKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const creditsOnly = !links.checkout && cart.upsells.length > 0 && cart.total === 0;
  const fee = cart.listing_fee;

  const paid = fetcher.data?.paid;
  useEffect(() => {
    if (!paid) return;
    closeDialog(PAYMENT_DIALOG);
    openDialog(SUCCESS_DIALOG);
  }, [paid]);

  function toggle(id: number, on: boolean) {
    const next = on ? [...new Set([...selected, id])] : selected.filter((item) => item !== id);
    setSelected(next);
    setLocalError(null);
    void reprice(next);
  }

  function checkout(event: MouseEvent<HTMLButtonElement>) {
    if (!enhanced || links.checkout) return; // the form goes on: the payment screen, or the one checkout
    event.preventDefault();
    if (cart.upsells.length === 0) {
      setLocalError("Choose at least one enhancement.");
      return;
    }
    openDialog(PAYMENT_DIALOG);
  }

  const errors: Errors = actionData?.errors ?? (localError ? { upsells: [localError] } : undefined);
  const dialogErrors = fetcher.data?.errors;
  const busy = fetcher.state !== "idle";
  const totalLabel = cart.total > 0 ? ` · ${formatMoney(cart.total)}` : "";

  return (
    <>
      <div
        className="mt-6 flex items-start gap-3 rounded-lg border border-accent-600/30 bg-accent-600/5 px-4 py-3 text-sm text-slate-700"
        data-testid="sales-pitch"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-accent-700">
          <path fill="currentColor" d="M3 16h14v1.5H3V16Zm1-3.5 4-4 3 3 5-5.5 1.1 1-6 6.6-3-3-3 3L4 12.5Z" />
        </svg>
        <div>
          <p>
            {store.salesFigure && (
              <>
                <strong className="text-slate-900" data-testid="sales-figure">
                  {store.salesFigure.sentence}.
                </strong>{" "}
              </>
            )}
            Bold, highlighted and featured listings stand out in browse and search, and get in front of investors first.
          </p>
          {store.salesFigure && (
            <p className="mt-1 text-xs text-slate-600" data-testid="sales-figure-fine-print">
              {store.salesFigure.finePrint}
            </p>
          )}
        </div>
      </div>

      <StoreAllowance store={store} fee={fee} links={links} />

      <Form
        ref={formRef}
        method="post"
        action={links.choose}
        className="mt-6 grid gap-8 lg:grid-cols-3"
        data-testid="enhance-form"
        data-hydrated={enhanced || undefined}
      >
        <section className="lg:col-span-2" aria-labelledby="upsells-title">
          <h2 id="upsells-title" className="sr-only">
            Enhancements
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {store.catalogue.map((upsell) => (
              <UpsellCard
                key={upsell.id}
                upsell={upsell}
                selected={selected.includes(upsell.id)}
                discountedCents={cart.member_prices && upsell.code !== "premium" ? upsell.memberCents : null}
                premiumUntil={store.premiumMember ? store.premiumUntil : null}
                onToggle={toggle}
              />
            ))}
          </div>
        </section>

        <aside aria-labelledby="cart-title">
          <div className="card p-5 lg:sticky lg:top-4">
            <h2 id="cart-title" className="text-lg font-semibold">
              Your Cart
            </h2>
            <div className="mt-3">
              <CartSummary
                cart={cart}
                discountLabel={discountLabel}
                busy={pricing}
                onRemove={enhanced ? (id) => toggle(id, false) : undefined}
              />
            </div>
            {errors?.upsells?.length ? (
              <p role="alert" className="mt-3 text-sm text-red-700" data-testid="cart-error">
                {errors.upsells.join(" ")}
              </p>
            ) : null}
            {creditsOnly ? (
              <button
                type="submit"
                name="intent"
                value="credits"
                className="btn-primary mt-4 w-full py-2.5"
                disabled={submittingCart || pricing}
                data-testid="use-credits"
              >
                Use my included credits
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value="cart"
                className="btn-primary mt-4 w-full py-2.5"
                disabled={submittingCart || pricing}
                data-testid="checkout-button"
                onClick={checkout}
              >
                {links.checkout ? "Continue to Checkout" : "Checkout"}
                {totalLabel}
              </button>
            )}
            {links.skip ? (
              <button
                type="submit"
                name="intent"
                value="skip"
                className="btn-secondary mt-3 w-full"
                disabled={submittingCart}
                data-testid="enhance-later"
              >
                Skip: No Enhancements
              </button>
            ) : (
              <Link to={links.back} className="btn-secondary mt-3 w-full">
                Cancel
              </Link>
            )}
            <p className="mt-4 text-xs text-slate-500">
              Enhancements apply once your payment goes through; a listing still in review shows them as soon as it is approved.
            </p>
          </div>
        </aside>

        {(cart.upsells.length > 0 || fee) && (
          // On a phone the cart sits below five cards: the total and Checkout stay in reach.
          <div className="sticky bottom-0 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden">
            <p className="text-sm text-slate-700" aria-busy={pricing || undefined}>
              {fee ? "Listing fee" : ""}
              {fee && cart.upsells.length > 0 ? " + " : ""}
              {cart.upsells.length > 0 ? `${cart.upsells.length} enhancement${cart.upsells.length === 1 ? "" : "s"}` : ""} ·{" "}
              <strong className="text-slate-900" data-testid="checkout-bar-total">
                {formatMoney(cart.total)}
              </strong>
            </p>
            <button
              type="submit"
              name="intent"
              value={creditsOnly ? "credits" : "cart"}
              className="btn-primary"
              disabled={submittingCart || pricing}
              onClick={creditsOnly ? undefined : checkout}
              data-testid="checkout-bar"
            >
              {creditsOnly ? "Use Credits" : links.checkout ? "Continue" : "Checkout"}
            </button>
          </div>
        )}
      </Form>

      <Dialog id={PAYMENT_DIALOG} title="Payment" description={`${store.listing.title}`}>
        <CartSummary cart={cart} discountLabel={discountLabel} />
        <div className="mt-5">
          {fetcher.data?.authenticate ? (
            <AuthenticatePayment
              amountCents={fetcher.data.authenticate.amountCents}
              hidden={{ payment_id: String(fetcher.data.authenticate.paymentId) }}
              clientSecret={fetcher.data.authenticate.clientSecret}
              action={links.pay}
            />
          ) : (
            <PaymentForm
              FormTag={fetcher.Form}
              action={links.choose}
              hidden={{ ...orderFields(store.listing.id, cart), js: "1" }}
              totalCents={cart.total}
              errors={dialogErrors}
              stripeKey={stripeKey}
              busy={busy}
            />
          )}
        </div>
      </Dialog>

      <Dialog id={SUCCESS_DIALOG} title="Payment Complete">
        <PaymentSuccess okHref={links.ok} />
      </Dialog>
    </>
  );
}

/** The premium allowance (members) or the invitation to premium (everyone else), and an unpaid listing fee. */
function StoreAllowance({ store, fee, links }: { store: StoreData; fee: CartSummaryFigures["listing_fee"]; links: StoreLinks }) {
  return (
    <div className="mt-4 space-y-3 text-sm">
      {fee && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900" data-testid="store-fee-due">
          This listing's fee of {formatMoney(fee.amount)} is unpaid: it is in your cart, and your enhancements are paid together with it at
          checkout.
        </p>
      )}
      {store.credits ? (
        <p className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-slate-800" data-testid="store-credits">
          <strong>Included with premium:</strong> {store.credits.left} of {store.credits.monthly} bold or highlighted listings left this
          month (resets on {store.credits.resetsOn}).
          {store.credits.left > 0 ? " They are applied to your cart automatically." : ""}
        </p>
      ) : (
        <p className="rounded-md border border-slate-200 bg-white px-4 py-3 text-slate-700" data-testid="store-premium-invite">
          Premium members get {MONTHLY_LISTING_CREDITS} bold or highlighted listings a month included,{" "}
          {formatPercent(feeSchedule.premiumEnhancementDiscountBps)} off every other enhancement and a first look at new listings.{" "}
          <Link to={links.upgrade} data-testid="store-upgrade-link">
            See premium membership
          </Link>
        </p>
      )}
    </div>
  );
}
