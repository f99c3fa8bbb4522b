// POST /api/judgments/assignment_forms (judgment_id): a premium owner adds the free assignment
// forms (docs/decisions/0021) to the assignment documents in one call. 201 { id, user_filename,
// created_at, doc_url } when stored; 200 with the same fields when these very forms are already
// there (a second click stores nothing). 401; 403 not the owner, or not a premium member; 404;
// 409 the listing is not paid, or the buyer's assignment info is missing; 422 no judgment_id, or
// the listing holds its most documents.
import { parseId } from "~/domain/ids";
import { addAssignmentForms } from "~/server/assignment/forms";
import { documentUrl } from "~/server/documents/read";
import { post } from "~/server/http/endpoint";
import { invalid, jsonError } from "~/server/http/refusal";
import { readBody } from "~/server/http/body";

const route = post({ access: "member" }, async ({ request, services, user }) => {
  const judgmentId = parseId((await readBody(request)).judgment_id);
  if (judgmentId === null) throw invalid({ judgment_id: ["Choose the judgment to make the assignment forms for."] });
  const result = await addAssignmentForms(services, judgmentId, { id: user.id, roles: user.roles });
  if (!result.ok) throw result.status === 422 ? invalid({ documents: [result.message] }) : jsonError(result.status, result.message);
  const { document } = result;
  return Response.json(
    {
      id: document.id,
      user_filename: document.userFilename,
      created_at: document.createdAt.toISOString(),
      doc_url: documentUrl(document.id),
    },
    { status: result.created ? 201 : 200 },
  );
});

export const loader = route.loader;
export const action = route.action;
