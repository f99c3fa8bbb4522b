// The administrators' user forms: the invitation (name, email, role), shared by the page and
// POST /admin/users. "member" is an account without an administrative role.
import { z } from "zod";

export const INVITE_ROLES = ["member", "admin", "super-admin"] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

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

/** What the invitation page says of a used, revoked or expired link (the server refuses with it too). */
export const INVITATION_LINK_EXPIRED = "This invitation link has expired or was already used. Please ask an administrator for a new one.";
