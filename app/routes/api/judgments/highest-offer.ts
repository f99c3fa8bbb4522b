// GET /api/judgments/highest_offer/{id}: { amount } of the highest pending or accepted offer, in
// cents, or null when there is none. Answered for any listing the caller may see (the page shows
// the panel to everyone on active listings); 404 otherwise.
import type { RouterContextProvider } from "react-router";
import { getOptionalUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { findJudgmentRecord, highestOfferCents, parseJudgmentId } from "~/server/queries/judgment-detail";
import { judgmentAccess } from "~/domain/listing-visibility";

type Args = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };

const notFound = () => Response.json({ errors: { id: ["No such judgment."] } }, { status: 404 });

export async function loader({ request, params, context }: Args) {
  const id = parseJudgmentId(params.id);
  if (id === null) return notFound();
  const { db } = getServices(context);
  const judgment = await findJudgmentRecord(db, id);
  const user = await getOptionalUser(request, context);
  if (!judgment || !judgmentAccess(judgment, user && { id: user.id, roles: user.roles }).canView) return notFound();
  return Response.json({ amount: await highestOfferCents(db, id) }, { headers: { "Cache-Control": "private, no-store" } });
}
