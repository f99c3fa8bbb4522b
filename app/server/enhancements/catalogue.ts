// The upsells on sale: the catalogue rows of the `upsells` table, at their rows' prices.
//
// One price source (DESIGN.md section 5): the `upsells` table is the one home of the enhancements'
// and the premium membership's names, descriptions, prices and whether they are offered.
// Administrators edit them at /admin/upsells; the enhancement store, the wizard, the checkout,
// GET /api/upsells and the help pages (FAQ, how to sell, terms) read them here, so one edit
// changes every page at once. A paid order keeps its price: enhancements.amount_cents and the
// payment's amount are written when it is paid, and nothing reads the current row for them.
import type { CatalogueItem } from "~/domain/enhancements";
import type { Executor } from "~/server/db/client";
import { listUpsellRows } from "~/server/queries/upsells";

export type Upsell = CatalogueItem & { description: string };

/**
 * The active upsells, in the catalogue's order, at their rows' prices (`withInactive`: those no
 * longer offered too, for rebuilding an order paid before they were withdrawn).
 */
export async function loadUpsellCatalogue(db: Executor, options: { withInactive?: boolean } = {}): Promise<Upsell[]> {
  const rows = await listUpsellRows(db, { activeOnly: !options.withInactive });
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    amountCents: row.amountCents,
  }));
}

/** The shape of `GET /api/upsells` (seller spec section 3): amounts in cents. */
export function upsellJson(upsell: Upsell) {
  return { id: upsell.id, name: upsell.name, description: upsell.description, amount: upsell.amountCents };
}
