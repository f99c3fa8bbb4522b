// GET /api/judgments/buying: judgments the signed-in user is buying or bought (offer accepted,
// paid, assigned, sold), each with its status and the buyer's next step.
import { get } from "~/server/http/endpoint";
import { listBuyingJudgments } from "~/server/queries/dashboard/buying";

const route = get({ access: "member" }, async ({ services, user }) => {
  return Response.json(await listBuyingJudgments(services.db, user.id), { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
