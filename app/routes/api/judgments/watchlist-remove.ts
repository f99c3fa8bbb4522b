// POST /api/judgments/watchlist/remove/{id}: the signed-in user stops watching a listing, whatever
// its status now. Idempotent; answers { watching, watchlist_count }. 401 for visitors, 404 for
// unknown or hidden ids.
import { watchEndpoint } from "~/server/watchlist/watch-endpoint";

export const { loader, action } = watchEndpoint(false);
