// GET /api/users/profile: the signed-in user's own profile, with its roles, assignment address
// and whether a payout account is connected.
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { getProfile } from "~/server/queries/dashboard";

export async function loader({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  const profile = await getProfile(db, user.id);
  // requireUser found the account a moment ago; only a deletion in between leaves nothing.
  if (!profile) return jsonError(401, "Please sign in to continue.");
  return Response.json(profile, { headers: { "Cache-Control": "private, no-store" } });
}
