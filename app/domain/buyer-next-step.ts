// What the buyer does next once its offer was accepted (DESIGN.md section 3): pay, wait for the
// seller's assignment, review the assignment documents, follow a dispute, or nothing (the purchase is complete).
import type { AcceptedStatus } from "~/domain/listing-status";

export type BuyerNextStep = {
  label: "Pay now" | "Waiting for assignment" | "Review documents" | "Dispute open" | "Completed";
  url: string;
};

export function buyerNextStep(status: AcceptedStatus, judgmentId: number): BuyerNextStep {
  switch (status) {
    case "offer_accepted":
      return { label: "Pay now", url: `/judgments/pay/${judgmentId}` };
    case "paid":
      return { label: "Waiting for assignment", url: `/judgments/${judgmentId}` };
    case "assigned":
      return { label: "Review documents", url: `/judgments/${judgmentId}` };
    case "disputed":
      return { label: "Dispute open", url: `/judgments/${judgmentId}` };
    case "sold":
      return { label: "Completed", url: `/judgments/${judgmentId}` };
  }
}
