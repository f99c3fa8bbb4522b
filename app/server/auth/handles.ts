// Handles on the server (docs/decisions/0032): the one check every way to get a handle uses
// (registration and the listing wizard's account, the invitation page, choosing one later), and a
// member whose handle the site made up choosing their own, once. A taken handle is refused next to
// the field (handles are public, saying so reveals nothing); so is a retired one, a handle another
// member left: nobody may take the name others knew a member by, its former owner included.
import { HANDLE_TAKEN } from "~/domain/auth-forms";
import { handleProblems } from "~/domain/handles";
import { fieldErrors, handleSchema } from "~/domain/schemas/auth-forms";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { isUniqueViolation } from "~/server/db/errors";
import { insertAudit } from "~/server/queries/audit";
import { changeHandle, handleTaken } from "~/server/queries/users";

/**
 * Why `handle` may not be the handle of the member with `email`: the rules it breaks (the handle
 * rule, with the member's own address), else taken or retired; null when it may.
 */
export async function handleRefusal(db: Executor, handle: string, email: string): Promise<string[] | null> {
  const problems = handleProblems(handle, email);
  if (problems.length) return problems;
  return (await handleTaken(db, handle)) ? [HANDLE_TAKEN] : null;
}

type Answer = { ok: true; handle: string } | { ok: false; errors: Record<string, string[]>; value: string };

/** My Settings' prompt: the member whose handle the site made up chooses their own, once. */
export async function chooseOwnHandle(services: AppServices, member: { id: number; email: string }, value: unknown): Promise<Answer> {
  const typed = typeof value === "string" ? value.trim().slice(0, 60) : "";
  const parsed = handleSchema.safeParse(value);
  if (!parsed.success) return { ok: false, errors: { handle: fieldErrors(parsed.error)._ ?? [] }, value: typed };
  const handle = parsed.data;
  const refused = await handleRefusal(services.db, handle, member.email);
  if (refused) return { ok: false, errors: { handle: refused }, value: typed };
  try {
    const chosen = await services.db.transaction(async (tx) => {
      const from = await changeHandle(tx, member.id, handle, { onlyWhileMadeUp: true });
      if (from === null) return false;
      await insertAudit(tx, {
        actorId: member.id,
        action: "user.handle_chosen",
        entity: "user",
        entityId: member.id,
        details: { from, handle },
      });
      return true;
    });
    if (!chosen) return { ok: false, errors: { handle: ["You have already chosen your handle."] }, value: typed };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, errors: { handle: [HANDLE_TAKEN] }, value: typed };
    throw error;
  }
  return { ok: true, handle };
}
