// /buy-requests/{id}/edit: change a standing buy request (docs/decisions/0054). A refused form comes back
// with each message beside its field. Someone else's, a withdrawn or a missing request is a 404. Does not hydrate.
import type { Route } from "./+types/edit";
import { BuyRequestFormPage } from "~/components/buy-requests/buy-request-form";
import type { BuyRequestFormRefusal } from "~/components/buy-requests/types";
import { pageTitle } from "~/components/page-title";
import { requireUser } from "~/server/auth/guards";
import { loadBuyRequestForm, saveBuyRequest } from "~/server/buy-requests/page";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Edit a buy request", matches);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadBuyRequestForm(getServices(context), user.id, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return saveBuyRequest(getServices(context), user.id, params.id, await readBody(request));
}

export default function EditBuyRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <BuyRequestFormPage data={loaderData} refused={(actionData as BuyRequestFormRefusal | undefined) ?? null} />;
}
