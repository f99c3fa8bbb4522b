// /sell/enhance?judgment_id={id}: the wizard's step after the documents. Upsell cards, the cart,
// the payment and success dialogs; OK after paying and 'I'll Add Enhancements Later' both lead to
// /sell/success. Without judgment_id the listing of the seller's saved cart is used.
import { redirect } from "react-router";
import type { Route } from "./+types/enhance";
import { EnhancementPage } from "~/components/enhancements/enhancement-page";
import { pageTitle } from "~/components/page-title";
import { useRootData } from "~/components/ui/root-data";
import { getServices } from "~/server/context";
import { readUpsellCart } from "~/server/enhancements/cart";
import { judgmentIdFrom } from "~/server/checkout/refusal";
import { enhancementStoreAction, loadEnhancementStore } from "~/server/enhancements/store-page";
import { requireUser } from "~/server/auth/guards";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Enhance Your Listing | List Your Judgment", matches);

async function listingId(request: Request, context: Route.LoaderArgs["context"]): Promise<number> {
  await requireUser(request, context);
  const fromQuery = judgmentIdFrom(new URL(request.url).searchParams.get("judgment_id"));
  const id = fromQuery ?? (await readUpsellCart(request, getServices(context)))?.judgmentId ?? null;
  if (id === null) throw redirect("/sell/success");
  return id;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEnhancementStore(request, context, "wizard", await listingId(request, context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return enhancementStoreAction(request, context, "wizard", await listingId(request, context));
}

export default function Enhance({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  return <EnhancementPage page={loaderData} actionData={actionData} stripeKey={root?.stripe_key} />;
}
