// The free assignment forms, a premium membership benefit (docs/decisions/0021): who may have them
// (the listing's owner, a premium member, while the listing is paid and the buyer's assignment
// info is in), the PDF, and adding it to the assignment documents in one click. Adding is
// idempotent: the storage key of a generated PDF starts with a fingerprint of what it says, so the
// same click twice (or two tabs) finds the first document instead of storing a second copy; a
// change to the facts (the buyer corrects the address) makes a new document.
import { createHash } from "node:crypto";
import { assignmentForms, assignmentFormsFileName, type AssignmentFormFacts } from "~/domain/assignment-forms";
import { judgmentAccess, relationTo, seenAs } from "~/domain/listing-visibility";
import { isPremiumMember } from "~/domain/membership";
import type { AppServices } from "~/server/context";
import type { Executor } from "~/server/db/client";
import { contentDisposition } from "~/server/documents/read";
import { recordListingDocument } from "~/server/documents/upload";
import { findAssignmentDocumentByKeyPrefix, findAssignmentFormListing, findAssignmentInfo } from "~/server/queries/assignment";
import type { StoredDocument } from "~/server/queries/documents";
import { findListingFacts } from "~/server/queries/documents";
import { findPremiumMembership } from "~/server/queries/upsells";
import { assignmentRuleOf } from "~/server/judgment-value/today";
import { newStorageKey } from "~/server/storage/storage";
import { NO_BUYER_INFO_MESSAGE } from "./rules";
import { findStatements, pageStatements } from "~/server/queries/statements";
import { renderFormsPdf } from "./forms-pdf";

type Member = { id: number; roles: readonly string[] };
type FormsRefusal = { ok: false; status: 403 | 404 | 409; message: string };

export const NOT_OWNER_MESSAGE = "Only the listing's owner can generate the assignment forms.";
export const NOT_PAID_MESSAGE = "The assignment forms are made after the buyer has paid and before the judgment is marked assigned.";
export function premiumNeededMessage(judgmentId: number): string {
  return `Free assignment forms are a premium membership benefit. Upgrade to premium at /sell/upgrade/${judgmentId} to generate them.`;
}

/** Where the forms are downloaded and where a non-premium owner upgrades. */
export const assignmentFormsPath = (judgmentId: number) => `/judgments/${judgmentId}/assignment-forms.pdf`;
export const premiumUpgradePath = (judgmentId: number) => `/sell/upgrade/${judgmentId}`;

/**
 * The facts the forms are filled from, or why this member may not have them: 404 to whoever may
 * not know the listing, 403 to another member who may and to an owner who is not a premium member,
 * 409 when the listing is not paid (before assignment) or the buyer's assignment info is missing.
 */
export async function assignmentFormFacts(
  db: Executor,
  judgmentId: number,
  member: Member,
  now: Date,
): Promise<{ ok: true; facts: AssignmentFormFacts } | FormsRefusal> {
  const listing = await findListingFacts(db, judgmentId);
  const premium = isPremiumMember(await findPremiumMembership(db, member.id), now);
  const viewer = { ...member, premium };
  if (!listing || !judgmentAccess(listing, viewer, now).canView) return { ok: false, status: 404, message: "No judgment found." };
  if (relationTo(listing, viewer) !== "owner") return { ok: false, status: 403, message: NOT_OWNER_MESSAGE };
  if (!premium) {
    return { ok: false, status: 403, message: premiumNeededMessage(judgmentId) };
  }
  // A judgment in a portfolio: the portfolio's sale, its buyer the assignee (docs/decisions/0055).
  const sale = seenAs(listing);
  if (sale.status !== "paid") return { ok: false, status: 409, message: NOT_PAID_MESSAGE };
  const [assignee, judgment, statements] = await Promise.all([
    sale.buyerId == null ? null : findAssignmentInfo(db, sale.buyerId),
    findAssignmentFormListing(db, judgmentId),
    findStatements(db, judgmentId, { withAddress: false }),
  ]);
  if (!assignee) return { ok: false, status: 409, message: NO_BUYER_INFO_MESSAGE };
  if (!judgment) return { ok: false, status: 404, message: "No judgment found." };
  const { sellerName, ...court } = judgment;
  // The seller's statements as the forms print them (never the address they were made from).
  const stated = statements && pageStatements(statements);
  const printed = stated && {
    version: stated.version,
    role: stated.role,
    texts: stated.texts,
    payments: stated.payments,
    statedAt: stated.statedAt,
  };
  return { ok: true, facts: { judgmentId, ...court, assignorName: sellerName, assignee, statements: printed } };
}

export type GeneratedForms = { fileName: string; bytes: Uint8Array };

/** The PDF as a download (GET /judgments/{id}/assignment-forms.pdf). */
export function formsDownloadResponse(forms: GeneratedForms, method = "GET"): Response {
  return new Response(method === "HEAD" ? null : (forms.bytes as Uint8Array<ArrayBuffer>), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(forms.bytes.length),
      "Content-Disposition": contentDisposition(false, forms.fileName),
      "Cache-Control": "private, no-store",
    },
  });
}

/** The PDF, its note naming the state's filing rule from the newest judgment rules. */
export async function renderAssignmentForms(db: Executor, facts: AssignmentFormFacts, brand: string): Promise<GeneratedForms> {
  const filing = await assignmentRuleOf(db, facts.stateAbbreviation);
  const bytes = await renderFormsPdf(assignmentForms(facts, brand, filing), {
    title: "Assignment of Judgment and Notice of Assignment",
    author: brand,
  });
  return { fileName: assignmentFormsFileName(facts), bytes };
}

/** The storage-key prefix of the forms generated from exactly these facts. */
export function formsKeyPrefix(facts: AssignmentFormFacts): string {
  const fingerprint = createHash("sha256").update(JSON.stringify(facts)).digest("hex").slice(0, 32);
  return `assignment-forms/${fingerprint}/`;
}

/** The assignment document already generated from these facts, if any. */
export function findAddedForms(db: Executor, facts: AssignmentFormFacts): Promise<StoredDocument | null> {
  return findAssignmentDocumentByKeyPrefix(db, facts.judgmentId, formsKeyPrefix(facts));
}

/** What the owner's assignment panel offers (app/components/assignment/assignment-view.ts). */
export type AssignmentFormsOffer = {
  premium: boolean;
  downloadPath: string;
  upgradePath: string;
  /** The assignment document these very forms were already added as; null when not added. */
  addedDocumentId: number | null;
};

/** The forms offer on a paid listing's page, for its owner. */
export async function assignmentFormsOffer(db: Executor, judgmentId: number, owner: Member, now: Date): Promise<AssignmentFormsOffer> {
  const premium = isPremiumMember(await findPremiumMembership(db, owner.id), now);
  const prepared = premium ? await assignmentFormFacts(db, judgmentId, owner, now) : null;
  const added = prepared?.ok ? await findAddedForms(db, prepared.facts) : null;
  return {
    premium,
    downloadPath: assignmentFormsPath(judgmentId),
    upgradePath: premiumUpgradePath(judgmentId),
    addedDocumentId: added?.id ?? null,
  };
}

export type AddFormsResult =
  { ok: true; document: StoredDocument; created: boolean } | { ok: false; status: 401 | 403 | 404 | 409 | 422; message: string };

/**
 * Generates the forms and stores them as an assignment document through the owner's own upload
 * path (recordListingDocument: the same rules re-checked with the listing locked, the same limit).
 * When the same forms are already there, answers that document and stores nothing.
 */
export async function addAssignmentForms(
  services: Pick<AppServices, "db" | "storage" | "branding" | "clock">,
  judgmentId: number,
  member: Member,
): Promise<AddFormsResult> {
  const prepared = await assignmentFormFacts(services.db, judgmentId, member, services.clock.now());
  if (!prepared.ok) return prepared;
  const { facts } = prepared;
  const existing = await findAddedForms(services.db, facts);
  if (existing) return { ok: true, document: existing, created: false };

  const { fileName, bytes } = await renderAssignmentForms(services.db, facts, services.branding.name);
  const storageKey = newStorageKey(formsKeyPrefix(facts).slice(0, -1));
  await services.storage.put(storageKey, bytes);
  const result = await recordListingDocument(services, {
    judgmentId,
    uploader: member,
    kind: "assignment",
    file: { name: fileName, storageKey, size: bytes.length, contentType: "application/pdf", problem: null },
    // Looked up again with the listing locked: a second click waiting on the lock finds the first one's row.
    existing: (tx) => findAddedForms(tx, facts),
  });
  if (!result.ok) return result;
  return { ok: true, document: result.document, created: !result.existing };
}
