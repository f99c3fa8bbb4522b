// The upsells on sale: the catalogue rows of the `upsells` table, priced from the fee schedule.
//
// One price source (DESIGN.md section 5): the table says what is on sale (active), its name,
// description and order; the amount always comes from app/config/fees.ts through `upsellPrice`.
// The table's own amount_cents is seeded by the migration to the same figures and the integration
// test "prices come from one place" fails if the two ever differ, so a reader of the table is not
// misled. Changing a price means changing the fee schedule (and, for the mirror, a migration).
import { upsellPrice, type CatalogueItem } from "~/domain/enhancements";
import type { Executor } from "~/server/db/client";
import { listUpsellRows } from "~/server/queries/upsells";

export type Upsell = CatalogueItem & { description: string; amountCents: number };

/** The active upsells, in the catalogue's order, at the fee schedule's prices. */
export async function loadUpsellCatalogue(db: Executor): Promise<Upsell[]> {
  const rows = await listUpsellRows(db, { activeOnly: true });
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    amountCents: upsellPrice(row.code),
  }));
}

/** The shape of `GET /api/upsells` (seller spec section 3): amounts in cents. */
export function upsellJson(upsell: Upsell) {
  return { id: upsell.id, name: upsell.name, description: upsell.description, amount: upsell.amountCents };
}
