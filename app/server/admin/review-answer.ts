// How the review endpoints (POST /admin/judgments/approve and /request_info) answer: a page's form
// post goes back to the page with a toast (so it works without JavaScript); a script asking for
// JSON (Accept: application/json or X-Requested-With) gets JSON and the matching status code.
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

type Outcome = { json: boolean; back: string; success: string; failure: string };

/** Runs one review action and answers it; refusals keep their status (404, 409), surprises are logged. */
export async function answerReview(services: AppServices, outcome: Outcome, work: () => Promise<void>): Promise<Response> {
  try {
    await work();
  } catch (error) {
    if (error instanceof Refusal) {
      if (outcome.json) return new Refusal(error.status, error.errors, { ...error.extra, toast: outcome.failure });
      return redirectWithToast(services, outcome.back, { type: "error", title: outcome.failure, description: error.message });
    }
    console.error("Listing review failed", error);
    // Not a refusal but our failure: the same JSON shape, with 500.
    if (outcome.json) return Response.json({ errors: { _: [outcome.failure] }, message: outcome.failure }, { status: 500 });
    return redirectWithToast(services, outcome.back, { type: "error", description: outcome.failure });
  }
  if (outcome.json) return Response.json({ status: "success", message: outcome.success });
  return redirectWithToast(services, outcome.back, { type: "success", description: outcome.success });
}

// A request-info form that came back with errors, kept in the session for one page view so the
// page can show the message again with the errors under it (the no-JavaScript path).

const DRAFT_KEY = "admin.infoRequestDraft";

export type InfoRequestDraft = { judgmentId: number | null; message: string; errors: FieldErrors };

export async function rememberInfoRequestDraft(request: Request, services: AppServices, draft: InfoRequestDraft): Promise<void> {
  await setSessionValue(request, services, DRAFT_KEY, draft);
}

export async function takeInfoRequestDraft(request: Request, services: AppServices): Promise<InfoRequestDraft | null> {
  const draft = await getSessionValue<InfoRequestDraft>(request, services, DRAFT_KEY);
  if (draft === undefined) return null;
  await setSessionValue(request, services, DRAFT_KEY, undefined);
  return draft;
}

// An approval refused for a field (a judgment past its limit approved without the administrator's
// tick), kept for one page view so the card shows the message under its checkbox (no JavaScript).

const APPROVE_KEY = "admin.approveRefusal";

export type ApproveRefusal = { judgmentId: number; errors: FieldErrors };

export async function rememberApproveRefusal(request: Request, services: AppServices, refusal: ApproveRefusal): Promise<void> {
  await setSessionValue(request, services, APPROVE_KEY, refusal);
}

export async function takeApproveRefusal(request: Request, services: AppServices): Promise<ApproveRefusal | null> {
  const refusal = await getSessionValue<ApproveRefusal>(request, services, APPROVE_KEY);
  if (refusal === undefined) return null;
  await setSessionValue(request, services, APPROVE_KEY, undefined);
  return refusal;
}
