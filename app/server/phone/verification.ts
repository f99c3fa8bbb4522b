// Phone verification (the seller spec's "My Phone"): a member saves a US number, which is stored
// unverified and gets a six-digit code by text message; the code, entered within 10 minutes and
// 5 tries, verifies the number. Codes are stored as keyed hashes, at most one live code per member;
// a new number clears the verification; new codes are throttled (app/config/limits.ts).
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { phoneCode, rateLimits } from "~/config/limits";
import { CODE_LENGTH, formatUsPhone } from "~/domain/phone";
import type { AppServices } from "~/server/context";
import type { FieldErrors, RefusalStatus } from "~/server/http/refusal";
import { insertAudit } from "~/server/queries/audit";
import {
  findPendingPhoneCode,
  findPhoneState,
  insertPhoneCode,
  markPhoneCodeUsed,
  markPhoneVerified,
  restorePhone,
  revokePhoneCodes,
  setPhoneCodeAttempts,
  setUnverifiedPhone,
} from "~/server/queries/phone";
import { lockUser } from "~/server/queries/users";
import { refund, reserve, retryMessage } from "~/server/rate-limit";

export type PhoneResult<T> = { ok: true; value: T } | { ok: false; status: RefusalStatus; errors: FieldErrors; retryAfterSeconds?: number };

export const CODE_SENT = "We sent a code by text message. Enter it below to verify your number.";
export const ALREADY_VERIFIED = "This number is already verified.";
export const PHONE_VERIFIED = "Your phone number is verified.";
export const CODE_WAIT = "We sent you a code a moment ago. Please wait a minute before asking for another.";
export const CODE_HOURLY = "You asked for several codes already.";
export const SEND_FAILED = "We could not send a text message to this number. Please check the number, or try again in a few minutes.";
export const CODE_NONE = "Please ask for a new code.";
export const CODE_EXPIRED = "This code has expired. Please ask for a new one.";
export const CODE_DEAD = "This code was entered wrong too many times. Please ask for a new one.";
export const NO_PHONE = "Please enter your phone number first.";

/** What the "My Phone" section shows. */
export type PhoneView = {
  /** E.164, and as shown ("(415) 555-2671"). */
  phone: string | null;
  display: string | null;
  verifiedAt: string | null;
  /** A number is saved and not verified yet: the section asks for the code. */
  awaitingCode: boolean;
};

export function phoneView(user: { phone: string | null; phoneVerifiedAt: Date | null }): PhoneView {
  return {
    phone: user.phone,
    display: user.phone ? formatUsPhone(user.phone) : null,
    verifiedAt: user.phoneVerifiedAt?.toISOString() ?? null,
    awaitingCode: Boolean(user.phone && !user.phoneVerifiedAt),
  };
}

/** The code's keyed hash, bound to the member and the number: `salt.hmac` (the salt keeps hashes unique). */
function hashCode(secret: string, userId: number, phone: string, code: string, salt = randomBytes(12).toString("base64url")): string {
  const mac = createHmac("sha256", secret).update(`phone:${userId}:${phone}:${salt}:${code}`).digest("base64url");
  return `${salt}.${mac}`;
}

function codeMatches(secret: string, userId: number, phone: string, code: string, stored: string): boolean {
  const salt = stored.split(".")[0];
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(secret, userId, phone, code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

export function codeText(brandName: string, code: string): string {
  return `${code} is your ${brandName} verification code. It expires in ${phoneCode.validMinutes} minutes.`;
}

const perMinuteKey = (userId: number) => `phone:code:minute:${userId}`;
const perHourKey = (userId: number) => `phone:code:hour:${userId}`;
const perNumberKey = (phone: string) => `phone:code:number:${phone}`;

/**
 * Saves `phone` (E.164, already checked) as the member's unverified number and texts it a new code;
 * the member's earlier codes stop working. The same number, already verified, changes nothing.
 * Refused with 429 when codes come too fast; 502 when the text could not be sent (logged).
 */
export async function savePhone(
  services: AppServices,
  userId: number,
  phone: string,
): Promise<PhoneResult<{ message: string; view: PhoneView }>> {
  const current = await findPhoneState(services.db, userId);
  if (current?.phone === phone && current.phoneVerifiedAt)
    return { ok: true, value: { message: ALREADY_VERIFIED, view: phoneView(current) } };

  const minute = await reserve(services, perMinuteKey(userId), rateLimits.phoneCodesPerMinute);
  if (minute.limited) return { ok: false, status: 429, errors: { phone: [CODE_WAIT] }, retryAfterSeconds: minute.retryAfterSeconds };
  const hour = await reserve(services, perHourKey(userId), rateLimits.phoneCodesPerHour);
  if (hour.limited) {
    await refund(services, perMinuteKey(userId));
    return {
      ok: false,
      status: 429,
      errors: { phone: [`${CODE_HOURLY} ${retryMessage(hour.retryAfterSeconds)}`] },
      retryAfterSeconds: hour.retryAfterSeconds,
    };
  }

  const number = await reserve(services, perNumberKey(phone), rateLimits.phoneCodesPerNumber);
  if (number.limited) {
    await refund(services, perMinuteKey(userId));
    await refund(services, perHourKey(userId));
    return {
      ok: false,
      status: 429,
      errors: { phone: [`${CODE_HOURLY} ${retryMessage(number.retryAfterSeconds)}`] },
      retryAfterSeconds: number.retryAfterSeconds,
    };
  }

  const code = newCode();
  await services.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await setUnverifiedPhone(tx, userId, phone);
    await revokePhoneCodes(tx, userId);
    await insertPhoneCode(tx, {
      userId,
      tokenHash: hashCode(services.cookieSecret, userId, phone, code),
      expiresAt: new Date(Date.now() + phoneCode.validMinutes * 60_000),
    });
  });
  const view = phoneView({ phone, phoneVerifiedAt: null });

  // After the commit, like e-mails: the text never carries a code that was not stored.
  try {
    await services.sms.send({ to: phone, body: codeText(services.branding.name, code) });
  } catch (error) {
    console.error(`Could not send the phone verification code (${services.sms.name}) to user ${userId}:`, (error as Error).message);
    // A text that never left does not count against the member, and does not cost the member the
    // number it had verified: that one is put back (the new number's code is dead already).
    await refund(services, perMinuteKey(userId));
    await refund(services, perHourKey(userId));
    await refund(services, perNumberKey(phone));
    if (current?.phoneVerifiedAt) {
      await services.db.transaction(async (tx) => {
        await revokePhoneCodes(tx, userId);
        await restorePhone(tx, userId, current);
      });
    }
    return { ok: false, status: 502, errors: { phone: [SEND_FAILED] } };
  }
  return { ok: true, value: { message: CODE_SENT, view } };
}

/**
 * Checks `code` (six digits, already checked) against the member's live code: a match verifies
 * the number; a wrong code counts a try (422), and the code dies after the last one; an expired
 * or dead code, or none, answers 409 (ask for a new one).
 */
export async function confirmPhoneCode(
  services: AppServices,
  userId: number,
  code: string,
): Promise<PhoneResult<{ message: string; view: PhoneView }>> {
  return services.db.transaction(async (tx): Promise<PhoneResult<{ message: string; view: PhoneView }>> => {
    await lockUser(tx, userId);
    const state = await findPhoneState(tx, userId);
    if (!state?.phone) return { ok: false, status: 409, errors: { code: [NO_PHONE] } };
    if (state.phoneVerifiedAt) return { ok: false, status: 409, errors: { code: [ALREADY_VERIFIED] } };
    const pending = await findPendingPhoneCode(tx, userId);
    if (!pending) return { ok: false, status: 409, errors: { code: [CODE_NONE] } };
    const now = new Date();
    if (pending.expiresAt <= now) return { ok: false, status: 409, errors: { code: [CODE_EXPIRED] } };
    if (pending.attempts >= phoneCode.maxTries) return { ok: false, status: 409, errors: { code: [CODE_DEAD] } };

    if (!codeMatches(services.cookieSecret, userId, state.phone, code, pending.tokenHash)) {
      const attempts = pending.attempts + 1;
      await setPhoneCodeAttempts(tx, pending.id, attempts);
      const left = phoneCode.maxTries - attempts;
      const message =
        left > 0
          ? `That code is not right. ${left === 1 ? "1 try" : `${left} tries`} left.`
          : "That code is not right, and that was the last try. Please ask for a new code.";
      return { ok: false, status: 422, errors: { code: [message] } };
    }

    await markPhoneCodeUsed(tx, pending.id, now);
    await revokePhoneCodes(tx, userId);
    await markPhoneVerified(tx, userId, now);
    await insertAudit(tx, {
      actorId: userId,
      action: "user.phone_verified",
      entity: "user",
      entityId: userId,
      details: { phone: state.phone },
    });
    return { ok: true, value: { message: PHONE_VERIFIED, view: phoneView({ phone: state.phone, phoneVerifiedAt: now }) } };
  });
}
