// GET /api/users/profile: the signed-in user's own profile, with its roles, assignment address
// and whether a payout account is connected.
import { get, SIGN_IN_MESSAGE } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";
import { getProfile } from "~/server/queries/dashboard/profile";

const route = get({ access: "member" }, async ({ services, user }) => {
  const profile = await getProfile(services.db, user.id);
  // The account was found a moment ago; only a deletion in between leaves nothing.
  if (!profile) throw jsonError(401, SIGN_IN_MESSAGE);
  return Response.json(profile, { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
