// The browser side of the Stripe provider (used by card-form.tsx when the root loader's
// `stripe_key` is set): Stripe.js from https://js.stripe.com/v3 (allowed by the CSP), the Card
// Element, createPaymentMethod → the hidden `payment_method` field, and handleNextAction for
// 3-D Secure. Our PaymentIntents are confirmed on the server (confirm: true, automatic
// confirmation), so the browser only finishes the bank's step: Stripe's handleNextAction, not
// handleCardAction (manual confirmation only: it leaves the intent in requires_confirmation for
// a second server-side confirm we never make). Card data never touches our server. Stripe
// Elements needs JavaScript; without it the page says so (the offline provider's plain card
// fields are the no-JavaScript path).
import { useEffect, useRef, useState } from "react";
import { FieldErrors } from "~/components/forms";
import { formatMoney } from "~/domain/money";

type StripeError = { message?: string };
type CardElement = { mount(el: HTMLElement): void; destroy(): void; on(event: "change", fn: (e: { error?: StripeError }) => void): void };
type StripeJs = {
  elements(): { create(type: "card", options?: Record<string, unknown>): CardElement };
  createPaymentMethod(input: { type: "card"; card: CardElement }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  /** Finishes a server-confirmed PaymentIntent's `requires_action` step (3-D Secure). */
  handleNextAction(options: { clientSecret: string }): Promise<{ paymentIntent?: { status: string }; error?: StripeError }>;
};
declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs;
  }
}

const STRIPE_JS = "https://js.stripe.com/v3";
const LOAD_FAILED = "The card form could not be loaded. Please check your connection and reload the page.";
let loading: Promise<(key: string) => StripeJs> | null = null;

/** Loads Stripe.js once per page. */
function loadStripe(publishableKey: string): Promise<StripeJs> {
  loading ??= new Promise((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe);
    const script = document.createElement("script");
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error("Stripe.js missing")));
    script.onerror = () => {
      loading = null;
      reject(new Error("Stripe.js failed to load"));
    };
    document.head.appendChild(script);
  });
  return loading.then((Stripe) => Stripe(publishableKey));
}

/** The Card Element; fills `payment_method` before the surrounding form is sent. */
export function StripeCardElement({ publishableKey, errors }: { publishableKey: string; errors?: string[] }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const hiddenRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let card: CardElement | null = null;
    let stripe: StripeJs | null = null;
    let cancelled = false;
    const form = mountRef.current?.closest("form");
    const onSubmit = (event: SubmitEvent) => {
      if (hiddenRef.current?.value) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!stripe || !card) return setError(LOAD_FAILED);
      const submitter = event.submitter;
      void stripe.createPaymentMethod({ type: "card", card }).then((result) => {
        if (result.error || !result.paymentMethod) return setError(result.error?.message ?? "Your card could not be used.");
        hiddenRef.current!.value = result.paymentMethod.id;
        form?.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
      });
    };
    form?.addEventListener("submit", onSubmit, { capture: true });
    loadStripe(publishableKey)
      .then((loaded) => {
        if (cancelled || !mountRef.current) return;
        stripe = loaded;
        card = loaded.elements().create("card");
        card.on("change", (e) => {
          setError(e.error?.message ?? null);
          if (hiddenRef.current) hiddenRef.current.value = "";
        });
        card.mount(mountRef.current);
        setReady(true);
      })
      .catch(() => setError(LOAD_FAILED));
    return () => {
      cancelled = true;
      form?.removeEventListener("submit", onSubmit, { capture: true });
      card?.destroy();
    };
  }, [publishableKey]);

  return (
    <div className="space-y-2" data-testid="stripe-card">
      <input ref={hiddenRef} type="hidden" name="payment_method" defaultValue="" />
      <span className="label">Card</span>
      <div ref={mountRef} className="input min-h-10 py-2.5" aria-busy={!ready} />
      <noscript>
        <p className="text-sm text-red-700">Card payments need JavaScript. Please enable it and reload the page.</p>
      </noscript>
      <FieldErrors id="stripe-card-errors" errors={error ? [error] : errors} />
    </div>
  );
}

/**
 * 3-D Secure with Stripe: Stripe.js shows the bank's step, then the form posts
 * `intent=authenticate` and the server asks Stripe for the charge's state (the browser's answer
 * is never trusted).
 */
export function StripeAuthenticate({
  publishableKey,
  clientSecret,
  amountCents,
  hidden,
  action,
}: {
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  hidden: Record<string, string>;
  action?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const approvedRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function authenticate() {
    setBusy(true);
    setError(null);
    try {
      const stripe = await loadStripe(publishableKey);
      // The answer only says whether to post approved=1; the server asks Stripe for the truth.
      const result = await stripe.handleNextAction({ clientSecret });
      approvedRef.current!.value = result.error ? "0" : "1";
      formRef.current?.requestSubmit();
    } catch {
      setError(LOAD_FAILED);
      setBusy(false);
    }
  }

  return (
    <section className="card space-y-4 border-amber-300 p-5" aria-labelledby="authenticate-heading" data-testid="authenticate-payment">
      <h2 id="authenticate-heading" className="text-lg font-semibold">
        Authenticate this payment
      </h2>
      <p className="text-sm text-slate-600">
        Your bank asks you to confirm this payment of <strong>{formatMoney(amountCents)}</strong>.
      </p>
      <form ref={formRef} method="post" action={action}>
        <input type="hidden" name="intent" value="authenticate" />
        <input ref={approvedRef} type="hidden" name="approved" defaultValue="1" />
        {Object.entries(hidden).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void authenticate()}>
          {busy ? "Waiting for your bank…" : "Authenticate with your bank"}
        </button>
      </form>
      <FieldErrors id="stripe-authenticate-errors" errors={error ? [error] : undefined} />
    </section>
  );
}
