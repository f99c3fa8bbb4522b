// GET /api/judgments/sell/progress: the caller's listing draft with its step (or {} when none).
// POST: saves form fields plus `step`; each field sent is validated (422 with field errors),
// unknown fields are dropped, a blank field clears it. The optional collectability facts are fields
// like the others (court_type, debt_type, litigation, stated_rate_percent, last_renewed_on,
// debtor_type, and the debtor's yes/no facts as true/false or "yes"/"no"); `statements` is saved
// as sent (one object, docs/decisions/0046) and checked at submit. Visitors may use it
// too: their draft lives in their session (a new visitor session answers its Set-Cookie). A
// visitor's save that sends an e-mail and starts a new draft counts against the same per-network
// limit of new drafts as the Your Details page (429); saving the same draft again does not.
import { getRequestInfo } from "~/server/context";
import { readBody } from "~/server/http/body";
import { endpoint, get, post } from "~/server/http/endpoint";
import { invalid, jsonError } from "~/server/http/refusal";
import { applyProgress, draftForApi, emptyDraft, limitVisitorDraft, loadDraft, saveDraft } from "~/server/listings/drafts";

const show = get({ access: "anyone" }, async ({ request, services, user }) => {
  const draft = await loadDraft(request, services, user?.id ?? null);
  return Response.json(draft ? draftForApi(draft) : {}, { headers: { "Cache-Control": "no-store" } });
});

const save = post({ access: "anyone" }, async ({ request, context, services, user }) => {
  const draft = (await loadDraft(request, services, user?.id ?? null)) ?? emptyDraft();
  const body = await readBody(request);
  const result = await applyProgress(services.db, draft, body);
  if (!result.ok) throw invalid(result.errors);
  if (!user && "email" in body && result.draft.data.email) {
    const limited = await limitVisitorDraft(request, services, getRequestInfo(context).ip);
    if (limited) throw jsonError(429, limited);
  }
  const cookie = await saveDraft(request, services, user?.id ?? null, result.draft, getRequestInfo(context).ip);
  return Response.json(draftForApi(result.draft), { headers: cookie ? { "Set-Cookie": cookie } : undefined });
});

const route = endpoint({ GET: show, POST: save });

export const loader = route.loader;
export const action = route.action;
