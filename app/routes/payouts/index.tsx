// /payouts, "My Payout Settings" (seller spec): the Pending Payouts and the "Payouts With Stripe"
// panel. Form posts: intent=onboard (to the payout account's onboarding link), intent=connect
// (the offline provider's confirm step), intent=pay (PAY ME! for a released payout).
import { parseId } from "~/domain/ids";
import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { pageTitle } from "~/components/page-title";
import { PendingPayouts } from "~/components/payouts/pending-payouts";
import { StripePanel } from "~/components/payouts/stripe-panel";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { PaymentError } from "~/server/payments/provider";
import { confirmOfflineAccount, currentPayoutAccount, payoutOnboardingUrl } from "~/server/payouts/account";
import { payOut } from "~/server/payouts/pay";
import { listSellerPayouts } from "~/server/queries/payouts";
import { redirectWithToast } from "~/server/toast";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("My Payout Settings", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const [payouts, account] = await Promise.all([listSellerPayouts(services.db, user.id), currentPayoutAccount(services, user.id)]);
  const accountId = account?.accountId ?? null;
  const onboarding = new URL(request.url).searchParams.get("onboarding");
  return {
    accountId,
    accountReady: account?.ready ?? false,
    testMode: services.payments.name === "offline",
    onboarding: !accountId && onboarding && /^acct_off_[\w-]{6,40}$/.test(onboarding) ? onboarding : null,
    payouts: payouts.map((p) => ({
      id: p.id,
      judgmentId: p.judgmentId,
      title: p.title,
      priceCents: p.priceCents,
      amountCents: p.amountCents,
      feeCents: p.feeCents,
      refundedCents: p.refundedCents,
      status: p.status,
      completedAt: p.completedAt?.toISOString() ?? null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const body = await readBody(request);
  if (body.intent === "onboard") {
    try {
      return redirect(await payoutOnboardingUrl(services, { id: user.id, email: user.email }));
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      return redirectWithToast(services, "/payouts", { type: "error", description: error.message });
    }
  }
  if (body.intent === "connect") {
    const ok = await confirmOfflineAccount(services, user.id, String(body.account_id ?? ""));
    return redirectWithToast(
      services,
      "/payouts",
      ok
        ? { type: "success", description: "Your payout account is set up." }
        : { type: "error", description: "That payout account could not be confirmed. Please start again." },
    );
  }
  if (body.intent === "pay") {
    const id = parseId(body.payout_id);
    if (id === null) return redirectWithToast(services, "/payouts", { type: "error", description: "No payout found." });
    const result = await payOut(services, user.id, id);
    return redirectWithToast(
      services,
      "/payouts",
      result.ok
        ? { type: "success", description: result.alreadyPaid ? "This payout was already sent." : "Your payout is on its way." }
        : { type: "error", description: result.message },
    );
  }
  return redirectWithToast(services, "/payouts", { type: "error", description: "Unknown action." });
}

export default function Payouts({ loaderData }: Route.ComponentProps) {
  const { payouts, accountId, accountReady, onboarding, testMode } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">My Payout Settings</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        When a buyer confirms receiving your assignment (or the buyer's inspection window ends without a dispute), your payout (the price
        less the seller fee) is released here.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <PendingPayouts payouts={payouts} hasAccount={accountId !== null} accountReady={accountReady} />
        </div>
        <div className="min-w-0">
          <StripePanel accountId={accountId} accountReady={accountReady} onboarding={onboarding} testMode={testMode} />
        </div>
      </div>
    </div>
  );
}
