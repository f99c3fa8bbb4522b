// The portfolio page's form posts (/portfolios/{id}): intent=dissolve is its own (the owner's, after
// the confirmation step), and so are the assignment checklist's assign_item / unassign_item
// (./checklist-intents.ts, its refusals as an error toast by the checklist); every other intent (watch, the offers' and the negotiation's, the message
// to the seller, thresholds, hide/unhide, the deal's steps) is the judgment page's, which works on
// a listing of either kind and goes through the same services. Its redirects name /judgments/{id},
// which sends a portfolio's id on to /portfolios/{id}.
import { data } from "react-router";
import { parseId } from "~/domain/ids";
import { canViewListing } from "~/domain/listing-visibility";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { readBody } from "~/server/http/body";
import { Refusal } from "~/server/http/refusal";
import { judgmentPageAction } from "~/server/judgment-page/action";
import { notFound } from "~/server/judgment-page/page";
import { findListingRecord } from "~/server/queries/listing-record";
import { redirectWithToast } from "~/server/toast";
import { checklistIntentAction, isChecklistIntent } from "./checklist-intents";
import { dissolvePortfolio, type Dissolved } from "./dissolve";
import type { PortfolioPageArgs } from "./page";

export const DISSOLVE_INTENT = "dissolve";

/** The toast after a dissolve: where its judgments went. */
export function dissolvedMessage(outcome: Pick<Dissolved, "released" | "rejectedOffers">): string {
  const back = outcome.released.filter((r) => r.status === "active").length;
  const review = outcome.released.length - back;
  const parts = [`The portfolio was dissolved: ${back} judgment${back === 1 ? " is" : "s are"} back on sale on their own.`];
  if (review) parts.push(`${review} went back to review (past the limit).`);
  if (outcome.rejectedOffers)
    parts.push(`${outcome.rejectedOffers} open offer${outcome.rejectedOffers === 1 ? " was" : "s were"} declined.`);
  return parts.join(" ");
}

export async function portfolioPageAction(args: PortfolioPageArgs) {
  const { request, params, context } = args;
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (id === null) notFound();
  const services = getServices(context);
  const listing = await findListingRecord(services.db, id);
  if (!listing || listing.kind !== "portfolio" || !canViewListing(listing, user, services.clock.now())) notFound();
  // The body is read once: the judgment page's action reads it again from a copy.
  const body = await readBody(request.clone());
  if (isChecklistIntent(body.intent)) {
    const answer = await checklistIntentAction(services, { body, user, portfolioId: id });
    return redirectWithToast(services, `/portfolios/${id}#checklist`, {
      type: answer.ok ? "success" : "error",
      description: answer.message,
    });
  }
  if (body.intent !== DISSOLVE_INTENT) return judgmentPageAction(args);
  if (listing.sellerId !== user.id) throw new Response("Forbidden", { status: 403 });
  try {
    const outcome = await dissolvePortfolio(services, { portfolioId: id, userId: user.id });
    return redirectWithToast(services, "/selling", { type: "success", description: dissolvedMessage(outcome) });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.status === 404) notFound();
    if (error.status === 403) throw error;
    return data({ ownerError: error.message }, { status: error.status });
  }
}
