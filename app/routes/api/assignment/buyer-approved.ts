// POST /api/judgments/buyer_approved (judgment_id): the accepted buyer confirms receiving the
// assignment. In one transaction: the listing is sold, the seller's payout released and the seller
// e-mailed. 200 { judgment_id, status: "sold" }; 401; 403 not the buyer; 404; 409 wrong status;
// 422 no judgment_id.
import type { RouterContextProvider } from "react-router";
import { stepJson } from "~/server/assignment/answer";
import { confirmReceipt } from "~/server/assignment/transitions";
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
  if (judgmentId === null) return invalid({ judgment_id: ["Choose the judgment you received."] });
  const result = await confirmReceipt(getServices(context), judgmentId, { id: user.id, roles: user.roles });
  return stepJson(judgmentId, result);
}

export async function loader() {
  return jsonError(405, "Use POST.", { Allow: "POST" });
}
