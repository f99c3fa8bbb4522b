// GET /api/judgments/watchlist: the signed-in user's watched judgments, most recently watched
// first, each with its status (a sold one says so).
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { listWatchedJudgments } from "~/server/queries/dashboard/watchlist";

export async function loader({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  return Response.json(await listWatchedJudgments(db, user.id), { headers: { "Cache-Control": "private, no-store" } });
}
