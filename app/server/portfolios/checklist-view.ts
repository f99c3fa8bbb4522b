// The assignment checklist as the portfolio page shows it (docs/decisions/0055): for the owner, the
// portfolio's buyer and administrators, once the portfolio is paid; per judgment its checklist
// state, its assignment documents counted, the link to its own assignment section and whether the
// viewer may tick or undo it (the owner, while the portfolio is paid). The buyer's assignment name
// and address once, above the list. Whoever else asks gets null (the page shows no checklist). The
// view's type is declared on the components' side (app/components/portfolios/checklist-view.ts).
export type { ChecklistItemView, ChecklistView } from "~/components/portfolios/checklist-view";
import type { ChecklistView } from "~/components/portfolios/checklist-view";
import { isPaidOrLater } from "~/domain/listing-status";
import { judgmentAccess, type Viewer } from "~/domain/listing-visibility";
import type { Executor } from "~/server/db/client";
import { findAssignmentInfo } from "~/server/queries/assignment";
import { findListingRecord } from "~/server/queries/listing-record";
import { listChecklistItems } from "~/server/queries/portfolios";

export async function loadChecklist(
  db: Executor,
  portfolioId: number,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<ChecklistView | null> {
  const record = await findListingRecord(db, portfolioId);
  if (!record || record.kind !== "portfolio" || !isPaidOrLater(record.status)) return null;
  const access = judgmentAccess(record, viewer, now);
  if (!access.canView || !["owner", "buyer", "admin"].includes(access.relation)) return null;
  const [items, assignee] = await Promise.all([
    listChecklistItems(db, portfolioId),
    record.buyerId === null ? null : findAssignmentInfo(db, record.buyerId),
  ]);
  const canEdit = access.relation === "owner" && record.status === "paid";
  return {
    portfolioId,
    status: record.status,
    canEdit,
    assignee,
    assignedCount: items.filter((i) => i.assignedAt !== null).length,
    total: items.length,
    items: items.map((item) => ({
      judgmentId: item.judgmentId,
      title: item.title,
      casenum: item.casenum,
      assigned: item.assignedAt !== null,
      assignedAt: item.assignedAt?.toISOString() ?? null,
      documentCount: item.documentCount,
      documentsUrl: `/judgments/${item.judgmentId}#assignment`,
      canTick: canEdit && item.assignedAt === null,
      canUndo: canEdit && item.assignedAt !== null,
    })),
  };
}
