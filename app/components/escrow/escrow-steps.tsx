// The escrow protections inside the assignment section, while paid or assigned: the running
// deadline (EscrowNote, the page's #escrow anchor) and what the viewer may do about it
// (EscrowActions): the buyer's cancellation past the assignment deadline or dispute within the
// inspection window, the owner's relisting choice. The assignment sections place both.
import type { ReactNode } from "react";
import { CancelPurchase } from "./cancel-purchase";
import { EscrowDeadline } from "./escrow-deadline";
import { errorsFor, typedFor, type EscrowFormErrors } from "./escrow-form-errors";
import type { EscrowView } from "./escrow-view";
import { OpenDispute } from "./open-dispute";
import { RelistChoice } from "./relist-choice";

/** The two places the assignment sections put the escrow steps in. */
export type EscrowSlots = { note: ReactNode; actions: ReactNode };

type Props = { judgmentId: number; title: string; view: EscrowView; errors: EscrowFormErrors };

function EscrowActions({ judgmentId, title, view, errors }: Props) {
  if (view.canCancel) return <CancelPurchase judgmentId={judgmentId} title={title} />;
  if (view.canDispute)
    return <OpenDispute judgmentId={judgmentId} errors={errorsFor(errors, "open_dispute")} typed={typedFor(errors, "open_dispute")} />;
  if (view.role === "owner" && view.status === "paid")
    return <RelistChoice judgmentId={judgmentId} relistAs={view.relistAs} errors={errorsFor(errors, "relist_choice")} />;
  return null;
}

/** The slots for a paid or assigned sale, or null (nothing to show). */
export function escrowSlots(props: Props): EscrowSlots | null {
  const { view } = props;
  if (view.status !== "paid" && view.status !== "assigned") return null;
  return {
    note: (
      <div id="escrow" data-testid="escrow-steps" data-status={view.status}>
        <EscrowDeadline view={view} />
      </div>
    ),
    actions: <EscrowActions {...props} />,
  };
}
