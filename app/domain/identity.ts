// Identity verification (docs/decisions/0048): where a member's identity check stands, what it
// gates and the words every page and API answer use for it. Pure: no I/O.
import { formatMoney } from "./money";

/** A provider session's state, as Stripe Identity names it. */
export type IdentitySessionStatus = "requires_input" | "processing" | "verified" | "canceled";

/** What the member's Identity section shows. */
export type IdentityState =
  | { kind: "verified"; verifiedAt: string }
  | { kind: "pending" }
  /** The last attempt was not accepted: Stripe's reason, and the member may try again. */
  | { kind: "needs_input"; reason: string | null }
  | { kind: "not_started" };

/**
 * A member's state from the verified mark and the latest session. A verified person stays
 * verified whatever later sessions say; a session just created (requires_input, no error yet) is
 * one the member has not finished, so it reads as not started, with the button to continue.
 */
export function identityStateOf(
  verifiedAt: Date | null,
  latest: { status: string; lastErrorReason: string | null; lastErrorCode: string | null } | null,
): IdentityState {
  if (verifiedAt) return { kind: "verified", verifiedAt: verifiedAt.toISOString() };
  if (!latest) return { kind: "not_started" };
  if (latest.status === "processing") return { kind: "pending" };
  if (latest.status === "requires_input" && (latest.lastErrorCode || latest.lastErrorReason))
    return { kind: "needs_input", reason: latest.lastErrorReason };
  return { kind: "not_started" };
}

/** Where a member verifies: the Identity section of their settings. */
export const VERIFY_IDENTITY_PATH = "/profile#identity";

/**
 * Where the provider sends the member back; the return step asks the provider how it went. Stripe
 * takes it before the session exists, so it names no session and the member's latest one is read;
 * the offline page names its session (checked to be the member's own).
 */
export const IDENTITY_RETURN_PATH = "/profile/identity/return";
export const identityReturnPath = (sessionId: string) => `${IDENTITY_RETURN_PATH}?session=${encodeURIComponent(sessionId)}`;

/** The mark's words, beside a handle. */
export const IDENTITY_MARK_LABEL = "Identity verified";

/** An administrator's approval of a listing whose seller has not verified (409). */
export const SELLER_IDENTITY_NEEDED =
  "The seller has not verified their identity yet: the listing can go live once they do (they are asked to in their settings).";

/** Shown to a seller whose listing waits for their identity check. */
export const LISTING_WAITS_FOR_IDENTITY =
  "Before your first listing goes live, verify your identity (a photo ID and a selfie, about two minutes).";

/** Whether paying `totalCents` needs a verified identity: strictly more than the threshold. */
export function paymentNeedsIdentity(totalCents: number, thresholdCents: number, verified: boolean): boolean {
  return !verified && totalCents > thresholdCents;
}

/** The refusal of a payment above the threshold by a member not verified yet. */
export function paymentIdentityMessage(thresholdCents: number): string {
  return `Payments over ${formatMoney(thresholdCents)} need a verified identity. Verify your identity in your settings (a photo ID and a selfie, about two minutes), then come back to pay.`;
}

/** Reasons the offline stand-in offers for a failed check, worded as Stripe's last_error.reason. */
export const OFFLINE_FAILURE_REASONS = {
  document_expired: "The provided identity document has expired.",
  selfie_face_mismatch: "The captured face image did not match with the document's face.",
  document_unverified_other: "The document was invalid or could not be verified.",
} as const;

export type OfflineFailureCode = keyof typeof OFFLINE_FAILURE_REASONS;

/** Whether a text can be an identity session's id (Stripe's `vs_…`, the offline provider's `vs_off_…`): anything else is a 404 before any read. */
export function isIdentitySessionId(text: string | undefined | null): text is string {
  return typeof text === "string" && /^vs_[\w-]{6,80}$/.test(text);
}
