// The invitation's work shared by POST /admin/users and the form of /admin/users/create: the
// form's schema, then inviteUser; answers the new member's id or the field errors.
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { inviteUserSchema } from "~/domain/schemas/admin-user-forms";
import { inviteUser } from "~/server/admin/users";
import type { AppServices } from "~/server/context";
import { Refusal, type FieldErrors } from "~/server/http/refusal";

export type InviteAnswer = { ok: true; userId: number; email: string } | { ok: false; status: number; errors: FieldErrors };

export async function invite(services: AppServices, admin: { id: number; roles: readonly string[] }, body: unknown): Promise<InviteAnswer> {
  const parsed = inviteUserSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 422, errors: fieldErrors(parsed.error) };
  try {
    const { userId } = await inviteUser(services, admin, parsed.data);
    return { ok: true, userId, email: parsed.data.email };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { ok: false, status: error.status, errors: error.errors };
  }
}

/** What the form showed, to fill it again after a refusal. */
export function inviteValues(body: Record<string, unknown>) {
  const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");
  return { name: text(body.name, 100), email: text(body.email, 254), role: text(body.role, 20) || "member" };
}
