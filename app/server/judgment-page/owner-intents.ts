// The owner's actions on /judgments/{id} ("My Listing"): intent=hide|unhide|cancel|reactivate, and
// the spec's PUT /judgments/{id} (the edit form), answered as a page (a fetcher or a form) or as
// JSON (a script sending or accepting JSON). What the owner's page shows is ./owner-view.ts.
import { data, type RouterContextProvider } from "react-router";
import { backToReviewMessage } from "~/domain/limit-review";
import { requireUser } from "~/server/auth/guards";
import { getServices, type AppServices } from "~/server/context";
import { invalid, jsonError, Refusal } from "~/server/http/refusal";
import { readBody } from "~/server/http/body";
import { editSavedMessage, updateListing } from "~/server/listings/edit";
import { removeListing, setListingVisibility } from "~/server/listings/owner-actions";
import { reactivatedMessage, reactivateListing } from "~/server/deadlines/reactivate";
import { redirectWithToast, toastHeader } from "~/server/toast";
import { parseId } from "~/domain/ids";

export const OWNER_INTENTS = ["hide", "unhide", "cancel", "reactivate"] as const;
export type OwnerIntent = (typeof OWNER_INTENTS)[number];

export function isOwnerIntent(value: unknown): value is OwnerIntent {
  return OWNER_INTENTS.includes(value as OwnerIntent);
}

function plural(n: number, one: string, many: string) {
  return n === 1 ? one : many.replace("{n}", String(n));
}

/**
 * intent=hide|unhide|cancel|reactivate from the page. Success redirects with a toast; a refusal for the
 * owner (the listing changed meanwhile: 409) shows on the page; anyone else gets 403 or 404.
 */
export async function ownerIntentAction(services: AppServices, input: { judgmentId: number; userId: number; intent: OwnerIntent }) {
  const { judgmentId, userId, intent } = input;
  try {
    if (intent === "reactivate") {
      const { notifiedBidders, pastLimitNotice } = await reactivateListing(services, { judgmentId, userId, now: services.clock.now() });
      return redirectWithToast(
        services,
        `/judgments/${judgmentId}`,
        pastLimitNotice
          ? { type: "message", description: backToReviewMessage(pastLimitNotice) }
          : { type: "success", description: reactivatedMessage(notifiedBidders) },
      );
    }
    if (intent === "cancel") {
      const { rejectedOffers } = await removeListing(services, { judgmentId, userId });
      const offers =
        rejectedOffers === 0
          ? ""
          : ` ${plural(rejectedOffers, "The open offer was declined and its buyer told.", "The {n} open offers were declined and their buyers told.")}`;
      return redirectWithToast(services, "/selling", { type: "success", description: `Your listing was removed.${offers}` });
    }
    const { to, pastLimitNotice } = await setListingVisibility(services, {
      judgmentId,
      userId,
      to: intent === "hide" ? "hidden" : "active",
    });
    // Shown again but past its limit: back to review, a notice rather than a success.
    if (pastLimitNotice) {
      return redirectWithToast(services, `/judgments/${judgmentId}`, {
        type: "message",
        description: backToReviewMessage(pastLimitNotice),
      });
    }
    const description =
      to === "hidden"
        ? "Your listing is hidden. It no longer shows in browse or search."
        : "Your listing is live again in browse and search.";
    return redirectWithToast(services, `/judgments/${judgmentId}`, { type: "success", description });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.status === 404) throw new Response("Not Found", { status: 404 });
    if (error.status === 403) throw error;
    return data({ ownerError: error.message }, { status: error.status });
  }
}

/** PUT /judgments/{id} from the edit form's fetcher: a redirect with a toast, or the errors. */
export async function putListingEditForm(
  services: AppServices,
  input: { judgmentId: number; userId: number; body: Record<string, unknown> },
) {
  try {
    const result = await updateListing(services, input);
    if (!result.ok) return data({ errors: result.errors }, { status: 422 });
    return redirectWithToast(services, `/judgments/${input.judgmentId}`, { type: "success", description: editSavedMessage(result) });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.status === 404) throw new Response("Not Found", { status: 404 });
    return data({ errors: { _: [error.message] } }, { status: error.status });
  }
}

/** True for a PUT from a script that sends or wants JSON (answered in JSON, not as a page). */
export function isJsonPut(request: Request): boolean {
  if (request.method !== "PUT" || new URL(request.url).pathname.endsWith(".data")) return false;
  const type = request.headers.get("content-type") ?? "";
  const accept = request.headers.get("accept") ?? "";
  return type.includes("application/json") || accept.includes("application/json");
}

/**
 * PUT /judgments/{id} in JSON: 200 { id, status, sent_to_review, listing_fee, listing_fee_due,
 * message }, 422 { errors }, 401, 403, 404 or 409 as DESIGN.md section 8 says. The toast header
 * rides along, so a page that navigates afterwards shows it.
 */
export async function putListingEditJson(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
): Promise<Response> {
  let user: Awaited<ReturnType<typeof requireUser>>;
  try {
    user = await requireUser(request, context);
  } catch (refusal) {
    if (refusal instanceof Response) return refusal;
    throw refusal;
  }
  const judgmentId = parseId(rawId);
  if (judgmentId === null) return jsonError(404, "No such judgment.");
  const services = getServices(context);
  const body = await readBody(request);
  try {
    const result = await updateListing(services, { judgmentId, userId: user.id, body });
    if (!result.ok) return invalid(result.errors);
    const message = editSavedMessage(result);
    return Response.json(
      {
        id: judgmentId,
        status: result.status,
        sent_to_review: result.sentToReview,
        listing_fee: result.listingFeeCents,
        listing_fee_due: result.listingFeeDueCents,
        message,
      },
      { headers: { "Set-Cookie": await toastHeader(services, { type: "success", description: message }) } },
    );
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
}
