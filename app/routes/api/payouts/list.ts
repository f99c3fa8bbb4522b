// GET /api/payouts: the signed-in seller's payouts, newest first, as
// [{ id, judgment: { id, title, price }, completed_at, status, amount, fee, refunded }] (money in
// cents; completed_at null while not yet paid out; refunded: what a dispute's partial refund took off).
import { get } from "~/server/http/endpoint";
import { listSellerPayouts } from "~/server/queries/payouts";

const route = get({ access: "member" }, async ({ services, user }) => {
  const rows = await listSellerPayouts(services.db, user.id);
  return Response.json(
    rows.map((p) => ({
      id: p.id,
      judgment: { id: p.judgmentId, title: p.title, price: p.priceCents },
      completed_at: p.completedAt?.toISOString() ?? null,
      status: p.status,
      amount: p.amountCents,
      fee: p.feeCents,
      refunded: p.refundedCents,
    })),
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const loader = route.loader;
export const action = route.action;
