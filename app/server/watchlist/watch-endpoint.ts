// The two watchlist endpoints (add and remove) differ only in the direction of the change.
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { parseJudgmentId } from "~/server/queries/judgment-detail";
import { setWatching, watchRefusal } from "~/server/queries/watchlist";

type Args = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };

function refuse(reason: Parameters<typeof watchRefusal>[0]): Response {
  const { status, message } = watchRefusal(reason);
  return Response.json({ errors: { id: [message] }, message }, { status });
}

export function watchEndpoint(watch: boolean) {
  return async ({ request, params, context }: Args): Promise<Response> => {
    if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
    const user = await requireUser(request, context);
    const id = parseJudgmentId(params.id);
    if (id === null) return refuse("not_found");
    const result = await setWatching(getServices(context).db, { id: user.id, roles: user.roles }, id, watch);
    if (!result.ok) return refuse(result.reason);
    return Response.json({ watching: result.watching, watchlist_count: result.watchlistCount });
  };
}

export function postOnly() {
  return jsonError(405, "Use POST.", { Allow: "POST" });
}
