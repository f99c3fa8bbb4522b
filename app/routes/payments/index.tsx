// /payments ("Payments", linked from My Settings): the member's saved cards with their own expiry
// and which one is the default; make another the default, remove one (detached at the payment
// provider), add one (verified by the bank before it is saved: a declined card is never kept).
// Form posts with intent=default | remove (payment_method) | add (the card form's fields); they
// work without JavaScript. JSON: GET /api/users/payment_methods, POST
// /api/users/payment_methods/default, DELETE /api/users/payment_methods/{id}.
import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/index";
import { pageTitle } from "~/components/page-title";
import { AddCardForm, SavedCardList } from "~/components/payments/saved-cards";
import { useRootData } from "~/components/ui/root-data";
import { savedCardIdSchema } from "~/domain/schemas/saved-cards";
import { requireUser } from "~/server/auth/guards";
import { paymentMethodFromForm } from "~/server/checkout/card-input";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { Refusal } from "~/server/http/refusal";
import { CARD_NOT_FOUND, makeDefaultCard, removeCard, saveCard, savedCards } from "~/server/payments/saved-cards";
import { redirectWithToast } from "~/server/toast";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Payments", matches);

type ActionData = { errors?: Record<string, string[]> };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const cards = await savedCards(getServices(context), user.id);
  return { cards: cards?.methods ?? [], defaultId: cards?.default ?? null, unavailable: cards === null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const body = await readBody(request);
  if (body.intent === "add") {
    const card = paymentMethodFromForm(body);
    if ("errors" in card) return data<ActionData>({ errors: card.errors }, { status: 422 });
    const saved = await saveCard(services, user.id, card.paymentMethod);
    if ("message" in saved) return data<ActionData>({ errors: { _: [saved.message] } }, { status: 422 });
    return redirectWithToast(services, "/payments", { type: "success", description: "Your card was saved." });
  }
  if (body.intent === "default" || body.intent === "remove") {
    const id = savedCardIdSchema.safeParse(body.payment_method);
    if (!id.success) return redirectWithToast(services, "/payments", { type: "error", description: CARD_NOT_FOUND });
    try {
      if (body.intent === "default") await makeDefaultCard(services, user.id, id.data);
      else await removeCard(services, user.id, id.data);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return redirectWithToast(services, "/payments", { type: "error", description: error.message });
    }
    const done = body.intent === "default" ? "Your default card was changed." : "Your card was removed.";
    return redirectWithToast(services, "/payments", { type: "success", description: done });
  }
  return redirectWithToast(services, "/payments", { type: "error", description: "Unknown action." });
}

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { cards, defaultId, unavailable } = loaderData;
  const result = actionData as ActionData | undefined;
  const root = useRootData();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const adding = busy && navigation.formData?.get("intent") === "add";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <p className="text-sm">
        <Link to="/profile" className="font-semibold">
          ← My Settings
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Payments</h1>
      <p className="mt-2 text-slate-600">The cards saved on your account. The default card is the one offered first when you pay.</p>

      <section className="card mt-8 p-5 sm:p-6" aria-labelledby="saved-cards-heading">
        <h2 id="saved-cards-heading" className="text-lg font-semibold">
          Saved cards
        </h2>
        <div className="mt-4">
          {unavailable ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              Your saved cards could not be loaded right now. Please refresh the page and try again.
            </p>
          ) : (
            <SavedCardList cards={cards} defaultId={defaultId} busy={busy} />
          )}
        </div>
      </section>

      <section className="card mt-6 p-5 sm:p-6" aria-labelledby="add-card-heading">
        <h2 id="add-card-heading" className="sr-only">
          Add a card
        </h2>
        {/* A new key once a card is saved, so the form starts empty again. */}
        <AddCardForm key={cards.map((c) => c.id).join(" ")} stripeKey={root?.stripe_key} errors={result?.errors} busy={adding} />
      </section>
    </div>
  );
}
