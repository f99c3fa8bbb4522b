// "Change My Password" (/profile and POST /api/users/password): the member proves the current
// password (throttled like sign-in, under the same keys), chooses a new one by the registration's
// rules, and every other session of the member ends; the one that asked stays signed in. The
// member is e-mailed that the password changed, with what to do if it was not them.
import { changePasswordSchema, fieldErrors } from "~/domain/schemas/auth-forms";
import { replacePassword, checkNewPassword } from "~/server/auth/accounts";
import { hashPassword, verifyPassword } from "~/server/auth/password";
import { checkPasswordThrottled } from "~/server/auth/password-attempts";
import { trustNewToken } from "~/server/auth/trusted-browsers";
import type { AppServices } from "~/server/context";
import { SIGN_IN_MESSAGE } from "~/server/http/endpoint";
import { jsonError, type FieldErrors } from "~/server/http/refusal";
import { dispatchEmails, queueEmailInTransaction } from "~/server/mail/outbox";
import { passwordChangedEmail } from "~/server/mail/templates";
import { insertAudit } from "~/server/queries/audit";
import { findLiveSession } from "~/server/queries/sessions";
import { findCredentialsByEmail, lockUser, type AccountUser } from "~/server/queries/users";
import { retryMessage } from "~/server/rate-limit";

export const WRONG_CURRENT_PASSWORD = "Your current password is not right.";
export const SAME_PASSWORD = "Please choose a password different from your current one.";

/** `browserCookie`: the Set-Cookie header of the browser's new trusted token (decision 0030). */
export type PasswordChange = { ok: true; browserCookie: string } | { ok: false; status: 422 | 429; errors: FieldErrors };

export async function changePassword(
  services: AppServices,
  input: {
    user: Pick<AccountUser, "id" | "name" | "handle" | "email">;
    /** The session that asked: it stays signed in, every other session of the member ends. */
    sessionId: string;
    ip: string;
    /** The asking browser's `jx_browser` token, if any: replaced by a new trusted one once the password changed. */
    browser: string | null;
    body: unknown;
  },
): Promise<PasswordChange> {
  const { user, ip, browser } = input;
  const parsed = changePasswordSchema.safeParse(input.body);
  if (!parsed.success) return { ok: false, status: 422, errors: fieldErrors(parsed.error) };
  const { current, password } = parsed.data;

  const attempt = await checkPasswordThrottled(services, { email: user.email, ip, browser }, async () => {
    const credentials = await findCredentialsByEmail(services.db, user.email);
    return credentials?.id === user.id && (await verifyPassword(credentials.passwordHash, current)) ? user.id : null;
  });
  if (!attempt.ok && attempt.limited) {
    return {
      ok: false,
      status: 429,
      errors: { current: [`Too many wrong passwords. ${retryMessage(attempt.retryAfterSeconds)}`] },
    };
  }
  if (!attempt.ok) return { ok: false, status: 422, errors: { current: [WRONG_CURRENT_PASSWORD] } };
  if (password === current) return { ok: false, status: 422, errors: { password: [SAME_PASSWORD] } };

  const refused = await checkNewPassword(services, ip, password, user);
  if (refused) return refused;

  const passwordHash = await hashPassword(password);
  const changedAt = new Date();
  const { outboxId, browserCookie } = await services.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    // Another session of the member changed the password first and so ended this one.
    if (!(await findLiveSession(tx, input.sessionId))) throw jsonError(401, SIGN_IN_MESSAGE);
    await replacePassword(tx, user.id, passwordHash, { keepSessionId: input.sessionId });
    // replacePassword forgot every trusted browser; the one that changed the password is trusted
    // again, under a new token (the one it sent may have been planted), in this transaction so that
    // a later change (the owner's reset) forgets it too (decision 0030).
    const browserCookie = await trustNewToken(services, { email: user.email, ip, previous: browser }, tx);
    await insertAudit(tx, { actorId: user.id, action: "user.password_change", entity: "user", entityId: user.id });
    const forgotLink = `${services.config.publicUrl}/forgot-password`;
    const outboxId = await queueEmailInTransaction(
      tx,
      passwordChangedEmail(user.email, user.name, changedAt, forgotLink, services.branding),
    );
    return { outboxId, browserCookie };
  });
  await dispatchEmails(services, [outboxId]);
  return { ok: true, browserCookie };
}
