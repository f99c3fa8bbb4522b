// A few seconds' cache of the public list pages for visitors (no session, no flash cookie):
// under load, one render serves every visitor asking for the same URL in that window. Members
// always get a fresh page. Per instance and short-lived, so nothing another instance needs.

export type CachedPage = { status: number; headers: Record<string, string>; body: Buffer; nonce: string; storedAt: number };

export type MicroCacheOptions = { ttlMs: number; maxEntries: number; paths: RegExp };

export const publicPageCache: MicroCacheOptions = {
  ttlMs: 5_000,
  maxEntries: 500,
  // The browse list, its filtered variants and the public home page; never a judgment page (views
  // are counted there) nor anything with a form a visitor posts.
  paths: /^\/(judgments(\/by_state\/[A-Za-z]{2}|\/by_county\/\d+)?)?$/,
};

/** Whether a request may be answered from (and stored in) the cache. */
export function isCacheable(
  method: string,
  path: string,
  cookieHeader: string | undefined,
  options: MicroCacheOptions = publicPageCache,
): boolean {
  if (method !== "GET" || !options.paths.test(path)) return false;
  const cookies = cookieHeader ?? "";
  return !/(?:^|;\s*)(jx_session|jx_toast)=/.test(cookies);
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
