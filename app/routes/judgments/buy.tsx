// /judgments/buy/{id}: Buy Now. GET is its review (issue 29: the judgment, the price, the buyer's
// fee, the total, the shares, the deadlines that follow and what happens next) with a confirm
// button, the one way in from the judgment page; POST (a signed-in member, not the owner, on an active listing) makes an accepted
// offer at the asking price (app/server/offers/buy-now.ts) and goes on to /judgments/pay/{id}.
// A fetch that asks for JSON gets refusals as JSON.
import { data } from "react-router";
import type { Route } from "./+types/buy";
import { pageTitle } from "~/components/page-title";
import { DealReview } from "~/components/deal/deal-review";
import { formatDate } from "~/domain/dates";
import { dealFigures } from "~/domain/deal-math";
import { dealSteps } from "~/domain/deal-steps";
import { buyNowPrice } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import { parseInput, readBody } from "~/server/http/body";
import { buyNowSchema } from "~/domain/schemas/offer-form";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { buyNow } from "~/server/offers/buy-now";
import { Refusal } from "~/server/http/refusal";
import { findListingDeal } from "~/server/offers/deal-terms";
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
  const now = clock.now();
  const deal = await findListingDeal(db, id, viewerOf(user), now);
  if (!deal) notFound();
  const { listing: judgment, access } = deal;
  const noun = judgment.kind === "portfolio" ? "portfolio" : "judgment";
  const refusal =
    access.relation === "owner" ? "This is your own listing." : judgment.status !== "active" ? `This ${noun} is no longer for sale.` : null;
  const price = buyNowPrice({ askingCents: judgment.priceCents, buyNowCents: judgment.buyNowCents });
  return {
    judgment: { id: judgment.id, title: judgment.title, placeLine: judgment.placeLine },
    noun,
    sellerHandle: judgment.sellerHandle,
    priceCents: price,
    figures: dealFigures(price, "buyer", deal.terms),
    steps: dealSteps("buyer", now, branding.timeframes),
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
  const { judgment, priceCents, figures, steps, sellerHandle, noun } = loaderData;
  const refusal = actionData && "error" in actionData ? actionData.error : loaderData.refusal;
  return (
    <DealReview
      heading="Buy Now"
      intro={
        <>
          You agree to buy this {noun} from <strong>@{sellerHandle}</strong> at its Buy Now price of{" "}
          <strong className="tabular-nums">{figures.amount}</strong>. This is binding: any other offers on it are declined.
        </>
      }
      judgment={judgment}
      figures={figures}
      amountLabel="Buy Now price"
      steps={steps}
      notice={refusal}
    >
      {refusal ? (
        <a href={`/judgments/${judgment.id}`} className="btn-secondary w-full" data-testid="buy-refusal">
          Back to the judgment
        </a>
      ) : (
        <form method="post" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <input type="hidden" name="price" value={dollarText(priceCents)} />
          <a href={`/judgments/${judgment.id}`} className="btn-secondary">
            Cancel
          </a>
          <button type="submit" className="btn-primary" data-busy-label="Confirming…" data-testid="confirm-buy">
            Confirm Purchase: {figures.bottomLine}
          </button>
        </form>
      )}
    </DealReview>
  );
}
