// GET /api/judgments/myoffers: the offers the signed-in user made, newest first, each with the
// judgment it is on ({ id, title, status }), and where it stands in the words the pages use
// (`stage`, `status_label`: "Counter-offer" while the seller's counter waits on the buyer).
import { get } from "~/server/http/endpoint";
import { listMyOffers } from "~/server/queries/dashboard/offers";

const route = get({ access: "member" }, async ({ services, user }) => {
  return Response.json(await listMyOffers(services.db, user.id, services.clock.now()), {
    headers: { "Cache-Control": "private, no-store" },
  });
});

export const loader = route.loader;
export const action = route.action;
