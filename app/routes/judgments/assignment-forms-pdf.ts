// GET /judgments/{id}/assignment-forms.pdf: the free assignment forms (an Assignment of Judgment
// and a Notice and Acknowledgment of Assignment, docs/decisions/0021) as a PDF download, for the
// listing's owner who is a premium member, while the listing is paid and the buyer's assignment
// info is in. Refusals answer JSON: 401; 404 to whoever may not know the listing; 403 to another
// member, and to an owner who is not a premium member; 409 wrong status or no assignment info.
import { parseId } from "~/domain/ids";
import { assignmentFormFacts, formsDownloadResponse, renderAssignmentForms } from "~/server/assignment/forms";
import { get } from "~/server/http/endpoint";
import { jsonError } from "~/server/http/refusal";

const route = get({ access: "member" }, async ({ request, params, services, user }) => {
  const judgmentId = parseId(params.id);
  if (judgmentId === null) throw jsonError(404, "No judgment found.");
  const prepared = await assignmentFormFacts(services.db, judgmentId, { id: user.id, roles: user.roles }, services.clock.now());
  if (!prepared.ok) throw jsonError(prepared.status, prepared.message);
  return formsDownloadResponse(await renderAssignmentForms(services.db, prepared.facts, services.branding.name), request.method);
});

export const loader = route.loader;
