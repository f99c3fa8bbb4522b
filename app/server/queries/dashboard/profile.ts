// The dashboard's My Profile panel and GET /api/users/profile.
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { rolesOf } from "~/server/queries/users";
import { iso } from "./listing-summary";

export type Profile = {
  id: number;
  name: string;
  handle: string;
  email: string;
  email_verified_at: string | null;
  phone: string | null;
  phone_verified_at: string | null;
  created_at: string;
  roles: { name: string }[];
  address: {
    name: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
  has_payout_account: boolean;
};

/** The user's own profile, address included (it is theirs); null for an unknown or deleted user. */
export async function getProfile(db: Executor, userId: number): Promise<Profile | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      handle: users.handle,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      createdAt: users.createdAt,
      addressName: users.addressName,
      address1: users.address1,
      address2: users.address2,
      city: users.city,
      addressState: users.addressState,
      zip: users.zip,
      stripeConnectAccountId: users.stripeConnectAccountId,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) return null;
  const roles = await rolesOf(db, userId);
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    email: row.email,
    email_verified_at: iso(row.emailVerifiedAt),
    phone: row.phone,
    phone_verified_at: iso(row.phoneVerifiedAt),
    created_at: row.createdAt.toISOString(),
    roles: roles.map((name) => ({ name })),
    address: {
      name: row.addressName,
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.addressState,
      zip: row.zip,
    },
    has_payout_account: Boolean(row.stripeConnectAccountId),
  };
}
