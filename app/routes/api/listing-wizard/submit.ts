// POST /api/judgments/sell: submits the caller's draft (form fields sent along, the collectability
// facts too, are saved to it first, validated like the progress endpoint) and answers { id } with
// where to go next: { id, listing_fee_cents, next }, plus `notice` when the dates given put the
// judgment past its limit (an administrator reviews it before it is listed). 401 for visitors
// (they create the account at /sell/user), 422 with field errors when a step is incomplete or a
// field is invalid, 404 when there is no draft. The seller's sworn statements are required:
// `statements: { version, role, owner, not_assigned, not_satisfied, payments_listed, payments:
// [{ date, amount }] }` (docs/decisions/0046), checked here against today and the judgment.
import { getRequestInfo } from "~/server/context";
import { readBody } from "~/server/http/body";
import { post } from "~/server/http/endpoint";
import { invalid, jsonError } from "~/server/http/refusal";
import { applyProgress, draftFields, emptyDraft, loadDraft, saveDraft } from "~/server/listings/drafts";
import { submitFor } from "~/routes/listing-wizard/save.server";

const route = post({ access: "member" }, async ({ request, context, services, user }) => {
  const body = await readBody(request);
  const sent = draftFields.some((field) => field in body);
  const stored = await loadDraft(request, services, user.id);
  if (sent) {
    const result = await applyProgress(services.db, stored ?? emptyDraft(), body);
    if (!result.ok) throw invalid(result.errors);
    await saveDraft(request, services, user.id, result.draft, getRequestInfo(context).ip);
  }
  const outcome = await submitFor(context, user);
  switch (outcome.kind) {
    case "created":
      return Response.json(
        {
          id: outcome.judgmentId,
          listing_fee_cents: outcome.listingFeeCents,
          next: outcome.next,
          ...(outcome.pastLimitNotice ? { notice: outcome.pastLimitNotice } : {}),
        },
        { status: 201 },
      );
    case "already":
      return Response.json({ id: outcome.judgmentId, next: outcome.next });
    case "invalid":
      throw invalid(outcome.errors);
    case "none":
      throw jsonError(404, "There is no listing draft to submit.");
    case "limited":
      throw jsonError(429, outcome.message);
  }
});

export const loader = route.loader;
export const action = route.action;
