// The administrators' user forms: the invitation's roles and the invitation page's message, for the
// pages and the server. "member" is an account without an administrative role. The invitation
// form's Zod schema, for POST /admin/users, is in app/domain/schemas/admin-user-forms.ts.

export const INVITE_ROLES = ["member", "admin", "super-admin"] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/** What the invitation page says of a used, revoked or expired link (the server refuses with it too). */
export const INVITATION_LINK_EXPIRED = "This invitation link has expired or was already used. Please ask an administrator for a new one.";
