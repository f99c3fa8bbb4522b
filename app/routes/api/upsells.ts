// GET /api/upsells: the paid enhancements on sale (and the premium membership), in the catalogue's
// order, as [{ id, name, description, amount }] with amounts in cents from the upsells rows (no-cache: an edit at /admin/upsells shows at once).
import { loadUpsellCatalogue, upsellJson } from "~/server/enhancements/catalogue";
import { get } from "~/server/http/endpoint";

const route = get({ access: "anyone" }, async ({ services }) => {
  const catalogue = await loadUpsellCatalogue(services.db);
  return Response.json(catalogue.map(upsellJson), { headers: { "Cache-Control": "no-cache" } });
});

export const loader = route.loader;
export const action = route.action;
