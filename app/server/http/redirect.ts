// Where a form may send the browser next.

/**
 * A safe place to go back to after sign-in: a path on this site, never another origin. Browsers
 * drop tabs and newlines inside URLs and read backslashes as slashes, so any of those is refused.
 */
export function safeRedirectPath(value: unknown, fallback = "/home"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2000) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = "http://this-site.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/**
 * A permanent redirect (301) from a URL the specs also use to the page that answers it, keeping
 * the query string (/dashboard?x=1 → /home?x=1).
 */
export function permanentRedirect(request: Request, to: string): Response {
  return new Response(null, { status: 301, headers: { Location: to + new URL(request.url).search } });
}
