// GET /api/payouts: the signed-in seller's payouts, newest first, as
// [{ id, judgment: { id, title, price }, completed_at, status, amount, fee }] (money in cents;
// completed_at null while not yet paid out).
import type { RouterContextProvider } from "react-router";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { jsonError } from "~/server/http/refusal";
import { listSellerPayouts } from "~/server/queries/payouts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loader({ request, context }: Args) {
  const user = await requireUser(request, context);
  const rows = await listSellerPayouts(getServices(context).db, user.id);
  return Response.json(
    rows.map((p) => ({
      id: p.id,
      judgment: { id: p.judgmentId, title: p.title, price: p.priceCents },
      completed_at: p.completedAt?.toISOString() ?? null,
      status: p.status,
      amount: p.amountCents,
      fee: p.feeCents,
    })),
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action() {
  return jsonError(405, "Use GET.", { Allow: "GET" });
}
