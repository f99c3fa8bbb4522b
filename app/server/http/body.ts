// Reading a request's body: a form or JSON body as a plain object (readBody), checked against a
// Zod schema (parseInput, readInput: a 422 Refusal naming the fields otherwise).
import type { z } from "zod";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { isStorableText, UNSTORABLE_MESSAGE } from "~/domain/storable-text";
import { invalid, jsonError, type Refusal } from "./refusal";

/**
 * How deep a body may nest. Forms here are flat (text, lists of text); anything deeper is a script
 * probing us, and code that turns a value into text (String(), template literals) recurses as deep
 * as the value, so 5,000 levels overflowed the stack.
 */
const MAX_BODY_DEPTH = 8;

/**
 * Reads a form or JSON body into a plain object of strings (and string arrays). A body that cannot
 * be parsed reads as {}. Throws a Refusal (the API's JSON shape, which pages show as their error
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

/** The body checked against `schema`: its parsed value, or a thrown 422 Refusal with the field errors. */
export function parseInput<S extends z.ZodType>(body: unknown, schema: S): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalid(fieldErrors(parsed.error));
  return parsed.data;
}

/** readBody, then parseInput. */
export async function readInput<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return parseInput(await readBody(request), schema);
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
      const values = form.getAll(key).map(asTyped);
      body[key] = values.length > 1 ? values : values[0];
    }
    return body;
  } catch {
    return {};
  }
}

/**
 * A form's text as it was typed: a browser sends every line break of a textarea as CR LF, which
 * would count twice against a length rule the textarea's own maxlength counts once (and be stored
 * unlike the same text sent as JSON).
 */
function asTyped(value: FormDataEntryValue): FormDataEntryValue {
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value;
}

/** Walks the body without recursion (so depth itself cannot overflow the stack). */
function bodyRefusal(body: Record<string, unknown>): Refusal | null {
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
