// Verifications of listings against the court record (issue 30 item 1, docs/decisions/0047): an
// administrator's check of the docket (the source consulted, the docket's identifiers, what matched
// and what the docket shows), its evidence (a docket extract, stored like the documents and
// fingerprinted with SHA-256) and a note. History is kept: a new verification supersedes the
// current one, a material edit of the listing voids it (with why); at most one is current.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { verificationSources, type VerificationChecks, type VerifiedListing } from "~/domain/court-verification";
import { users } from "./accounts";
import { judgments } from "./marketplace";

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const courtVerifications = pgTable(
  "court_verifications",
  {
    id: serial("id").primaryKey(),
    judgmentId: integer("judgment_id")
      .notNull()
      .references(() => judgments.id),
    adminId: integer("admin_id")
      .notNull()
      .references(() => users.id),
    source: text("source", { enum: verificationSources }).notNull(),
    /** The court as the docket names it ("U.S. District Court, S.D. New York"). */
    docketCourt: text("docket_court").notNull(),
    docketNumber: text("docket_number").notNull(),
    caseName: text("case_name"),
    /** The docket's own id at its source (CourtListener's docket id, PACER's case id), when it has one. */
    docketRef: text("docket_ref"),
    /** Where the docket is read (CourtListener's docket page, the state's docket search). */
    docketUrl: text("docket_url"),
    /** The parties as the docket lists them (administrators only: the public page names none). */
    parties: text("parties"),
    /** The docket entries the administrator noted (the lookup fills them in). */
    entries: text("entries"),
    /** What was checked, each true only when the docket confirmed it. */
    checks: jsonb("checks").$type<VerificationChecks>().notNull(),
    /** Renewals, revivals or writs of record, as the docket shows them; null: none shown. */
    renewals: text("renewals"),
    note: text("note"),
    /** The listing's record as it was verified (a later material edit voids the verification). */
    listing: jsonb("listing").$type<VerifiedListing>().notNull(),
    evidenceKey: text("evidence_key").notNull(),
    evidenceName: text("evidence_name").notNull(),
    evidenceType: text("evidence_type").notNull(),
    evidenceBytes: integer("evidence_bytes").notNull(),
    evidenceSha256: text("evidence_sha256").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    /** A later verification took its place. */
    supersededAt: instant("superseded_at"),
    supersededBy: integer("superseded_by"),
    /** Voided: by a material edit of the listing (voided_by the seller) or by an administrator. */
    voidedAt: instant("voided_at"),
    voidedBy: integer("voided_by").references(() => users.id, { onDelete: "set null" }),
    voidReason: text("void_reason"),
  },
  (t) => [
    // At most one current verification per listing: the one the page, browse and the queue read.
    uniqueIndex("court_verifications_current_unique")
      .on(t.judgmentId)
      .where(sql`${t.supersededAt} is null and ${t.voidedAt} is null`),
    index("court_verifications_judgment_idx").on(t.judgmentId, t.createdAt),
    check("court_verifications_source_check", sql`${t.source} in (${sql.raw(verificationSources.map((s) => `'${s}'`).join(", "))})`),
    check("court_verifications_sha256_check", sql`${t.evidenceSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
