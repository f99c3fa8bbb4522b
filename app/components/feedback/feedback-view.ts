// What the feedback and reputation components render (docs/decisions/0045), as plain data the
// server builds: the figures, one feedback as its viewer may see it, and the judgment page's
// feedback section for the two sides of a sale.
import type { FeedbackRatingCode, ReputationCounts } from "~/domain/feedback";
import type { TextReview } from "~/domain/member-texts";

export type Reputation = ReputationCounts;

/** One feedback as its viewer may see it (comment and reply through the one rule of member texts). */
export type FeedbackShown = {
  id: number;
  rating: FeedbackRatingCode;
  fromHandle: string;
  fromRole: "buyer" | "seller";
  createdAt: string;
  comment: string | null;
  commentReview: TextReview;
  reply: string | null;
  replyReview: TextReview;
  /** The rated member, who has not replied yet. */
  canReply: boolean;
  /** Administrators only: a removed one, and why. */
  removedAt: string | null;
  removedReason: string | null;
  canRemove: boolean;
};

/** One sale of the listing the viewer was a side of, and where its feedback stands. */
export type SaleFeedback = {
  paymentId: number;
  side: "buyer" | "seller";
  otherHandle: string;
  endedAt: string | null;
  closesAt: string | null;
  /** open: the form; not_ended, closed: why not; left: the viewer's own feedback is shown. */
  state: "open" | "not_ended" | "closed" | "left";
  mine: FeedbackShown | null;
  theirs: FeedbackShown | null;
};
