// The administrators' user pages (/admin/users, /admin/users/{id}) and the soft delete's rows:
// the list with its search and filters, one member's detail, and the offers and listings a
// deletion touches.
import { and, asc, desc, eq, exists, ilike, inArray, isNotNull, isNull, notExists, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~/server/db/client";
import { auditLog, judgments, offers, payouts, roles, userRoles, users } from "~/server/db/schema";
import { agreedPriceSql } from "~/server/queries/listings";

export const ADMIN_USERS_PAGE_SIZE = 25;

export const userRoleFilters = ["member", "admin", "super-admin"] as const;
export type UserRoleFilter = (typeof userRoleFilters)[number];
export const userDeletedFilters = ["live", "deleted"] as const;
export type UserDeletedFilter = (typeof userDeletedFilters)[number];

export type AdminUserFilter = { text?: string; role?: UserRoleFilter; deleted?: UserDeletedFilter };

/** The password hash of an invited account that has not chosen a password yet: no password verifies against it. */
export const INVITED_PASSWORD_HASH = "!invited";

function hasRoleNamed(name: string): SQL {
  return exists(
    sql`(select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id} and ${roles.name} = ${name})`,
  );
}

function whereOf(filter: AdminUserFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.text) {
    const pattern = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(users.name, pattern), ilike(users.handle, pattern), ilike(users.email, pattern)));
  }
  if (filter.role === "admin") parts.push(hasRoleNamed("admin"));
  if (filter.role === "super-admin") parts.push(hasRoleNamed("super-admin"));
  if (filter.role === "member") {
    parts.push(
      notExists(
        sql`(select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id} and ${roles.name} in ('admin', 'super-admin'))`,
      ),
    );
  }
  if (filter.deleted === "live") parts.push(isNull(users.deletedAt));
  if (filter.deleted === "deleted") parts.push(isNotNull(users.deletedAt));
  return and(...parts);
}

export async function countAdminUsers(db: Executor, filter: AdminUserFilter): Promise<{ all: number; matching: number }> {
  const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [matching] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(whereOf(filter));
  return { all: all.n, matching: matching.n };
}

export type AdminUserRow = {
  id: number;
  name: string;
  handle: string;
  email: string;
  roles: string[];
  createdAt: Date;
  phoneVerifiedAt: Date | null;
  identityVerifiedAt: Date | null;
  deletedAt: Date | null;
};

async function rolesByUser(db: Executor, ids: number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (ids.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, ids))
    .orderBy(asc(roles.name));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.name]);
  return byUser;
}

/** Newest members first, one page. */
export async function listAdminUsers(db: Executor, filter: AdminUserFilter, page: number): Promise<AdminUserRow[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      handle: users.handle,
      email: users.email,
      createdAt: users.createdAt,
      phoneVerifiedAt: users.phoneVerifiedAt,
      identityVerifiedAt: users.identityVerifiedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(whereOf(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE);
  const byUser = await rolesByUser(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, roles: byUser.get(row.id) ?? [] }));
}

/** One member, deleted or not, with what the detail page shows of the account itself. */
export async function findAdminUser(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      handle: users.handle,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      addressName: users.addressName,
      address1: users.address1,
      address2: users.address2,
      city: users.city,
      addressState: users.addressState,
      zip: users.zip,
      stripeConnectAccountId: users.stripeConnectAccountId,
      payoutAccountReadyAt: users.payoutAccountReadyAt,
      identityVerifiedAt: users.identityVerifiedAt,
      invitationPending: sql<boolean>`${users.passwordHash} = ${INVITED_PASSWORD_HASH}`,
      deletedAt: users.deletedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  const byUser = await rolesByUser(db, [id]);
  return { ...row, roles: byUser.get(id) ?? [] };
}

/** The member's listings, offers, purchases, payouts and the audit entries about them or by them. */
export async function adminUserActivity(db: Executor, id: number) {
  const [listings, madeOffers, purchases, paid, audit] = await Promise.all([
    db
      .select({
        id: judgments.id,
        title: judgments.title,
        status: judgments.status,
        priceCents: judgments.priceCents,
        agreedCents: agreedPriceSql(),
        createdAt: judgments.createdAt,
      })
      .from(judgments)
      .where(eq(judgments.sellerId, id))
      .orderBy(desc(judgments.createdAt), desc(judgments.id))
      .limit(100),
    db
      .select({
        id: offers.id,
        judgmentId: offers.judgmentId,
        title: judgments.title,
        amountCents: offers.amountCents,
        status: offers.status,
        awaiting: offers.awaiting,
        counterCents: offers.counterCents,
        createdAt: offers.createdAt,
      })
      .from(offers)
      .innerJoin(judgments, eq(judgments.id, offers.judgmentId))
      .where(eq(offers.buyerId, id))
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(100),
    db
      .select({
        id: judgments.id,
        title: judgments.title,
        status: judgments.status,
        priceCents: judgments.priceCents,
        agreedCents: agreedPriceSql(),
        soldAt: judgments.soldAt,
      })
      .from(judgments)
      .where(eq(judgments.buyerId, id))
      .orderBy(desc(judgments.id))
      .limit(100),
    db
      .select({
        id: payouts.id,
        judgmentId: payouts.judgmentId,
        title: judgments.title,
        amountCents: payouts.amountCents,
        status: payouts.status,
        createdAt: payouts.createdAt,
      })
      .from(payouts)
      .innerJoin(judgments, eq(judgments.id, payouts.judgmentId))
      .where(eq(payouts.sellerId, id))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(100),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        actorId: auditLog.actorId,
        actorHandle: users.handle,
        fromStatus: auditLog.fromStatus,
        toStatus: auditLog.toStatus,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(or(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(id))), eq(auditLog.actorId, id)))
      .orderBy(desc(auditLog.id))
      .limit(100),
  ]);
  return { listings, offers: madeOffers, purchases, payouts: paid, audit };
}

/** Locks the member's row for a change of the account; null when there is no such member. */
export async function lockAdminUser(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, deletedAt: users.deletedAt, passwordHash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    // NO KEY UPDATE: another administrator waits, while a transaction that only references the
    // member (an audit entry, an offer accepted on its listing) does not deadlock against it.
    .for("no key update");
  if (!row) return null;
  const byUser = await rolesByUser(db, [id]);
  return { ...row, roles: byUser.get(id) ?? [], invitationPending: row.passwordHash === INVITED_PASSWORD_HASH };
}

const SALE_IN_PROGRESS = ["offer_accepted", "paid", "assigned"] as const;

/** A listing the member sells, or buys, whose sale is under way. */
/**
 * Locks every listing the member could be taking part in (theirs, and those it has a pending offer
 * on), in id order like every listing lock: an offer accepted at the same moment either commits
 * first (and the delete sees the sale) or waits and finds the listing or the offer gone.
 */
export async function lockListingsInvolving(db: Executor, userId: number): Promise<void> {
  await db
    .select({ id: judgments.id })
    .from(judgments)
    .where(
      or(
        eq(judgments.sellerId, userId),
        inArray(
          judgments.id,
          db
            .select({ id: offers.judgmentId })
            .from(offers)
            .where(and(eq(offers.buyerId, userId), eq(offers.status, "pending"))),
        ),
      ),
    )
    .orderBy(asc(judgments.id))
    .for("update");
}

export async function findSaleInProgress(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: judgments.id, status: judgments.status, sellerId: judgments.sellerId })
    .from(judgments)
    .where(and(or(eq(judgments.sellerId, userId), eq(judgments.buyerId, userId)), inArray(judgments.status, [...SALE_IN_PROGRESS])))
    .limit(1);
  return row ?? null;
}

export async function activeListingIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: judgments.id })
    .from(judgments)
    .where(and(eq(judgments.sellerId, userId), eq(judgments.status, "active")))
    .orderBy(asc(judgments.id));
  return rows.map((r) => r.id);
}

/** Listings of the member that can still have pending offers (not yet in a sale). */
export async function listingIdsWithPendingOffers(db: Executor, sellerId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: judgments.id })
    .from(judgments)
    .innerJoin(offers, eq(offers.judgmentId, judgments.id))
    .where(and(eq(judgments.sellerId, sellerId), eq(offers.status, "pending")));
  return rows.map((r) => r.id);
}

/** Withdraws every pending offer the member made; answers each with its listing and live seller. */
export async function withdrawPendingOffersOf(db: Executor, buyerId: number) {
  const withdrawn = await db
    .update(offers)
    .set({ status: "withdrawn", decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(offers.buyerId, buyerId), eq(offers.status, "pending")))
    .returning({ offerId: offers.id, judgmentId: offers.judgmentId, amountCents: offers.amountCents });
  if (withdrawn.length === 0) return [];
  const sellers = await db
    .select({
      judgmentId: judgments.id,
      title: judgments.title,
      id: users.id,
      name: users.name,
      email: users.email,
      deletedAt: users.deletedAt,
    })
    .from(judgments)
    .innerJoin(users, eq(users.id, judgments.sellerId))
    .where(
      inArray(
        judgments.id,
        withdrawn.map((w) => w.judgmentId),
      ),
    );
  const byListing = new Map(sellers.map((s) => [s.judgmentId, s]));
  return withdrawn.map((offer) => {
    const seller = byListing.get(offer.judgmentId);
    return {
      ...offer,
      title: seller?.title ?? "",
      seller: seller && !seller.deletedAt ? { id: seller.id, name: seller.name, email: seller.email } : null,
    };
  });
}

export async function setUserDeleted(db: Executor, id: number, deletedAt: Date | null): Promise<void> {
  await db.update(users).set({ deletedAt, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function removeRole(db: Executor, userId: number, roleName: string): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  if (!role) return;
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role.id)));
}
