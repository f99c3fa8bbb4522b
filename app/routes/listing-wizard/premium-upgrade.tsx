// /sell/upgrade/{id}: the premium upgrade page, reached from a listing's edit page, the enhancement
// store and My Settings. It sells one month of premium membership, which then renews each month on
// the default saved card (docs/decisions/0010-premium.md); Cancel returns to /judgments/{id}/edit
// (or to My Settings when reached from there: ?return=/profile), as does OK after paying. Only the
// listing's owner.
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/premium-upgrade";
import { PaymentForm } from "~/components/enhancements/payment-form";
import { PaymentSuccess } from "~/components/enhancements/payment-success";
import { PremiumPlan } from "~/components/enhancements/premium-plan";
import { Dialog } from "~/components/ui/dialog";
import { useOpenDialogWhen } from "~/components/ui/dialog-control";
import { useRootData } from "~/components/ui/root-data";
import { AuthenticatePayment } from "~/components/payments/card-form";
import { pageTitle } from "~/components/page-title";
import { PAYMENT_THANK_YOU } from "~/domain/enhancements";
import { formatMoney } from "~/domain/money";
import { paymentRequestSchema } from "~/domain/schemas/payment-forms";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { membershipStamp } from "~/server/checkout/paid-things/upsell-purchase";
import { isPremiumMember } from "~/domain/membership";
import { ownedListing } from "~/server/enhancements/order";
import { isRefusal } from "~/server/checkout/refusal";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { authenticateOwnPayment, authenticationReply } from "~/server/checkout/authenticate";
import { payForPremium, PREMIUM_NOT_OFFERED } from "~/server/checkout/paid-things/premium";
import { loadUpsellCatalogue } from "~/server/enhancements/catalogue";
import type { StoreActionData } from "~/server/enhancements/store-page";
import { parseInput, readBody } from "~/server/http/body";
import { jsonError } from "~/server/http/refusal";
import { parseId } from "~/domain/ids";
import { findPremiumMembership, findUserFeePayment } from "~/server/queries/upsells";
import { findMembershipRow } from "~/server/queries/membership";
import { savedCards } from "~/server/payments/saved-cards";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Upgrade to Premium", matches);

const SUCCESS_DIALOG = "premium-success-dialog";

async function ownListing(args: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser(args.request, args.context);
  const services = getServices(args.context);
  const listing = await ownedListing(services, user.id, parseId(args.params.id), { anyStatus: true });
  if (isRefusal(listing)) throw jsonError(listing.status, listing.errors.judgment_id?.[0] ?? "Not Found");
  return { user, services, listing };
}

export async function loader(args: Route.LoaderArgs) {
  const { user, services, listing } = await ownListing(args);
  const membership = await findPremiumMembership(services.db, user.id);
  const premium = (await loadUpsellCatalogue(services.db)).find((upsell) => upsell.code === "premium");
  if (!premium) throw jsonError(404, PREMIUM_NOT_OFFERED);
  const url = new URL(args.request.url);
  const paidId = parseId(url.searchParams.get("paid"));
  const [payment, row, cards] = await Promise.all([
    paidId === null ? null : findUserFeePayment(services.db, paidId, user.id),
    findMembershipRow(services.db, user.id),
    savedCards(services, user.id),
  ]);
  const card = cards?.methods.find((method) => method.id === cards.default) ?? null;
  return {
    /** Where Cancel and OK lead: My Settings when the page was opened from there, else the listing's edit page. */
    back: url.searchParams.get("return") === "/profile" ? "/profile#premium" : `/judgments/${listing.id}/edit`,
    renews: row?.renews ?? true,
    renewalCard: card && { brand: card.brand, last4: card.last4 },
    listing: { id: listing.id, title: listing.title },
    priceCents: premium.amountCents,
    member: isPremiumMember(membership, services.clock.now()),
    premiumUntil: membership.premiumUntil?.toISOString() ?? null,
    stamp: membershipStamp(membership),
    paid: payment?.status === "succeeded" && payment.kind === "premium",
  };
}

export async function action(args: Route.ActionArgs) {
  const { user, services, listing } = await ownListing(args);
  const body = await readBody(args.request);
  const reply = authenticationReply(body);
  const answer: CheckoutAnswer = reply
    ? await authenticateOwnPayment(services, user.id, reply, ["enhancement", "premium"])
    : await payForPremium(services, { userId: user.id, judgmentId: listing.id, body: parseInput(body, paymentRequestSchema) });
  if ("refused" in answer) return data<StoreActionData>({ errors: answer.errors }, { status: answer.status });
  if (answer.status === "failed") return data<StoreActionData>({ errors: { _: [answer.message] } }, { status: 402 });
  if (answer.status === "in_progress") return data<StoreActionData>({ errors: { payment_method: [answer.message] } }, { status: 409 });
  if (answer.status === "requires_action") {
    return data<StoreActionData>({
      authenticate: { paymentId: answer.payment.id, amountCents: answer.payment.amountCents, clientSecret: answer.clientSecret },
    });
  }
  if (body.js === "1") return data<StoreActionData>({ paid: { paymentId: answer.payment.id, message: PAYMENT_THANK_YOU } });
  const fromSettings = new URL(args.request.url).searchParams.get("return") === "/profile";
  return redirect(`/sell/upgrade/${listing.id}?paid=${answer.payment.id}${fromSettings ? "&return=/profile" : ""}`);
}

export default function PremiumUpgrade({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, priceCents, member, premiumUntil, stamp, paid, back, renews, renewalCard } = loaderData;
  const root = useRootData();
  const busy = useNavigation().state === "submitting";
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const editHref = back;
  const justPaid = actionData?.paid;
  useOpenDialogWhen(SUCCESS_DIALOG, justPaid);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to={editHref} className="text-sm font-medium no-underline hover:underline">
        {back.startsWith("/profile") ? "← Back to My Settings" : "← Back to Edit My Listing"}
      </Link>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Upgrade to Premium</h1>
      <p className="mt-2 text-slate-600">
        From your listing <Link to={`/judgments/${listing.id}`}>{listing.title}</Link>
      </p>

      {paid ? (
        <div className="card mx-auto mt-8 max-w-lg p-8">
          <PaymentSuccess okHref={editHref} />
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-5">
          <PremiumPlan priceCents={priceCents} member={member} premiumUntil={premiumUntil} renews={renews} renewalCard={renewalCard} />
          <section className="card h-fit p-5 sm:p-6 lg:col-span-2" aria-labelledby="premium-pay-title">
            <h2 id="premium-pay-title" className="text-lg font-semibold">
              Pay for one month
            </h2>
            <dl className="mt-3 flex justify-between border-b border-slate-200 pb-3 text-base font-semibold text-slate-900">
              <dt>Premium membership, 1 month</dt>
              <dd className="tabular-nums" data-testid="premium-total">
                {formatMoney(priceCents)}
              </dd>
            </dl>
            <div className="mt-5">
              {actionData?.authenticate ? (
                <AuthenticatePayment
                  amountCents={actionData.authenticate.amountCents}
                  hidden={{ payment_id: String(actionData.authenticate.paymentId) }}
                  clientSecret={actionData.authenticate.clientSecret}
                />
              ) : (
                <PaymentForm
                  FormTag={Form}
                  action={`/sell/upgrade/${listing.id}${back.startsWith("/profile") ? "?return=/profile" : ""}`}
                  hidden={{
                    intent: "pay",
                    judgment_id: listing.id,
                    amount: priceCents,
                    premium_until: stamp,
                    ...(enhanced ? { js: "1" } : {}),
                  }}
                  totalCents={priceCents}
                  errors={actionData?.errors}
                  stripeKey={root?.stripe_key}
                  busy={busy}
                  cancel={
                    <Link to={editHref} className="btn-secondary" data-testid="premium-cancel">
                      Cancel
                    </Link>
                  }
                />
              )}
            </div>
          </section>
        </div>
      )}

      <Dialog id={SUCCESS_DIALOG} title="Payment Complete">
        <PaymentSuccess okHref={editHref} />
      </Dialog>
    </div>
  );
}
