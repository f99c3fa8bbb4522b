// The properties every page receives (buyer spec section 3): user, roles, permissions,
// current_user, the card provider's public key, branding, the unread-message count and how many
// things wait on the member (the navbar's Dashboard count: app/server/needs-you/member.ts, fresh on
// /home and after the member's own action, else kept up to a minute; docs/decisions/0043-needs-you.md).
import type { RouterContextProvider } from "react-router";
import { permissionsFor } from "~/domain/permissions";
import { getOptionalUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { outboxAccess } from "~/server/mail/outbox-access";
import { needsYouCount } from "~/server/needs-you/member";
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

/** `actedJustNow`: the page follows the member's own action (it carries its notice): counts are read fresh. */
export async function loadPageProps(request: Request, context: Readonly<RouterContextProvider>, actedJustNow = false) {
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
  const [unread, needsYou] = account
    ? await Promise.all([countUnreadMessages(services.db, account.id), needsYouCount(context, account.id, actedJustNow || isHome(request))])
    : [0, 0];
  return {
    user,
    roles,
    permissions: permissionsFor(roles),
    /** 'buyer' or 'owner' on a judgment page; null elsewhere. */
    current_user: null as "buyer" | "owner" | null,
    stripe_key: services.config.stripe.publishableKey,
    branding: services.branding,
    unread_messages: unread,
    needs_you: needsYou,
    dev_mail: outboxAccess(services.config, roles) !== "none",
  };
}

/** /home shows the list the count counts: there the count is always the list's own length. */
function isHome(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return path === "/home" || path === "/home/" || path === "/home.data";
}
