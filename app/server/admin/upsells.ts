// Editing the upsells (/admin/upsells): the one home of the enhancements' and the premium
// membership's names, descriptions, prices and whether they are offered. The edit and its audit
// entry (before and after) are one transaction; every page reads the rows, so it shows at once.
// Orders already paid keep their price: enhancements.amount_cents and payments.amount_cents were
// written when they were paid.
import type { UpsellFormInput } from "~/domain/schemas/upsell-form";
import type { AppServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { insertAudit } from "~/server/queries/audit";
import { findUpsellRow, listUpsellRows, updateUpsellRow, type UpsellRow } from "~/server/queries/upsells";

export const UPSELL_MISSING = "This enhancement does not exist.";

export const upsellToast = (name: string) => `“${name}” was saved.`;

/** Every upsell, offered or not, in the catalogue's order. */
export function listAllUpsells(services: AppServices): Promise<UpsellRow[]> {
  return listUpsellRows(services.db, { activeOnly: false });
}

/** Saves one upsell; 404 for an unknown id. Answers the row as saved. */
export async function editUpsell(services: AppServices, input: { adminId: number } & UpsellFormInput): Promise<UpsellRow> {
  return services.db.transaction(async (tx) => {
    const before = await findUpsellRow(tx, input.id);
    if (!before) throw jsonError(404, UPSELL_MISSING);
    const after = { name: input.name, description: input.description, amountCents: input.price, active: input.active };
    await updateUpsellRow(tx, input.id, after);
    const changed = (Object.keys(after) as Array<keyof typeof after>).filter((key) => before[key] !== after[key]);
    await insertAudit(tx, {
      actorId: input.adminId,
      action: "upsell.edit",
      entity: "upsell",
      entityId: input.id,
      fromStatus: before.active ? "active" : "inactive",
      toStatus: after.active ? "active" : "inactive",
      details: {
        code: before.code,
        changed,
        before: { name: before.name, description: before.description, amountCents: before.amountCents, active: before.active },
        after,
      },
    });
    return { ...before, ...after };
  });
}
