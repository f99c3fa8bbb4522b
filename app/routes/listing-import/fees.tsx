// /sell/fees: every listing fee the seller owes, paid in ONE payment (docs/decisions/0052): after a
// spreadsheet import, the batch's fees with one card entry instead of one checkout a listing. The
// listings and their fees, the total, the card form, 3-D Secure when the card asks for it; once
// paid, each listing goes to review. The page hydrates for the card form (docs/decisions/0040).
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/fees";
import { hydrates } from "~/components/hydration";
import { pageTitle } from "~/components/page-title";
import { CardFields } from "~/components/payments/card-form";
import { AuthenticateStep, otherProblems, PaymentProblems } from "~/components/payments/payment-step";
import { useRootData } from "~/components/ui/root-data";
import { formatMoney } from "~/domain/money";
import { paymentRequestSchema } from "~/domain/schemas/payment-forms";
import { requireUser } from "~/server/auth/guards";
import { authenticateOwnPayment, authenticationReply } from "~/server/checkout/authenticate";
import type { CheckoutAnswer } from "~/server/checkout/answer";
import { batchKey, payListingFees } from "~/server/checkout/paid-things/listing-fees";
import { getServices } from "~/server/context";
import { parseInput, readBody } from "~/server/http/body";
import { pendingClientSecret } from "~/server/payments/client-secret";
import { listFeesDue } from "~/server/queries/listing-fee-batches";
import { findPaymentByIdempotencyKey } from "~/server/queries/payments";
import { redirectWithToast } from "~/server/toast";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Pay Your Listing Fees", matches);

/** Listings named one by one on the page; the rest are counted. */
const SHOWN = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const items = await listFeesDue(services.db, user.id);
  const totalCents = items.reduce((sum, item) => sum + item.dueCents, 0);
  const payment = items.length ? await findPaymentByIdempotencyKey(services.db, batchKey(user.id, items)) : null;
  const waiting = payment?.status === "requires_action" ? payment : null;
  return {
    count: items.length,
    shown: items.slice(0, SHOWN),
    totalCents,
    authenticate: waiting ? { paymentId: waiting.id, clientSecret: await pendingClientSecret(services, waiting) } : null,
  };
}

type ActionData = { errors: Record<string, string[]>; total?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const body = await readBody(request);
  const answered = (answer: CheckoutAnswer) => {
    if ("refused" in answer) {
      const total = typeof answer.extra?.total === "number" ? answer.extra.total : undefined;
      return data<ActionData>({ errors: answer.errors, total }, { status: answer.status });
    }
    if (answer.status === "succeeded") {
      return redirectWithToast(services, "/selling", {
        type: "success",
        title: "Payment received",
        description: "Thank you! Your listings go to review now; an invoice has been e-mailed to you for your records.",
      });
    }
    // 3-D Secure: the page shows the authentication step (its loader finds the waiting payment).
    if (answer.status === "requires_action") throw redirect("/sell/fees");
    return data<ActionData>({ errors: { _: [answer.message] } }, { status: answer.status === "in_progress" ? 409 : 402 });
  };
  const reply = authenticationReply(body);
  if (reply) return answered(await authenticateOwnPayment(services, user.id, reply, ["listing_fees"]));
  return answered(await payListingFees(services, { userId: user.id, body: parseInput(body, paymentRequestSchema) }));
}

export default function ListingFees({ loaderData, actionData }: Route.ComponentProps) {
  const { count, shown, totalCents, authenticate } = loaderData;
  const errors = (actionData as ActionData | undefined)?.errors;
  const stripeKey = useRootData()?.stripe_key ?? null;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link to="/selling" className="text-sm font-medium no-underline hover:underline">
        ← My Selling Dashboard
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">Pay your listing fees</h1>
      {count === 0 ? (
        <p className="mt-4 text-slate-700" data-testid="fees-none">
          No listing fee is due on your listings.
        </p>
      ) : (
        <div className="card mt-6 p-5 sm:p-8">
          <p className="text-sm text-slate-600">
            One payment for the listing fees of {count === 1 ? "1 listing" : `${count.toLocaleString("en-US")} listings`}. Each listing goes
            to review once it is paid.
          </p>
          <table className="mt-4 w-full text-sm" data-testid="fees-table">
            <caption className="sr-only">Listing fees due</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className="py-2 font-medium">
                  Listing
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Listing fee
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => (
                <tr key={item.judgmentId} className="border-b border-slate-100" data-testid="fees-line">
                  <td className="py-2 pr-3">
                    <Link to={`/judgments/${item.judgmentId}`}>{item.title}</Link>
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(item.dueCents)}</td>
                </tr>
              ))}
              {count > shown.length && (
                <tr>
                  <td className="py-2 pr-3 text-slate-600">And {(count - shown.length).toLocaleString("en-US")} more listings</td>
                  <td />
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-3 text-left font-semibold">
                  Total
                </th>
                <td className="pt-3 text-right font-semibold tabular-nums" data-testid="fees-total">
                  {formatMoney(totalCents)}
                </td>
              </tr>
            </tfoot>
          </table>
          <PaymentProblems messages={otherProblems(errors)} testId="fees-error" />
          <div className="mt-6">
            {authenticate ? (
              <AuthenticateStep errors={errors} amountCents={totalCents} authenticate={authenticate} />
            ) : (
              <Form method="post" className="space-y-5" noValidate data-testid="fees-form">
                <input type="hidden" name="amount" value={totalCents} />
                <CardFields stripeKey={stripeKey} errors={errors} />
                <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
                  <Link to="/selling" className="btn-secondary">
                    Pay Later
                  </Link>
                  <button type="submit" className="btn-primary px-6" disabled={busy} data-testid="fees-pay">
                    {busy ? "Processing…" : `Pay ${formatMoney(totalCents)}`}
                  </button>
                </div>
                <p className="text-xs text-slate-500">
                  Payments are processed securely by our card payment provider; we never store your card number.
                </p>
              </Form>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
