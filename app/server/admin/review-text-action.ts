// The two review actions that carry the administrator's words to the seller, Request More Info
// (`message`) and Decline (`reason`): one handler. Invalid words answer 422 to a script; a form
// comes back to its card on the queue with the words and the error under them (the draft, no
// JavaScript needed). Valid ones run the action and answer as every review action does; the
// version of the listing the card showed goes with them (a listing changed since is refused).
import type { z } from "zod";
import { parseId } from "~/domain/ids";
import { LISTING_VERSION_FIELD, reviewFormAnchor } from "~/domain/review-queue";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { answerReview, answersJson, queuePlace, reviewBackPath, reviewDraft, type ReviewDraft } from "~/server/admin/review-answer";
import type { AppServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";
import { invalid } from "~/server/http/refusal";
import { redirect } from "react-router";

type TextSchema<F extends string> = z.ZodType<{ judgment_id: number; [LISTING_VERSION_FIELD]?: string | undefined } & Record<F, string>>;

export function textReviewAction<F extends "message" | "reason">(config: {
  kind: ReviewDraft["kind"];
  field: F;
  schema: TextSchema<F>;
  success: string;
  failure: string;
  act: (services: AppServices, input: { judgmentId: number; adminId: number; text: string; version?: string }) => Promise<void>;
}) {
  return post({ access: "admin" }, async ({ request, services, user: admin }) => {
    const body = await readBody(request);
    const json = answersJson(request);
    const back = reviewBackPath(body);
    const parsed = config.schema.safeParse(body);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      if (json) return invalid(errors);
      const judgmentId = parseId(body.judgment_id);
      const text = body[config.field];
      await reviewDraft.remember(request, services, {
        kind: config.kind,
        judgmentId,
        message: typeof text === "string" ? text.slice(0, 5000) : "",
        errors,
      });
      return redirect(judgmentId !== null ? `${back}#${reviewFormAnchor(judgmentId, config.kind)}` : back);
    }
    const { judgment_id: judgmentId, [config.field]: text, [LISTING_VERSION_FIELD]: version } = parsed.data;
    return answerReview(request, services, { json, back, place: queuePlace(body), success: config.success, failure: config.failure }, () =>
      config.act(services, { judgmentId, adminId: admin.id, text, version }),
    );
  });
}
