// Reading rows back after a request, for assertions: a listing as stored and its audit trail.
import { and, eq } from "drizzle-orm";
import type { UpsellCode } from "~/domain/enhancements";
import { auditLog, judgments, upsells } from "~/server/db/schema";
import type { TestApp } from "./app";

export async function judgmentRow(app: TestApp, id: number) {
  const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, id));
  return row;
}

export async function auditActions(app: TestApp, entity: string, entityId: number): Promise<string[]> {
  const rows = await app.services.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
  return rows.map((r) => r.action);
}

/** An upsell's price now, from its row (the one home of upsell prices: /admin/upsells edits it). */
export async function upsellCents(app: TestApp, code: UpsellCode): Promise<number> {
  const [row] = await app.services.db.select({ amountCents: upsells.amountCents }).from(upsells).where(eq(upsells.code, code));
  return row.amountCents;
}
