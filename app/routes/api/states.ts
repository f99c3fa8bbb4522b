// GET /api/states: every state, DC and territory as { id, name, abbreviation }, sorted by name.
import { get } from "~/server/http/endpoint";
import { cachedStates } from "~/server/queries/reference-cache";

// Reference data changes only with a migration, so browsers may keep it for an hour.
const cacheHeaders = { "Cache-Control": "public, max-age=3600" };

const route = get({ access: "anyone" }, async ({ services }) => {
  return Response.json(await cachedStates(services.db), { headers: cacheHeaders });
});

export const loader = route.loader;
export const action = route.action;
