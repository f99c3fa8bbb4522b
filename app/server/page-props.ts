// The properties every page receives (buyer spec section 3): user, roles, permissions,
// current_user, the card provider's public key, branding, the unread-message count and how many
// things wait on the member (the navbar's Dashboard count: app/server/needs-you/member.ts, fresh on
// /home and after the member's own action, else kept up to a minute; docs/decisions/0043-needs-you.md).
import type { RouterContextProvider } from "react-router";
import { permissionsFor } from "~/domain/permissions";
import { getOptionalUser } from "~/server/auth/guards";
import type { RequestUser } from "~/server/auth/request-user";
import { getServices, type AppServices } from "~/server/context";
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
  if (!account) return visitorPageProps(services);
  return memberPageProps(services, account, needsYouCount(context, account.id, actedJustNow || isHome(request)));
}

/**
 * A member's properties, with `needsYou`, the navbar's count (app/server/needs-you/member.ts), and
 * the unread count read beside each other; for a page written without React Router too
 * (server/member-pages.ts), which read `unread` with the member already.
 */
export async function memberPageProps(services: AppServices, account: RequestUser, needsYou: Promise<number>, unread?: number) {
  // Both counts awaited from here on: a rejection of either is this promise's, never one left unhandled.
  const counts = Promise.all([unread ?? countUnreadMessages(services.db, account.id), needsYou]);
  const user: PageUser = {
    id: account.id,
    name: account.name,
    handle: account.handle,
    email: account.email,
    email_verified_at: account.emailVerifiedAt?.toISOString() ?? null,
    phone_verified_at: account.phoneVerifiedAt?.toISOString() ?? null,
    has_payout_account: Boolean(account.stripeConnectAccountId),
    created_at: account.createdAt.toISOString(),
  };
  const [unreadCount, count] = await counts;
  return pageProps(services, user, account.roles, unreadCount, count);
}

/** A visitor's properties: no account, no counts (what a page written without React Router shows: server/visitor-pages.ts). */
export function visitorPageProps(services: AppServices) {
  return pageProps(services, null, [], 0, 0);
}

function pageProps(services: AppServices, user: PageUser | null, roles: string[], unread: number, needsYou: number) {
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

/** The year the footer's copyright runs to. */
export function copyrightYear(): number {
  return new Date().getFullYear();
}

/** /home shows the list the count counts: there the count is always the list's own length. */
function isHome(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return path === "/home" || path === "/home/" || path === "/home.data";
}
