// POST /api/judgments/assigned (judgment_id): the listing's owner marks the judgment assigned.
// Needs the buyer's assignment info and at least one assignment document (409 otherwise); the
// buyer is e-mailed to review the documents and confirm. 200 { judgment_id, status: "assigned" };
// 401; 403 not the owner; 404; 409 wrong status; 422 no judgment_id.
import type { RouterContextProvider } from "react-router";
import { stepJson } from "~/server/assignment/answer";
import { markAssigned } from "~/server/assignment/transitions";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { invalid, jsonError, readBody } from "~/server/http";
import { parseJudgmentId } from "~/server/queries/judgment-detail";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function action({ request, context }: Args) {
  if (request.method !== "POST") return jsonError(405, "Use POST.", { Allow: "POST" });
  const user = await requireUser(request, context);
  const body = await readBody(request);
  const judgmentId = parseJudgmentId(String(body.judgment_id ?? ""));
  if (judgmentId === null) return invalid({ judgment_id: ["Choose the judgment to mark assigned."] });
  const result = await markAssigned(getServices(context), judgmentId, { id: user.id, roles: user.roles });
  return stepJson(judgmentId, result);
}

export async function loader() {
  return jsonError(405, "Use POST.", { Allow: "POST" });
}
