// How the offer endpoints answer: JSON for the API (refusals as { errors, message, ...extra }
// with their status), and the shared signed-in POST-only wrapper.
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import type { AppServices } from "~/server/context";
import { getServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { readBody } from "~/server/http/body";
import { OfferError } from "~/server/offers/offer-error";

export type RouteArgs = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };

export function offerErrorJson(error: OfferError): Response {
  return Response.json({ errors: error.errors, message: error.message, ...error.extra }, { status: error.status });
}

/** A POST-only JSON endpoint for a signed-in member; OfferErrors become their JSON answers. */
export function offerEndpoint(
  handle: (input: { services: AppServices; userId: number; body: Record<string, unknown> }) => Promise<Response>,
) {
  return async ({ request, context }: RouteArgs): Promise<Response> => {
    if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
    const user = await requireUser(request, context);
    const body = await readBody(request);
    try {
      return await handle({ services: getServices(context), userId: user.id, body });
    } catch (error) {
      if (error instanceof OfferError) return offerErrorJson(error);
      throw error;
    }
  };
}

export const usePost = () => jsonError(405, "Use POST.", { Allow: "POST" });
