// The seller's account from the wizard's account step: registerUser with a handle made from the
// name, unique among members, by the handle rule; without a name that can make one, a neutral
// made-up handle the member is asked to replace (never one made from the e-mail address:
// docs/decisions/0032). The name may be empty (the short form
// without a name from the first step): the member completes it in My Settings. Its outcome for an address that already has an
// account is registerUser's "check your e-mail" (decision 0013).
import type { AppServices } from "~/server/context";
import { registerUser } from "~/server/auth/accounts";
import { handleTaken } from "~/server/queries/users";
import { freeNeutralHandle } from "~/server/auth/create-user";
import { contactProblems, handleProblems } from "~/domain/handles";

function slug(value: string) {
  return value
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase()
    .slice(0, 24);
}

/**
 * A free handle such as `janedoe`, `janedoe2`, … by the handle rule (with the seller's address), or
 * a neutral `member-…` handle not chosen yet (`chosen: false`) when the name cannot make one: too
 * short, or it carries an e-mail address, a web address or a phone number (a name typed as
 * "jane@example.com" must not become a public handle), or it is the address's own name.
 */
export async function deriveHandle(services: AppServices, name: string, email: string): Promise<{ handle: string; chosen: boolean }> {
  const base = slug(name);
  const fits = (handle: string) => handleProblems(handle, email).length === 0;
  const neutral = async () => ({ handle: await freeNeutralHandle(services.db), chosen: false });
  if (contactProblems(name).length || !fits(base)) return neutral();
  if (!(await handleTaken(services.db, base))) return { handle: base, chosen: true };
  for (let n = 2; n < 12; n++) {
    if (fits(`${base}${n}`) && !(await handleTaken(services.db, `${base}${n}`))) return { handle: `${base}${n}`, chosen: true };
  }
  const numbered = `${base}${Math.floor(1000 + Math.random() * 9000)}`;
  return fits(numbered) ? { handle: numbered, chosen: true } : neutral();
}

export async function createSellerAccount(services: AppServices, input: { name: string; email: string; password: string }, ip: string) {
  const name = input.name.trim();
  for (let attempt = 0; attempt < 3; attempt++) {
    const { handle, chosen } = await deriveHandle(services, name, input.email);
    const result = await registerUser(services, { name, handle, handleChosen: chosen, email: input.email, password: input.password }, ip, {
      continuePath: "/sell/review",
    });
    // Someone took the handle between the check and the insert: try the next one.
    if (!result.ok && result.errors.handle) continue;
    return result;
  }
  return { ok: false as const, status: 422, errors: { email: ["We could not create your account. Please try again."] } };
}
