// What the judgment page shows about the assignment step (to the owner, the accepted buyer and
// administrators), declared on the components' side; app/server/assignment/view.ts builds it.

/** The name and address the assignment is made out to. */
export type AssignmentAddress = { name: string; address1: string; address2: string | null; city: string; state: string; zip: string };

export type AssignmentView = {
  role: "owner" | "buyer" | "admin";
  status: "paid" | "assigned" | "disputed" | "sold";
  buyerInfo: AssignmentAddress | null;
  documents: { id: number; user_filename: string; created_at: string }[];
  payout: { amountCents: number; status: string } | null;
  /** The buyer just confirmed (the completion-success modal opens). */
  justCompleted: boolean;
  /** The free assignment forms (a premium benefit), offered to the owner while the listing is paid. */
  forms: AssignmentFormsOffer | null;
  /**
   * A judgment sold in a portfolio (docs/decisions/0055): its own assignment documents are here, but
   * it is marked assigned on the portfolio's checklist and the buyer confirms on the portfolio's page.
   */
  partOf: { portfolioId: number; title: string } | null;
};

export type AssignmentFormsOffer = {
  premium: boolean;
  /** The PDF's download address. */
  downloadPath: string;
  /** The premium membership page, for an owner who is not a member. */
  upgradePath: string;
  /** The assignment document these very forms were already added as; null when not added. */
  addedDocumentId: number | null;
};
