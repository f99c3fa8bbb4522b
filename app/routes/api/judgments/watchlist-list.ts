// GET /api/judgments/watchlist: the signed-in user's watched judgments, most recently watched
// first, each with its status (a sold one says so) and, once an offer was accepted, the agreed
// price when the watcher may know it (agreed_price, cents; null otherwise).
import { viewerOf } from "~/domain/listing-visibility";
import { get } from "~/server/http/endpoint";
import { listWatchedJudgments } from "~/server/queries/dashboard/watchlist";

const route = get({ access: "member" }, async ({ services, user }) => {
  return Response.json(await listWatchedJudgments(services.db, viewerOf(user)), { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
