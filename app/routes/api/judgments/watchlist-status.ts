// GET /api/judgments/watchlist/{id}: "yes" when the signed-in user watches the listing, else "no"
// (a JSON string, as the spec's client expects). 401 for visitors, 404 for unknown or hidden ids.
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { findJudgmentRecord, parseJudgmentId } from "~/server/queries/judgment-detail";
import { judgmentAccess } from "~/domain/listing-visibility";
import { isWatching } from "~/server/queries/watchlist";

type Args = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };

const notFound = () => Response.json({ errors: { id: ["No such judgment."] } }, { status: 404 });

export async function loader({ request, params, context }: Args) {
  const user = await requireUser(request, context);
  const id = parseJudgmentId(params.id);
  if (id === null) return notFound();
  const { db } = getServices(context);
  const judgment = await findJudgmentRecord(db, id);
  if (!judgment || !judgmentAccess(judgment, { id: user.id, roles: user.roles }).canView) return notFound();
  const watching = await isWatching(db, user.id, id);
  return Response.json(watching ? "yes" : "no", { headers: { "Cache-Control": "private, no-store" } });
}
