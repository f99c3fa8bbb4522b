// GET /api/judgments/buying: judgments the signed-in user is buying or bought (offer accepted,
// paid, assigned, sold), each with its status and the buyer's next step.
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { listBuyingJudgments } from "~/server/queries/dashboard/buying";

export async function loader({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  return Response.json(await listBuyingJudgments(db, user.id), { headers: { "Cache-Control": "private, no-store" } });
}
