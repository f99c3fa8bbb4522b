// What the judgment page's components show, declared on their side: the route's loader answers
// with these shapes (built in app/server/judgment-page/), the components never import the route.
import type { BalanceDrawing } from "~/components/charts/balance-chart";
import type { DrawnChart } from "~/components/charts/drawing";
import type { TimelineDrawing } from "~/components/charts/enforceability-timeline";
import type { CollectabilityFacts } from "~/domain/judgment-value/facts";
import type { JudgmentValue } from "~/domain/judgment-value/value";
import type { OfferStatus } from "~/domain/listing-lifecycle";
import type { ThreadEvent } from "~/domain/negotiation";
import type { TextReview } from "~/domain/member-texts";
import type { ListingStatus } from "~/domain/listing-status";
import type { Segment } from "~/domain/moderation";

export type DetailJudgment = {
  id: number;
  title: string;
  status: ListingStatus;
  priceCents: number;
  /** The seller's Buy Now price, when set. */
  buyNowCents: number | null;
  amountCents: number;
  /** 'YYYY-MM-DD'. */
  dateAwarded: string;
  listedAt: string | null;
  casenum: string;
  courthouse: string | null;
  /** identityVerified: the "Identity verified" mark (docs/decisions/0048). */
  seller: { handle: string; identityVerified: boolean };
  state: { name: string; abbreviation: string };
  county: { id: number; name: string };
  counts: { views: number; watchlist: number; offers: number };
  /** What the seller told about the judgment and the debtor; each null when not stated. */
  facts: CollectabilityFacts;
};

/** The judgment's value computed for `asOf` (today, US Eastern): balance, clock, assignment rule. */
export type DetailValue = JudgmentValue & { asOf: string };

/** The value's pictures, drawn by the loader: none where there is no estimate or no clock. */
export type DetailValueCharts = { balance: DrawnChart<BalanceDrawing> | null; timeline: DrawnChart<TimelineDrawing> | null };

/** An offer on the listing; a pending one past its expiry already reads as expired. */
export type DetailOffer = {
  id: number;
  amountCents: number;
  status: OfferStatus;
  buyerHandle: string;
  buyerIdentityVerified: boolean;
  createdAt: string;
  expiresAt: string | null;
  /** When the buyer last changed the amount. */
  editedAt: string | null;
  /** What the buyer wrote: the owner and administrators only, null for anyone else, and for the owner until approved. */
  message: string | null;
  /** Its review (docs/decisions/0032): "pending" shows "Message awaiting review" to the owner. */
  messageReview: TextReview;
  /** The negotiation: the owner and administrators only, null for anyone else. */
  negotiation: DetailNegotiation | null;
};

/** Where an offer's negotiation stands (docs/decisions/0027), and its thread. */
export type DetailNegotiation = {
  awaiting: "seller" | "buyer";
  counterCents: number | null;
  counterExpiresAt: string | null;
  sellerCountersLeft: number;
  thread: ThreadEvent[];
};

export type DetailDocument = {
  id: number;
  /** As the viewer reads it: a flagged name reads "Document 12.pdf" to all but the owner and administrators. */
  userFilename: string;
  createdAt: string;
  /** For administrators, a flagged name: its pieces, the hits marked, and what other members read. */
  flagged: { segments: Segment[]; othersSee: string } | null;
};

/** Why the documents are not listed: a visitor may sign in; anyone else waits for an acceptance. */
export type DocumentsHidden = "sign_in" | "after_payment" | null;
