// /judgments/pay/{id}: the accepted buyer pays for a judgment — the agreed amount, the buyer's fee,
// the total and the deadline; a saved card or a new one; 3-D Secure when the bank asks. Only the
// buyer whose offer was accepted; after paying, what happens now (the money held, the seller's
// assignment deadline, the buyer's next steps, a link to the listing's assignment section).
import { isPaidOrLater } from "~/domain/listing-status";
import { canViewListing, viewerOf } from "~/domain/listing-visibility";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/pay-for-judgment";
import { pageTitle } from "~/components/page-title";
import { AuthenticatePayment } from "~/components/payments/card-form";
import { AddressNeeded } from "~/components/purchase/address-needed";
import { IdentityNeeded } from "~/components/purchase/identity-needed";
import { paymentIdentityMessage, paymentNeedsIdentity } from "~/domain/identity";
import { isIdentityVerified } from "~/server/identity/sessions";
import { AfterPayment, type AfterPaymentView } from "~/components/purchase/after-payment";
import { CardChoice } from "~/components/purchase/card-choice";
import { PaymentErrors } from "~/components/purchase/payment-errors";
import { PurchaseSummary } from "~/components/purchase/purchase-summary";
import { dealFigures, feeRuleOf } from "~/domain/deal-math";
import { findListingDeal } from "~/server/offers/deal-terms";
import { afterPaymentSteps } from "~/domain/deal-steps";
import { useRootData } from "~/components/ui/root-data";
import { hasAssignmentInfo } from "~/domain/address-form";
import { dollarText, formatMoney } from "~/domain/money";
import { paymentRequestSchema } from "~/domain/schemas/payment-forms";
import { defaultFirst } from "~/domain/saved-cards";
import { DEADLINE_PASSED, purchaseTerms } from "~/domain/purchase";
import { listingPlaceLine } from "~/domain/portfolios";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { authenticateOwnPayment, authenticationReply } from "~/server/checkout/authenticate";
import { parseInput, readBody } from "~/server/http/body";
import { savedCards } from "~/server/payments/saved-cards";
import { payForJudgment } from "~/server/checkout/paid-things/purchase";
import { findBuyerAddress } from "~/server/queries/addresses";
import { findSaleDispute } from "~/server/queries/escrow";
import { findPurchaseListing } from "~/server/queries/purchases";
import { jsonError } from "~/server/http/refusal";
import { parseId } from "~/domain/ids";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Pay for Judgment", matches);

/** `authenticate.clientSecret` is the charge's 3-D Secure token for Stripe.js: only ever in the paying buyer's own answer. */
type ActionData = { errors?: Record<string, string[]>; authenticate?: { paymentId: number; amountCents: number; clientSecret: string } };

async function buyersListing(args: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser(args.request, args.context);
  const services = getServices(args.context);
  const id = parseId(args.params.id);
  const listing = id === null ? null : await findPurchaseListing(services.db, id);
  if (!listing || !canViewListing(listing, user, services.clock.now())) throw new Response("Not Found", { status: 404 });
  if (listing.buyerId !== user.id) throw jsonError(403, "Only the buyer whose offer was accepted can pay for this judgment.");
  return { user, services, listing };
}

export async function loader(args: Route.LoaderArgs) {
  const { user, services, listing } = await buyersListing(args);
  const paid = isPaidOrLater(listing.status);
  if (!paid && listing.status !== "offer_accepted") throw jsonError(409, "This judgment is not waiting for a payment.");
  const [address, cards, deal, verified] = await Promise.all([
    findBuyerAddress(services.db, user.id),
    paid ? null : savedCards(services, user.id),
    paid ? null : findListingDeal(services.db, listing.id, viewerOf(user), services.clock.now()),
    isIdentityVerified(services.db, user.id),
  ]);
  const terms = purchaseTerms(listing.agreedCents ?? 0);
  const threshold = services.config.identity.paymentThresholdCents;
  const hasAddress = hasAssignmentInfo(address);
  const dispute =
    (listing.status === "disputed" || listing.status === "sold") && listing.acceptedOfferId !== null
      ? await findSaleDispute(services.db, listing.id, listing.acceptedOfferId)
      : null;
  const afterPayment: AfterPaymentView | null = isPaidOrLater(listing.status)
    ? {
        judgmentId: listing.id,
        status: listing.status,
        totalCents: terms.totalCents,
        brandName: services.branding.name,
        assignmentDueAt: listing.status === "paid" ? (listing.assignmentDueAt?.toISOString() ?? null) : null,
        inspectionDueAt: listing.status === "assigned" ? (listing.inspectionDueAt?.toISOString() ?? null) : null,
        inspectionDays: services.branding.timeframes.inspection_days,
        hasAddress,
        dispute: dispute && { resolution: dispute.resolution, refundCents: dispute.refundCents },
      }
    : null;
  return {
    listing: {
      id: listing.id,
      title: listing.title,
      /** "Judgment" or "Portfolio": the page's heading and its way back. */
      noun: listing.kind === "portfolio" ? ("Portfolio" as const) : ("Judgment" as const),
      // A judgment's case number; a portfolio's size and face value (docs/decisions/0055).
      caseLine:
        listing.kind === "portfolio"
          ? listingPlaceLine({ kind: "portfolio", size: listing.portfolioSize ?? 0, amountCents: listing.amountCents })
          : `Case ${listing.casenum}`,
    },
    terms,
    // The payment deadline matters only until the buyer has paid.
    paymentDueAt: paid ? null : (listing.paymentDueAt?.toISOString() ?? null),
    pastDue: !paid && listing.paymentDueAt !== null && services.clock.now() > listing.paymentDueAt,
    paid,
    afterPayment,
    /** Before paying: what follows the payment, as the review of every binding step says it (issue 29). */
    nextSteps: paid ? null : afterPaymentSteps("buyer", services.branding.timeframes),
    feeRule: feeRuleOf("buyer"),
    /** The agreed price against the asking price and the estimated balance today (issue 29). */
    shares: deal && dealFigures(terms.agreedCents, "buyer", deal.terms),
    hasAddress,
    /** Above the threshold, the refusal the pay API would answer until the buyer's identity is verified. */
    identityNeeded: !paid && paymentNeedsIdentity(terms.totalCents, threshold, verified) ? paymentIdentityMessage(threshold) : null,
    cards: cards ? defaultFirst(cards.methods, cards.default) : [],
    attempt: crypto.randomUUID(),
  };
}

export async function action(args: Route.ActionArgs) {
  const { user, services, listing } = await buyersListing(args);
  const body = await readBody(args.request);
  const reply = authenticationReply(body);
  const answer = reply
    ? await authenticateOwnPayment(services, user.id, reply, ["purchase"])
    : await payForJudgment(services, { userId: user.id, body: parseInput({ ...body, judgment_id: listing.id }, paymentRequestSchema) });
  if ("refused" in answer) return data<ActionData>({ errors: answer.errors }, { status: answer.status });
  if (answer.status === "failed") return data<ActionData>({ errors: { payment_method: [answer.message] } }, { status: 402 });
  if (answer.status === "in_progress") return data<ActionData>({ errors: { payment_method: [answer.message] } }, { status: 409 });
  if (answer.status === "requires_action") {
    const { payment, clientSecret } = answer;
    return data<ActionData>({ authenticate: { paymentId: payment.id, amountCents: payment.amountCents, clientSecret } });
  }
  return redirect(`/judgments/pay/${listing.id}`);
}

export default function PayForJudgment({ loaderData, actionData }: Route.ComponentProps) {
  const {
    listing,
    terms,
    paymentDueAt,
    pastDue,
    paid,
    afterPayment,
    nextSteps,
    feeRule,
    shares,
    hasAddress,
    identityNeeded,
    cards,
    attempt,
  } = loaderData;
  const root = useRootData();
  const busy = useNavigation().state === "submitting";
  const here = `/judgments/pay/${listing.id}`;
  const result = actionData as ActionData | undefined;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to={`/judgments/${listing.id}`} className="text-sm font-medium no-underline hover:underline">
        ← Back to the {listing.noun.toLowerCase()}
      </Link>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Pay for {listing.noun}</h1>
      <p className="mt-2 text-slate-600">
        {listing.title} <span className="text-slate-400">·</span> {listing.caseLine}
      </p>

      <div className="mt-8 grid gap-6 md:grid-cols-5">
        {/* Once paid, what happens now comes first on a phone; the summary follows it. */}
        <section className={`card h-fit p-5 md:col-span-2 ${paid ? "order-last md:order-none" : ""}`} aria-labelledby="summary-title">
          <h2 id="summary-title" className="text-lg font-semibold">
            Summary
          </h2>
          <div className="mt-3">
            <PurchaseSummary {...terms} paymentDueAt={paymentDueAt} />
            <p className="mt-2 text-xs text-slate-500" data-testid="purchase-fee-rule">
              Buyer's fee: {feeRule}.
            </p>
            {shares && (
              <p className="mt-1 text-xs text-slate-500" data-testid="purchase-shares">
                The agreed price is {shares.shareOfAsking} of the asking price
                {shares.shareOfBalance ? ` and ${shares.shareOfBalance} of the estimated balance today` : " (no estimate of the balance)"}.
              </p>
            )}
          </div>
          {nextSteps && (
            <div className="mt-4 border-t border-slate-200 pt-3">
              <h3 className="text-sm font-semibold text-slate-900">After you pay</h3>
              <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-slate-700" data-testid="pay-next-steps">
                {nextSteps.map((step) => (
                  <li key={step.label}>
                    <strong>{step.label}.</strong> {step.text}
                  </li>
                ))}
              </ol>
            </div>
          )}
        </section>

        <section className="card p-5 sm:p-6 md:col-span-3" aria-labelledby="pay-title">
          <h2 id="pay-title" className="text-lg font-semibold">
            {paid ? "Paid" : "Payment"}
          </h2>
          <div className="mt-4 space-y-4">
            {afterPayment ? (
              <AfterPayment view={afterPayment} />
            ) : pastDue ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
                {DEADLINE_PASSED}
              </p>
            ) : !hasAddress ? (
              <AddressNeeded returnTo={here} />
            ) : identityNeeded ? (
              <IdentityNeeded message={identityNeeded} returnTo={here} />
            ) : result?.authenticate ? (
              <AuthenticatePayment
                amountCents={result.authenticate.amountCents}
                hidden={{ payment_id: String(result.authenticate.paymentId) }}
                clientSecret={result.authenticate.clientSecret}
              />
            ) : (
              <Form method="post" action={here} className="space-y-5" data-testid="pay-form">
                <PaymentErrors errors={result?.errors} />
                <input type="hidden" name="amount" value={dollarText(terms.totalCents)} />
                <input type="hidden" name="attempt" value={attempt} />
                {/* The provider's message is shown once, in the alert above. */}
                <CardChoice cards={cards} stripeKey={root?.stripe_key} errors={{ ...result?.errors, payment_method: undefined }} />
                <button type="submit" className="btn-primary w-full" disabled={busy} data-testid="pay-submit">
                  {busy ? "Paying…" : `Pay ${formatMoney(terms.totalCents)}`}
                </button>
              </Form>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
