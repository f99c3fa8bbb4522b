// GET /api/upsells: the paid enhancements on sale (and the premium membership), in the catalogue's
// order, as [{ id, name, description, amount }] with amounts in cents from the fee schedule.
import type { RouterContextProvider } from "react-router";
import { getServices } from "~/server/context";
import { loadUpsellCatalogue, upsellJson } from "~/server/enhancements/catalogue";

export async function loader({ context }: { context: Readonly<RouterContextProvider> }) {
  const catalogue = await loadUpsellCatalogue(getServices(context).db);
  return Response.json(catalogue.map(upsellJson), { headers: { "Cache-Control": "public, max-age=300" } });
}
