// HTTP answers used across routes (DESIGN.md section 8).
import { isStorableText, UNSTORABLE_MESSAGE } from "~/domain/storable-text";

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

/**
 * How deep a body may nest. Forms here are flat (text, lists of text); anything deeper is a script
 * probing us, and code that turns a value into text (String(), template literals) recurses as deep
 * as the value, so 5,000 levels overflowed the stack.
 */
const MAX_BODY_DEPTH = 8;

/**
 * Reads a form or JSON body into a plain object of strings (and string arrays). A body that cannot
 * be parsed reads as {}. Throws a Response (the API's JSON shape, which pages show as their error
 * page) for a body nested deeper than MAX_BODY_DEPTH (400) and for text PostgreSQL cannot store, a
 * NUL or an unpaired surrogate, in any field's name or value (422 naming the field): such text can
 * be neither typed into a form nor stored, so it is refused here rather than failing in a query.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body = await parseBody(request);
  const refusal = bodyRefusal(body);
  if (refusal) throw refusal;
  return body;
}

async function parseBody(request: Request): Promise<Record<string, unknown>> {
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

/** Walks the body without recursion (so depth itself cannot overflow the stack). */
function bodyRefusal(body: Record<string, unknown>): Response | null {
  const pending: { value: unknown; field: string; depth: number }[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (!isStorableText(key)) return invalid({ _: [UNSTORABLE_MESSAGE] });
    pending.push({ value, field: key, depth: 1 });
  }
  while (pending.length) {
    const { value, field, depth } = pending.pop()!;
    if (typeof value === "string") {
      if (!isStorableText(value)) return invalid({ [field]: [UNSTORABLE_MESSAGE] });
      continue;
    }
    if (!value || typeof value !== "object" || value instanceof Blob) continue;
    if (depth >= MAX_BODY_DEPTH) return jsonError(400, "The request body is nested too deeply.");
    for (const [key, inner] of Object.entries(value)) {
      if (!isStorableText(key)) return invalid({ [field]: [UNSTORABLE_MESSAGE] });
      pending.push({ value: inner, field, depth: depth + 1 });
    }
  }
  return null;
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
