// /sell/enhance/{id}: the enhancements-later page of an existing listing (linked from its edit
// page): upsell cards, the cart, the payment and success dialogs. OK after paying returns to
// /judgments/{id}/edit. Only the listing's owner; new, active or hidden listings (409 otherwise).
import type { Route } from "./+types/enhance-later";
import { EnhancementPage } from "~/components/enhancements/enhancement-page";
import { pageTitle } from "~/components/page-title";
import { useRootData } from "~/components/ui/root-data";
import { enhancementStoreAction, loadEnhancementStore } from "~/server/enhancements/store-page";
import { parseId } from "~/domain/ids";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Enhance Your Listing", matches);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadEnhancementStore(request, context, "later", parseId(params.id));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return enhancementStoreAction(request, context, "later", parseId(params.id));
}

export default function EnhanceLater({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  return <EnhancementPage page={loaderData} actionData={actionData} stripeKey={root?.stripe_key} />;
}
