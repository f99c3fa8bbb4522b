// GET /api/judgments/highest_offer/{id}: { amount, hidden } — the highest pending or accepted offer,
// in cents, or null when there is none. Answered for any listing the caller may see (the page shows
// the panel to everyone on active listings); 404 otherwise. When the seller shows offers to the
// owner only, everyone but the owner and administrators gets { amount: null, hidden: true }: the
// listing exists, its offers are private (docs/decisions/0033).
import { judgmentAccess, viewerOf } from "~/domain/listing-visibility";
import { get } from "~/server/http/endpoint";
import { Refusal } from "~/server/http/refusal";
import { highestOfferCents } from "~/server/queries/judgment-detail";
import { findListingRecord } from "~/server/queries/listing-record";
import { parseId } from "~/domain/ids";

const notFound = () => new Refusal(404, { id: ["No such judgment."] });

const route = get({ access: "anyone" }, async ({ params, services: { db, clock }, user }) => {
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const listing = await findListingRecord(db, id);
  const now = clock.now();
  const access = listing && judgmentAccess(listing, viewerOf(user), now);
  if (!access?.canView) throw notFound();
  const answer = access.canSeeOffers ? { amount: await highestOfferCents(db, id, now), hidden: false } : { amount: null, hidden: true };
  return Response.json(answer, { headers: { "Cache-Control": "private, no-store" } });
});

export const loader = route.loader;
export const action = route.action;
