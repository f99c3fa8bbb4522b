// What every wizard step needs on the server: who is asking, their draft, how far it got, and
// the responses that move between steps.
import { redirect, type RouterContextProvider } from "react-router";
import { listingFeeTier } from "~/domain/fees";
import { pricingStepSchema } from "~/domain/schemas/listing-form";
import { getOptionalUser } from "~/server/auth/guards";
import { getRequestInfo, getServices } from "~/server/context";
import {
  emptyDraft,
  firstIncompleteStep,
  loadDraft,
  reachedSteps,
  saveDraft,
  wizardSteps,
  type Draft,
  type WizardStep,
} from "~/server/listings/drafts";

type Context = Readonly<RouterContextProvider>;

export async function loadWizard(request: Request, context: Context) {
  const services = getServices(context);
  const user = await getOptionalUser(request, context);
  const stored = await loadDraft(request, services, user?.id ?? null);
  const draft = stored ?? emptyDraft();
  return { services, user, draft, signedIn: Boolean(user) };
}

/**
 * Sends the person back to the first step that is not complete when `step` is beyond it. A missing
 * privacy choice is said by the field (?check=1): there is no default to fall back on.
 */
export function requireReachable(draft: Draft, step: WizardStep, signedIn: boolean): void {
  const incomplete = firstIncompleteStep(draft, signedIn);
  if (wizardSteps.indexOf(step) > wizardSteps.indexOf(incomplete)) {
    throw redirect(incomplete === "privacy" ? "/sell/privacy?check=1" : `/sell/${incomplete}`);
  }
}

/** What the layout's breadcrumb needs. */
export function wizardNav(draft: Draft, signedIn: boolean) {
  return { signedIn, reached: reachedSteps(draft, signedIn) };
}

/** The listing fee a draft's pricing leads to (0 until the pricing step is complete). */
export function draftListingFee(draft: Draft) {
  const pricing = pricingStepSchema.safeParse(draft.data);
  if (!pricing.success) return null;
  const tier = listingFeeTier({ askingCents: pricing.data.price, buyNowCents: pricing.data.buy_now }, pricing.data.amount);
  return { cents: tier.feeCents, label: tier.label };
}

/** Saves the draft and redirects, carrying a visitor's new session cookie. */
export async function saveAndGo(request: Request, context: Context, userId: number | null, draft: Draft, to: string): Promise<Response> {
  const cookie = await saveDraft(request, getServices(context), userId, draft, getRequestInfo(context).ip);
  return redirect(to, cookie ? { headers: { "Set-Cookie": cookie } } : undefined);
}

/** Saves the draft and stays on the page; answers the headers that carry a visitor's new session cookie. */
export async function saveAndStay(
  request: Request,
  context: Context,
  userId: number | null,
  draft: Draft,
): Promise<HeadersInit | undefined> {
  const cookie = await saveDraft(request, getServices(context), userId, draft, getRequestInfo(context).ip);
  return cookie ? { "Set-Cookie": cookie } : undefined;
}

/** Form values as strings, for refilling a form that came back with errors. */
export function formValues<K extends string>(body: Record<string, unknown>, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = body[name];
    values[name] = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  }
  return values;
}
