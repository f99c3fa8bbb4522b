// The "My Phone" section's form posts on /profile (intent "phone" or "code"): the same checks and
// services as POST /api/users/phone and /api/users/code, answered as what the section shows.
import { codeSchema, phoneSchema } from "~/domain/phone";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import type { AppServices } from "~/server/context";
import { confirmPhoneCode, savePhone } from "./verification";

export { phoneView } from "./verification";

export type PhoneFormResult = {
  message?: string;
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
  /** Which form the section shows next: the code after a text went out, else the one posted. */
  show: "phone" | "code";
};

function text(value: unknown): string {
  return typeof value === "string" ? value.slice(0, 100) : "";
}

export async function phoneAction(
  services: AppServices,
  userId: number,
  intent: "phone" | "code",
  body: Record<string, unknown>,
): Promise<{ status: number; result: PhoneFormResult }> {
  if (intent === "phone") {
    const from = body.from === "code" ? "code" : "phone";
    const values = { phone: text(body.phone) };
    const parsed = phoneSchema.safeParse(body);
    if (!parsed.success) return { status: 422, result: { errors: fieldErrors(parsed.error), values, show: from } };
    const saved = await savePhone(services, userId, parsed.data.phone);
    if (!saved.ok) return { status: saved.status, result: { errors: saved.errors, values, show: from } };
    return { status: 200, result: { message: saved.value.message, show: saved.value.view.awaitingCode ? "code" : "phone" } };
  }
  const values = { code: text(body.code) };
  const parsed = codeSchema.safeParse(body);
  if (!parsed.success) return { status: 422, result: { errors: fieldErrors(parsed.error), values, show: "code" } };
  const confirmed = await confirmPhoneCode(services, userId, parsed.data.code);
  if (!confirmed.ok)
    return { status: confirmed.status, result: { errors: confirmed.errors, values: confirmed.status === 422 ? values : {}, show: "code" } };
  return { status: 200, result: { message: confirmed.value.message, show: "phone" } };
}
