// Verifications against the court record (docs/decisions/0047): the listing as the form compares
// it, the current verification and the history, recording one (superseding the current), voiding
// one, and the SQL test browse and the review queue use. The only Drizzle code of verifications.
import { createHash } from "node:crypto";
import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { VerificationChecks, VerificationSource, VerifiedListing } from "~/domain/court-verification";
import type { ListingStatus } from "~/domain/listing-status";
import type { Executor } from "~/server/db/client";
import { counties, courtVerifications, judgments, portfolioItems, states, users } from "~/server/db/schema";
import { judgmentsOnly, withCourtFacts } from "./listing-kinds";
import { firstRowOf } from "./json-row";
import { runPrepared } from "./prepared";

/** The listing as the verification compares it with the docket. */
export type VerificationSubject = {
  id: number;
  title: string;
  status: ListingStatus;
  sellerId: number;
  stateAbbreviation: string;
  stateName: string;
  countyName: string;
  courthouse: string | null;
  courtType: "state" | "federal" | null;
  casenum: string;
  amountCents: number;
  dateAwarded: string;
  lastRenewedOn: string | null;
};

export async function findVerificationSubject(db: Executor, judgmentId: number): Promise<VerificationSubject | null> {
  const [row] = await db
    .select({
      id: judgments.id,
      title: judgments.title,
      status: judgments.status,
      sellerId: judgments.sellerId,
      stateAbbreviation: states.abbreviation,
      stateName: states.name,
      countyName: counties.name,
      courthouse: judgments.courthouse,
      courtType: judgments.courtType,
      casenum: judgments.casenum,
      amountCents: judgments.amountCents,
      dateAwarded: judgments.dateAwarded,
      lastRenewedOn: judgments.lastRenewedOn,
    })
    .from(judgments)
    .innerJoin(states, eq(states.id, judgments.stateId))
    .innerJoin(counties, eq(counties.id, judgments.countyId))
    .where(and(eq(judgments.id, judgmentId), judgmentsOnly));
  return row ? withCourtFacts(row, "casenum", "dateAwarded") : null;
}

/** The listing's record as it is kept with a verification. */
export function verifiedListingOf(subject: VerificationSubject): VerifiedListing {
  return {
    state: subject.stateAbbreviation,
    county: subject.countyName,
    courthouse: subject.courthouse,
    courtType: subject.courtType,
    casenum: subject.casenum,
    amountCents: subject.amountCents,
    dateAwarded: subject.dateAwarded,
  };
}

/**
 * A fingerprint of the details a verification covers (and the last renewal, which the checklist
 * reads too), carried by the administrator's form: a verification records only details the
 * administrator had on screen (a seller's edit in between answers 409).
 */
export function verificationSubjectVersion(subject: VerificationSubject): string {
  const details = { ...verifiedListingOf(subject), lastRenewedOn: subject.lastRenewedOn };
  return createHash("sha256").update(JSON.stringify(details)).digest("hex").slice(0, 24);
}

export type VerificationRow = typeof courtVerifications.$inferSelect;
export type VerificationRecord = VerificationRow & { adminHandle: string | null; voidedByHandle: string | null };

const current = and(isNull(courtVerifications.supersededAt), isNull(courtVerifications.voidedAt));

/** The verification in force, if any. */
export async function currentVerification(db: Executor, judgmentId: number): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(courtVerifications)
    .where(and(eq(courtVerifications.judgmentId, judgmentId), current));
  return row ?? null;
}

/** Every verification of the listing, newest first, with who recorded and who voided it. */
export async function verificationHistory(db: Executor, judgmentId: number): Promise<VerificationRecord[]> {
  const voider = alias(users, "voider");
  const rows = await db
    .select({ row: courtVerifications, adminHandle: users.handle, voidedByHandle: voider.handle })
    .from(courtVerifications)
    .leftJoin(users, eq(users.id, courtVerifications.adminId))
    .leftJoin(voider, eq(voider.id, courtVerifications.voidedBy))
    .where(eq(courtVerifications.judgmentId, judgmentId))
    .orderBy(desc(courtVerifications.createdAt), desc(courtVerifications.id));
  return rows.map(({ row, adminHandle, voidedByHandle }) => ({ ...row, adminHandle, voidedByHandle }));
}

export async function findVerification(db: Executor, judgmentId: number, verificationId: number): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(courtVerifications)
    .where(and(eq(courtVerifications.id, verificationId), eq(courtVerifications.judgmentId, judgmentId)));
  return row ?? null;
}

export type NewVerification = {
  judgmentId: number;
  adminId: number;
  source: VerificationSource;
  docketCourt: string;
  docketNumber: string;
  caseName: string | null;
  docketRef: string | null;
  docketUrl: string | null;
  parties: string | null;
  entries: string | null;
  checks: VerificationChecks;
  renewals: string | null;
  note: string | null;
  listing: VerifiedListing;
  evidenceKey: string;
  evidenceName: string;
  evidenceType: string;
  evidenceBytes: number;
  evidenceSha256: string;
};

/** Supersedes the current verification (if any) and records the new one; call with the listing locked. */
export async function insertVerification(
  db: Executor,
  values: NewVerification,
  now: Date,
): Promise<{ id: number; superseded: number | null }> {
  const [previous] = await db
    .update(courtVerifications)
    .set({ supersededAt: now })
    .where(and(eq(courtVerifications.judgmentId, values.judgmentId), current))
    .returning({ id: courtVerifications.id });
  const [row] = await db
    .insert(courtVerifications)
    .values({ ...values, createdAt: now })
    .returning({ id: courtVerifications.id });
  if (previous) await db.update(courtVerifications).set({ supersededBy: row.id }).where(eq(courtVerifications.id, previous.id));
  return { id: row.id, superseded: previous?.id ?? null };
}

/** Voids the current verification with why; answers its id, or null when none was current. */
export async function voidCurrentVerification(
  db: Executor,
  judgmentId: number,
  by: { userId: number | null; reason: string },
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(courtVerifications)
    .set({ voidedAt: now, voidedBy: by.userId, voidReason: by.reason })
    .where(and(eq(courtVerifications.judgmentId, judgmentId), current))
    .returning({ id: courtVerifications.id });
  return row?.id ?? null;
}

/** SQL true when the judgment (`judgmentId`, a column or expression) has a verification in force. */
function verificationInForce(judgmentId: SQL | typeof judgments.id): SQL {
  return sql`exists (select 1 from ${courtVerifications} where ${courtVerifications.judgmentId} = ${judgmentId} and ${courtVerifications.supersededAt} is null and ${courtVerifications.voidedAt} is null)`;
}

/**
 * SQL true when the listing (its id and kind, columns or expressions) counts as verified against the
 * court record: a judgment with a verification in force; a portfolio (never verified itself: it has
 * no court record) when every one of its live judgments has one (docs/decisions/0055, "Verification
 * status of the totals"). Browse's "Verified" filter and the saved searches' matching both test it.
 */
export function isCourtVerified(listing: { id: SQL | typeof judgments.id; kind: SQL | typeof judgments.kind }): SQL {
  return sql`(case when ${listing.kind} = 'portfolio' then not exists (select 1 from ${portfolioItems} pi
    where pi.portfolio_id = ${listing.id} and pi.released_at is null and not ${verificationInForce(sql`pi.judgment_id`)})
    else ${verificationInForce(listing.id)} end)`;
}

/** Which of these listings have a verification in force (the review queue's flag). */
export async function verifiedAmong(db: Executor, judgmentIds: readonly number[]): Promise<Set<number>> {
  if (judgmentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: courtVerifications.judgmentId })
    .from(courtVerifications)
    .where(and(inArray(courtVerifications.judgmentId, [...judgmentIds]), current));
  return new Set(rows.map((row) => row.id));
}

/**
 * The latest verification of the listing an outer statement reads (judgments.id), as one of its
 * columns (./json-row.ts): the judgment page reads it with the listing. The same row as latestVerification.
 */
export const latestVerificationColumn = () =>
  firstRowOf(
    courtVerifications,
    sql`${courtVerifications.judgmentId} = ${judgments.id}`,
    sql`${courtVerifications.createdAt} desc, ${courtVerifications.id} desc`,
  );

/**
 * The listing's newest verification: the one in force when there is one (a new verification
 * supersedes the older, and only the one in force can be voided), else the last one voided, else
 * null. One indexed read (the judgment page reads it with the listing: latestVerificationColumn).
 */
export async function latestVerification(db: Executor, judgmentId: number): Promise<VerificationRow | null> {
  // Prepared (./prepared.ts).
  const [row] = await runPrepared(
    db,
    "latest-verification",
    () =>
      db
        .select()
        .from(courtVerifications)
        .where(eq(courtVerifications.judgmentId, sql.placeholder("judgmentId")))
        .orderBy(desc(courtVerifications.createdAt), desc(courtVerifications.id))
        .limit(1),
    { judgmentId },
  );
  return row ?? null;
}

/** A federal listing whose case number is this docket number (or it without its office prefix): the offline demo dockets. */
export async function findDemoDocketSource(
  db: Executor,
  _courtId: string,
  docketNumber: string,
): Promise<{ judgmentId: number; casenum: string; dateAwarded: string; amountCents: number } | null> {
  const number = docketNumber.trim().toLowerCase();
  const bare = number.replace(/^\d+:/, "");
  const [row] = await db
    .select({
      judgmentId: judgments.id,
      casenum: judgments.casenum,
      dateAwarded: judgments.dateAwarded,
      amountCents: judgments.amountCents,
    })
    .from(judgments)
    .where(
      and(
        judgmentsOnly,
        eq(judgments.courtType, "federal"),
        sql`(lower(${judgments.casenum}) in (${number}, ${bare}) or regexp_replace(lower(${judgments.casenum}), '^[0-9]+:', '') = ${bare})`,
      ),
    )
    .orderBy(desc(judgments.id))
    .limit(1);
  return row ? withCourtFacts(row, "casenum", "dateAwarded") : null;
}
