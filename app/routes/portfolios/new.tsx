// /portfolios/new: group two or more of your active judgments into a portfolio (docs/decisions/0055).
// Preview shows the totals and the offers it will decline before anything is created; Create sends
// it for review and opens its page. Signed-in members only; no hydration (forms post).
import { Link } from "react-router";
import type { Route } from "./+types/new";
import { GroupingForm } from "~/components/portfolios/grouping-form";
import { pageTitle } from "~/components/page-title";
import { groupingPageAction, loadGroupingPage } from "~/server/portfolios/grouping-page";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Group into a portfolio", matches);

export async function loader(args: Route.LoaderArgs) {
  return loadGroupingPage(args);
}

export async function action(args: Route.ActionArgs) {
  return groupingPageAction(args);
}

export default function NewPortfolioPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? {
    judgment_ids: loaderData.preselected,
    title: "",
    description: "",
    price: "",
    buy_now: "",
    offers_visibility: "all" as const,
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to="/selling" className="text-sm font-medium no-underline hover:underline">
        ← Back to Selling
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Group into a portfolio</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Sell several of your judgments as one listing, at one price: a buyer offers on the portfolio, pays once and receives an assignment
        of each judgment. You can dissolve it while no offer is accepted.
      </p>
      <div className="mt-6">
        <GroupingForm judgments={loaderData.judgments} values={values} errors={actionData?.errors} preview={actionData?.preview ?? null} />
      </div>
    </div>
  );
}
