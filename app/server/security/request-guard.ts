// Cross-site request forgery and body-size rules for every request (DESIGN.md section 8).
// Pure functions over the request's method, path and headers, so they are unit-tested directly.

export type GuardInput = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Origins this site answers on: its PUBLIC_URL and the origin the request itself reached. */
  ownOrigins: string[];
  maxBodyBytes: number;
  maxUploadBytes: number;
};

export type GuardRefusal = { status: number; message: string };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Provider webhooks are signed instead (checked in their route); the size rules still apply. */
const SIGNED_PATHS = ["/webhooks/stripe"];
/**
 * Paths that receive files: documents, and the spreadsheet import (its own, smaller limit is
 * checked by its route, app/server/listing-import/receive.ts). POST /api/admin/documents is not one: it lists a listing's
 * documents for an administrator (a small JSON body), so it keeps the ordinary body limit.
 */
const UPLOAD_PATHS = ["/api/judgments/documents", "/sell/documents", "/sell/import"];
/**
 * Reads that a plain link, <img> or <iframe> must reach: document files. They check who is asking
 * themselves, and a cross-site page can neither send the SameSite=Lax cookie with a subresource
 * request nor read the answer.
 */
const LINKABLE_API_READS = ["/api/documents/view/"];

/** A request that sends a document: the larger body limit, and only for signed-in members (server/upload-gate.ts). */
export function isUploadRequest(method: string, path: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase()) && UPLOAD_PATHS.some((p) => path.startsWith(p));
}

function header(headers: GuardInput["headers"], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function checkRequest(input: GuardInput): GuardRefusal | null {
  const method = input.method.toUpperCase();
  if (SIGNED_PATHS.includes(input.path)) {
    // No cookie, no origin: the provider's signature is the check. A body without a declared
    // length is read by the route with a running limit (readTextWithin).
    return SAFE_METHODS.has(method) ? null : checkSize(input, method, { lengthRequired: false });
  }

  const linkableRead = SAFE_METHODS.has(method) && LINKABLE_API_READS.some((p) => input.path.startsWith(p));
  if (input.path.startsWith("/api/") && !linkableRead && header(input.headers, "x-requested-with") !== "XMLHttpRequest") {
    return { status: 403, message: "API calls must carry the header X-Requested-With: XMLHttpRequest." };
  }

  if (SAFE_METHODS.has(method)) return null;

  const fetchSite = header(input.headers, "sec-fetch-site");
  const origin = header(input.headers, "origin");
  if (fetchSite && fetchSite !== "same-origin") {
    return { status: 403, message: "Cross-site requests are not allowed." };
  }
  if (origin && !input.ownOrigins.includes(origin)) {
    return { status: 403, message: "Cross-site requests are not allowed." };
  }
  if (!fetchSite && !origin) {
    return { status: 403, message: "The request must come from this site (send an Origin header)." };
  }
  return checkSize(input, method, { lengthRequired: true });
}

/** The declared body size against the route's limit; `lengthRequired`: refuse a body of unknown length. */
function checkSize(input: GuardInput, method: string, options: { lengthRequired: boolean }): GuardRefusal | null {
  const length = header(input.headers, "content-length");
  const isUpload = isUploadRequest(method, input.path);
  const limit = isUpload ? input.maxUploadBytes : input.maxBodyBytes;
  if (length === undefined) {
    if (options.lengthRequired && header(input.headers, "transfer-encoding")) {
      return { status: 411, message: "Request bodies must declare their length." };
    }
    return null;
  }
  const bytes = Number(length);
  if (!Number.isFinite(bytes) || bytes < 0) return { status: 400, message: "Invalid Content-Length." };
  if (bytes > limit) {
    return { status: 413, message: `The request is too large (at most ${Math.floor(limit / 1024 / 1024)} MB).` };
  }
  return null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * Whether a refusal goes to a person's browser (a page's form sent without JavaScript) rather
 * than to a script: then it is answered as a small page, not JSON.
 */
export function wantsPage(path: string, accept: string | undefined): boolean {
  return !path.startsWith("/api/") && !path.startsWith("/webhooks/") && (accept ?? "").includes("text/html");
}

/** The refusal as a page: the message and a way back (the referring page of this site, or home). */
export function refusalPage(message: string, back: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; color: #0f172a">
<h1 style="font-size: 1.5rem">We could not accept that</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">Go back</a></p>
</body></html>`;
}

/** The Content-Security-Policy: our own scripts (with a per-request nonce) and Stripe.js. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://js.stripe.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' https://api.stripe.com",
    // blob: lets the document viewer show a fetched PDF in the browser's own viewer (DESIGN.md section 11).
    "frame-src https://js.stripe.com https://hooks.stripe.com blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // Two forms post here and are redirected to Stripe's hosted pages, which browsers check against
    // form-action too: starting an identity check (docs/decisions/0048) and the payout account's
    // onboarding (/payouts, intent=onboard: an account link on connect.stripe.com).
    "form-action 'self' https://verify.stripe.com https://connect.stripe.com",
    "object-src 'none'",
  ].join("; ");
}
