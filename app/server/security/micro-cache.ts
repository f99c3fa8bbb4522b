// A few seconds' cache of the public list pages for visitors (no session, no flash cookie):
// under load, one render serves every visitor asking for the same URL in that window. Members
// always get a fresh page. Per instance and short-lived, so nothing another instance needs.
import { readCookie, SESSION_COOKIE } from "~/server/session";
import { TOAST_COOKIE } from "~/server/toast";

/**
 * A cached page holds no nonce: its body is kept cut where the render wrote its nonce (`parts`),
 * and each answer joins the parts with its own fresh one (joinAtNonce).
 */
export type CachedPage = { status: number; headers: Record<string, string>; parts: Buffer[]; storedAt: number };

export type MicroCacheOptions = { ttlMs: number; maxEntries: number; paths: RegExp };

export const publicPageCache: MicroCacheOptions = {
  ttlMs: 5_000,
  maxEntries: 500,
  // The browse list, its filtered variants, the public home page, a judgment page (its view is
  // noted on a hit as on a render: app/server/listings/view-counter.ts) and /market (every completed
  // sale aggregated: the same for every visitor); never a page a visitor posts a form to.
  paths: /^\/(judgments(\/by_state\/[A-Za-z]{2}|\/by_county\/\d+|\/\d+)?|market)?$/,
};

/** Whether a request may be answered from (and stored in) the cache. */
export function isCacheable(
  method: string,
  path: string,
  cookieHeader: string | undefined,
  options: MicroCacheOptions = publicPageCache,
): boolean {
  if (method !== "GET" || !options.paths.test(path)) return false;
  // Read exactly as the session reads it: a cookie the session would find is never a visitor's.
  return readCookie(cookieHeader, SESSION_COOKIE) === null && readCookie(cookieHeader, TOAST_COOKIE) === null;
}

export function createMicroCache(options: MicroCacheOptions = publicPageCache, now: () => number = Date.now) {
  const entries = new Map<string, CachedPage>();
  return {
    get(key: string): CachedPage | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (now() - entry.storedAt > options.ttlMs) {
        entries.delete(key);
        return null;
      }
      return entry;
    },
    set(key: string, page: Omit<CachedPage, "storedAt">): void {
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...page, storedAt: now() });
    },
    size: () => entries.size,
  };
}

/**
 * The page cut at every place its render wrote `nonce`. The nonce is 128 random bits known to no one
 * before this answer (app/server/security/nonce.ts), so no listing text, name or URL a person wrote can
 * contain it: the cuts are exactly where the renderer put it (its script tags), never in their
 * content. (A fixed placeholder would not be safe that way: text containing it would be turned
 * into a valid nonce on every later answer.)
 */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(nonce, from, "utf8"); at !== -1; at = body.indexOf(nonce, from, "utf8")) {
    parts.push(body.subarray(from, at));
    from = at + Buffer.byteLength(nonce);
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The cached page with this answer's own nonce where the render wrote its nonce. */
export function joinAtNonce(parts: readonly Buffer[], nonce: string): Buffer {
  const glue = Buffer.from(nonce, "utf8");
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])));
}
