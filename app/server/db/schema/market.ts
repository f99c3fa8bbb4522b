// What the market shows (issue 31, docs/decisions/0051): one row per paid sale, written in the
// payment's transaction with the price as a share of the estimated balance on the day of sale and
// the groups it falls in, so later rule changes never move history. A sale counts as completed while
// its listing is sold with this sale's offer accepted (a sale refunded in full leaves that state).
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ageBands, regions, sizeBands } from "~/domain/comparables/bands";
import { judgments, litigations, offers, oneOf, states } from "./marketplace";

export const saleComparables = pgTable(
  "sale_comparables",
  {
    id: serial("id").primaryKey(),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id),
    /**
     * The listing sold: the judgment itself for a single sale, its portfolio for a portfolio's sale,
     * which records each of its judgments (docs/decisions/0055).
     */
    soldAsId: integer("sold_as_id")
      .notNull()
      .references(() => judgments.id),
    /** When the buyer paid: the day of sale. */
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    region: text("region", { enum: regions }).notNull(),
    ageBand: text("age_band", { enum: ageBands }).notNull(),
    sizeBand: text("size_band", { enum: sizeBands }).notNull(),
    // The collectability facts the groups use, as they stood at the sale (null: not stated).
    litigation: text("litigation", { enum: litigations }),
    debtorRealEstate: boolean("debtor_real_estate"),
    debtorEmployed: boolean("debtor_employed"),
    debtorAttorney: boolean("debtor_attorney"),
    /** What the buyer paid for the judgment (the agreed price, fees aside). */
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    /** The estimated balance on the day of sale, by the rules then in force. */
    balanceCents: bigint("balance_cents", { mode: "number" }).notNull(),
    rulesVersion: integer("rules_version"),
    /** priceCents / balanceCents in basis points. */
    shareBps: integer("share_bps").notNull(),
  },
  (t) => [
    // One record per judgment of a sale: one for a single sale, one per member for a portfolio's.
    uniqueIndex("sale_comparables_offer_judgment_idx").on(t.offerId, t.judgmentId),
    index("sale_comparables_state_idx").on(t.stateId, t.ageBand, t.sizeBand),
    index("sale_comparables_region_idx").on(t.region, t.ageBand, t.sizeBand),
    index("sale_comparables_band_idx").on(t.ageBand, t.sizeBand),
    index("sale_comparables_paid_idx").on(t.paidAt),
    index("sale_comparables_judgment_idx").on(t.judgmentId),
    oneOf("sale_comparables_region_check", t.region, regions),
    oneOf("sale_comparables_age_band_check", t.ageBand, ageBands),
    oneOf("sale_comparables_size_band_check", t.sizeBand, sizeBands),
    oneOf("sale_comparables_litigation_check", t.litigation, litigations),
    check("sale_comparables_amounts_check", sql`${t.balanceCents} > 0 and ${t.priceCents} > 0`),
  ],
);
