// GET /api/judgments/featured: up to 12 active listings, featured ones first (nationwide, then in
// their state), then the newest. Public: the same list the home page shows to visitors.
import { get } from "~/server/http/endpoint";
import { listFeatured } from "~/server/queries/dashboard/featured";

// Public and the same for everyone; a minute's staleness costs nothing.
const cacheHeaders = { "Cache-Control": "public, max-age=60" };

const route = get({ access: "anyone" }, async ({ services }) => {
  return Response.json(await listFeatured(services.db), { headers: cacheHeaders });
});

export const loader = route.loader;
export const action = route.action;
