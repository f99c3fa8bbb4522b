// /sell/checkout?judgment_id={id}: the listing fee. A fee table, the card form (offline provider
// by default), the charge through the payments interface, and the 3-D Secure step when the card
// asks for it. Paid (or nothing due): on to the documents step.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { pageTitle } from "~/components/page-title";
import { AuthenticatePayment, CardFields } from "~/components/payments/card-form";
import { SellLayout } from "~/components/listing-wizard/layout";
import { useRootData } from "~/components/ui/root-data";
import { listingFeeTier, priceShareBps } from "~/domain/fees";
import { parseId } from "~/domain/ids";
import { formatMoney, formatPercent } from "~/domain/money";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { jsonError } from "~/server/http/refusal";
import { paymentMethodFromForm } from "~/server/checkout/card-input";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { findListingForCheckout, listingFeePaid } from "~/server/queries/listings";
import { findPaymentByIdempotencyKey } from "~/server/queries/payments";
import { redirectWithToast } from "~/server/toast";
import { pendingClientSecret } from "~/server/payments/client-secret";
import { authenticatePayment, authenticationReply } from "~/server/checkout/authenticate";
import { listingFee, listingFeeKey, payListingFee } from "~/server/checkout/paid-things/listing-fee";
import { REVIEW_PROMISE } from "./save.server";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Checkout | List Your Judgment", matches);

type Args = Route.LoaderArgs | Route.ActionArgs;

/** The seller's own listing, still waiting for review, with a listing fee due; otherwise away. */
async function loadCheckout({ request, context }: Args) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const id = parseId(new URL(request.url).searchParams.get("judgment_id"));
  const listing = id === null ? null : await findListingForCheckout(services.db, id);
  if (!listing || listing.sellerId !== user.id) throw new Response("Not Found", { status: 404 });
  if (listing.listingFeeCents <= 0 || (await listingFeePaid(services.db, listing.id))) {
    throw redirect(`/sell/documents/${listing.id}`);
  }
  if (listing.status !== "new") {
    throw jsonError(409, "This listing is no longer waiting for its listing fee.");
  }
  return { user, services, listing };
}

export async function loader(args: Route.LoaderArgs) {
  const { services, listing } = await loadCheckout(args);
  const payment = await findPaymentByIdempotencyKey(services.db, listingFeeKey(listing));
  const tier = listingFeeTier({ askingCents: listing.priceCents, buyNowCents: listing.buyNowCents }, listing.amountCents);
  return {
    listing: {
      id: listing.id,
      title: listing.title,
      where: `${listing.countyName}, ${listing.stateName}`,
      amountCents: listing.amountCents,
      priceCents: listing.priceCents,
      shareBps: priceShareBps(listing.priceCents, listing.amountCents),
      feeCents: listing.listingFeeCents,
      feeLabel: tier.label,
    },
    requiresAction: payment?.status === "requires_action",
    // The seller's own charge waiting for 3-D Secure: Stripe.js runs the bank's step with it.
    clientSecret: await pendingClientSecret(services, payment ?? null),
  };
}

async function answer(services: ReturnType<typeof getServices>, listingId: number, feeCents: number, outcome: CheckoutAnswer | null) {
  if (!outcome) throw redirect(`/sell/checkout?judgment_id=${listingId}`);
  if (outcome.status === "succeeded") {
    return redirectWithToast(services, `/sell/documents/${listingId}`, {
      type: "success",
      title: listingFee.thanks,
      description: `Listing fee paid: ${formatMoney(feeCents)}. ${REVIEW_PROMISE}`,
    });
  }
  // 3-D Secure: the page shows the authentication step.
  if (outcome.status === "requires_action") throw redirect(`/sell/checkout?judgment_id=${listingId}`);
  if ("refused" in outcome) return data({ errors: outcome.errors as Record<string, string[]> }, { status: outcome.status });
  return data({ errors: { _: [outcome.message] } as Record<string, string[]> }, { status: outcome.status === "in_progress" ? 409 : 402 });
}

export async function action(args: Route.ActionArgs) {
  const { user, services, listing } = await loadCheckout(args);
  const body = await readBody(args.request);
  const reply = authenticationReply(body);
  if (reply) {
    // The listing fee's payment is found by its key (the reply's payment_id is not needed).
    const payment = await findPaymentByIdempotencyKey(services.db, listingFeeKey(listing));
    const outcome = payment && (await authenticatePayment(services, payment, reply.approved));
    return answer(services, listing.id, listing.listingFeeCents, outcome);
  }
  const card = paymentMethodFromForm(body);
  if ("errors" in card) return data({ errors: card.errors }, { status: 422 });
  let outcome: CheckoutAnswer;
  try {
    outcome = await payListingFee(services, user, listing, card.paymentMethod);
  } catch (error) {
    // Two submits raced for the same listing fee: the other one holds the payment.
    const payment = await findPaymentByIdempotencyKey(services.db, listingFeeKey(listing));
    if (!payment) throw error;
    if (payment.status === "succeeded") return answer(services, listing.id, listing.listingFeeCents, { status: "succeeded", payment });
    return data(
      { errors: { _: ["Your payment is being processed. Please wait a moment and reload this page."] } as Record<string, string[]> },
      { status: 409 },
    );
  }
  return answer(services, listing.id, listing.listingFeeCents, outcome);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, requiresAction, clientSecret } = loaderData;
  const errors = actionData?.errors as Record<string, string[]> | undefined;
  const stripeKey = useRootData()?.stripe_key ?? null;
  const busy = useNavigation().state === "submitting";
  const td = "px-4 py-3";
  return (
    <SellLayout
      signedIn
      current="checkout"
      reached={[]}
      heading="Pay the listing fee"
      intro={
        <>
          Your listing <strong className="text-slate-900">{listing.title}</strong> ({listing.where}) was received. It goes to review once
          the listing fee is paid.
        </>
      }
    >
      <table className="w-full text-sm" data-testid="checkout-fees">
        <caption className="sr-only">Fees due</caption>
        <tbody className="divide-y divide-slate-100 border-y border-slate-200">
          <tr>
            <th scope="row" className={`${td} text-left font-medium text-slate-700`}>
              Listing fee{" "}
              <span className="font-normal text-slate-500">
                ({listing.feeLabel}: asking {formatMoney(listing.priceCents)}, {formatPercent(listing.shareBps)} of{" "}
                {formatMoney(listing.amountCents)})
              </span>
            </th>
            <td className={`${td} text-right`}>{formatMoney(listing.feeCents)}</td>
          </tr>
          <tr className="bg-slate-50">
            <th scope="row" className={`${td} text-left font-semibold text-slate-900`}>
              Total
            </th>
            <td className={`${td} text-right text-base font-bold text-slate-900`} data-testid="checkout-total">
              {formatMoney(listing.feeCents)}
            </td>
          </tr>
        </tbody>
      </table>

      <div className="mt-6">
        {requiresAction ? (
          <div className="space-y-4">
            {errors?._ && (
              <p role="alert" className="text-sm text-red-700">
                {errors._.join(" ")}
              </p>
            )}
            <AuthenticatePayment amountCents={listing.feeCents} clientSecret={clientSecret} />
          </div>
        ) : (
          <Form method="post" className="space-y-5" noValidate data-testid="checkout-form">
            <CardFields stripeKey={stripeKey} errors={errors} />
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
              <Link to="/selling" className="btn-secondary">
                Pay Later
              </Link>
              <button type="submit" className="btn-primary px-6" disabled={busy} data-testid="checkout-pay">
                {busy ? "Processing…" : `Pay ${formatMoney(listing.feeCents)}`}
              </button>
            </div>
            <p className="text-xs text-slate-500">
              Payments are processed securely by our card payment provider; we never store your card number.
            </p>
          </Form>
        )}
      </div>
    </SellLayout>
  );
}
