// /buy-requests/new: post a standing buy request (docs/decisions/0054). A refused form comes back
// with each message beside its field. Does not hydrate.
import type { Route } from "./+types/new";
import { BuyRequestFormPage } from "~/components/buy-requests/buy-request-form";
import type { BuyRequestFormRefusal } from "~/components/buy-requests/types";
import { pageTitle } from "~/components/page-title";
import { requireUser } from "~/server/auth/guards";
import { loadBuyRequestForm, saveBuyRequest } from "~/server/buy-requests/page";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Post a buy request", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadBuyRequestForm(getServices(context), user.id, undefined);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return saveBuyRequest(getServices(context), user.id, undefined, await readBody(request));
}

export default function NewBuyRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <BuyRequestFormPage data={loaderData} refused={(actionData as BuyRequestFormRefusal | undefined) ?? null} />;
}
