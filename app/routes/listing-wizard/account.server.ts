// The seller's account from the wizard's account step: registerUser with a handle made from the
// name, unique among members; without a usable name, a neutral made-up handle the member is asked
// to replace (never one made from the e-mail address: docs/decisions/0032). The name may be empty (the short form
// without a name from the first step): the member completes it in My Settings. Its outcome for an address that already has an
// account is registerUser's "check your e-mail" (decision 0013).
import type { AppServices } from "~/server/context";
import { registerUser } from "~/server/auth/accounts";
import { handleTaken } from "~/server/queries/users";
import { freeNeutralHandle } from "~/server/auth/create-user";

function slug(value: string) {
  return value
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase()
    .slice(0, 24);
}

/**
 * A free handle such as `janedoe`, `janedoe2`, … (3–30 characters of the handle rule), or, for a
 * name too short to make one, a neutral `member-…` handle not chosen yet (`chosen: false`).
 */
export async function deriveHandle(services: AppServices, name: string): Promise<{ handle: string; chosen: boolean }> {
  const base = slug(name);
  if (base.length < 3) return { handle: await freeNeutralHandle(services.db), chosen: false };
  if (!(await handleTaken(services.db, base))) return { handle: base, chosen: true };
  for (let n = 2; n < 12; n++) {
    if (!(await handleTaken(services.db, `${base}${n}`))) return { handle: `${base}${n}`, chosen: true };
  }
  return { handle: `${base}${Math.floor(1000 + Math.random() * 9000)}`, chosen: true };
}

export async function createSellerAccount(services: AppServices, input: { name: string; email: string; password: string }, ip: string) {
  const name = input.name.trim();
  for (let attempt = 0; attempt < 3; attempt++) {
    const { handle, chosen } = await deriveHandle(services, name);
    const result = await registerUser(services, { name, handle, handleChosen: chosen, email: input.email, password: input.password }, ip, {
      continuePath: "/sell/review",
    });
    // Someone took the handle between the check and the insert: try the next one.
    if (!result.ok && result.errors.handle) continue;
    return result;
  }
  return { ok: false as const, status: 422, errors: { email: ["We could not create your account. Please try again."] } };
}
