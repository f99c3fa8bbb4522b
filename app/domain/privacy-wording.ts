// Who may read a listing's documents, in the words the seller reads: one wording for the wizard's
// privacy step, its review and the edit page. It says exactly what judgmentAccess
// (app/domain/listing-visibility.ts) enforces: public = any signed-in member; private = the owner,
// administrators and, once the purchase is paid, the buyer. Visitors never.
export type DocumentPrivacy = "public" | "private";

export const PRIVACY_LEGEND = "Who can read your documents";

export const privacyChoices: Record<DocumentPrivacy, { title: string; text: string }> = {
  public: {
    title: "Public",
    text: "Any signed-in member can read your documents. Visitors who are not signed in cannot.",
  },
  private: {
    title: "Private",
    text: "Only you, our administrators and, once they have paid, your buyer can read your documents.",
  },
};

/** The message by the field when no choice was made. */
export const PRIVACY_REQUIRED = "Choose who can read your documents.";

export function privacyLabel(privacy: DocumentPrivacy): string {
  return privacyChoices[privacy].title;
}

/**
 * Who may see the offers on a listing (offers_visibility), in the words the edit page and the FAQ
 * use: what judgmentAccess's canSeeOffers enforces (docs/decisions/0033).
 */
export const offersVisibilityChoices: Record<"all" | "owner", { title: string; text: string }> = {
  all: { title: "Everyone", text: "Buyers see the offers made on the listing: their amounts, the highest offer and who made them." },
  owner: {
    title: "Only me",
    text: "No one else sees any amount, not even the highest offer: each buyer sees only their own. The number of offers stays visible.",
  },
};
