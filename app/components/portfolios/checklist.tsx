// A paid portfolio's assignment checklist (docs/decisions/0055): the name and address the
// assignments are made out to, then one row per judgment: its assignment documents (on its own
// page's assignment section, where the owner uploads them with progress and the premium forms fill
// in the portfolio's buyer), its state, and for the owner "Mark assigned" or "Undo" while the
// portfolio is paid. Plain form posts to the portfolio page (intents assign_item / unassign_item,
// handled by app/server/portfolios/checklist-intents.ts): no JavaScript needed. The buyer and
// administrators read it. Built by loadChecklist (app/server/portfolios/checklist-view.ts).
import { BuyerInfo } from "~/components/assignment/buyer-info";
import { formatDate } from "~/domain/dates";
import type { ChecklistView } from "./checklist-view";

const intro: Record<ChecklistView["status"], string> = {
  paid: "The buyer has paid. Assign each judgment to the buyer, upload its signed assignment on its own page, then mark it assigned here. Marking the last one asks the buyer to confirm.",
  assigned: "Every judgment is assigned. We are waiting for the buyer to confirm receiving the assignments.",
  disputed: "The buyer opened a dispute about the sale; an administrator decides on the whole portfolio.",
  sold: "The sale is complete: every judgment was assigned.",
};

export function PortfolioChecklist({
  view,
  action,
}: {
  view: ChecklistView;
  /** The portfolio page's path, where the forms post. */ action: string;
}) {
  return (
    <section id="checklist" className="card scroll-mt-24 p-5 sm:p-6" aria-labelledby="checklist-title" data-testid="portfolio-checklist">
      <h2 id="checklist-title" className="text-lg font-semibold">
        Assignment checklist
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro[view.status]}</p>
      <div className="mt-4">
        <h3 className="text-sm font-semibold text-slate-700">{view.status === "paid" ? "Assign each judgment to" : "Assigned to"}</h3>
        <div className="mt-2">
          <BuyerInfo info={view.assignee} />
        </div>
      </div>
      <p className="mt-4 text-sm font-medium text-slate-700" data-testid="checklist-progress">
        {view.assignedCount} of {view.total} assigned
      </p>
      <ol className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
        {view.items.map((item) => (
          <li
            key={item.judgmentId}
            className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="checklist-item"
            data-assigned={item.assigned}
          >
            <div className="min-w-0">
              <p className="break-words font-medium text-slate-900">{item.title}</p>
              <p className="text-sm text-slate-600">
                {item.casenum && <>Case {item.casenum} · </>}
                <a href={item.documentsUrl} className="font-medium">
                  {item.documentCount === 0
                    ? "No assignment documents yet"
                    : `${item.documentCount} assignment document${item.documentCount === 1 ? "" : "s"}`}
                </a>
              </p>
              <p className="text-sm" role="status">
                {item.assigned ? (
                  <span className="font-medium text-emerald-700">Assigned{item.assignedAt && ` on ${formatDate(item.assignedAt)}`}</span>
                ) : (
                  <span className="text-slate-600">Not marked assigned yet</span>
                )}
              </p>
            </div>
            {(item.canTick || item.canUndo) && (
              <form method="post" action={action} className="shrink-0">
                <input type="hidden" name="intent" value={item.canTick ? "assign_item" : "unassign_item"} />
                <input type="hidden" name="judgment_id" value={item.judgmentId} />
                <button
                  type="submit"
                  className={item.canTick ? "btn-primary w-full sm:w-auto" : "btn-secondary w-full sm:w-auto"}
                  disabled={item.canTick && (item.documentCount === 0 || view.assignee === null)}
                  data-testid={item.canTick ? "mark-item-assigned" : "undo-item-assigned"}
                >
                  {item.canTick ? "Mark assigned" : "Undo"}
                </button>
              </form>
            )}
          </li>
        ))}
      </ol>
      {view.canEdit && (
        <p className="mt-2 text-xs text-slate-500">A judgment can be marked assigned once its signed assignment is uploaded on its page.</p>
      )}
    </section>
  );
}
