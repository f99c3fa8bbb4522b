// What administrators do to accounts (/admin/users): invite a member (an account without a usable
// password and a single-use link, valid 7 days, to choose one), resend the invitation, grant or
// remove the admin role (super-admins only), soft-delete a member and restore one (super-admins
// only). Each change is one transaction, audited with the administrator's id; the e-mails it
// causes are queued in it and dispatched after the commit. Refusals are thrown (403, 404, 409, 422).
import { randomBytes } from "node:crypto";
import { INVITATION_LINK_EXPIRED } from "~/domain/admin-user-forms";
import { type InviteUserInput } from "~/domain/schemas/admin-user-forms";
import { listingStatusLabels } from "~/domain/listing-status";
import { hasRole } from "~/domain/permissions";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { isUniqueViolation } from "~/server/db/errors";
import { checkNewPassword, hashToken, replacePassword, useToken } from "~/server/auth/accounts";
import { handleRefusal } from "~/server/auth/handles";
import { hashPassword } from "~/server/auth/password";
import { freeNeutralHandle } from "~/server/auth/create-user";
import { jsonError, refuse, type FieldErrors } from "~/server/http/refusal";
import { applyListingTransition } from "~/server/listings/transition";
import {
  INVITATION_DAYS,
  invitationEmail,
  offerRejectedSellerClosedEmail,
  offerWithdrawnAccountClosedEmail,
} from "~/server/mail/account-admin-emails";
import { queueNotification } from "~/server/mail/notifications";
import { dispatchEmails, queueEmailInTransaction } from "~/server/mail/outbox";
import {
  activeListingIdsOf,
  findSaleInProgress,
  lockListingsInvolving,
  INVITED_PASSWORD_HASH,
  listingIdsWithPendingOffers,
  lockAdminUser,
  removeRole,
  setUserDeleted,
  withdrawPendingOffersOf,
} from "~/server/queries/admin-users";
import { insertAudit } from "~/server/queries/audit";
import { findListingTitle, rejectPendingOffers } from "~/server/queries/selling";
import { deleteUserSessions } from "~/server/queries/sessions";
import { changeHandle, findAccountById, findUserIdByEmail, grantRole, insertUser, markEmailVerified } from "~/server/queries/users";
import { HANDLE_TAKEN } from "~/domain/auth-forms";
import { findLiveVerification, insertVerification, revokeLiveVerifications } from "~/server/queries/verifications";
import { tellWatchersUnavailable } from "~/server/watchlist/tell-watchers";
import { tellRejectedBuyers } from "~/server/offers/notify";

type Admin = { id: number; roles: readonly string[] };

export const adminUserMessages = {
  missing: "This member does not exist.",
  emailTaken: "This e-mail address already has an account.",
  inviteAdmin: "Only a super-admin can invite an administrator.",
  deleteSelf: "You cannot delete your own account.",
  deleteAdmin: "Only a super-admin can delete an administrator.",
  alreadyDeleted: "This member is already deleted.",
  notDeleted: "This member is not deleted.",
  restore: "Only a super-admin can restore a deleted member.",
  roles: "Only a super-admin can grant or remove the admin role.",
  ownRoles: "You cannot change your own roles.",
  deletedRoles: "Restore the member before changing their roles.",
  noInvitation: "This member has already chosen a password: there is no invitation to resend.",
  linkExpired: INVITATION_LINK_EXPIRED,
  deleted: "User deleted successfully!",
  restored: "User restored successfully!",
  invited: (email: string) => `The invitation was sent to ${email}.`,
  resent: (email: string) => `A new invitation was sent to ${email}; the previous link no longer works.`,
  granted: "The admin role was granted.",
  removed: "The admin role was removed.",
} as const;

const isSuperAdmin = (admin: Admin) => hasRole(admin.roles, "super-admin");

/** A new invitation link for `userId`: the older ones stop working. Inside the caller's transaction. */
async function issueInvitation(tx: Executor, services: AppServices, user: { id: number; name: string; email: string }) {
  const token = randomBytes(32).toString("base64url");
  await revokeLiveVerifications(tx, user.id, "invitation");
  await insertVerification(tx, {
    userId: user.id,
    purpose: "invitation",
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  const link = `${services.config.publicUrl}/invitation?token=${token}`;
  return queueEmailInTransaction(tx, invitationEmail(user.email, user.name, link, services.branding));
}

/** Creates the invited account and e-mails its link; answers the new member's id. */
export async function inviteUser(services: AppServices, admin: Admin, input: InviteUserInput): Promise<{ userId: number }> {
  if (input.role !== "member" && !isSuperAdmin(admin)) throw refuse(403, "role", adminUserMessages.inviteAdmin);
  if (await findUserIdByEmail(services.db, input.email)) throw refuse(422, "email", adminUserMessages.emailTaken);
  let outcome: { userId: number; emailId: number };
  try {
    outcome = await services.db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        name: input.name,
        handle: await freeNeutralHandle(tx),
        handleChosen: false,
        email: input.email,
        passwordHash: INVITED_PASSWORD_HASH,
      });
      if (input.role !== "member") await grantRole(tx, userId, input.role);
      await insertAudit(tx, { actorId: admin.id, action: "user.invite", entity: "user", entityId: userId, details: { role: input.role } });
      const emailId = await issueInvitation(tx, services, { id: userId, name: input.name, email: input.email });
      return { userId, emailId };
    });
  } catch (error) {
    // Another invitation or a registration took the address (or the handle) first.
    if (!isUniqueViolation(error)) throw error;
    throw refuse(422, "email", adminUserMessages.emailTaken);
  }
  await dispatchEmails(services, [outcome.emailId]);
  return { userId: outcome.userId };
}

/** A new link for a member who has not accepted the invitation yet; the old link stops working. */
export async function resendInvitation(services: AppServices, admin: Admin, userId: number): Promise<{ email: string }> {
  const { emailId, email } = await services.db.transaction(async (tx) => {
    const user = await lockAdminUser(tx, userId);
    if (!user) throw jsonError(404, adminUserMessages.missing);
    if (user.deletedAt) throw jsonError(409, adminUserMessages.deletedRoles.replace("changing their roles", "inviting them again"));
    if (!user.invitationPending) throw jsonError(409, adminUserMessages.noInvitation);
    await insertAudit(tx, { actorId: admin.id, action: "user.invite_resend", entity: "user", entityId: userId });
    return { emailId: await issueInvitation(tx, services, user), email: user.email };
  });
  await dispatchEmails(services, [emailId]);
  return { email };
}

type Result<T> = { ok: true; value: T } | { ok: false; status: number; errors: FieldErrors };

/** The invitation page: the live link's member, or null (expired, used, revoked, deleted member). */
export async function invitationOwner(services: AppServices, token: string) {
  const live = token ? await findLiveVerification(services.db, "invitation", hashToken(token)) : null;
  return live ? findAccountById(services.db, live.userId) : null;
}

/**
 * Accepts an invitation: the handle the invitee chose (the handle rule, with their address; never
 * one made from the e-mail address, docs/decisions/0032) replaces the one they had, whatever it was
 * (it is retired), the password is set, the e-mail counts as verified, and the link (and any other
 * of that member) stops working.
 */
export async function acceptInvitation(
  services: AppServices,
  input: { token: string; handle: string; password: string },
  ip: string,
): Promise<Result<number>> {
  const owner = await invitationOwner(services, input.token);
  if (!owner) return { ok: false, status: 422, errors: { _: [adminUserMessages.linkExpired] } };
  const handleRefused = await handleRefusal(services.db, input.handle, owner.email);
  if (handleRefused) return { ok: false, status: 422, errors: { handle: handleRefused } };
  const refused = await checkNewPassword(services, ip, input.password, owner);
  if (refused) return refused;
  const passwordHash = await hashPassword(input.password);
  let userId: number | null;
  try {
    userId = await services.db.transaction(async (tx) => {
      const used = await useToken(tx, "invitation", input.token);
      if (!used) return null;
      const from = await changeHandle(tx, used, input.handle);
      await replacePassword(tx, used, passwordHash);
      await markEmailVerified(tx, used);
      await insertAudit(tx, {
        actorId: used,
        action: "user.invite_accept",
        entity: "user",
        entityId: used,
        details: { from, handle: input.handle },
      });
      return used;
    });
  } catch (error) {
    // Someone took the handle between the check and the update: the unique index decided.
    if (isUniqueViolation(error)) return { ok: false, status: 422, errors: { handle: [HANDLE_TAKEN] } };
    throw error;
  }
  return userId ? { ok: true, value: userId } : { ok: false, status: 422, errors: { _: [adminUserMessages.linkExpired] } };
}

/** Grants or removes the admin role: super-admins only, never on their own account. */
export async function setAdminRole(services: AppServices, admin: Admin, userId: number, grant: boolean): Promise<void> {
  if (!isSuperAdmin(admin)) throw jsonError(403, adminUserMessages.roles);
  if (admin.id === userId) throw jsonError(403, adminUserMessages.ownRoles);
  await services.db.transaction(async (tx) => {
    const user = await lockAdminUser(tx, userId);
    if (!user) throw jsonError(404, adminUserMessages.missing);
    if (user.deletedAt) throw jsonError(409, adminUserMessages.deletedRoles);
    const has = user.roles.includes("admin");
    if (grant === has) return;
    if (grant) await grantRole(tx, userId, "admin");
    else await removeRole(tx, userId, "admin");
    await insertAudit(tx, {
      actorId: admin.id,
      action: grant ? "user.role_grant" : "user.role_remove",
      entity: "user",
      entityId: userId,
      details: { role: "admin" },
    });
  });
}

/**
 * Soft-deletes a member: deleted_at set, every session and live link gone, active listings hidden,
 * pending offers on their listings rejected (bidders told) and their own pending offers withdrawn
 * (sellers told). Sales, the ledger and the audit log are kept whole. Refused for oneself (403), for
 * an administrator unless a super-admin asks (403), and while a sale of theirs is under way (409).
 */
export async function deleteUser(services: AppServices, admin: Admin, userId: number): Promise<void> {
  if (admin.id === userId) throw jsonError(403, adminUserMessages.deleteSelf);
  const emailIds = await services.db.transaction(async (tx) => {
    const user = await lockAdminUser(tx, userId);
    if (!user) throw jsonError(404, adminUserMessages.missing);
    if (hasRole(user.roles, "admin") && !isSuperAdmin(admin)) throw jsonError(403, adminUserMessages.deleteAdmin);
    if (user.deletedAt) throw jsonError(409, adminUserMessages.alreadyDeleted);
    await lockListingsInvolving(tx, userId);
    const sale = await findSaleInProgress(tx, userId);
    if (sale) {
      const side = sale.sellerId === userId ? "sells" : "buys";
      throw jsonError(
        409,
        `This member cannot be deleted while a sale is in progress: they ${side} judgment #${sale.id}, which is ${listingStatusLabels[sale.status]}. Finish or cancel the sale first.`,
      );
    }
    await setUserDeleted(tx, userId, new Date());
    await deleteUserSessions(tx, userId);
    for (const purpose of ["email", "password_reset", "invitation", "phone"] as const) await revokeLiveVerifications(tx, userId, purpose);

    const emails: (number | null)[] = [];
    const browseUrl = `${services.config.publicUrl}/judgments`;
    const hidden = await activeListingIdsOf(tx, userId);
    for (const judgmentId of hidden) {
      await applyListingTransition(tx, {
        judgmentId,
        event: "hide",
        userId: admin.id,
        isAdmin: true,
        details: { reason: "owner_deleted" },
      });
      emails.push(
        ...(await tellWatchersUnavailable(tx, services, {
          judgmentId,
          title: (await findListingTitle(tx, judgmentId)) ?? "",
          reason: "hidden",
          except: [userId],
        })),
      );
    }
    for (const judgmentId of await listingIdsWithPendingOffers(tx, userId)) {
      const title = (await findListingTitle(tx, judgmentId)) ?? "";
      const told = await tellRejectedBuyers(tx, services, {
        rejected: await rejectPendingOffers(tx, judgmentId),
        judgmentId,
        actorId: admin.id,
        details: { reason: "seller_deleted" },
        write: (buyer, offer) =>
          offerRejectedSellerClosedEmail(
            buyer.email,
            { buyerName: buyer.name, title, amountCents: offer.amountCents, browseUrl },
            services.branding,
          ),
      });
      emails.push(...told.emails);
    }
    for (const offer of await withdrawPendingOffersOf(tx, userId)) {
      await insertAudit(tx, {
        actorId: admin.id,
        action: "offer.withdraw",
        entity: "offer",
        entityId: offer.offerId,
        fromStatus: "pending",
        toStatus: "withdrawn",
        details: { judgmentId: offer.judgmentId, reason: "buyer_deleted" },
      });
      if (!offer.seller) continue;
      const email = offerWithdrawnAccountClosedEmail(
        offer.seller.email,
        {
          sellerName: offer.seller.name,
          title: offer.title,
          amountCents: offer.amountCents,
          listingUrl: `${services.config.publicUrl}/judgments/${offer.judgmentId}`,
        },
        services.branding,
      );
      emails.push(
        await queueNotification(tx, { userId: offer.seller.id, topic: "offers_received", publicUrl: services.config.publicUrl }, email),
      );
    }
    await insertAudit(tx, {
      actorId: admin.id,
      action: "user.delete",
      entity: "user",
      entityId: userId,
      details: { hiddenListings: hidden },
    });
    return emails;
  });
  await dispatchEmails(services, emailIds);
}

/** Clears deleted_at (super-admins only). Listings stay hidden: the owner shows them again. */
export async function restoreUser(services: AppServices, admin: Admin, userId: number): Promise<void> {
  if (!isSuperAdmin(admin)) throw jsonError(403, adminUserMessages.restore);
  await services.db.transaction(async (tx) => {
    const user = await lockAdminUser(tx, userId);
    if (!user) throw jsonError(404, adminUserMessages.missing);
    if (!user.deletedAt) throw jsonError(409, adminUserMessages.notDeleted);
    await setUserDeleted(tx, userId, null);
    await insertAudit(tx, { actorId: admin.id, action: "user.restore", entity: "user", entityId: userId });
  });
}
