// The signed-in member behind a session, as every page reads them: the account with its roles, and
// whether their premium membership runs at the request's time (services.clock). One rule for React
// Router's pages (./guards.ts: getOptionalUser) and for the pages written without it
// (server/member-pages.ts).
import { isPremiumMember } from "~/domain/membership";
import type { AppServices } from "~/server/context";
import { findAccountById, type AccountUser } from "~/server/queries/users";

/** The signed-in user of a request. It is also a listing Viewer. */
export type RequestUser = AccountUser & { premium: boolean };

/** The member a session names (its user id), or null for a visitor's session, no session or an account gone. */
export async function requestUserOf(
  services: Pick<AppServices, "db" | "clock">,
  userId: number | null | undefined,
): Promise<RequestUser | null> {
  if (!userId) return null;
  const user = await findAccountById(services.db, userId);
  return user && requestUserFrom(user, services);
}

/** The request's member from their account as read (with `premium` for the request's time). */
export function requestUserFrom(account: AccountUser, services: Pick<AppServices, "clock">): RequestUser {
  return { ...account, premium: isPremiumMember(account, services.clock.now()) };
}
