// GET /api/judgments/watchlist/{id}: "yes" when the signed-in user watches the listing, else "no"
// (a JSON string, as the spec's client expects). 401 for visitors, 404 for unknown or hidden ids.
import { judgmentAccess, viewerOf } from "~/domain/listing-visibility";
import { get } from "~/server/http/endpoint";
import { Refusal } from "~/server/http/refusal";
import { findListingRecord } from "~/server/queries/listing-record";
import { isWatching } from "~/server/queries/watchlist";
import { parseId } from "~/domain/ids";

const notFound = () => new Refusal(404, { id: ["No such judgment."] });

const route = get({ access: "member" }, async ({ params, services: { db, clock }, user }) => {
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const listing = await findListingRecord(db, id);
  if (!listing || !judgmentAccess(listing, viewerOf(user), clock.now()).canView) throw notFound();
  const watching = await isWatching(db, user.id, id);
  return Response.json(watching ? "yes" : "no", { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
