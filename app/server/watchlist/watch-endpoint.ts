// The two watchlist endpoints (add and remove) differ only in the direction of the change.
import { post } from "~/server/http/endpoint";
import { refuse } from "~/server/http/refusal";
import { setWatching, watchRefusal } from "~/server/queries/watchlist";
import { parseId } from "~/domain/ids";
import { viewerOf } from "~/domain/listing-visibility";

function refusal(reason: Parameters<typeof watchRefusal>[0]) {
  const { status, message } = watchRefusal(reason);
  return refuse(status, "id", message);
}

/** POST only, signed in: watch (or stop watching) the listing of the path's id. */
export function watchEndpoint(watch: boolean) {
  return post({ access: "member" }, async ({ params, services, user }) => {
    const id = parseId(params.id);
    if (id === null) throw refusal("not_found");
    const result = await setWatching(services.db, viewerOf(user), id, watch, services.clock.now());
    if (!result.ok) throw refusal(result.reason);
    return Response.json({ watching: result.watching, watchlist_count: result.watchlistCount });
  });
}
