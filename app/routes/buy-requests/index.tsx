// /buy-requests: the investor's standing buy requests (docs/decisions/0054): live ones first, each
// with its criteria, share range and last day, the listings sellers invited them to, Edit and
// Withdraw (a form post). Does not hydrate; someone else's request is a 404.
import type { Route } from "./+types/index";
import { BuyRequestList } from "~/components/buy-requests/buy-request-list";
import { pageTitle } from "~/components/page-title";
import { requireUser } from "~/server/auth/guards";
import { buyRequestsAction, loadBuyRequests } from "~/server/buy-requests/page";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle("Buy requests", matches, "What you buy, shown to the sellers of matching judgments without your name.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadBuyRequests(getServices(context), user.id);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return buyRequestsAction(getServices(context), user.id, await readBody(request));
}

export default function BuyRequests({ loaderData }: Route.ComponentProps) {
  return <BuyRequestList data={loaderData} />;
}
