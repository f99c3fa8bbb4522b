// The security headers of every answer (DESIGN.md section 8) have one home: here. A route that
// needs a different value (a served document's stricter Content-Security-Policy) sends its own,
// and it replaces the default: @react-router/express copies a Response's headers onto Express's
// answer with res.append, which would otherwise send both values, and a browser enforces every
// Content-Security-Policy it receives.
import type { RequestHandler } from "express";
import { freshNonce } from "~/server/security/nonce";
import { contentSecurityPolicy } from "~/server/security/request-guard";

/** Headers that have one value per answer: a route's value replaces the default instead of joining it. */
const ONE_VALUE = new Set([
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "strict-transport-security",
]);

export function securityHeaders(options: { csp: boolean; hsts: boolean }): RequestHandler {
  return (_req, res, next) => {
    // A fresh nonce for every answer, cached pages included (server/page-cache.ts).
    const nonce = freshNonce();
    res.locals.nonce = nonce;
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (options.csp) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    if (options.hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    const append = res.append.bind(res);
    res.append = ((field: string, value?: string | string[]) =>
      ONE_VALUE.has(field.toLowerCase()) && value !== undefined ? res.set(field, value) : append(field, value)) as typeof res.append;
    next();
  };
}
