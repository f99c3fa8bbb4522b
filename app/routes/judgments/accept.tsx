// /judgments/{id}/accept?offer={offerId}: the review before accepting (issue 29). The owner
// accepting a buyer's offer, or the buyer accepting the owner's counter-offer, sees the whole deal
// first (app/server/offers/accept-review.ts); only Confirm binds: it posts the judgment page's
// accept intent naming the amount shown (and confirmed), which the server checks again. A page
// that does not hydrate (docs/decisions/0040).
import type { Route } from "./+types/accept";
import { loadAsDocument } from "~/components/document-load";
import { DealReview } from "~/components/deal/deal-review";
import { pageTitle } from "~/components/page-title";
import { parseId } from "~/domain/ids";
import { dollarText, parseDollarsToCents } from "~/domain/money";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { loadAcceptReview } from "~/server/offers/accept-review";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.intent === "accept-counter" ? "Review the Counter-offer" : "Review the Offer", matches);

/** Linked from the owner's page, which hydrates: this page loads as a document. */
export const clientLoader = loadAsDocument;

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const judgmentId = parseId(params.id);
  const offerId = parseId(url.searchParams.get("offer"));
  if (judgmentId === null || offerId === null) notFound();
  const seenCents = parseDollarsToCents(url.searchParams.get("amount"));
  const review = await loadAcceptReview(getServices(context), { judgmentId, offerId, user, seenCents });
  if (!review) notFound();
  return review;
}

export default function AcceptReviewPage({ loaderData: review }: Route.ComponentProps) {
  const amount = review.figures.amount;
  const counter = review.intent === "accept-counter";
  const intro = counter ? (
    <>
      You agree to buy this judgment from <strong>{review.counterparty}</strong> at their counter-offer of{" "}
      <strong className="tabular-nums">{amount}</strong>. This is binding: you must then pay within the payment window.
    </>
  ) : (
    <>
      You agree to sell this judgment to <strong>{review.counterparty}</strong> for <strong className="tabular-nums">{amount}</strong>. This
      is binding: every other open offer is declined and its buyer told.
    </>
  );
  const notice =
    review.refusal ?? (review.changedFrom && `The amount changed since you looked: it was ${review.changedFrom}, it is now ${amount}.`);
  return (
    <DealReview
      heading={counter ? "Review the Counter-offer" : "Review the Offer"}
      intro={intro}
      judgment={review.judgment}
      figures={review.figures}
      amountLabel="Agreed price"
      steps={review.steps}
      notice={notice}
    >
      {review.refusal ? (
        <a href={`/judgments/${review.judgment.id}`} className="btn-secondary w-full">
          Back to the judgment
        </a>
      ) : (
        <form method="post" action={`/judgments/${review.judgment.id}`} className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <input type="hidden" name="intent" value={review.intent} />
          <input type="hidden" name="offer_id" value={review.offerId} />
          <input type="hidden" name="amount" value={dollarText(review.amountCents)} />
          <input type="hidden" name="confirmed_amount" value={dollarText(review.amountCents)} />
          <a href={`/judgments/${review.judgment.id}`} className="btn-secondary">
            Cancel
          </a>
          <button type="submit" className="btn-primary" data-busy-label="Confirming…" data-testid="confirm-accept">
            Confirm: {counter ? "Buy" : "Sell"} for {amount}
          </button>
        </form>
      )}
    </DealReview>
  );
}
