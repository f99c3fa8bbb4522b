// Recording and voiding a verification against the court record (docs/decisions/0047). Only an
// administrator records or voids one (the routes answer 404 to anyone else); a listing in any status
// but cancelled may be verified, at review or any time after. Each write locks the listing row, so a
// seller's edit and a verification never cross: the edit either comes first (and the verification
// records the edited details) or second (and voids it). Audited: verification.record,
// verification.void. The form carries the version of the details the administrator saw: one recorded
// after the seller changed them in between is refused (409), never stored against unseen details.
import { changedEditFields, editFieldLabels, type ListingEditField } from "~/domain/listing-edits";
import { editVoidReason, editVoidsVerification, materialVerificationFields } from "~/domain/court-verification";
import type { VerificationForm } from "~/domain/schemas/court-verification";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { jsonError } from "~/server/http/refusal";
import { insertAudit } from "~/server/queries/audit";
import {
  findVerificationSubject,
  insertVerification,
  verificationSubjectVersion,
  verifiedListingOf,
  voidCurrentVerification,
} from "~/server/queries/court-verifications";
import { lockListing } from "~/server/queries/listing-status";
import type { StoredEvidence } from "./evidence";

export const NO_SUCH_LISTING = "No judgment found.";
export const NOT_VERIFIABLE = "A removed listing cannot be verified.";
export const NOTHING_TO_VOID = "This listing has no verification in force.";
export const LISTING_CHANGED_SINCE =
  "The listing's details changed since you opened this page (the seller edited it). Nothing was recorded: compare the details shown now with the docket, then record again.";

export async function recordVerification(
  services: Pick<AppServices, "db" | "clock">,
  input: { judgmentId: number; adminId: number; form: VerificationForm; evidence: StoredEvidence; listingVersion: string },
): Promise<{ id: number; superseded: number | null }> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    if (!(await lockListing(tx, input.judgmentId))) throw jsonError(404, NO_SUCH_LISTING);
    const subject = await findVerificationSubject(tx, input.judgmentId);
    if (!subject) throw jsonError(404, NO_SUCH_LISTING);
    if (subject.status === "cancelled") throw jsonError(409, NOT_VERIFIABLE);
    if (verificationSubjectVersion(subject) !== input.listingVersion) throw jsonError(409, LISTING_CHANGED_SINCE);
    const { form, evidence } = input;
    const result = await insertVerification(
      tx,
      {
        judgmentId: input.judgmentId,
        adminId: input.adminId,
        source: form.source,
        docketCourt: form.docket_court,
        docketNumber: form.docket_number,
        caseName: form.case_name,
        docketRef: form.docket_ref,
        docketUrl: form.docket_url,
        parties: form.parties,
        entries: form.entries,
        checks: form.checks,
        renewals: form.renewals,
        note: form.note,
        listing: verifiedListingOf(subject),
        evidenceKey: evidence.key,
        evidenceName: evidence.name,
        evidenceType: evidence.contentType,
        evidenceBytes: evidence.bytes,
        evidenceSha256: evidence.sha256,
      },
      now,
    );
    await insertAudit(tx, {
      actorId: input.adminId,
      action: "verification.record",
      entity: "judgment",
      entityId: input.judgmentId,
      details: {
        verificationId: result.id,
        superseded: result.superseded,
        source: form.source,
        docketNumber: form.docket_number,
        checks: form.checks,
        evidenceSha256: evidence.sha256,
      },
    });
    return result;
  });
}

/** An administrator voids the verification in force, with why (kept with it and in the audit). */
export async function voidVerification(
  services: Pick<AppServices, "db" | "clock">,
  input: { judgmentId: number; adminId: number; reason: string },
): Promise<number> {
  return services.db.transaction(async (tx) => {
    if (!(await lockListing(tx, input.judgmentId))) throw jsonError(404, NO_SUCH_LISTING);
    const id = await voidCurrentVerification(tx, input.judgmentId, { userId: input.adminId, reason: input.reason }, services.clock.now());
    if (id === null) throw jsonError(409, NOTHING_TO_VOID);
    await insertAudit(tx, {
      actorId: input.adminId,
      action: "verification.void",
      entity: "judgment",
      entityId: input.judgmentId,
      details: { verificationId: id, reason: input.reason },
    });
    return id;
  });
}

/**
 * Inside the seller's edit (app/server/listings/edit.ts), with the listing locked: a change to a
 * detail the docket was compared with voids the verification in force; any other edit keeps it.
 * Answers the voided verification's id, or null.
 */
export async function voidVerificationOnEdit(
  tx: Executor,
  input: { judgmentId: number; userId: number; changedColumns: readonly string[]; now: Date },
): Promise<number | null> {
  const changed: ListingEditField[] = changedEditFields(input.changedColumns);
  if (!editVoidsVerification(changed)) return null;
  const material = changed.filter((field) => materialVerificationFields.includes(field));
  const reason = editVoidReason(material.map((field) => editFieldLabels[field].toLowerCase()));
  const id = await voidCurrentVerification(tx, input.judgmentId, { userId: input.userId, reason }, input.now);
  if (id !== null) {
    await insertAudit(tx, {
      actorId: input.userId,
      action: "verification.void",
      entity: "judgment",
      entityId: input.judgmentId,
      details: { verificationId: id, reason, changed: material },
    });
  }
  return id;
}
