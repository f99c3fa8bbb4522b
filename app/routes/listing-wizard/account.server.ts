// The seller's account from the wizard's account step: registerUser with a handle made from the
// name (or, without one, the e-mail), unique among members. The name may be empty (the short form
// without a name from the first step): the member completes it in My Settings. Its outcome for an address that already has an
// account is registerUser's "check your e-mail" (decision 0013).
import type { AppServices } from "~/server/context";
import { registerUser } from "~/server/auth/accounts";
import { handleTaken } from "~/server/queries/users";

function slug(value: string) {
  return value
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase()
    .slice(0, 24);
}

/** A free handle such as `janedoe`, `janedoe2`, … (3–30 characters of the handle rule). */
export async function deriveHandle(services: AppServices, name: string, email: string): Promise<string> {
  let base = slug(name);
  if (base.length < 3) base = slug(email.split("@")[0] ?? "");
  if (base.length < 3) base = "seller";
  if (!(await handleTaken(services.db, base))) return base;
  for (let n = 2; n < 12; n++) {
    if (!(await handleTaken(services.db, `${base}${n}`))) return `${base}${n}`;
  }
  return `${base}${Math.floor(1000 + Math.random() * 9000)}`;
}

export async function createSellerAccount(services: AppServices, input: { name: string; email: string; password: string }, ip: string) {
  const name = input.name.trim();
  for (let attempt = 0; attempt < 3; attempt++) {
    const handle = await deriveHandle(services, name, input.email);
    const result = await registerUser(services, { name, handle, email: input.email, password: input.password }, ip, {
      continuePath: "/sell/review",
    });
    // Someone took the handle between the check and the insert: try the next one.
    if (!result.ok && result.errors.handle) continue;
    return result;
  }
  return { ok: false as const, status: 422, errors: { email: ["We could not create your account. Please try again."] } };
}
