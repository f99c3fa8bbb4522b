// Phone numbers for text messages: US numbers only, kept in E.164 ("+14155552671"), and the
// verification code's shape. The numbering plan's rules come from libphonenumber-js.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";

export const PHONE_PLACEHOLDER = "xxx-xxx-xxxx";
export const CODE_LENGTH = 6;
export const CODE_PLACEHOLDER = "xxxxxx";

export const PHONE_REQUIRED = "Please enter your mobile phone number.";
export const PHONE_INVALID = "Please enter a valid US phone number, such as 415-555-2671.";
export const PHONE_NOT_US = "Only US phone numbers can receive our text messages.";
export const CODE_INVALID = `Please enter the ${CODE_LENGTH}-digit code we sent you.`;

/** What a member may type: digits, spaces, dots, dashes, brackets and a leading plus. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

/**
 * A US number as typed ("415-555-2671", "(415) 555 2671", "+1 415.555.2671", "14155552671") in
 * E.164, or why it is refused: empty, not a phone number, an extension, or another country's
 * (Canada and the other +1 countries included).
 */
export function normalizeUsPhone(input: string): PhoneCheck {
  const text = input.trim();
  if (!text) return { ok: false, message: PHONE_REQUIRED };
  if (text.length > 30 || !PHONE_CHARACTERS.test(text)) return { ok: false, message: PHONE_INVALID };
  const parsed = parsePhoneNumberFromString(text, "US");
  if (!parsed || parsed.ext) return { ok: false, message: PHONE_INVALID };
  if (parsed.country !== "US") return { ok: false, message: parsed.isPossible() ? PHONE_NOT_US : PHONE_INVALID };
  if (!parsed.isValid()) return { ok: false, message: PHONE_INVALID };
  return { ok: true, e164: parsed.number };
}

/** "+14155552671" as "(415) 555-2671"; anything else as it is. */
export function formatUsPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

/** `{ phone }`: the number, normalised to E.164. */
export const phoneSchema = z.object({
  phone: z.string({ error: PHONE_REQUIRED }).transform((value, ctx) => {
    const checked = normalizeUsPhone(value);
    if (checked.ok) return checked.e164;
    ctx.addIssue({ code: "custom", message: checked.message });
    return z.NEVER;
  }),
});

/** `{ code }`: six digits; spaces and dashes a member may type between them are dropped. */
export const codeSchema = z.object({
  code: z
    .string({ error: CODE_INVALID })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), CODE_INVALID)),
});
