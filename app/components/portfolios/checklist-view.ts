// What the portfolio page shows of its assignment checklist (docs/decisions/0055), declared on the
// components' side; app/server/portfolios/checklist-view.ts builds it (loadChecklist).
import type { AssignmentAddress } from "~/components/assignment/assignment-view";

export type ChecklistItemView = {
  judgmentId: number;
  title: string;
  casenum: string | null;
  assigned: boolean;
  assignedAt: string | null;
  documentCount: number;
  /** The judgment's own assignment section: its documents, the upload with progress and the forms. */
  documentsUrl: string;
  /** "Mark assigned" is offered (it is still refused by the server without a document or the buyer's information). */
  canTick: boolean;
  canUndo: boolean;
};

export type ChecklistView = {
  portfolioId: number;
  status: "paid" | "assigned" | "disputed" | "sold";
  /** The owner ticks; the buyer and administrators read. */
  canEdit: boolean;
  /** The name and address the assignments are made out to; null until the buyer gives them. */
  assignee: AssignmentAddress | null;
  assignedCount: number;
  total: number;
  items: ChecklistItemView[];
};
