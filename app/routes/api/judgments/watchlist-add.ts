// POST /api/judgments/watchlist/add/{id}: the signed-in user watches a listing. Idempotent;
// answers { watching, watchlist_count }. 401 for visitors, 404 for unknown or hidden ids,
// 409 for one's own listing or a listing that is not active.
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { jsonError } from "~/server/http";
import { parseJudgmentId } from "~/server/queries/judgment-detail";
import { setWatching, watchRefusal } from "~/server/queries/watchlist";

function refuse(reason: Parameters<typeof watchRefusal>[0]): Response {
  const { status, message } = watchRefusal(reason);
  return Response.json({ errors: { id: [message] }, message }, { status });
}

type Args = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };

export async function action({ request, params, context }: Args) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  const user = await requireUser(request, context);
  const id = parseJudgmentId(params.id);
  if (id === null) return refuse("not_found");
  const result = await setWatching(getServices(context).db, { id: user.id, roles: user.roles }, id, true);
  if (!result.ok) return refuse(result.reason);
  return Response.json({ watching: result.watching, watchlist_count: result.watchlistCount });
}

export async function loader() {
  return jsonError(405, "Use POST.", { Allow: "POST" });
}
