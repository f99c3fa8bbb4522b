// POST /api/judgments/watchlist/remove/{id}: the signed-in user stops watching a listing, whatever
// its status now. Idempotent; answers { watching, watchlist_count }. 401 for visitors, 404 for
// unknown or hidden ids.
import { watchEndpoint } from "~/server/watchlist/watch-endpoint";

const route = watchEndpoint(false);

export const loader = route.loader;
export const action = route.action;
