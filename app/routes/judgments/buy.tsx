// /judgments/buy/{id}: Buy Now. GET shows the asking price, the buyer's fee and the total with a
// confirm button; POST (a signed-in member, not the owner, on an active listing) makes an accepted
// offer at the asking price (app/server/offers/buy-now.ts) and goes on to /judgments/pay/{id}.
// A fetch that asks for JSON gets refusals as JSON (the judgment page's Buy Now modal).
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/buy";
import { pageTitle } from "~/components/page-title";
import { formatDate } from "~/domain/dates";
import { buyerFee, buyerTotal, buyNowPrice } from "~/domain/fees";
import { dollarText, formatMoney } from "~/domain/money";
import { parseInput, readBody } from "~/server/http/body";
import { buyNowSchema } from "~/domain/schemas/offer-form";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { buyNow } from "~/server/offers/buy-now";
import { Refusal } from "~/server/http/refusal";
import { loadJudgmentForViewer } from "~/server/queries/judgment-detail";
import { redirectWithToast } from "~/server/toast";
import { parseId } from "~/domain/ids";
import { viewerOf } from "~/domain/listing-visibility";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Buy Now", matches);

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (id === null) notFound();
  const { db, branding, clock } = getServices(context);
  const view = await loadJudgmentForViewer(db, id, viewerOf(user), clock.now());
  if (!view) notFound();
  const { judgment, access } = view;
  const refusal =
    access.relation === "owner"
      ? "This is your own listing."
      : judgment.status !== "active"
        ? "This judgment is no longer for sale."
        : null;
  const price = buyNowPrice({ askingCents: judgment.priceCents, buyNowCents: judgment.buyNowCents });
  return {
    judgment: { id: judgment.id, title: judgment.title, county: judgment.county.name, state: judgment.state.name },
    priceCents: price,
    feeCents: buyerFee(price),
    totalCents: buyerTotal(price),
    paymentDays: branding.timeframes.acceptance_to_payment,
    refusal,
  };
}

const wantsJsonAnswer = (request: Request) =>
  (request.headers.get("accept") ?? "").includes("application/json") || request.headers.get("x-requested-with") === "XMLHttpRequest";

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (id === null) notFound();
  const services = getServices(context);
  try {
    const { price: seenPriceCents } = parseInput(await readBody(request), buyNowSchema);
    const result = await buyNow(services, { userId: user.id, judgmentId: id, seenPriceCents });
    return redirectWithToast(services, `/judgments/pay/${id}`, {
      type: "success",
      title: "The judgment is yours!",
      description: `Please pay by ${formatDate(result.paymentDueAt)} to complete the purchase.`,
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.status === 404) notFound();
    if (wantsJsonAnswer(request)) return error;
    return data({ error: error.message }, { status: error.status });
  }
}

export default function BuyNowPage({ loaderData, actionData }: Route.ComponentProps) {
  const { judgment, priceCents, feeCents, totalCents, paymentDays } = loaderData;
  const refusal = actionData && "error" in actionData ? actionData.error : loaderData.refusal;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <Link to={`/judgments/${judgment.id}`} className="text-sm font-medium no-underline hover:underline">
        ← Back to the judgment
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Buy Now</h1>
      <section className="card mt-6 p-5 sm:p-6" aria-labelledby="buy-title">
        <h2 id="buy-title" className="break-words text-lg font-semibold">
          {judgment.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {judgment.county}, {judgment.state}
        </p>
        <dl className="mt-5 divide-y divide-slate-100 rounded-md border border-slate-200 text-sm" data-testid="buy-summary">
          <div className="flex justify-between gap-4 px-3 py-2">
            <dt>Buy Now price</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(priceCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 px-3 py-2">
            <dt>Buyer's fee</dt>
            <dd className="tabular-nums">{formatMoney(feeCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 bg-slate-50 px-3 py-2">
            <dt className="font-semibold">Total to pay</dt>
            <dd className="font-bold tabular-nums">{formatMoney(totalCents)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm leading-relaxed text-slate-600">
          Buying now accepts the seller's Buy Now price. You then pay within {paymentDays} business days; the money is held until you
          confirm the judgment was assigned to you. Any other offers on this judgment are declined.
        </p>
        {refusal ? (
          <p
            role="alert"
            className="mt-5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="buy-refusal"
          >
            {refusal}
          </p>
        ) : (
          <Form method="post" className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <input type="hidden" name="price" value={dollarText(priceCents)} />
            <Link to={`/judgments/${judgment.id}`} className="btn-secondary">
              Cancel
            </Link>
            <button type="submit" className="btn-primary" disabled={busy} data-testid="confirm-buy">
              {busy ? "Confirming…" : "Confirm Purchase"}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
