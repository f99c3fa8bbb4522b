// GET /api/judgments/featured: up to 12 active listings, featured ones first (nationwide, then in
// their state), then the newest. Public: the same list the home page shows to visitors; a premium
// member's (or an administrator's) also holds listings in their first look, and is never cached
// where others could be served it.
import { viewerOf } from "~/domain/listing-visibility";
import { get } from "~/server/http/endpoint";
import { listFeatured } from "~/server/queries/dashboard/featured";
import { listAudience } from "~/server/queries/listing-visibility";

// The same for everyone who is not premium; a minute's staleness costs nothing.
const publicCache = { "Cache-Control": "public, max-age=60", Vary: "Cookie" };
const privateCache = { "Cache-Control": "private, no-store" };

const route = get({ access: "anyone" }, async ({ services, user }) => {
  const audience = listAudience(viewerOf(user), services.clock.now());
  return Response.json(await listFeatured(services.db, audience), { headers: audience.firstLook ? privateCache : publicCache });
});

export const loader = route.loader;
export const action = route.action;
