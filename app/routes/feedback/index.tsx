// /feedback ("Your feedback", docs/decisions/0045): every sale the member bought or sold, newest
// first — those waiting for the member's rating first — with the form while the 60 days run, what
// each side left, and a link to the listing when the member may still open it. It is where a buyer
// refunded on a listing that went back to review (whose page is closed to them) still rates the
// seller. A plain form page; it does not hydrate.
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { SaleFeedbackBody, type Failed } from "~/components/feedback/sale-feedback";
import { pageTitle } from "~/components/page-title";
import { feedbackLimits } from "~/config/limits";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { loadMemberFeedback, type MemberSaleFeedback } from "~/server/feedback/member-page";
import { memberFeedbackAction } from "~/server/feedback/page-intents";
import { readBody } from "~/server/http/body";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Your Feedback", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const sales = await loadMemberFeedback(getServices(context), user);
  return { waiting: sales.filter((s) => s.state === "open"), others: sales.filter((s) => s.state !== "open") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const body = await readBody(request);
  return memberFeedbackAction(getServices(context), { user: { id: user.id, roles: user.roles }, body });
}

export default function YourFeedback({ loaderData, actionData }: Route.ComponentProps) {
  const { waiting, others } = loaderData;
  const failed: Failed =
    actionData && "feedbackErrors" in actionData
      ? { errors: actionData.feedbackErrors as Record<string, string[] | undefined>, typed: actionData.feedbackTyped }
      : null;
  return (
    <div id="feedback" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight">Your feedback</h1>
      <p className="mt-2 text-sm text-slate-600">
        After a sale is completed or refunded, its buyer and its seller may each rate the other once, within {feedbackLimits.windowDays}{" "}
        days. Ratings show on the member's public page.
      </p>
      <Sales title="Waiting for your feedback" testId="feedback-waiting" sales={waiting} failed={failed}>
        Nothing waits for your rating.
      </Sales>
      <Sales title="Your sales and purchases" testId="feedback-others" sales={others} failed={failed}>
        No other sales or purchases yet.
      </Sales>
    </div>
  );
}

function Sales({
  title,
  testId,
  sales,
  failed,
  children,
}: {
  title: string;
  testId: string;
  sales: MemberSaleFeedback[];
  failed: Failed;
  children: string;
}) {
  return (
    <section className="mt-8" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {sales.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{children}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {sales.map((sale) => (
            <li key={sale.paymentId} className="card p-5" data-testid="member-sale" data-payment={sale.paymentId} data-state={sale.state}>
              <p className="text-sm text-slate-500">{sale.side === "buyer" ? "You bought" : "You sold"}</p>
              <h3 className="font-semibold [overflow-wrap:anywhere]">
                {sale.canOpenListing ? <Link to={`/judgments/${sale.judgmentId}`}>{sale.title}</Link> : sale.title}
              </h3>
              <SaleFeedbackBody
                action="/feedback"
                sale={sale}
                failed={failed?.typed.payment_id === String(sale.paymentId) ? failed : null}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
