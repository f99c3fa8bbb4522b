// The judgment page's views of the deal after an offer is accepted: the payment deadline (the owner
// and the accepted buyer), the assignment step and the escrow protections (those two and
// administrators). Each builder answers null to anyone else; here nobody else reads for them.
import type { DeadlineView } from "~/components/deadlines/reactivate-panel";
import type { EscrowView } from "~/components/escrow/escrow-view";
import type { ViewerRelation } from "~/domain/listing-visibility";
import { loadAssignmentView, type AssignmentView } from "~/server/assignment/view";
import { loadDeadlineView } from "~/server/deadlines/deadline-view";
import { loadEscrowView } from "~/server/escrow/view";
import type { Executor } from "~/server/db/client";
import type { JudgmentRecord } from "~/server/queries/judgment-detail";

export type DealViews = {
  assignment: AssignmentView | null;
  escrow: EscrowView | null;
  /** The payment deadline, for the owner and the accepted buyer while an offer is accepted. */
  deadline: DeadlineView | null;
};

export const NO_DEAL: DealViews = { assignment: null, escrow: null, deadline: null };

/**
 * The three views for a signed-in viewer who is the owner, an administrator or the accepted buyer
 * (relation "buyer"; an administrator who bought it is "admin" and its buyer too). A member who
 * is none of them gets NO_DEAL without a read: each builder would answer null.
 */
export async function loadDealViews(
  db: Executor,
  input: {
    judgment: Pick<JudgmentRecord, "id" | "status" | "sellerId" | "buyerId">;
    viewer: { id: number; roles: readonly string[] };
    relation: ViewerRelation;
    url: URL;
    now: Date;
  },
): Promise<DealViews> {
  const { judgment, viewer, relation, now } = input;
  if (relation !== "owner" && relation !== "admin" && relation !== "buyer") return NO_DEAL;
  // The deadline shows only while an offer is accepted, and to the two parties only (not to administrators as such).
  const party = viewer.id === judgment.sellerId || viewer.id === judgment.buyerId;
  const [assignment, escrow, deadline] = await Promise.all([
    loadAssignmentView(db, {
      judgmentId: judgment.id,
      status: judgment.status,
      buyerId: judgment.buyerId,
      viewerId: viewer.id,
      viewerRoles: viewer.roles,
      relation,
      url: input.url,
      now,
    }),
    loadEscrowView(db, { judgmentId: judgment.id, status: judgment.status }, { id: viewer.id, relation }, now),
    party && judgment.status === "offer_accepted" ? loadDeadlineView(db, judgment.id, viewer.id, now) : null,
  ]);
  return { assignment, escrow, deadline };
}
