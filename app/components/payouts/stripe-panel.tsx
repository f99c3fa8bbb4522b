// "Payouts With Stripe": the link to set up the payout account (Stripe's onboarding, or with the
// offline provider a confirm step on this page), and the confirm step itself.
import { Form } from "react-router";

type Props = { accountId: string | null; accountReady: boolean; onboarding: string | null; testMode: boolean };

export function StripePanel({ accountId, accountReady, onboarding, testMode }: Props) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="stripe-panel-title" data-testid="stripe-panel">
      <h2 id="stripe-panel-title" className="text-lg font-semibold">
        Payouts With Stripe
      </h2>
      {accountId && accountReady ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="payout-account-ready">
          Your payout account is set up. Released payouts can be sent to it with PAY ME!
        </p>
      ) : accountId ? (
        <Form method="post" className="mt-3 space-y-3" data-testid="payout-account-unfinished">
          <p className="text-sm text-slate-700">
            Stripe still needs a few details before it can pay you. Continue where you left off; it takes a few minutes.
          </p>
          <input type="hidden" name="intent" value="onboard" />
          <button type="submit" className="btn-primary w-full">
            Finish setting up my payout account
          </button>
        </Form>
      ) : onboarding ? (
        <Form method="post" className="mt-3 space-y-3" data-testid="payout-onboarding-confirm">
          <p className="text-sm text-slate-700">
            {testMode
              ? "Test mode: no bank details are needed. Confirm to create your payout account."
              : "Confirm to finish setting up your payout account."}
          </p>
          <input type="hidden" name="intent" value="connect" />
          <input type="hidden" name="account_id" value={onboarding} />
          <button type="submit" className="btn-primary w-full">
            Confirm my payout account
          </button>
        </Form>
      ) : (
        <Form method="post" className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">
            We pay your sales out through Stripe. Set up your payout account once; it takes a few minutes.
          </p>
          <input type="hidden" name="intent" value="onboard" />
          <button type="submit" className="btn-primary w-full" data-testid="stripe-onboarding">
            Set up my payout account
          </button>
        </Form>
      )}
    </section>
  );
}
