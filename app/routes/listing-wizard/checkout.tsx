// /sell/checkout?judgment_id={id}: the listing flow's one checkout (its step number: breadcrumb.tsx).
// The listing fee when due (its tier and which price set it), each chosen enhancement (premium
// discount, monthly credits), the premium month if chosen, and the total; one card entry, one
// payment, 3-D Secure when the card asks for it. A cart paid by monthly credits alone is confirmed
// without a card. Nothing due: straight to /sell/success. (app/server/enhancements/checkout-page.ts)
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { pageTitle } from "~/components/page-title";
import { CardFields } from "~/components/payments/card-form";
import { AuthenticateStep, otherProblems, PaymentProblems } from "~/components/payments/payment-step";
import { SellLayout } from "~/components/listing-wizard/layout";
import { CheckoutSummary } from "~/components/enhancements/checkout-summary";
import { useRootData } from "~/components/ui/root-data";
import { formatMoney } from "~/domain/money";
import { checkoutAction, loadCheckoutPage, type CheckoutActionData } from "~/server/enhancements/checkout-page";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Checkout | List Your Judgment", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, fee, lines, discountCents, totalCents, creditsOnly, authenticate } = loaderData;
  const errors = (actionData as CheckoutActionData | undefined)?.errors;
  const stripeKey = useRootData()?.stripe_key ?? null;
  const busy = useNavigation().state === "submitting";
  return (
    <SellLayout
      signedIn
      current="checkout"
      reached={["documents", "enhance"]}
      listingId={listing.id}
      back={{ to: `/sell/documents/${listing.id}`, label: "Back to Documents" }}
      heading="Checkout"
      intro={
        <>
          Your listing <strong className="text-slate-900">{listing.title}</strong> ({listing.place}).{" "}
          {fee ? "It goes to review once the listing fee is paid." : "Your enhancements switch on once paid."}
        </>
      }
    >
      <CheckoutSummary fee={fee} lines={lines} discountCents={discountCents} totalCents={totalCents} />
      <PaymentProblems messages={otherProblems(errors)} testId="checkout-error" />
      <div className="mt-6">
        {authenticate ? (
          <AuthenticateStep errors={errors} amountCents={totalCents} authenticate={authenticate} />
        ) : creditsOnly ? (
          <Form method="post" className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
            <Link to={`/sell/enhance?judgment_id=${listing.id}`} className="btn-secondary">
              Change My Enhancements
            </Link>
            <button type="submit" name="intent" value="credits" className="btn-primary px-6" disabled={busy} data-testid="use-credits">
              Use my included credits
            </button>
          </Form>
        ) : (
          <Form method="post" className="space-y-5" noValidate data-testid="checkout-form">
            <input type="hidden" name="amount" value={totalCents} />
            <CardFields stripeKey={stripeKey} errors={errors} />
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-col gap-3 sm:flex-row">
                <Link to="/selling" className="btn-secondary" data-testid="pay-later">
                  Pay Later
                </Link>
                <Link to={`/sell/enhance?judgment_id=${listing.id}`} className="btn-secondary">
                  Change Enhancements
                </Link>
              </div>
              <button type="submit" className="btn-primary px-6" disabled={busy} data-testid="checkout-pay">
                {busy ? "Processing…" : `Pay ${formatMoney(totalCents)}`}
              </button>
            </div>
            <p className="text-xs text-slate-500">
              One payment for everything above. Payments are processed securely by our card payment provider; we never store your card
              number.
            </p>
          </Form>
        )}
      </div>
    </SellLayout>
  );
}
