// Trusted browsers (docs/decisions/0030, after OWASP's "device cookies"): a browser that signed in
// to an account, or completed a password reset, an invitation or a password change for it, gets a
// `jx_browser` cookie holding a random token made by the server at that moment; the server
// remembers the token's hash for that account (a mark in the rate-limit table, 90 days from its
// last use). Sign-ins from such a browser are throttled by that browser's own failures only
// (checkPasswordThrottled), so an attacker guessing from many addresses can slow strangers'
// attempts on the account but never the owner's browser. Every password change forgets the
// account's trusted browsers and familiar addresses: a token or an address that someone got with
// the old password stops counting.
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
 * Trusts the asking browser for the member's account, makes the address familiar and lifts the
 * slowing of this account from this address. Call it after a right password, a completed reset or
 * an accepted invitation. Answers the Set-Cookie header. `db`: the transaction that opens the
 * session (sign-in), so that a password change cannot slip in between (decision 0030).
 */
export async function trustBrowser(
  services: AppServices,
  request: Request,
  member: { userId: number; ip: string },
  db: Executor = services.db,
): Promise<string> {
  const account = await findAccountById(db, member.userId);
  return trustNewToken(services, { email: account?.email ?? null, ip: member.ip, previous: browserTokenOf(request) }, db);
}

/**
 * The browser gets a NEW random token, trusted for the account (`email`; none: a cookie only).
 * Never the token it sent (`previous`): that one may have been planted by someone who knows it, to
 * be trusted at the owner's next sign-in and then to burn its failures. The previous token stops
 * counting for this account; what it was trusted for elsewhere stays with it, not carried over: a
 * stolen copy of a cookie must not win fresh guesses on another account by signing in to its own.
 * The new token's own failures start at zero, so a reset lifts the browser's slowing.
 */
export async function trustNewToken(
  services: AppServices,
  who: { email: string | null; ip: string; previous: string | null },
  db: Executor = services.db,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  if (who.email) {
    const replaced = who.previous ? loginKeys({ email: who.email, ip: who.ip, browser: who.previous }).trusted : null;
    if (replaced && services.config.rateLimits) await deleteCounter(db, replaced);
    const key = loginKeys({ email: who.email, ip: who.ip, browser: token });
    await remember(services, key.trusted!, limits.trustedBrowserSeconds, db);
    await remember(services, key.familiar, limits.familiarAddressSeconds, db);
    if (services.config.rateLimits) await deleteCounter(db, key.pair);
  }
  const secure = services.config.production ? "; Secure" : "";
  return `${BROWSER_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${limits.trustedBrowserSeconds}${secure}`;
}

/** A password change: the account's trusted browsers and familiar addresses stop counting. */
export async function forgetTrustedBrowsers(db: Executor, email: string): Promise<void> {
  for (const prefix of loginKeys({ email, ip: "" }).trustPrefixes) await deleteCountersStartingWith(db, prefix);
}
