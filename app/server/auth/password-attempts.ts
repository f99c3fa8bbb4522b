// Throttled password checks: sign-in, and any form that asks for the current password (the password
// change form, POST /api/users/password). The rule and its reasons are in app/config/limits.ts and
// docs/decisions/0030 (trusted browsers).
import { createHash } from "node:crypto";
import { passwordAttemptLimits as limits } from "~/config/limits";
import type { AppServices } from "~/server/context";
import { clearUnlessBusier, refund, remembered, reserve } from "~/server/rate-limit";

export type PasswordAttempt<T> =
  { ok: true; value: T } | { ok: false; limited: true; retryAfterSeconds: number } | { ok: false; limited: false };

/**
 * Who is trying: the account's e-mail address (as typed), the client address, and the browser's
 * token (the `jx_browser` cookie, app/server/auth/trusted-browsers.ts) when it sent one.
 */
export type Attempter = { email: string; ip: string; browser?: string | null };

/** The rate-limit keys of one account (as typed), address and browser; the one place they are spelled. */
export function loginKeys({ email, ip, browser }: Attempter) {
  const account = email.trim().toLowerCase();
  const browserId = browser ? createHash("sha256").update(browser).digest("hex") : null;
  return {
    address: `login:address:${ip}`,
    pair: `login:pair:${account}|${ip}`,
    account: `login:account:${account}`,
    familiar: `login:familiar:${account}|${ip}`,
    /** The mark that this browser is trusted for this account (only the token's hash is stored). */
    trusted: browserId ? `login:trusted:${account}|${browserId}` : null,
    /** A trusted browser's own attempts, whatever the account. */
    browser: browserId ? `login:browser:${browserId}` : null,
    /** Every key a password change forgets: the account's familiar addresses and trusted browsers. */
    trustPrefixes: [`login:familiar:${account}|`, `login:trusted:${account}|`],
  };
}

/**
 * Reserves an attempt under every key before `check` runs, so at most the limit of passwords is
 * ever checked, however many requests arrive at once. `check` answers a value when the password is
 * right, null when it is wrong. A wrong password keeps its reservations (a failure); a right one
 * gives them back and clears the pair's failures. The caller then trusts the browser, which makes
 * the address familiar for the account (trustNewToken), in the transaction that signs the member
 * in: a mark made here, before it, could outlive a password change that came in between.
 */
export async function checkPasswordThrottled<T>(
  services: AppServices,
  who: Attempter,
  check: () => Promise<T | null>,
): Promise<PasswordAttempt<T>> {
  const key = loginKeys(who);
  if (key.trusted && key.browser && (await remembered(services, key.trusted))) {
    return checkFromTrustedBrowser(services, key.browser, check);
  }
  const reserved: string[] = [];
  const giveBack = () => Promise.all(reserved.map((k) => refund(services, k)));

  const address = await reserve(services, key.address, limits.perAddress);
  if (address.limited) return { ok: false, limited: true, retryAfterSeconds: address.retryAfterSeconds };
  reserved.push(key.address);

  const pair = await reserve(services, key.pair, limits.perAccountAndAddress);
  if (pair.limited) {
    await giveBack();
    return { ok: false, limited: true, retryAfterSeconds: pair.retryAfterSeconds };
  }
  reserved.push(key.pair);

  const account = await reserve(services, key.account, limits.perAccount);
  if (account.limited && !(await remembered(services, key.familiar))) {
    await giveBack();
    return { ok: false, limited: true, retryAfterSeconds: account.retryAfterSeconds };
  }
  if (!account.limited) reserved.push(key.account);

  const value = await check();
  if (value === null) return { ok: false, limited: false };

  await refund(services, key.address);
  if (!account.limited) await refund(services, key.account);
  if (!(await clearUnlessBusier(services, key.pair, pair.count))) await refund(services, key.pair);
  return { ok: true, value };
}

/**
 * A browser trusted for the account: its attempt counts under its own key only, so nobody else's
 * failures (the account's ceiling, the address's or the pair's) ever slow it (decision 0030).
 */
async function checkFromTrustedBrowser<T>(
  services: AppServices,
  browserKey: string,
  check: () => Promise<T | null>,
): Promise<PasswordAttempt<T>> {
  const browser = await reserve(services, browserKey, limits.perTrustedBrowser);
  if (browser.limited) return { ok: false, limited: true, retryAfterSeconds: browser.retryAfterSeconds };
  const value = await check();
  if (value === null) return { ok: false, limited: false };
  if (!(await clearUnlessBusier(services, browserKey, browser.count))) await refund(services, browserKey);
  return { ok: true, value };
}
