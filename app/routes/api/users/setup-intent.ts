// GET /api/users/setup-intent → { client_secret }: the token the browser's card form uses to save
// a card on the user's payment customer. 502 when the provider cannot be reached.
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { SETUP_FAILED, setupIntent } from "~/server/payments/saved-cards";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loader({ request, context }: Args) {
  const user = await requireUser(request, context);
  const secret = await setupIntent(getServices(context), user.id);
  if (!secret) return jsonError(502, SETUP_FAILED);
  return Response.json({ client_secret: secret }, { headers: { "Cache-Control": "private, no-store" } });
}
