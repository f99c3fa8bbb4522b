// A member whose handle the site made up chooses their own, once (My Settings' prompt; the
// invitation page does the same for a new invitee): registration's rules, a taken handle refused
// next to the field (handles are public, saying so reveals nothing). docs/decisions/0032.
import { HANDLE_TAKEN } from "~/domain/auth-forms";
import { fieldErrors, handleSchema } from "~/domain/schemas/auth-forms";
import type { AppServices } from "~/server/context";
import { isUniqueViolation } from "~/server/db/errors";
import { insertAudit } from "~/server/queries/audit";
import { chooseHandle, handleTaken } from "~/server/queries/users";

type Answer = { ok: true; handle: string } | { ok: false; errors: Record<string, string[]>; value: string };

export async function chooseOwnHandle(services: AppServices, userId: number, value: unknown): Promise<Answer> {
  const typed = typeof value === "string" ? value.trim().slice(0, 60) : "";
  const parsed = handleSchema.safeParse(value);
  if (!parsed.success) return { ok: false, errors: { handle: fieldErrors(parsed.error)._ ?? [] }, value: typed };
  const handle = parsed.data;
  const taken = { ok: false as const, errors: { handle: [HANDLE_TAKEN] }, value: typed };
  if (await handleTaken(services.db, handle)) return taken;
  try {
    const chosen = await services.db.transaction(async (tx) => {
      if (!(await chooseHandle(tx, userId, handle))) return false;
      await insertAudit(tx, { actorId: userId, action: "user.handle_chosen", entity: "user", entityId: userId, details: { handle } });
      return true;
    });
    if (!chosen) return { ok: false, errors: { handle: ["You have already chosen your handle."] }, value: typed };
  } catch (error) {
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
  return { ok: true, handle };
}
