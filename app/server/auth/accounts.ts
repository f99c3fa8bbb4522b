// Registration, sign-in with throttling, e-mail verification and password reset. What these
// answers hide about which e-mail addresses have accounts: docs/decisions/0013-account-enumeration.md.
import { HANDLE_TAKEN } from "~/domain/auth-forms";
import { isUniqueViolation } from "~/server/db/errors";
import { createHash, randomBytes } from "node:crypto";
import { emailVerificationHours, passwordResetMinutes, rateLimits } from "~/config/limits";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { handleRefusal } from "~/server/auth/handles";
import { checkPasswordThrottled } from "~/server/auth/password-attempts";
import { forgetTrustedBrowsers, trustBrowser } from "~/server/auth/trusted-browsers";
import { hashPassword, verifyPassword } from "~/server/auth/password";
import { newPasswordProblems, type PasswordOwner } from "~/server/auth/password-policy";
import type { FieldErrors } from "~/server/http/refusal";
import { queueEmail } from "~/server/mail/outbox";
import { passwordResetEmail, registrationAttemptEmail, verificationEmail } from "~/server/mail/templates";
import { deleteUserSessions, deleteUserSessionsExcept } from "~/server/queries/sessions";
import {
  findAccountById,
  findCredentialsByEmail,
  findUserIdByEmail,
  handleTaken,
  insertUser,
  lockedPasswordHash,
  lockUser,
  markEmailVerified,
  setPasswordHash,
} from "~/server/queries/users";
import { consumeVerification, findLiveVerification, insertVerification, revokeLiveVerifications } from "~/server/queries/verifications";
import { reserve, retryMessage } from "~/server/rate-limit";
import { readSession, startUserSession } from "~/server/session";
import { signInPathTo } from "~/domain/sign-in-path";

type Result<T> = { ok: true; value: T } | { ok: false; status: number; errors: FieldErrors };
type TokenPurpose = "email" | "password_reset" | "invitation";

/** The job that looks up the account and sends the reset link, off the request's path. */
export const PASSWORD_RESET_JOB = "password-reset-email";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A new one-time token. A confirmation link ends the account's older ones. Reset links do not: the
 * jobs that mail them run several at a time, so they arrive in any order, and "only the newest
 * works" would leave the owner of an account an attacker asked links for with dead ones (decision
 * 0030). Each reset link works until used or expired; using one ends the others (useToken), and at
 * most a few an hour are mailed (`passwordResetEmailsPerAccount`).
 */
async function issueToken(services: AppServices, userId: number, purpose: TokenPurpose, ttlMs: number) {
  const token = randomBytes(32).toString("base64url");
  await services.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (purpose !== "password_reset") await revokeLiveVerifications(tx, userId, purpose);
    await insertVerification(tx, { userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  });
  return token;
}

/**
 * Uses a live token once; every other live token of that account and purpose stops working too.
 * The member's row is locked first, as every change to an account does (the password form, the
 * administrators' changes, a new link, a sign-in's share lock): a transaction that took the
 * token's row before the member's would deadlock with one that holds the member's row and revokes
 * the account's links (decision 0030).
 */
export async function useToken(tx: Executor, purpose: TokenPurpose, token: string): Promise<number | null> {
  const live = await findLiveVerification(tx, purpose, hashToken(token));
  if (!live) return null;
  await lockUser(tx, live.userId);
  const userId = await consumeVerification(tx, purpose, hashToken(token));
  if (userId) await revokeLiveVerifications(tx, userId, purpose);
  return userId;
}

/**
 * Stores a new password hash. Any password reset link still out stops working, every session
 * of the member ends (whoever knew the old password is signed out), and so does the trust of every
 * browser and address: call it wherever a password is set (reset, the admin tool, the password
 * change form). `keepSessionId`: the session of the
 * member who changed it, which stays signed in (the password change form).
 */
export async function replacePassword(
  tx: Executor,
  userId: number,
  passwordHash: string,
  options: { keepSessionId?: string } = {},
): Promise<void> {
  await setPasswordHash(tx, userId, passwordHash);
  // Browsers and addresses trusted through the old password stop counting (decision 0030); the
  // caller trusts the browser that set the new one.
  const account = await findAccountById(tx, userId);
  if (account) await forgetTrustedBrowsers(tx, account.email);
  // Any other way to set the password is spent: reset links, and an invitation not yet accepted.
  await revokeLiveVerifications(tx, userId, "password_reset");
  await revokeLiveVerifications(tx, userId, "invitation");
  if (options.keepSessionId) await deleteUserSessionsExcept(tx, userId, options.keepSessionId);
  else await deleteUserSessions(tx, userId);
}

/** A new confirmation link at the member's request; refused (429) past the hourly limit. */
export async function resendVerificationEmail(services: AppServices, userId: number): Promise<Result<null>> {
  const limit = await reserve(services, `verify:mail:${userId}`, rateLimits.verificationEmailsPerUser);
  if (limit.limited) {
    return { ok: false, status: 429, errors: { _: [`You asked for several links already. ${retryMessage(limit.retryAfterSeconds)}`] } };
  }
  await sendVerificationEmail(services, userId);
  return { ok: true, value: null };
}

export async function sendVerificationEmail(services: AppServices, userId: number): Promise<void> {
  const user = await findAccountById(services.db, userId);
  if (!user || user.emailVerifiedAt) return;
  const token = await issueToken(services, userId, "email", emailVerificationHours * 3600_000);
  const link = `${services.config.publicUrl}/verify-email?token=${token}`;
  await queueEmail(services, verificationEmail(user.email, user.name, link, services.branding));
}

/** Tells the owner of `email` that someone tried to register with it (at most once a day). */
async function noticeRegistrationAttempt(services: AppServices, email: string, continuePath: string): Promise<void> {
  const notice = await reserve(services, `register:notice:${email.toLowerCase()}`, rateLimits.registrationNoticesPerEmail);
  if (notice.limited) return;
  const base = services.config.publicUrl;
  const signInLink = `${base}${signInPathTo(continuePath)}`;
  await queueEmail(services, registrationAttemptEmail(email, signInLink, `${base}/forgot-password`, services.branding));
}

/** The problems of a new password for its owner, under the `password` field; null when fine. */
export function weakPasswordErrors(services: AppServices, password: string, owner: PasswordOwner): FieldErrors | null {
  const problems = newPasswordProblems(password, { ...owner, siteName: services.branding.name });
  return problems.length ? { password: problems } : null;
}

/**
 * Checks a new password from a form (registration, reset): counted against the address's limit
 * first, because the strength check costs CPU and a refused password costs nothing else, so
 * nothing else would stop a script trying passwords against it. Null when it may be used.
 */
export async function checkNewPassword(
  services: AppServices,
  ip: string,
  password: string,
  owner: PasswordOwner,
): Promise<{ ok: false; status: 422 | 429; errors: FieldErrors } | null> {
  const checks = await reserve(services, `password-check:${ip}`, rateLimits.passwordChecksPerAddress);
  if (checks.limited) {
    return {
      ok: false,
      status: 429,
      errors: { password: [`Too many attempts from your network. ${retryMessage(checks.retryAfterSeconds)}`] },
    };
  }
  const weak = weakPasswordErrors(services, password, owner);
  return weak ? { ok: false, status: 422, errors: weak } : null;
}

/**
 * `created`: a new account, to be signed in at once (DESIGN.md section 11). `check-email`: the
 * address already has an account; nothing was created, its owner was told by e-mail, and the page
 * answers "check your e-mail" without saying why (decision 0013).
 */
export type Registration = { outcome: "created"; userId: number } | { outcome: "check-email" };

export async function registerUser(
  services: AppServices,
  input: { name: string; handle: string; handleChosen?: boolean; email: string; password: string },
  ip: string,
  options: { continuePath?: string } = {},
): Promise<Result<Registration>> {
  const refused = await checkNewPassword(services, ip, input.password, input);
  if (refused) return refused;
  const limit = await reserve(services, `register:${ip}`, rateLimits.registrationsPerAddress);
  if (limit.limited) {
    return { ok: false, status: 429, errors: { email: [`Too many sign-ups from your network. ${retryMessage(limit.retryAfterSeconds)}`] } };
  }
  // Handles are public (every member's page is /users/{handle}): saying one is taken reveals nothing.
  // A handle the site made up (`handleChosen: false`, the wizard's neutral one) is only checked free.
  const handleRefused =
    input.handleChosen === false
      ? (await handleTaken(services.db, input.handle)) && [HANDLE_TAKEN]
      : await handleRefusal(services.db, input.handle, input.email);
  if (handleRefused) return { ok: false, status: 422, errors: { handle: handleRefused } };
  const existing = async (): Promise<Result<Registration>> => {
    await noticeRegistrationAttempt(services, input.email, options.continuePath ?? "/home");
    return { ok: true, value: { outcome: "check-email" } };
  };
  if (await findUserIdByEmail(services.db, input.email)) return existing();
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await insertUser(services.db, { ...input, passwordHash });
  } catch (error) {
    // Two sign-ups raced for the same e-mail or handle; the unique indexes decided. Anything else
    // (the database gone, say) is not "the e-mail exists" and must not be answered as such.
    if (!isUniqueViolation(error)) throw error;
    if (await handleTaken(services.db, input.handle)) return { ok: false, status: 422, errors: { handle: [HANDLE_TAKEN] } };
    return existing();
  }
  await sendVerificationEmail(services, userId);
  return { ok: true, value: { outcome: "created", userId } };
}

/** Under a 429: the owner's way in at once, whatever others are guessing (decision 0030). */
export const SLOWED_OWNER_HINT =
  "If this is your account, reset your password: once you have chosen a new one, this browser signs in at once.";

// Verifying against a real hash when the account does not exist keeps the answer time the same.
let dummyHash: Promise<string> | null = null;

const WRONG_SIGN_IN = "The e-mail address or password is not right.";

/** A password signIn verified: the member, and the stored hash it matched. */
export type VerifiedPassword = { userId: number; passwordHash: string };

/**
 * Checks the password, throttled. `browser`: the token of the asking browser's `jx_browser`
 * cookie, if any: a browser trusted for the account is slowed by its own failures only (decision
 * 0030). The member is signed in by openSignedInSession.
 */
export async function signIn(
  services: AppServices,
  input: { email: string; password: string },
  ip: string,
  browser: string | null = null,
): Promise<Result<VerifiedPassword>> {
  const attempt = await checkPasswordThrottled(services, { email: input.email, ip, browser }, async () => {
    const credentials = await findCredentialsByEmail(services.db, input.email);
    dummyHash ??= hashPassword("not-a-real-password-A1!");
    // An account without a usable password (an invitation not yet accepted) takes as long as any other.
    const usable = credentials?.passwordHash.startsWith("$argon2") ? credentials.passwordHash : null;
    const valid = await verifyPassword(usable ?? (await dummyHash), input.password);
    return credentials && usable && valid ? { userId: credentials.id, passwordHash: usable } : null;
  });
  if (attempt.ok) return { ok: true, value: attempt.value };
  if (attempt.limited) {
    return {
      ok: false,
      status: 429,
      errors: { email: [`Too many failed sign-in attempts. ${retryMessage(attempt.retryAfterSeconds)}`, SLOWED_OWNER_HINT] },
    };
  }
  return { ok: false, status: 422, errors: { email: [WRONG_SIGN_IN] } };
}

/**
 * Signs in the member whose password signIn verified: the session, and the browser's trust and
 * familiar address (decision 0030), are made in one transaction that first checks, the member's
 * row locked, that the verified hash is still the member's. A password change (the owner's reset)
 * committed since the check refuses it, as a wrong password: else a thief whose old password
 * passed just before the reset would keep a session and a trusted browser after it. A change that
 * comes later waits for this transaction, then ends the session and the trust like any other.
 * Answers the Set-Cookie headers (session, browser).
 */
export async function openSignedInSession(
  services: AppServices,
  request: Request,
  verified: VerifiedPassword,
  ip: string,
): Promise<Result<string[]>> {
  // The visitor's session, read before the transaction (startUserSession finds it read): on PGlite,
  // with its one connection, a query outside an open transaction waits for it to end.
  await readSession(request, services);
  const cookies = await services.db.transaction(async (tx) => {
    if ((await lockedPasswordHash(tx, verified.userId)) !== verified.passwordHash) return null;
    const session = await startUserSession(request, services, verified.userId, tx);
    return [session, await trustBrowser(services, request, { userId: verified.userId, ip }, tx)];
  });
  return cookies ? { ok: true, value: cookies } : { ok: false, status: 422, errors: { email: [WRONG_SIGN_IN] } };
}

export async function verifyEmailToken(services: AppServices, token: string): Promise<number | null> {
  return services.db.transaction(async (tx) => {
    const userId = await useToken(tx, "email", token);
    if (userId) await markEmailVerified(tx, userId);
    return userId;
  });
}

/**
 * Answers the same whether or not the account exists, and does the same work for both: the request
 * only counts against the address's limit and hands the address to a job, which looks the account
 * up and mails the link. Looking up and writing here would make real accounts answer slower.
 */
export async function requestPasswordReset(services: AppServices, email: string, ip: string): Promise<Result<null>> {
  const limit = await reserve(services, `reset:${ip}`, rateLimits.passwordResetsPerAddress);
  if (limit.limited) {
    return { ok: false, status: 429, errors: { email: [`Too many reset requests. ${retryMessage(limit.retryAfterSeconds)}`] } };
  }
  if (services.jobs) await services.jobs.send(PASSWORD_RESET_JOB, { email });
  else await sendPasswordReset(services, email); // No job queue: tests and scripts only.
  return { ok: true, value: null };
}

/** The job: a reset link to the account with this e-mail, if there is one. */
export async function sendPasswordReset(services: AppServices, email: string): Promise<void> {
  const userId = await findUserIdByEmail(services.db, email);
  const user = userId ? await findAccountById(services.db, userId) : null;
  if (!user) return;
  const sent = await reserve(services, `reset:mail:${user.id}`, rateLimits.passwordResetEmailsPerAccount);
  if (sent.limited) return; // The links already sent still work; the requester sees no difference.
  const token = await issueToken(services, user.id, "password_reset", passwordResetMinutes * 60_000);
  const link = `${services.config.publicUrl}/reset-password?token=${token}`;
  await queueEmail(services, passwordResetEmail(user.email, user.name, link, services.branding));
}

const LINK_EXPIRED = "This reset link has expired or was already used. Please ask for a new one.";

/**
 * Sets a new password with a reset token. The token, and any other reset link of that account,
 * stops working, and every session of that user ends.
 */
export async function resetPassword(services: AppServices, token: string, password: string, ip: string): Promise<Result<number>> {
  const live = await findLiveVerification(services.db, "password_reset", hashToken(token));
  const owner = live ? await findAccountById(services.db, live.userId) : null;
  if (!owner) return { ok: false, status: 422, errors: { _: [LINK_EXPIRED] } };
  const refused = await checkNewPassword(services, ip, password, owner);
  if (refused) return refused;
  const passwordHash = await hashPassword(password);
  const userId = await services.db.transaction(async (tx) => {
    const used = await useToken(tx, "password_reset", token);
    if (!used) return null;
    await replacePassword(tx, used, passwordHash);
    return used;
  });
  return userId ? { ok: true, value: userId } : { ok: false, status: 422, errors: { _: [LINK_EXPIRED] } };
}
