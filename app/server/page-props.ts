// The properties every page receives (buyer spec section 3): user, roles, permissions,
// current_user, the card provider's public key, branding, the unread-message count and how many
// things wait on the member (the navbar's Dashboard count: docs/decisions/0043-needs-you.md), both
// counts read in one statement.
import type { RouterContextProvider } from "react-router";
import { permissionsFor } from "~/domain/permissions";
import { getOptionalUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { outboxAccess } from "~/server/mail/outbox-access";
import { countMemberBadges } from "~/server/queries/needs-you";

export type PageUser = {
  id: number;
  name: string;
  handle: string;
  email: string;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  has_payout_account: boolean;
  created_at: string;
};

export async function loadPageProps(request: Request, context: Readonly<RouterContextProvider>) {
  const services = getServices(context);
  const account = await getOptionalUser(request, context);
  const user: PageUser | null = account && {
    id: account.id,
    name: account.name,
    handle: account.handle,
    email: account.email,
    email_verified_at: account.emailVerifiedAt?.toISOString() ?? null,
    phone_verified_at: account.phoneVerifiedAt?.toISOString() ?? null,
    has_payout_account: Boolean(account.stripeConnectAccountId),
    created_at: account.createdAt.toISOString(),
  };
  const roles = account?.roles ?? [];
  const badges = account ? await countMemberBadges(services.db, account.id, services.clock.now()) : { unread: 0, needsYou: 0 };
  return {
    user,
    roles,
    permissions: permissionsFor(roles),
    /** 'buyer' or 'owner' on a judgment page; null elsewhere. */
    current_user: null as "buyer" | "owner" | null,
    stripe_key: services.config.stripe.publishableKey,
    branding: services.branding,
    unread_messages: badges.unread,
    needs_you: badges.needsYou,
    dev_mail: outboxAccess(services.config, roles) !== "none",
  };
}
