// What the buy requests' pages and lines render (docs/decisions/0054): plain objects built on the
// server. Nothing a seller is shown names an investor.

/** "3 investors are buying judgments like this at 8–12% of the balance." */
export type BuyingLineView = { investors: number; sentence: string };

/** One matching request on the seller's listing page: a letter, a share range, an expiry, never a person. */
export type MatchingRequestView = {
  buyRequestId: number;
  handle: string;
  shares: string;
  /** What the shares come to on this listing's estimated balance today ("$1,637–$2,455"), when it has one. */
  amounts: string | null;
  expiresOn: string;
  invitedOn: string | null;
};

export type ListingBuyersView = { line: BuyingLineView | null; requests: MatchingRequestView[]; canInvite: boolean };

export type BuyRequestItem = {
  id: number;
  status: "live" | "expired" | "withdrawn";
  criteria: string[];
  shares: string;
  expiresOn: string;
  createdOn: string;
  /** Active listings it meets today (a seller may invite on any of them). */
  invitations: { judgmentId: number; title: string; invitedOn: string; open: boolean }[];
};

export type BuyRequestsPageData = { requests: BuyRequestItem[]; max: number; live: number };

export type BuyRequestFormValues = { state_ids?: string[]; [field: string]: string | string[] | undefined };

export type BuyRequestFormData = {
  mode: "new" | "edit";
  id: number | null;
  values: BuyRequestFormValues;
  states: { id: number; name: string }[];
  maxExpiryOn: string;
  live: number;
  max: number;
};

/** A refused form: messages by field ("_" for the whole form), with what was typed. */
export type BuyRequestFormRefusal = { errors: Record<string, string[]>; values: BuyRequestFormValues };
