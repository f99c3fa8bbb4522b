// The Host header (and X-Forwarded-Host behind a trusted proxy) must name a host: React Router's
// Express adapter builds the request's URL from it, and `new URL()` throws on one such as
// "exa mple.com" or "[", which answered 500. Pure, so it is unit-tested directly.

/** A DNS name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9_-]{0,62})(?:\.[A-Za-z0-9_-]{1,63})*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;

export function isValidHost(value: string): boolean {
  const match = HOST.exec(value);
  if (!match || value.length > 260) return false;
  const port = match[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  // The shape is right; the URL parser has the last word (e.g. 999.999.999.999 or [::::]).
  try {
    new URL(`http://${value}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The message of a 400 for a request whose host is unusable, else null. A missing Host (HTTP/1.0)
 * is let through: the adapter then uses "localhost". Express reads the first of several
 * comma-separated X-Forwarded-Host values, so that is the one checked.
 */
export function hostRefusal(host: string | undefined, forwardedHost: string | undefined): string | null {
  if (host !== undefined && host !== "" && !isValidHost(host)) return "Invalid Host header.";
  if (forwardedHost !== undefined) {
    const first = forwardedHost.split(",")[0].trim();
    if (first !== "" && !isValidHost(first)) return "Invalid X-Forwarded-Host header.";
  }
  return null;
}

/**
 * Behind a trusted proxy Express takes the scheme from X-Forwarded-Proto's first value, and the
 * adapter builds a URL with it: anything but http or https (e.g. "a b") threw there.
 */
export function protoRefusal(forwardedProto: string | undefined): string | null {
  if (forwardedProto === undefined) return null;
  const first = forwardedProto.split(",")[0].trim().toLowerCase();
  return first === "" || first === "http" || first === "https" ? null : "Invalid X-Forwarded-Proto header.";
}
