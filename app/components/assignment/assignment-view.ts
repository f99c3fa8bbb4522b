// What the judgment page shows about the assignment step (to the owner, the accepted buyer and
// administrators), declared on the components' side; app/server/assignment/view.ts builds it.

/** The name and address the assignment is made out to. */
export type AssignmentAddress = { name: string; address1: string; address2: string | null; city: string; state: string; zip: string };

export type AssignmentView = {
  role: "owner" | "buyer" | "admin";
  status: "paid" | "assigned" | "sold";
  buyerInfo: AssignmentAddress | null;
  documents: { id: number; user_filename: string; created_at: string }[];
  payout: { amountCents: number; status: string } | null;
  /** The buyer just confirmed (the completion-success modal opens). */
  justCompleted: boolean;
};
