// Card entry for checkout, enhancements and premium. Put <CardFields> inside your own <form method="post">
// next to your submit button; the server reads the card with paymentMethodFromForm(body)
// (app/server/checkout/card-input.ts).
//
// Offline provider (the default, the root loader's `stripe_key` is null): card number, expiry
// (MM/YY) and CVC inputs. Without JavaScript they post as card_number / card_expiry / card_cvc.
// With JavaScript the number is checked with luhnValid, Stripe's test card numbers become their
// test payment-method ids, with the typed expiry, in the hidden `payment_method` field, and the raw card fields are no
// longer sent. With Stripe keys (`stripeKey` set) Stripe Elements takes their place
// (./stripe-elements.tsx), and AuthenticatePayment runs Stripe's 3-D Secure step when given the
// charge's client secret.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useRootData } from "~/components/ui/root-data";
import { FieldErrors, type Errors } from "~/components/forms";
import { feeSchedule } from "~/config/fees";
import { formatExactMoney } from "~/domain/fee-wording";
import { formatMoney } from "~/domain/money";
import { checkCard, expiryProblem, parseExpiry } from "~/domain/payment-forms";
import { cardByNumber, luhnValid, offlinePaymentMethod } from "~/domain/test-cards";
import { StripeAuthenticate, StripeCardElement } from "./stripe-elements";

type CardFieldsProps = {
  /** The root loader's `stripe_key`: null with the offline provider. */
  stripeKey: string | null | undefined;
  /** Server errors: card_number, card_expiry, card_cvc, payment_method, and `_` for the provider's message. */
  errors?: Errors;
  /** Show the spec's temporary $1.00 authorization note (where a card is saved, not at checkout). */
  authorizationNote?: boolean;
  legend?: ReactNode;
};

export function CardFields({ stripeKey, errors, authorizationNote, legend = "Card details" }: CardFieldsProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      {stripeKey ? (
        <StripeCardElement publishableKey={stripeKey} errors={[...(errors?.card_number ?? []), ...(errors?.payment_method ?? [])]} />
      ) : (
        <OfflineCardInputs errors={errors} />
      )}
      {errors?._?.length ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="card-error">
          {errors._.join(" ")}
        </p>
      ) : null}
      {authorizationNote && (
        <p className="text-xs text-slate-500">
          To verify your card, your bank may show a temporary {formatExactMoney(feeSchedule.cardAuthorizationCents)} authorization. It is
          never charged and disappears within a few days.
        </p>
      )}
    </fieldset>
  );
}

function formatCardNumber(value: string) {
  const digits = value.replace(/\D/g, "").slice(0, 19);
  // American Express groups 4-6-5; others 4-4-4-4.
  if (/^3[47]/.test(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(" ");
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

function formatExpiry(value: string, previous: string) {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  // Backspace over " / " removes it rather than putting it straight back.
  if (value.length < previous.length && previous.startsWith(value)) return value;
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length >= 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  return digits;
}

function OfflineCardInputs({ errors }: { errors?: Errors }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [clientErrors, setClientErrors] = useState<Record<string, string[]>>({});
  const card = luhnValid(number) ? cardByNumber(number) : undefined;
  // The test card's payment method with the typed expiry (the offline provider saves it as the card's).
  const typedExpiry = expiryProblem(expiry) ? null : parseExpiry(expiry);
  const paymentMethod = card && typedExpiry ? offlinePaymentMethod(card, typedExpiry) : "";
  const shown = { ...errors, ...clientErrors };

  // Check the card before the surrounding form is sent; a wrong card never leaves the browser.
  const check = useRef<() => boolean>(() => true);
  check.current = () => {
    // The server's own rules (app/domain/payment-forms.ts), so both refuse the same cards.
    const checked = checkCard({ card_number: number, card_expiry: expiry, card_cvc: cvc });
    const problems = "errors" in checked ? checked.errors : {};
    setClientErrors(problems);
    return Object.keys(problems).length === 0;
  };

  useEffect(() => {
    setEnhanced(true);
    const form = ref.current?.closest("form");
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (!check.current()) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    form.addEventListener("submit", onSubmit, { capture: true });
    return () => form.removeEventListener("submit", onSubmit, { capture: true });
  }, []);

  // Before hydration the inputs carry names so the form works without JavaScript; afterwards only
  // the payment-method id is sent.
  const name = (field: string) => (enhanced ? undefined : field);
  const describe = (field: string) => (shown[field]?.length ? `${id}-${field}-errors` : undefined);

  return (
    <div ref={ref} className="space-y-4" data-testid="card-form">
      <input type="hidden" name="payment_method" value={enhanced ? paymentMethod : ""} />
      <div>
        <label htmlFor={`${id}-number`} className="label">
          Card number
        </label>
        <input
          id={`${id}-number`}
          name={name("card_number")}
          className="input font-mono tracking-wide"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(e) => {
            setNumber(formatCardNumber(e.target.value));
            setClientErrors(({ card_number: _, ...rest }) => rest);
          }}
          aria-invalid={shown.card_number?.length ? true : undefined}
          aria-describedby={describe("card_number")}
        />
        <FieldErrors id={`${id}-card_number-errors`} errors={shown.card_number} />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor={`${id}-expiry`} className="label">
            Expiration (MM/YY)
          </label>
          <input
            id={`${id}-expiry`}
            name={name("card_expiry")}
            className="input font-mono"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={expiry}
            onChange={(e) => {
              setExpiry(formatExpiry(e.target.value, expiry));
              setClientErrors(({ card_expiry: _, ...rest }) => rest);
            }}
            aria-invalid={shown.card_expiry?.length ? true : undefined}
            aria-describedby={describe("card_expiry")}
          />
          <FieldErrors id={`${id}-card_expiry-errors`} errors={shown.card_expiry} />
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="label">
            CVC
          </label>
          <input
            id={`${id}-cvc`}
            name={name("card_cvc")}
            className="input font-mono"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(e) => {
              setCvc(e.target.value.replace(/\D/g, "").slice(0, 4));
              setClientErrors(({ card_cvc: _, ...rest }) => rest);
            }}
            aria-invalid={shown.card_cvc?.length ? true : undefined}
            aria-describedby={describe("card_cvc")}
          />
          <FieldErrors id={`${id}-card_cvc-errors`} errors={shown.card_cvc} />
        </div>
      </div>
      <FieldErrors id={`${id}-payment_method-errors`} errors={shown.payment_method} />
      <p className="text-xs text-slate-500">
        Test mode: no real card is charged. Use 4242 4242 4242 4242 with any future date and any CVC.
      </p>
    </div>
  );
}

/**
 * The offline provider's stand-in for 3-D Secure: the cardholder approves or fails the charge.
 * Posts `intent=authenticate` and `approved=1|0` (plus `hidden`) to `action` (default: this page).
 * With Stripe keys and the charge's `clientSecret`, Stripe.js runs the bank's step instead.
 */
export function AuthenticatePayment({
  amountCents,
  hidden = {},
  action,
  clientSecret,
}: {
  amountCents: number;
  hidden?: Record<string, string>;
  action?: string;
  clientSecret?: string | null;
}) {
  const root = useRootData();
  if (root?.stripe_key && clientSecret) {
    return (
      <StripeAuthenticate
        publishableKey={root.stripe_key}
        clientSecret={clientSecret}
        amountCents={amountCents}
        hidden={hidden}
        action={action}
      />
    );
  }
  // With Stripe, the test-mode stand-in below is never shown: without the charge's client secret
  // (the card processor could not be asked) the cardholder can only try again later.
  if (root?.stripe_key) {
    return (
      <section
        className="card space-y-3 border-amber-300 p-5"
        aria-labelledby="authenticate-heading"
        data-testid="authenticate-unavailable"
      >
        <h2 id="authenticate-heading" className="text-lg font-semibold">
          Authenticate this payment
        </h2>
        <p className="text-sm text-slate-600">
          Your bank asks you to confirm this payment of <strong>{formatMoney(amountCents)}</strong>, but we could not reach the card
          processor just now. Please reload this page in a moment.
        </p>
      </section>
    );
  }
  return (
    <section className="card space-y-4 border-amber-300 p-5" aria-labelledby="authenticate-heading" data-testid="authenticate-payment">
      <h2 id="authenticate-heading" className="text-lg font-semibold">
        Authenticate this payment
      </h2>
      <p className="text-sm text-slate-600">
        Your bank asks you to confirm this payment of <strong>{formatMoney(amountCents)}</strong>. In test mode you choose the bank's
        answer.
      </p>
      <form method="post" action={action} className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="authenticate" />
        {Object.entries(hidden).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <button type="submit" name="approved" value="1" className="btn-primary">
          Approve
        </button>
        <button type="submit" name="approved" value="0" className="btn-secondary">
          Fail
        </button>
      </form>
    </section>
  );
}
