// GET /api/judgments/featured: up to 12 active listings, featured ones first (nationwide, then in
// their state), then the newest. Public: the same list the home page shows to visitors.
import type { RouterContextProvider } from "react-router";
import { getServices } from "~/server/context";
import { listFeatured } from "~/server/queries/dashboard/featured";

// Public and the same for everyone; a minute's staleness costs nothing.
const cacheHeaders = { "Cache-Control": "public, max-age=60" };

export async function loader({ context }: { context: Readonly<RouterContextProvider> }) {
  const { db } = getServices(context);
  return Response.json(await listFeatured(db), { headers: cacheHeaders });
}
