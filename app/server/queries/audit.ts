import type { Executor } from "~/server/db/client";
import { auditLog } from "~/server/db/schema";

export async function insertAudit(
  db: Executor,
  entry: {
    actorId: number | null;
    action: string;
    entity: string;
    entityId: string | number;
    fromStatus?: string | null;
    toStatus?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({ ...entry, entityId: String(entry.entityId) });
}
