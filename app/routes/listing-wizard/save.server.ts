// Submitting the draft, shared by POST /sell/save, the account step (/sell/user) and
// POST /api/judgments/sell: create the listing, then on to the documents step, the enhancements
// and the one checkout (the listing fee, when due, is paid there with the enhancements).
import type { RouterContextProvider } from "react-router";
import { formatMoney } from "~/domain/money";
import { getRequestInfo, getServices } from "~/server/context";
import { submissionsLimitedMessage, submitDraft, type SubmitStep } from "~/server/listings/create";
import { findRecentSubmission } from "~/server/queries/listings";
import { redirectWithToast } from "~/server/toast";

type Context = Readonly<RouterContextProvider>;
type Seller = { id: number; name: string; email: string };

export const REVIEW_PROMISE = "Our team reviews new listings, usually within one business day.";

export type Submission =
  | { kind: "created"; judgmentId: number; listingFeeCents: number; next: string; pastLimitNotice: string | null }
  | { kind: "already"; judgmentId: number; next: string }
  | { kind: "none" }
  | { kind: "limited"; message: string }
  | { kind: "invalid"; step: SubmitStep; errors: Record<string, string[]> };

export function checkoutPath(judgmentId: number) {
  return `/sell/checkout?judgment_id=${judgmentId}`;
}

export async function submitFor(context: Context, seller: Seller): Promise<Submission> {
  const services = getServices(context);
  const result = await submitDraft(services, seller, getRequestInfo(context).ip);
  if (result.ok) {
    const next = `/sell/documents/${result.judgmentId}`;
    return {
      kind: "created",
      judgmentId: result.judgmentId,
      listingFeeCents: result.listingFeeCents,
      next,
      pastLimitNotice: result.pastLimitNotice,
    };
  }
  if (result.reason === "invalid") return { kind: "invalid", step: result.step, errors: result.errors };
  if (result.reason === "limited") return { kind: "limited", message: submissionsLimitedMessage(result.retryAfterSeconds) };
  // No draft: a second click after the first submit took it. Lead to the same place.
  const recent = await findRecentSubmission(services.db, seller.id);
  if (!recent) return { kind: "none" };
  return { kind: "already", judgmentId: recent.id, next: `/sell/documents/${recent.id}` };
}

/** The page flavour: redirect with a toast. `headers` carries e.g. a new session cookie. */
export async function submitAndRedirect(context: Context, seller: Seller, headers: Record<string, string | null> = {}) {
  const services = getServices(context);
  const outcome = await submitFor(context, seller);
  switch (outcome.kind) {
    case "created": {
      const notice = outcome.pastLimitNotice ? ` ${outcome.pastLimitNotice}` : "";
      return redirectWithToast(
        services,
        outcome.next,
        outcome.listingFeeCents > 0
          ? {
              type: "success",
              title: "Your listing was received",
              description: `Add supporting documents, choose enhancements if you like, then pay the listing fee of ${formatMoney(outcome.listingFeeCents)} at checkout to send it to review.${notice}`,
            }
          : {
              type: "success",
              title: "Your listing was received",
              description: `${REVIEW_PROMISE} We will e-mail you when it is live. Add supporting documents below (optional).${notice}`,
            },
        headers,
      );
    }
    case "already":
      return redirectWithToast(services, outcome.next, { type: "message", description: "Your listing was already submitted." }, headers);
    case "invalid":
      return redirectWithToast(
        services,
        `/sell/${outcome.step}?check=1`,
        { type: "error", description: "Please check your input and try again." },
        headers,
      );
    case "none":
      return redirectWithToast(
        services,
        "/sell",
        { type: "message", description: "There is no listing to submit yet. Start here." },
        headers,
      );
    case "limited":
      return redirectWithToast(services, "/sell/review", { type: "error", description: outcome.message }, headers);
  }
}
