// Every function of app/server that reads the judgments table, and what it does with a portfolio
// row (docs/decisions/0055, "Every read of judgments, decided"). A portfolio is a listing row of
// kind 'portfolio' in that same table, so a read written for judgments meets portfolios unless it
// says otherwise. tests/unit/listing-kinds.test.ts fails when a function reads judgments without an
// entry here, when an entry names a function that no longer reads it, and when a "judgment" entry
// has no `judgmentsOnly` (or raw `kind = 'judgment'`) in its body. Read by that test only.

/**
 * - `"judgment"`: reads judgment rows only, with `judgmentsOnly` (app/server/queries/listing-kinds.ts)
 *   or `kind = 'judgment'` in its own body (the test checks).
 * - `{ judgment: why }`: reads judgment rows only by the way it finds them (a portfolio has no
 *   listing fee, no match, …), said in a few words; no predicate needed.
 * - `"both"`: serves either kind as it is: a portfolio is a listing, and this is listing code.
 * - `{ both: change }`: serves either kind with a change for portfolios, said with where it stands
 *   (done, or the slice of decision 0055 it comes in).
 */
export type ListingKindDecision = "judgment" | { judgment: string } | "both" | { both: string };

const NO_FEE = "a portfolio's listing fee is 0 (judgments_kind_shape_check), so it never owes one";
const SEARCH_MATCHES = "both (slice 4, done): a saved search matches a portfolio as its row's aggregates say (listingMeetsSearch)";
const LIST_ROW = "left joins to states and counties, kind and size, the row marked (slice 4, done)";
const SEED = "the demo seed makes no portfolio";

/** By file under app/server, then by function (a top-level function or const of that file). */
export const listingKindDecisions: Record<string, Record<string, ListingKindDecision>> = {
  "queries/admin-disputes.ts": { findDisputeCase: { both: "casenum nullable in its type (done); the members listed (slice 2)" } },
  "queries/admin-judgments.ts": {
    countAdminJudgments: { both: "portfolio rows marked in the lists (slice 2)" },
    listAdminJudgments: { both: "portfolio rows marked in the lists (slice 2)" },
    countSoldJudgments: { both: "portfolio rows marked in the lists (slice 2)" },
    listSoldJudgments: { both: "portfolio rows marked in the lists (slice 2)" },
  },
  "queries/admin-users.ts": {
    adminUserActivity: "both",
    lockListingsInvolving: {
      both: "locks in ascending id, so a portfolio after its judgments: the reverse of a dissolve's order (a deadlock PostgreSQL breaks; left)",
    },
    findSaleInProgress: "both",
    activeListingIdsOf: {
      both: "an account's deletion hides an active portfolio like a listing; its judgments stay in it, as in any hidden portfolio",
    },
    listingIdsWithPendingOffers: "both",
    withdrawPendingOffersOf: "both",
  },
  "queries/assignment.ts": {
    findAssignmentFormListing: "judgment",
    countPendingAssignments: { both: "the checklist's progress (slice 2)" },
    listPendingAssignments: { both: "the checklist's progress (slice 2)" },
  },
  "queries/browse.ts": {
    countJudgments: { both: 'a portfolio counted as a row; "Portfolios only" and the verified rule for portfolios (slice 4, done)' },
    selectPage: { both: `${LIST_ROW}; dateAwarded nullable; "Portfolios only" by judgments_portfolio_browse_idx` },
  },
  "queries/buy-requests.ts": {
    listReceivedInvitations: { both: "an invitation is to a listing findInvitableListing found, either kind (slice 5, done)" },
    liveMatches: { both: "a buy request matches a portfolio as a saved search does (listingMeetsSearch; slice 5, done)" },
    findInvitableListing: { both: "a portfolio is invited on too: left joins, its place marked (slice 5, done)" },
  },
  "queries/comparables.ts": { listComparableInputs: "judgment" },
  "queries/completed-sales.ts": {
    completedSale: { both: "the listing sold is sold_as_id's (done)" },
  },
  "queries/court-verifications.ts": { findVerificationSubject: "judgment", findDemoDocketSource: "judgment" },
  "queries/dashboard/buying.ts": { listBuyingJudgments: { both: `${LIST_ROW}; date_awarded nullable` } },
  "queries/dashboard/listing-summary.ts": { summariesByIds: { both: `${LIST_ROW}; date_awarded nullable` } },
  "queries/dashboard/offers.ts": { listMyOffers: { both: "kind and size on the listing offered on, the row marked (slice 4, done)" } },
  "queries/dashboard/selling.ts": { listSellingJudgments: { both: "members under their portfolio (slice 2)" } },
  "queries/dashboard/watchlist.ts": { agreedPrices: "both" },
  "queries/deadlines.ts": { listUnflaggedOverdueListings: "both", lockListingDeadline: "both", findListingDeadline: "both" },
  "queries/documents.ts": {
    findListingFacts: { both: "a member's governing sale (done)" },
    findDocumentToShow: { both: "a member's governing sale (done)" },
    latestListingIdOf: "judgment",
  },
  "queries/enhancement-sales.ts": { enhancementSalesQuery: "judgment" },
  "queries/escrow.ts": {
    lockEscrowListing: "both",
    findEscrowFacts: "both",
    listUnsentRefunds: "both",
    listDisputes: "both",
    listRunningTimers: "both",
  },
  "queries/featured.ts": {
    selectFeatured: { both: `${LIST_ROW}; a portfolio is never featured (shape check), but is among the newest` },
  },
  "queries/feedback.ts": { listSalesOfJudgment: "both", listSalesOfMember: "both", findFeedbackTextContext: "both" },
  "queries/judgment-detail.ts": { recordQuery: "judgment" },
  "queries/judgment-value.ts": {
    listValueInputs: "judgment",
    listValueInputsPage: "judgment",
    hasBalanceBefore: "judgment",
    liveMembersOnly: {
      both: "reads a judgment's portfolio row: its judgments are refreshed while it is live, the value job's order (done)",
    },
  },
  "queries/listing-fee-batches.ts": {
    listFeesDue: { judgment: NO_FEE },
    feesStillDue: { judgment: NO_FEE },
    listBatchItems: { judgment: NO_FEE },
  },
  "queries/listing-fee-reminders.ts": {
    forgetSettledFeeReminders: { judgment: NO_FEE },
    restartResubmittedFeeReminders: { judgment: NO_FEE },
    addWaitingListings: { judgment: NO_FEE },
    groupBySeller: { judgment: "its ids are the reminder rows', which addWaitingListings made" },
    claimFeeReminder: { judgment: NO_FEE },
  },
  "queries/listing-import.ts": { listedCaseKeys: "judgment" },
  "queries/listing-review.ts": {
    latestInfoRequests: "both",
    countPendingListings: "judgment",
    listPendingListings: "judgment",
    findListingUnderReview: { both: "the members on the review card (done: listPendingPortfolios' card)" },
    listPendingPortfolios: { both: "portfolio rows only, by kind = 'portfolio': their review card (done)" },
    countPendingPortfolios: { both: "portfolio rows only, by kind = 'portfolio': the review card's count (done)" },
    lockListingVersion: "both",
  },
  "queries/listing-record.ts": { findListingRecord: "both" },
  "queries/listing-status.ts": { findListingParties: "both", lockListing: "both" },
  "queries/listing-summary.ts": {
    memberPlaceCount: {
      both: "counts a portfolio's judgments' states or counties for its place (\"3 states\"); null for a judgment (done)",
    },
  },
  "queries/listing-views.ts": { writeViews: "both" },
  "queries/listings.ts": {
    findListingForCheckout: "judgment",
    listingFeePaid: { judgment: NO_FEE },
    findRecentSubmission: "judgment",
  },
  "queries/member-texts.ts": { findOfferTextContext: "both", findDisputeTextContext: "both" },
  "queries/membership.ts": { findLatestListingId: "judgment" },
  "queries/messages.ts": { selectItems: "both" },
  "queries/needs-you.ts": {
    memberNeeds: "both",
    listAdminQueues: {
      both: "its review queue counts portfolios too, as the pending list shows them on their card (done); assignments as one (slice 2)",
    },
  },
  "queries/offers.ts": { findListingForOffer: "both", findThresholds: "both" },
  "queries/payouts.ts": { listSellerPayouts: "both" },
  "queries/portfolios.ts": {
    lockGroupCandidates: { both: "reads the kind, and grouping refuses a portfolio (done)" },
    refreshPortfolioTotals: { both: "writes portfolio rows from their judgments (done)" },
    listMembersOfPortfolios: "judgment",
    findGoverningSale: { both: "reads a judgment's live portfolio, the sale it is seen through (done)" },
    lockPortfolioRow: { both: "locks a member's portfolio row before the member's, the lock order (done)" },
    listChecklistItems: { judgment: "its rows are a portfolio's live members, judgments by construction" },
  },
  "queries/portfolio-page.ts": {
    findPortfolioRecord: { both: "portfolio rows only, by kind = 'portfolio' (done)" },
    listGroupableJudgments: "judgment",
    listPendingOffersOn: { judgment: "its ids are the judgments chosen for a grouping" },
  },
  "queries/purchases.ts": { findPurchaseListing: { both: "casenum nullable in its type (done); the summary's words (slice 2)" } },
  "queries/reputation.ts": { reputationFields: "both" },
  "queries/saved-search-matching.ts": {
    matchListingToSavedSearches: { both: SEARCH_MATCHES },
    listListingsApprovedSince: { both: `its ids go to matchListingToSavedSearches: ${SEARCH_MATCHES}` },
    everyMemberInStates: { both: "a portfolio across states meets a buy request's states when each of its judgments is in one (done)" },
  },
  "queries/saved-searches.ts": {
    listRecentMatches: { both: `${SEARCH_MATCHES}; left joins, its place marked` },
    countNewMatches: { both: SEARCH_MATCHES },
    listSearchesWithDueMatches: { both: SEARCH_MATCHES },
    claimDueMatches: { both: `${SEARCH_MATCHES}; the alert's row marked ("Portfolio · 3 judgments, 3 states"), no date of award` },
  },
  "queries/selling.ts": {
    listSellerListings: { both: "left joins to states and counties, kind and size; /selling puts members under their portfolio (done)" },
    countPendingOffers: "both",
    findEditableListing: "judgment",
    findListingTitle: "both",
    listNegotiatingOffers: "both",
  },
  "queries/upsells.ts": {
    findEnhanceableListing: "judgment",
    switchOnEnhancements: { judgment: "its listing is one findEnhanceableListing found" },
  },
  "queries/users-public.ts": { listActiveListingsBySeller: { both: LIST_ROW } },
  "queries/watchlist.ts": {
    listWatchlist: { both: "left joins, kind (slice 4, done); the dashboard's row marked through summariesByIds" },
    currentCount: "both",
    addToWatchlist: "both",
    removeFromWatchlist: "both",
  },
  "seed/demo-sales.ts": { listSales: { judgment: SEED } },
  "seed/demo-views.ts": { recordDemoViews: { judgment: SEED } },
  "seed/demo.ts": {
    recordPaidListingFees: { judgment: SEED },
    recordDemoDecline: { judgment: SEED },
    seedExtraJudgments: { judgment: SEED },
  },
};
