// GET /api/judgments/watchlist: the signed-in user's watched judgments, most recently watched
// first, each with its status (a sold one says so).
import { get } from "~/server/http/endpoint";
import { listWatchedJudgments } from "~/server/queries/dashboard/watchlist";

const route = get({ access: "member" }, async ({ services, user }) => {
  return Response.json(await listWatchedJudgments(services.db, user.id), { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
