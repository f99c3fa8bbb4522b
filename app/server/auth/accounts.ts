// Registration, sign-in with throttling, e-mail verification and password reset.
import { createHash, randomBytes } from "node:crypto";
import { emailVerificationHours, passwordResetMinutes, rateLimits } from "~/config/limits";
import type { AppServices } from "~/server/context";
import { hashPassword, verifyPassword } from "~/server/auth/password";
import type { FieldErrors } from "~/server/http";
import { queueEmail } from "~/server/mail/outbox";
import { passwordResetEmail, verificationEmail } from "~/server/mail/templates";
import { deleteUserSessions } from "~/server/queries/sessions";
import {
  findAccountById,
  findCredentialsByEmail,
  findUserIdByEmail,
  handleTaken,
  insertUser,
  markEmailVerified,
  setPasswordHash,
} from "~/server/queries/users";
import { consumeVerification, insertVerification } from "~/server/queries/verifications";
import { check, consume, reset, retryMessage } from "~/server/rate-limit";

type Result<T> = { ok: true; value: T } | { ok: false; status: number; errors: FieldErrors };

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function issueToken(services: AppServices, userId: number, purpose: "email" | "password_reset", ttlMs: number) {
  const token = randomBytes(32).toString("base64url");
  await insertVerification(services.db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

export async function sendVerificationEmail(services: AppServices, userId: number): Promise<void> {
  const user = await findAccountById(services.db, userId);
  if (!user || user.emailVerifiedAt) return;
  const token = await issueToken(services, userId, "email", emailVerificationHours * 3600_000);
  const link = `${services.config.publicUrl}/verify-email?token=${token}`;
  await queueEmail(services, verificationEmail(user.email, user.name, link, services.branding));
}

export async function registerUser(
  services: AppServices,
  input: { name: string; handle: string; email: string; password: string },
  ip: string,
): Promise<Result<number>> {
  const limit = await consume(services, `register:${ip}`, rateLimits.registrationsPerAddress);
  if (limit.limited) {
    return { ok: false, status: 429, errors: { email: [`Too many sign-ups from your network. ${retryMessage(limit.retryAfterSeconds)}`] } };
  }
  const errors: FieldErrors = {};
  if (await findUserIdByEmail(services.db, input.email)) errors.email = ["An account with this e-mail address already exists."];
  if (await handleTaken(services.db, input.handle)) errors.handle = ["This handle is taken. Please choose another."];
  if (Object.keys(errors).length) return { ok: false, status: 422, errors };
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await insertUser(services.db, { ...input, passwordHash });
  } catch {
    // Two sign-ups raced for the same e-mail or handle; the unique indexes decided.
    return { ok: false, status: 422, errors: { email: ["An account with this e-mail address or handle already exists."] } };
  }
  await sendVerificationEmail(services, userId);
  return { ok: true, value: userId };
}

// Verifying against a real hash when the account does not exist keeps the answer time the same.
let dummyHash: Promise<string> | null = null;

export async function signIn(
  services: AppServices,
  input: { email: string; password: string },
  ip: string,
): Promise<Result<number>> {
  const accountKey = `login:account:${input.email.toLowerCase()}`;
  const addressKey = `login:address:${ip}`;
  for (const [key, rule] of [
    [accountKey, rateLimits.loginFailuresPerAccount],
    [addressKey, rateLimits.loginFailuresPerAddress],
  ] as const) {
    const state = await check(services, key, rule);
    if (state.limited) {
      return {
        ok: false,
        status: 429,
        errors: { email: [`Too many failed sign-in attempts. ${retryMessage(state.retryAfterSeconds)}`] },
      };
    }
  }
  const credentials = await findCredentialsByEmail(services.db, input.email);
  dummyHash ??= hashPassword("not-a-real-password-A1!");
  const valid = await verifyPassword(credentials?.passwordHash ?? (await dummyHash), input.password);
  if (!credentials || !valid) {
    await consume(services, accountKey, rateLimits.loginFailuresPerAccount);
    await consume(services, addressKey, rateLimits.loginFailuresPerAddress);
    return { ok: false, status: 422, errors: { email: ["The e-mail address or password is not right."] } };
  }
  await reset(services, accountKey);
  return { ok: true, value: credentials.id };
}

export async function verifyEmailToken(services: AppServices, token: string): Promise<number | null> {
  const userId = await consumeVerification(services.db, "email", hashToken(token));
  if (userId) await markEmailVerified(services.db, userId);
  return userId;
}

/** Sends a reset link when the account exists; answers the same either way. */
export async function requestPasswordReset(services: AppServices, email: string, ip: string): Promise<Result<null>> {
  const limit = await consume(services, `reset:${ip}`, rateLimits.passwordResetsPerAddress);
  if (limit.limited) {
    return { ok: false, status: 429, errors: { email: [`Too many reset requests. ${retryMessage(limit.retryAfterSeconds)}`] } };
  }
  const userId = await findUserIdByEmail(services.db, email);
  const user = userId ? await findAccountById(services.db, userId) : null;
  if (user) {
    const token = await issueToken(services, user.id, "password_reset", passwordResetMinutes * 60_000);
    const link = `${services.config.publicUrl}/reset-password?token=${token}`;
    await queueEmail(services, passwordResetEmail(user.email, user.name, link, services.branding));
  }
  return { ok: true, value: null };
}

/** Sets a new password with a reset token; every existing session of that user ends. */
export async function resetPassword(services: AppServices, token: string, password: string): Promise<number | null> {
  const passwordHash = await hashPassword(password);
  return services.db.transaction(async (tx) => {
    const userId = await consumeVerification(tx, "password_reset", hashToken(token));
    if (!userId) return null;
    await setPasswordHash(tx, userId, passwordHash);
    await deleteUserSessions(tx, userId);
    return userId;
  });
}
