// GET /api/users/setup-intent → { client_secret }: the token the browser's card form uses to save
// a card on the user's payment customer. 502 when the provider cannot be reached.
import { get } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";
import { SETUP_FAILED, setupIntent } from "~/server/payments/saved-cards";

const route = get({ access: "member" }, async ({ services, user }) => {
  const secret = await setupIntent(services, user.id);
  if (!secret) throw jsonError(502, SETUP_FAILED);
  return Response.json({ client_secret: secret }, { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
