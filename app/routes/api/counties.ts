// GET /api/counties/{state_id}: the state's counties as { id, name }, sorted by name.
import { get } from "~/server/http/endpoint";
import { Refusal } from "~/server/http/refusal";
import { cachedCounties, cachedState } from "~/server/queries/reference-cache";
import { parseId } from "~/domain/ids";

// Reference data changes only with a migration, so browsers may keep it for an hour.
const cacheHeaders = { "Cache-Control": "public, max-age=3600" };

const unknownState = () => new Refusal(404, { state_id: ["Unknown state."] });

const route = get({ access: "anyone" }, async ({ params, services }) => {
  const stateId = parseId(params.stateId);
  if (stateId === null || !(await cachedState(services.db, stateId))) throw unknownState();
  return Response.json(await cachedCounties(services.db, stateId), { headers: cacheHeaders });
});

export const loader = route.loader;
export const action = route.action;
