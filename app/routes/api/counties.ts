// GET /api/counties/{state_id}: the state's counties as { id, name }, sorted by name.
import { get } from "~/server/http/endpoint";
import { Refusal } from "~/server/http/refusal";
import { findState, listCounties } from "~/server/queries/reference";

// Reference data changes only with a migration, so browsers may keep it for an hour.
const cacheHeaders = { "Cache-Control": "public, max-age=3600" };

const unknownState = () => new Refusal(404, { state_id: ["Unknown state."] });

export const { loader, action } = get({ access: "anyone" }, async ({ params, services }) => {
  // FIPS state codes are small positive integers; anything else cannot name a state.
  const raw = params.stateId ?? "";
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw unknownState();
  const stateId = Number(raw);
  if (!(await findState(services.db, stateId))) throw unknownState();
  return Response.json(await listCounties(services.db, stateId), { headers: cacheHeaders });
});
