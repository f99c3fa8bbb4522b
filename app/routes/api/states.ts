// GET /api/states: every state, DC and territory as { id, name, abbreviation }, sorted by name.
import type { RouterContextProvider } from "react-router";
import { getServices } from "~/server/context";
import { listStates } from "~/server/queries/reference";

// Reference data changes only with a migration, so browsers may keep it for an hour.
const cacheHeaders = { "Cache-Control": "public, max-age=3600" };

export async function loader({ context }: { context: Readonly<RouterContextProvider> }) {
  const { db } = getServices(context);
  return Response.json(await listStates(db), { headers: cacheHeaders });
}
