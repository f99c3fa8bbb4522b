import { describe, expect, it } from "vitest";
import {
  checkRequest,
  contentSecurityPolicy,
  isUploadRequest,
  refusalPage,
  wantsPage,
  type GuardInput,
} from "~/server/security/request-guard";

const base: GuardInput = {
  method: "POST",
  path: "/login",
  headers: { origin: "http://localhost:3000", "content-length": "100" },
  ownOrigins: ["http://localhost:3000"],
  maxBodyBytes: 1024,
  maxUploadBytes: 4096,
};

describe("request guard", () => {
  it("lets same-origin form posts through", () => {
    expect(checkRequest(base)).toBeNull();
    expect(checkRequest({ ...base, headers: { "sec-fetch-site": "same-origin", "content-length": "5" } })).toBeNull();
  });
  it("refuses posts from another origin", () => {
    expect(checkRequest({ ...base, headers: { origin: "https://evil.example" } })?.status).toBe(403);
    expect(checkRequest({ ...base, headers: { "sec-fetch-site": "cross-site", origin: "http://localhost:3000" } })?.status).toBe(403);
  });
  it("refuses posts that say nothing about where they come from", () => {
    expect(checkRequest({ ...base, headers: {} })?.status).toBe(403);
  });
  it("lets reads through without an origin", () => {
    expect(checkRequest({ ...base, method: "GET", headers: {} })).toBeNull();
  });
  it("requires X-Requested-With on every API call, reads included", () => {
    expect(checkRequest({ ...base, method: "GET", path: "/api/states", headers: {} })?.status).toBe(403);
    expect(checkRequest({ ...base, method: "GET", path: "/api/states", headers: { "x-requested-with": "XMLHttpRequest" } })).toBeNull();
    expect(checkRequest({ ...base, path: "/api/judgments/offer" })?.status).toBe(403);
  });
  it("limits body sizes, with a larger limit for uploads", () => {
    expect(checkRequest({ ...base, headers: { ...base.headers, "content-length": "2048" } })?.status).toBe(413);
    expect(checkRequest({ ...base, path: "/sell/documents", headers: { ...base.headers, "content-length": "2048" } })).toBeNull();
    expect(
      checkRequest({
        ...base,
        path: "/api/admin/documents",
        headers: { ...base.headers, "x-requested-with": "XMLHttpRequest", "content-length": "2048" },
      })?.status,
    ).toBe(413);
    expect(checkRequest({ ...base, headers: { origin: base.headers.origin, "transfer-encoding": "chunked" } })?.status).toBe(411);
    expect(checkRequest({ ...base, headers: { ...base.headers, "content-length": "abc" } })?.status).toBe(400);
  });
  it("knows an upload by its method and path (it needs a signed-in member: server/upload-gate.ts)", () => {
    expect(isUploadRequest("POST", "/sell/documents")).toBe(true);
    expect(isUploadRequest("post", "/api/judgments/documents")).toBe(true);
    // The administrators' document list is a JSON call, not an upload: the ordinary body limit.
    expect(isUploadRequest("POST", "/api/admin/documents")).toBe(false);
    expect(isUploadRequest("GET", "/sell/documents")).toBe(false);
    expect(isUploadRequest("POST", "/sell/enhance")).toBe(false);
  });
  it("leaves signed webhooks to their own check", () => {
    expect(checkRequest({ ...base, path: "/webhooks/stripe", headers: {} })).toBeNull();
    // Without a declared length the route reads with a running limit (bounded-body.test.ts).
    expect(checkRequest({ ...base, path: "/webhooks/stripe", headers: { "transfer-encoding": "chunked" } })).toBeNull();
  });

  it("keeps the body size limit for signed webhooks", () => {
    expect(checkRequest({ ...base, path: "/webhooks/stripe", headers: { "content-length": "1025" } })?.status).toBe(413);
    expect(checkRequest({ ...base, path: "/webhooks/stripe", headers: { "content-length": "x" } })?.status).toBe(400);
  });

  it("exempts only the webhook's own path from the origin checks", () => {
    expect(checkRequest({ ...base, path: "/webhooks/stripe-other", headers: { "transfer-encoding": "chunked" } })?.status).toBe(403);
    expect(checkRequest({ ...base, path: "/webhooks/x/register", headers: {} })?.status).toBe(403);
  });
});

describe("linkable document reads", () => {
  it("lets a plain link read a document file, but nothing else under /api/ and no writes", () => {
    expect(checkRequest({ ...base, method: "GET", path: "/api/documents/view/12", headers: {} })).toBeNull();
    expect(checkRequest({ ...base, method: "GET", path: "/api/judgments/documents/12", headers: {} })?.status).toBe(403);
    expect(
      checkRequest({ ...base, method: "POST", path: "/api/documents/view/12", headers: { origin: base.headers.origin } })?.status,
    ).toBe(403);
  });
});

describe("refusals for a person's browser", () => {
  it("are pages for form posts that accept HTML, JSON for scripts and webhooks", () => {
    expect(wantsPage("/sell/documents/7", "text/html,application/xhtml+xml")).toBe(true);
    expect(wantsPage("/api/judgments/documents", "text/html")).toBe(false);
    expect(wantsPage("/webhooks/stripe", "text/html")).toBe(false);
    expect(wantsPage("/sell/documents/7", "application/json")).toBe(false);
    expect(wantsPage("/login", undefined)).toBe(false);
  });

  it("say why, escape what they repeat, and link back", () => {
    const html = refusalPage("The request is too large (at most 21 MB).", "http://x/sell/documents/7?a=<b>");
    expect(html).toContain("The request is too large (at most 21 MB).");
    expect(html).toContain('href="http://x/sell/documents/7?a=&lt;b&gt;"');
    expect(html).not.toContain("<b>");
  });
});

// Browsers check a form post's redirect against form-action: the two forms redirected to Stripe's
// hosted pages (identity check, payout onboarding) must be allowed, and nothing else beyond our origin.
describe("contentSecurityPolicy", () => {
  it("lets forms post to our origin and redirect to Stripe's identity and onboarding pages only", () => {
    const directives = new Map(
      contentSecurityPolicy("n0nce")
        .split("; ")
        .map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const),
    );
    expect(directives.get("form-action")).toEqual(["'self'", "https://verify.stripe.com", "https://connect.stripe.com"]);
    expect(directives.get("script-src")).toContain("'nonce-n0nce'");
  });
});
