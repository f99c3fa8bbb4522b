// GET /api/judgments/selling: the signed-in user's own listings (not cancelled), newest first,
// with status and the offers, views and watchlist counts.
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { listSellingJudgments } from "~/server/queries/dashboard/selling";

export async function loader({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  return Response.json(await listSellingJudgments(db, user.id), { headers: { "Cache-Control": "private, no-store" } });
}
