// Roles and what they allow (DESIGN.md section 4). Any registered user buys and sells; these
// permissions are the administrative ones on top. Only a super-admin manages administrators.

export const ADMIN_ROLES = ["admin", "super-admin"] as const;
export type RoleName = (typeof ADMIN_ROLES)[number];

const adminPermissions = [
  "review-listings",
  "review-messages",
  "review-assignments",
  "manage-users",
  "manage-banned-words",
  "manage-upsells",
] as const;

export type Permission = (typeof adminPermissions)[number] | "manage-admins";

export function permissionsFor(roles: readonly string[]): Permission[] {
  const permissions: Permission[] = [];
  if (roles.includes("admin") || roles.includes("super-admin")) permissions.push(...adminPermissions);
  if (roles.includes("super-admin")) permissions.push("manage-admins");
  return permissions;
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes("admin") || roles.includes("super-admin");
}

/** super-admin satisfies admin; admin does not satisfy super-admin. */
export function hasRole(roles: readonly string[], required: RoleName): boolean {
  if (required === "admin") return isAdmin(roles);
  return roles.includes(required);
}
