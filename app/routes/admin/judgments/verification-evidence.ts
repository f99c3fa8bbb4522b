// GET /admin/judgments/{id}/verification/{verificationId}/evidence: a verification's evidence (the
// docket extract), to administrators only (404 to anyone else), through the documents' download
// answer (its type sniffed again, its own Content-Security-Policy).
import type { Route } from "./+types/verification-evidence";
import { getServices } from "~/server/context";
import { documentResponse } from "~/server/documents/read";
import { jsonError } from "~/server/http/refusal";
import { findVerification } from "~/server/queries/court-verifications";
import { judgmentIdOf, requireAdminOr404 } from "~/server/verification/admin-page";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminOr404(request, context);
  const services = getServices(context);
  const verification = await findVerification(services.db, judgmentIdOf(params.id), judgmentIdOf(params.verificationId));
  if (!verification) throw jsonError(404, "No such evidence.");
  const file = await services.storage.getStream(verification.evidenceKey);
  if (!file) throw jsonError(404, "No such evidence.");
  return documentResponse(file, verification.evidenceName, request.method);
}
