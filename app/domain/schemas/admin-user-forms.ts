// The administrators' invitation form (name, email, role) as a Zod schema, for POST /admin/users.
import { z } from "zod";
import { INVITE_ROLES } from "~/domain/admin-user-forms";

export const inviteUserSchema = z.object({
  name: z
    .string({ error: "Please enter the member's name." })
    .trim()
    .min(1, "Please enter the member's name.")
    .max(100, "The name can be at most 100 characters."),
  email: z
    .string({ error: "Please enter an e-mail address." })
    .trim()
    .min(1, "Please enter an e-mail address.")
    .max(254, "That e-mail address is too long.")
    .pipe(z.email({ error: "Please enter a valid e-mail address." })),
  role: z.enum(INVITE_ROLES, { error: "Please choose member, admin or super-admin." }).default("member"),
});

export type InviteUserInput = z.infer<typeof inviteUserSchema>;
