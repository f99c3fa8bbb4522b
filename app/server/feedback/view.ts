// What the feedback pages show (docs/decisions/0045): the judgment page's section for the two sides
// of its sales, and one feedback as a viewer may see it. The comment and the reply go through the
// one rule of member texts (shownText): their writer and administrators read them at once, others
// once approved.
import type { FeedbackShown, SaleFeedback } from "~/components/feedback/feedback-view";
import { feedbackWindow, feedbackWindowRefusal, saleEndedAt } from "~/domain/feedback";
import { shownText, type HeldText } from "~/domain/member-texts";
import type { Executor } from "~/server/db/client";
import {
  findHandles,
  heldTextsOfFeedback,
  listFeedbackOfSales,
  listFeedbackReceived,
  listSalesOfJudgment,
  type FeedbackRow,
  type SaleFacts,
} from "~/server/queries/feedback";
import { sideOf } from "./leave";

type Viewer = { id: number | null; admin: boolean };

export function showFeedback(
  row: Pick<
    FeedbackRow,
    "id" | "rating" | "fromRole" | "fromUserId" | "toUserId" | "comment" | "reply" | "createdAt" | "removedAt" | "removedReason"
  >,
  fromHandle: string,
  held: { comment: HeldText | null; reply: HeldText | null } | undefined,
  viewer: Viewer,
): FeedbackShown {
  const comment = row.comment === null ? { text: null, review: null } : shownText(held?.comment ?? null, row.comment, viewer);
  const reply = row.reply === null ? { text: null, review: null } : shownText(held?.reply ?? null, row.reply, viewer);
  const party = viewer.id === row.fromUserId || viewer.id === row.toUserId;
  return {
    id: row.id,
    rating: row.rating,
    fromHandle,
    fromRole: row.fromRole,
    createdAt: row.createdAt.toISOString(),
    comment: comment.text,
    commentReview: comment.review,
    reply: reply.text,
    replyReview: reply.review,
    canReply: viewer.id === row.toUserId && row.reply === null && row.removedAt === null,
    removedAt: viewer.admin && row.removedAt ? row.removedAt.toISOString() : null,
    removedReason: viewer.admin ? row.removedReason : null,
    canRemove: viewer.admin && !party && row.removedAt === null,
  };
}

/** The judgment page's feedback section: the sales of this listing the viewer was a side of (none: empty). */
export async function loadSaleFeedback(db: Executor, judgmentId: number, viewerId: number, now: Date): Promise<SaleFeedback[]> {
  const sales = (await listSalesOfJudgment(db, judgmentId)).filter((sale) => sideOf(sale, viewerId) !== null);
  return feedbackOfSales(db, sales, viewerId, now);
}

/** Where the feedback of each of these sales stands for one of its sides. */
export async function feedbackOfSales(db: Executor, sales: SaleFacts[], viewerId: number, now: Date): Promise<SaleFeedback[]> {
  if (sales.length === 0) return [];
  const rows = await listFeedbackOfSales(
    db,
    sales.map((s) => s.paymentId),
  );
  const [held, handles] = await Promise.all([
    heldTextsOfFeedback(
      db,
      rows.map((r) => r.id),
    ),
    findHandles(db, [...new Set(sales.flatMap((s) => [s.buyerId, s.sellerId]))]),
  ]);
  const viewer = { id: viewerId, admin: false };
  return sales.map((sale) => {
    const side = sideOf(sale, viewerId)!;
    const other = side === "buyer" ? sale.sellerId : sale.buyerId;
    const endedAt = saleEndedAt(sale);
    const of = (from: number) => {
      const row = rows.find((r) => r.paymentId === sale.paymentId && r.fromUserId === from && r.removedAt === null);
      return row ? showFeedback(row, handles.get(from) ?? "a former member", held.get(row.id), viewer) : null;
    };
    const mine = of(viewerId);
    const wroteOnce = rows.some((r) => r.paymentId === sale.paymentId && r.fromUserId === viewerId);
    const refusal = feedbackWindowRefusal(endedAt, now);
    return {
      paymentId: sale.paymentId,
      side,
      otherHandle: handles.get(other) ?? "a former member",
      endedAt: endedAt?.toISOString() ?? null,
      closesAt: endedAt ? feedbackWindow(endedAt).closes.toISOString() : null,
      state: wroteOnce ? "left" : refusal === "not_ended" ? "not_ended" : refusal === "window_closed" ? "closed" : "open",
      mine,
      theirs: of(other),
    };
  });
}

/** A member's public page's feedback: the latest received, as this viewer may see it (administrators also see removed ones). */
export async function loadFeedbackReceived(db: Executor, userId: number, viewer: Viewer): Promise<FeedbackShown[]> {
  const rows = await listFeedbackReceived(db, userId, { limit: 50, withRemoved: viewer.admin });
  const held = await heldTextsOfFeedback(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => showFeedback(row, row.fromHandle, held.get(row.id), viewer));
}
