// GET /api/judgments/myoffers: the offers the signed-in user made, newest first, each with the
// judgment it is on ({ id, title, status }).
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { listMyOffers } from "~/server/queries/dashboard/offers";

export async function loader({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  return Response.json(await listMyOffers(db, user.id), { headers: { "Cache-Control": "private, no-store" } });
}
