// Identity checks (docs/decisions/0048): a member starts one (the provider's session, Stripe
// Identity or the offline stand-in), completes it on the provider's page, and its outcome reaches
// us twice: on the member's return (we ask the provider) and by webhook (we ask the provider
// again rather than trust the event's body). Either way the same step applies it, in one
// transaction with the session row locked: the row takes the provider's state, and a verified
// session sets the member's mark once. A verified member stays verified; nothing here unsets it.
import type { AppServices } from "~/server/context";
import { rateLimits } from "~/config/limits";
import { reserve } from "~/server/rate-limit";
import type { Executor } from "~/server/db/client";
import { IDENTITY_RETURN_PATH, identityStateOf, type IdentityState } from "~/domain/identity";
import { PaymentError, type IdentitySession } from "~/server/payments/provider";
import { insertAudit } from "~/server/queries/audit";
import {
  findIdentitySession,
  identityVerifiedAt,
  insertIdentitySession,
  latestIdentitySession,
  markIdentityVerified,
  updateIdentitySession,
} from "~/server/queries/identity";

export type StartAnswer = { ok: true; url: string } | { ok: false; message: string };

/** The member's Identity section: where their check stands. */
export async function identityStateFor(db: Executor, userId: number): Promise<IdentityState> {
  const [verifiedAt, latest] = await Promise.all([identityVerifiedAt(db, userId), latestIdentitySession(db, userId)]);
  return identityStateOf(verifiedAt, latest);
}

/** Whether the member's identity is verified (the mark). */
export async function isIdentityVerified(db: Executor, userId: number): Promise<boolean> {
  return (await identityVerifiedAt(db, userId)) !== null;
}

export const IDENTITY_UNAVAILABLE = "Identity checks are not available yet. Please contact us.";

/** Whether the offline test-mode check may run: with the offline provider only outside a public deployment. */
export function offlineChecksAllowed(services: Pick<AppServices, "payments" | "config">): boolean {
  return services.payments.name !== "offline" || !services.config.production;
}

/**
 * Starts a check for the member: a new provider session (document + matching selfie) recorded as
 * theirs, and the provider's page to send them to. Refused when already verified or while a
 * submitted check is being processed.
 */
export async function startIdentityCheck(services: AppServices, userId: number): Promise<StartAnswer> {
  // The offline stand-in lets anyone choose "Verify me": never in a public deployment (Stripe's keys are needed there).
  if (!offlineChecksAllowed(services)) return { ok: false, message: IDENTITY_UNAVAILABLE };
  const state = await identityStateFor(services.db, userId);
  if (state.kind === "verified") return { ok: false, message: "Your identity is already verified." };
  if (state.kind === "pending") return { ok: false, message: "Your identity check is being processed; we will tell you when it is done." };
  const limit = await reserve(services, `identity-check:${userId}`, rateLimits.identityChecksPerDay);
  if (limit.limited)
    return {
      ok: false,
      message: "You have started several identity checks today. Please try again tomorrow, or contact us if you are stuck.",
    };
  try {
    const returnUrl = `${services.config.publicUrl}${IDENTITY_RETURN_PATH}`;
    const { session, url } = await services.payments.createIdentitySession({ id: userId }, returnUrl);
    await insertIdentitySession(services.db, {
      id: session.id,
      userId,
      provider: services.payments.name,
      status: session.status,
      lastErrorCode: session.lastError?.code ?? null,
      lastErrorReason: session.lastError?.reason ?? null,
    });
    return { ok: true, url };
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    return { ok: false, message: "The identity check could not be started. Please try again in a few minutes." };
  }
}

/**
 * Applies the provider's answer for one of our sessions, inside `tx`: unknown sessions, and a
 * session whose metadata names another member than the one who started it, are ignored. Answers
 * whether anything was recorded.
 */
export async function applyIdentitySession(tx: Executor, session: IdentitySession, at: Date): Promise<"applied" | "ignored"> {
  const row = await findIdentitySession(tx, session.id, { forUpdate: true });
  if (!row || (session.userId !== null && session.userId !== row.userId)) return "ignored";
  // A verified session stays verified (a late requires_input or processing event changes nothing).
  if (row.status !== "verified") {
    await updateIdentitySession(tx, row.id, {
      status: session.status,
      lastErrorCode: session.lastError?.code ?? null,
      lastErrorReason: session.lastError?.reason ?? null,
      at,
    });
  }
  if (session.status === "verified" && (await markIdentityVerified(tx, row.userId, at))) {
    await insertAudit(tx, {
      actorId: null,
      action: "user.identity_verified",
      entity: "user",
      entityId: row.userId,
      details: { session: row.id, provider: row.provider },
    });
  }
  return "applied";
}

/**
 * The member came back from the provider's page: their session (`sessionId`, or their latest when null) is
 * asked of the provider and applied. Null when the session is not theirs (the page answers 404:
 * nobody reads another member's check), and when the provider cannot be asked now (the webhook
 * will bring the outcome).
 */
export async function refreshOwnIdentitySession(
  services: AppServices,
  userId: number,
  sessionId: string | null,
): Promise<{ found: boolean; state: IdentityState | null }> {
  const row = sessionId === null ? await latestIdentitySession(services.db, userId) : await findIdentitySession(services.db, sessionId);
  if (!row || row.userId !== userId) return { found: false, state: null };
  let session: IdentitySession;
  try {
    session = await services.payments.retrieveIdentitySession(row.id);
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    return { found: true, state: null };
  }
  await services.db.transaction((tx) => applyIdentitySession(tx, session, services.clock.now()));
  return { found: true, state: await identityStateFor(services.db, userId) };
}
