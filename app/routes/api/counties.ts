// GET /api/counties/{state_id}: the state's counties as { id, name }, sorted by name.
import type { RouterContextProvider } from "react-router";
import { getServices } from "~/server/context";
import { findState, listCounties } from "~/server/queries/reference";

// Reference data changes only with a migration, so browsers may keep it for an hour.
const cacheHeaders = { "Cache-Control": "public, max-age=3600" };

function unknownState() {
  return Response.json({ errors: { state_id: ["Unknown state."] } }, { status: 404 });
}

export async function loader({
  params,
  context,
}: {
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
}) {
  // FIPS state codes are small positive integers; anything else cannot name a state.
  const raw = params.stateId ?? "";
  if (!/^[1-9]\d{0,8}$/.test(raw)) return unknownState();
  const { db } = getServices(context);
  const stateId = Number(raw);
  if (!(await findState(db, stateId))) return unknownState();
  return Response.json(await listCounties(db, stateId), { headers: cacheHeaders });
}
