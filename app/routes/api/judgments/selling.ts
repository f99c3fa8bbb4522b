// GET /api/judgments/selling: the signed-in user's own listings (not cancelled), newest first,
// with status and the offers, views and watchlist counts, and once an offer was accepted the
// agreed price (agreed_price, cents; null before).
import { get } from "~/server/http/endpoint";
import { listSellingJudgments } from "~/server/queries/dashboard/selling";

const route = get({ access: "member" }, async ({ services, user }) => {
  return Response.json(await listSellingJudgments(services.db, user.id), { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
