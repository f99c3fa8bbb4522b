// Who the judgment page is built for, decided once per request from how the viewer stands to the
// listing (relationTo in app/domain/listing-visibility.ts), and what each audience reads beyond the
// listing itself, and nothing more (docs/decisions/0041-judgment-page-by-audience.md):
// - visitor: nothing (the listing, its public offers and the value are the whole page);
// - buyer (any other signed-in member, the accepted buyer included): their watch state and own
//   offer, and, when they are the accepted buyer, the deal's views (deadline, assignment, escrow);
// - owner: "My Listing" (owner-view.ts) and the deal's views;
// - admin: what a member reads (an administrator may watch and bid), the deal's views, and
//   whether a listing in review has paid its fee.
// Every audience's reads run at once.
import type { ViewerRelation } from "~/domain/listing-visibility";
import type { Executor } from "~/server/db/client";
import type { JudgmentRecord, OwnRows } from "~/server/queries/judgment-detail";
import { listingFeePaid } from "~/server/queries/listings";
import { loadDealViews, NO_DEAL, type DealViews } from "./deal";
import { NO_OWN_SIDE, ownSideOf, type OwnSide } from "./my-offer";
import { loadOwnerFacts, type OwnerFacts } from "./owner-view";

export type Audience = "visitor" | "buyer" | "owner" | "admin";

export function audienceOf(relation: ViewerRelation): Audience {
  if (relation === "visitor" || relation === "owner" || relation === "admin") return relation;
  return "buyer";
}

export type AudienceReads = DealViews &
  OwnSide & {
    ownerFacts: OwnerFacts | null;
    /** "Awaiting listing fee" instead of "Pending Review", for those who may know about the fee. */
    listingFeeDue: boolean;
  };

const VISITOR_READS: AudienceReads = { ...NO_DEAL, ...NO_OWN_SIDE, ownerFacts: null, listingFeeDue: false };

type Input = {
  judgment: Pick<JudgmentRecord, "id" | "status" | "sellerId" | "buyerId" | "listedAt">;
  relation: ViewerRelation;
  /** The signed-in viewer; null for a visitor. */
  viewer: { id: number; roles: readonly string[] } | null;
  /** The viewer's own rows when read with the listing (the judgment page's); else read here. */
  own?: OwnRows | null;
  url: URL;
  now: Date;
};

/** What this audience's page shows beyond the listing, read at once. */
export async function readForAudience(db: Executor, audience: Audience, input: Input): Promise<AudienceReads> {
  const { judgment, viewer } = input;
  if (audience === "visitor" || !viewer) return VISITOR_READS;
  const deal = loadDealViews(db, { ...input, viewer });
  if (audience === "owner") {
    const [ownerFacts, dealViews] = await Promise.all([
      loadOwnerFacts(db, {
        judgmentId: judgment.id,
        sellerId: judgment.sellerId,
        status: judgment.status,
        url: input.url,
        listed: judgment.listedAt !== null,
        now: input.now,
      }),
      deal,
    ]);
    return { ...dealViews, ...NO_OWN_SIDE, ownerFacts, listingFeeDue: judgment.status === "new" && ownerFacts.fee.kind === "due" };
  }
  const [dealViews, own, feePaid] = await Promise.all([
    deal,
    ownSideOf(db, judgment.id, viewer.id, input.own ?? null, input.now),
    // Only administrators see a listing in review besides its owner.
    audience === "admin" && judgment.status === "new" ? listingFeePaid(db, judgment.id) : true,
  ]);
  return { ...dealViews, ...own, ownerFacts: null, listingFeeDue: !feePaid };
}
