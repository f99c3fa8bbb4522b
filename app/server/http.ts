// HTTP answers used across routes (DESIGN.md section 8).

export type FieldErrors = Record<string, string[]>;

/** 422 with `{ errors: { field: [message] } }`. */
export function invalid(errors: FieldErrors, init?: ResponseInit): Response {
  return Response.json({ errors }, { status: 422, ...init });
}

export function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ errors: { _: [message] }, message }, { status, headers });
}

/** True for the JSON API and for fetches that ask for JSON. */
export function wantsJson(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return path.startsWith("/api/") || (request.headers.get("accept") ?? "").includes("application/json");
}

/** Reads a form or JSON body into a plain object of strings (and string arrays). Never throws. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const value = await request.json();
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    }
    const form = await request.formData();
    const body: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key);
      body[key] = values.length > 1 ? values : values[0];
    }
    return body;
  } catch {
    return {};
  }
}

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
