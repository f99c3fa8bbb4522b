// GET /api/judgments/myoffers: the offers the signed-in user made, newest first, each with the
// judgment it is on ({ id, title, status }).
import { get } from "~/server/http/endpoint";
import { listMyOffers } from "~/server/queries/dashboard/offers";

const route = get({ access: "member" }, async ({ services, user }) => {
  return Response.json(await listMyOffers(services.db, user.id), { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
