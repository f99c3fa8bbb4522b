// Leaving feedback on a sale (docs/decisions/0045): the buyer or the seller of a sale that ended
// (sold, or refunded in full) rates the other side once, within the window, with an optional
// comment held for review like every text between members (app/server/messages/hold.ts). Refused:
// anyone else (403), before the sale ended or after the window (409), a second time (409; the
// database's unique index decides when two arrive at once), a bad rating or text (422).
import {
  FEEDBACK_NOT_PARTY,
  FEEDBACK_TWICE,
  feedbackRefusalMessages,
  feedbackText,
  feedbackTextProblem,
  feedbackWindowRefusal,
  isFeedbackRating,
  saleEndedAt,
} from "~/domain/feedback";
import { parseId } from "~/domain/ids";
import type { AppServices } from "~/server/context";
import { invalid, jsonError, Refusal, type FieldErrors, type RefusalStatus } from "~/server/http/refusal";
import { holdText } from "~/server/messages/hold";
import { insertAudit } from "~/server/queries/audit";
import { insertFeedback, listFeedbackOfSales, listSalesOfJudgment, type SaleFacts } from "~/server/queries/feedback";

export type FeedbackServices = Pick<AppServices, "db" | "clock">;

export type FeedbackResult =
  { ok: true; feedbackId: number; held: boolean } | { ok: false; status: RefusalStatus; message: string; errors: FieldErrors };

/** Runs a feedback step in one transaction; refusals thrown inside roll it back and come back as results. */
export async function runFeedbackStep(
  services: FeedbackServices,
  work: (tx: Parameters<Parameters<AppServices["db"]["transaction"]>[0]>[0]) => Promise<{ feedbackId: number; held: boolean }>,
): Promise<FeedbackResult> {
  try {
    return { ok: true, ...(await services.db.transaction(work)) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, status: error.status, message: error.message, errors: error.errors };
    throw error;
  }
}

/** The side this member was on in a sale, or null. */
export function sideOf(sale: SaleFacts, userId: number): "buyer" | "seller" | null {
  if (sale.buyerId === userId) return "buyer";
  if (sale.sellerId === userId) return "seller";
  return null;
}

/** The sale of this listing the feedback is for: the one named (payment_id), else the member's newest. */
export function chooseSale(sales: SaleFacts[], userId: number, paymentId: number | null): SaleFacts | null {
  const theirs = sales.filter((sale) => sideOf(sale, userId) !== null);
  if (paymentId !== null) return theirs.find((sale) => sale.paymentId === paymentId) ?? null;
  return theirs[0] ?? null;
}

export function leaveFeedback(
  services: FeedbackServices,
  input: { judgmentId: number; userId: number; body: Record<string, unknown> },
): Promise<FeedbackResult> {
  return runFeedbackStep(services, async (tx) => {
    const now = services.clock.now();
    const sales = await listSalesOfJudgment(tx, input.judgmentId);
    const sale = chooseSale(sales, input.userId, parseId(input.body.payment_id));
    const side = sale && sideOf(sale, input.userId);
    if (!sale || !side) throw jsonError(403, FEEDBACK_NOT_PARTY);
    const refusal = feedbackWindowRefusal(saleEndedAt(sale), now);
    if (refusal) throw jsonError(409, feedbackRefusalMessages[refusal]);
    if ((await listFeedbackOfSales(tx, [sale.paymentId])).some((f) => f.fromUserId === input.userId)) {
      throw jsonError(409, FEEDBACK_TWICE);
    }
    const comment = feedbackText(input.body.comment);
    const problem = feedbackTextProblem(comment, false);
    const errors: FieldErrors = {
      ...(isFeedbackRating(input.body.rating) ? {} : { rating: ["Choose positive, neutral or negative."] }),
      ...(problem ? { comment: [problem] } : {}),
    };
    if (Object.keys(errors).length > 0 || !isFeedbackRating(input.body.rating)) throw invalid(errors);
    const toUserId = side === "buyer" ? sale.sellerId : sale.buyerId;
    const feedbackId = await insertFeedback(tx, {
      paymentId: sale.paymentId,
      judgmentId: sale.judgmentId,
      fromUserId: input.userId,
      toUserId,
      fromRole: side,
      rating: input.body.rating,
      comment: comment || null,
      createdAt: now,
    });
    if (feedbackId === null) throw jsonError(409, FEEDBACK_TWICE);
    // The comment reaches others once an administrator approves it (DESIGN.md section 6); the rating counts at once.
    if (comment) {
      await holdText(tx, {
        kind: "feedback",
        judgmentId: sale.judgmentId,
        senderId: input.userId,
        recipientId: toUserId,
        feedbackId,
        body: comment,
      });
    }
    await insertAudit(tx, {
      actorId: input.userId,
      action: "feedback.leave",
      entity: "feedback",
      entityId: feedbackId,
      details: { judgmentId: sale.judgmentId, paymentId: sale.paymentId, toUserId, rating: input.body.rating, comment: comment !== "" },
    });
    return { feedbackId, held: comment !== "" };
  });
}
