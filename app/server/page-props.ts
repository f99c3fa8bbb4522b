// The properties every page receives (buyer spec section 3): user, roles, permissions,
// current_user, the card provider's public key, branding and the unread-message count.
import type { RouterContextProvider } from "react-router";
import { permissionsFor } from "~/domain/permissions";
import { getOptionalUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { outboxAccess } from "~/server/mail/outbox-access";
import { countUnreadMessages } from "~/server/queries/messages";

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
  return {
    user,
    roles,
    permissions: permissionsFor(roles),
    /** 'buyer' or 'owner' on a judgment page; null elsewhere. */
    current_user: null as "buyer" | "owner" | null,
    stripe_key: services.config.stripe.publishableKey,
    branding: services.branding,
    unread_messages: account ? await countUnreadMessages(services.db, account.id) : 0,
    dev_mail: outboxAccess(services.config, roles) !== "none",
  };
}
