// How the review endpoints (POST /admin/judgments/approve, /request_info and /decline) answer: a
// page's form post goes back to the page with a toast, or from the review queue with a notice at
// the card's place (so it works without JavaScript); a script asking for JSON (Accept:
// application/json or X-Requested-With) gets JSON and the matching status code.
import { redirect } from "react-router";
import { parseId } from "~/domain/ids";
import { REVIEW_NOTICE_ID, type ReviewTextKind } from "~/domain/review-queue";
import type { AppServices } from "~/server/context";
import { Refusal, type FieldErrors } from "~/server/http/refusal";
import { safeRedirectPath } from "~/server/http/redirect";
import { wantsJson } from "~/server/http/wants-json";
import { getSessionValue, setSessionValue } from "~/server/session";
import { redirectWithToast } from "~/server/toast";

export const REVIEW_QUEUE_PATH = "/admin/judgments/pending";

export function answersJson(request: Request): boolean {
  return wantsJson(request) || request.headers.has("x-requested-with");
}

/** Where a form post returns: the admin page it came from (`redirect_to`), else the review queue. */
export function reviewBackPath(body: Record<string, unknown>): string {
  const path = safeRedirectPath(body.redirect_to, REVIEW_QUEUE_PATH);
  return path.startsWith("/admin/") ? path : REVIEW_QUEUE_PATH;
}

type Outcome = {
  json: boolean;
  back: string;
  success: string;
  failure: string;
  /** Where on the queue's page the form was: the listing acted on and the one after it (`next_id`). */
  place?: QueuePlace;
};

/** Runs one review action and answers it; refusals keep their status (404, 409), surprises are logged. */
export async function answerReview(
  request: Request,
  services: AppServices,
  outcome: Outcome,
  work: () => Promise<void>,
): Promise<Response> {
  const answer = (toast: ReviewToast) =>
    isQueuePath(outcome.back) && outcome.place
      ? noticeAtPlace(request, services, outcome.back, { ...outcome.place, ...toast })
      : redirectWithToast(services, outcome.back, toast);
  try {
    await work();
  } catch (error) {
    if (error instanceof Refusal) {
      if (outcome.json) return new Refusal(error.status, error.errors, { ...error.extra, toast: outcome.failure });
      // A listing that changed since the page showed it is no failure: just the reason, to review it again.
      const title = error.extra.review_again === true ? undefined : outcome.failure;
      return answer({ type: "error", title, description: error.message });
    }
    console.error("Listing review failed", error);
    // Not a refusal but our failure: the same JSON shape, with 500.
    if (outcome.json) return Response.json({ errors: { _: [outcome.failure] }, message: outcome.failure }, { status: 500 });
    return answer({ type: "error", description: outcome.failure });
  }
  if (outcome.json) return Response.json({ status: "success", message: outcome.success });
  return answer({ type: "success", description: outcome.success });
}

// The outcome of an action taken from the review queue is shown where the administrator was: at
// the place of the card acted on (or of the card that took its place), the page scrolled there by
// the address's fragment; not as a flash at the top of the page (issue 27, item 16). Kept in the
// session for one page view, like the drafts below.

type ReviewToast = { type: "success" | "error"; title?: string; description: string };

/** The listing a queue form acted on, and the one shown after it on the same page (null: the last). */
export type QueuePlace = { judgmentId: number | null; nextId: number | null };

export type ReviewNotice = QueuePlace & ReviewToast;

const isQueuePath = (path: string) => path === REVIEW_QUEUE_PATH || path.startsWith(`${REVIEW_QUEUE_PATH}?`);

/** The place a queue form names (judgment_id, next_id), or undefined for a form from another page. */
export function queuePlace(body: Record<string, unknown>): QueuePlace | undefined {
  if (!("next_id" in body)) return undefined;
  return { judgmentId: parseId(body.judgment_id), nextId: parseId(body.next_id) };
}

async function noticeAtPlace(request: Request, services: AppServices, back: string, notice: ReviewNotice): Promise<Response> {
  await reviewNotice.remember(request, services, notice);
  return redirect(`${back}#${REVIEW_NOTICE_ID}`);
}

/** A value kept in the session for the next page view only: remembered by a form post, taken by the page. */
function keptForOneView<T>(key: string) {
  return {
    remember: (request: Request, services: AppServices, value: T) => setSessionValue(request, services, key, value),
    async take(request: Request, services: AppServices): Promise<T | null> {
      const value = await getSessionValue<T>(request, services, key);
      if (value === undefined) return null;
      await setSessionValue(request, services, key, undefined);
      return value;
    },
  };
}

export const reviewNotice = keptForOneView<ReviewNotice>("admin.reviewNotice");

/**
 * A request-info or decline form that came back with errors, shown again on its card with the
 * text and the errors under it (the no-JavaScript path).
 */
export type ReviewDraft = { kind: ReviewTextKind; judgmentId: number | null; message: string; errors: FieldErrors };

export const reviewDraft = keptForOneView<ReviewDraft>("admin.infoRequestDraft");

/**
 * An approval refused for a field (a judgment past its limit approved without the administrator's
 * tick), shown on the card under its checkbox (no JavaScript).
 */
export type ApproveRefusal = { judgmentId: number; errors: FieldErrors };

export const approveRefusal = keptForOneView<ApproveRefusal>("admin.approveRefusal");
