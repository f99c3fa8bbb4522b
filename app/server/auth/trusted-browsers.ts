// Trusted browsers (docs/decisions/0030, after OWASP's "device cookies"): a browser that signed in
// to an account, or completed a password reset or an invitation for it, gets a `jx_browser` cookie
// holding a random token; the server remembers the token's hash for that account (a mark in the
// rate-limit table, 90 days from its last use). Sign-ins from such a browser are throttled by that
// browser's own failures only (checkPasswordThrottled), so an attacker guessing from many
// addresses can slow strangers' attempts on the account but never the owner's browser. Every
// password change forgets the account's trusted browsers and familiar addresses: a token or an
// address that someone got with the old password stops counting.
import { randomBytes } from "node:crypto";
import { passwordAttemptLimits as limits } from "~/config/limits";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { loginKeys } from "~/server/auth/password-attempts";
import { deleteCounter, deleteCountersStartingWith } from "~/server/queries/rate-limits";
import { findAccountById } from "~/server/queries/users";
import { remember } from "~/server/rate-limit";
import { readCookie } from "~/server/session";

export const BROWSER_COOKIE = "jx_browser";

/** The browser's token from its cookie, if it has the shape of ours (43 base64url characters). */
export function browserTokenOf(request: Request): string | null {
  const token = readCookie(request.headers.get("cookie"), BROWSER_COOKIE);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/**
 * Trusts the asking browser for the member's account (a token is made when it has none), makes
 * the address familiar and lifts the slowing of this account from this address. Call it after a
 * right password, a completed reset or an accepted invitation (`proof: "mailbox"`: an e-mailed
 * link, which also lifts the browser's own slowing, as the 429's hint promises). Answers the
 * Set-Cookie header.
 */
export async function trustBrowser(
  services: AppServices,
  request: Request,
  member: { userId: number; ip: string; proof: "password" | "mailbox" },
): Promise<string> {
  const token = browserTokenOf(request) ?? randomBytes(32).toString("base64url");
  const account = await findAccountById(services.db, member.userId);
  if (account) await rememberBrowser(services, { email: account.email, ip: member.ip, browser: token });
  if (member.proof === "mailbox" && services.config.rateLimits) await deleteCounter(services.db, loginKeys({ email: "", ip: "", browser: token }).browser!);
  const secure = services.config.production ? "; Secure" : "";
  return `${BROWSER_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${limits.trustedBrowserSeconds}${secure}`;
}

/** The marks of trustBrowser, for a browser that has its cookie already (the password change form). */
export async function rememberBrowser(services: AppServices, who: { email: string; ip: string; browser: string }): Promise<void> {
  const key = loginKeys(who);
  await remember(services, key.trusted!, limits.trustedBrowserSeconds);
  await remember(services, key.familiar, limits.familiarAddressSeconds);
  if (services.config.rateLimits) await deleteCounter(services.db, key.pair);
}

/** A password change: the account's trusted browsers and familiar addresses stop counting. */
export async function forgetTrustedBrowsers(db: Executor, email: string): Promise<void> {
  for (const prefix of loginKeys({ email, ip: "" }).trustPrefixes) await deleteCountersStartingWith(db, prefix);
}
