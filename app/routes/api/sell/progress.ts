// GET /api/judgments/sell/progress: the caller's listing draft with its step (or {} when none).
// POST: saves form fields plus `step`; each field sent is validated (422 with field errors),
// unknown fields are dropped, a blank field clears it. Visitors may use it too: their draft lives
// in their session (a new visitor session answers its Set-Cookie).
import type { RouterContextProvider } from "react-router";
import { getOptionalUser } from "~/server/auth/guards";
import { getRequestInfo, getServices } from "~/server/context";
import { invalid, jsonError } from "~/server/http/refusal";
import { readBody } from "~/server/http/body";
import { applyProgress, draftForApi, emptyDraft, loadDraft, saveDraft } from "~/server/listings/drafts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loader({ request, context }: Args) {
  const user = await getOptionalUser(request, context);
  const draft = await loadDraft(request, getServices(context), user?.id ?? null);
  return Response.json(draft ? draftForApi(draft) : {}, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Args) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "GET, POST" });
  const services = getServices(context);
  const user = await getOptionalUser(request, context);
  const draft = (await loadDraft(request, services, user?.id ?? null)) ?? emptyDraft();
  const result = await applyProgress(services.db, draft, await readBody(request));
  if (!result.ok) return invalid(result.errors);
  const cookie = await saveDraft(request, services, user?.id ?? null, result.draft, getRequestInfo(context).ip);
  return Response.json(draftForApi(result.draft), { headers: cookie ? { "Set-Cookie": cookie } : undefined });
}
