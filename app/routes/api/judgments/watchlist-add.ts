// POST /api/judgments/watchlist/add/{id}: the signed-in user watches a listing. Idempotent;
// answers { watching, watchlist_count }. 401 for visitors, 404 for unknown or hidden ids,
// 409 for one's own listing or a listing that is not active.
import { watchEndpoint } from "~/server/watchlist/watch-endpoint";

const route = watchEndpoint(true);

export const loader = route.loader;
export const action = route.action;
