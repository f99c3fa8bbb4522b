// The judgment page's form posts, by intent: the Watch toggle (intent=watch|unwatch) for members;
// the owner's intent=hide|unhide|cancel|reactivate (./owner-intents.ts) and, after payment,
// mark_assigned and add_assignment_forms; the deadline's hand-over, the escrow steps, the offers'
// and the messages' intents; the owner's invitation of an investor whose buy request matches
// (intent=invite_investor, docs/decisions/0054); feedback after the sale (intent=leave_feedback); and PUT /judgments/{id}, the spec's edit call (a script's JSON or a form).
// Each works as a plain form post too.
import { data, replace } from "react-router";
import { parseId } from "~/domain/ids";
import { canViewListing, viewerOf } from "~/domain/listing-visibility";
import { ADD_FORMS_INTENT, assignmentFormsIntentAction, assignmentIntentAction, isAssignmentIntent } from "~/server/assignment/answer";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { handOverIntentAction, isHandOverIntent } from "~/server/deadlines/page-intents";
import { escrowIntentAction, isEscrowIntent } from "~/server/escrow/answer";
import { LEAVE_FEEDBACK_INTENT, leaveFeedbackIntentAction } from "~/server/feedback/page-intents";
import { INVITE_INTENT, inviteInvestor, inviteToasts } from "~/server/buy-requests/invite";
import { readBody } from "~/server/http/body";
import { messageIntentAction } from "~/server/messages/page-intents";
import { isOfferIntent, offerIntentAction } from "~/server/offers/page-intents";
import { findListingParties } from "~/server/queries/listing-status";
import { setWatching, watchRefusal } from "~/server/queries/watchlist";
import { toastHeader } from "~/server/toast";
import { isOwnerIntent, ownerIntentAction, putListingEditForm } from "./owner-intents";
import { notFound, type JudgmentPageArgs } from "./page";

export async function judgmentPageAction({ request, params, context }: JudgmentPageArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (id === null) notFound();
  const services = getServices(context);
  // Every intent starts from a listing the member may see; any other answers like a missing id.
  const listing = await findListingParties(services.db, id);
  if (!listing || !canViewListing(listing, user, services.clock.now())) notFound();
  const body = await readBody(request);
  if (request.method === "PUT") return putListingEditForm(services, { judgmentId: id, userId: user.id, body });
  const intent = body.intent;
  if (isOwnerIntent(intent)) return ownerIntentAction(services, { judgmentId: id, userId: user.id, intent });
  if (isAssignmentIntent(intent))
    return assignmentIntentAction(services, { judgmentId: id, user: { id: user.id, roles: user.roles }, intent });
  if (isHandOverIntent(intent))
    return handOverIntentAction(services, { judgmentId: id, user: { id: user.id, roles: user.roles }, intent, body });
  if (isEscrowIntent(intent))
    return escrowIntentAction(services, { judgmentId: id, user: { id: user.id, roles: user.roles }, intent, body });
  if (intent === ADD_FORMS_INTENT)
    return assignmentFormsIntentAction(services, { judgmentId: id, user: { id: user.id, roles: user.roles } });
  if (isOfferIntent(intent)) return offerIntentAction(services, { judgmentId: id, userId: user.id, intent, body });
  if (intent === LEAVE_FEEDBACK_INTENT)
    return leaveFeedbackIntentAction(services, { judgmentId: id, user: { id: user.id, roles: user.roles }, body });
  if (intent === "message") return messageIntentAction(services, { judgmentId: id, user, body });
  if (intent === INVITE_INTENT) {
    const outcome = await inviteInvestor(services, { sellerId: user.id, judgmentId: id, buyRequestId: body.buy_request_id });
    if (outcome === "not_found") notFound();
    return replace(`/judgments/${id}#buyers`, { headers: { "Set-Cookie": await toastHeader(services, inviteToasts[outcome]) } });
  }
  if (intent !== "watch" && intent !== "unwatch") {
    return data({ errors: { intent: ["Unknown action."] } }, { status: 400 });
  }
  const result = await setWatching(services.db, viewerOf(user), id, intent === "watch", services.clock.now());
  if (!result.ok && result.reason === "not_found") notFound();
  // Back to the page (a replace, so Back does not revisit the post); refusals explain themselves.
  const headers = new Headers();
  if (!result.ok) {
    headers.append("Set-Cookie", await toastHeader(services, { type: "error", description: watchRefusal(result.reason).message }));
  }
  return replace(`/judgments/${id}`, { headers });
}
