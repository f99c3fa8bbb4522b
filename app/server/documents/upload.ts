// Storing an uploaded listing document: who may, on which listing status, which content (by its
// magic bytes, never by its name or the browser's claimed type), and in an order that leaves no
// orphan: the file is written first, then its row in a transaction that re-checks the listing with
// the row locked; if that fails, the file is deleted again.
import { documentProblem, sniffDocumentType, cleanFileName } from "~/domain/document-types";
import type { AppServices } from "~/server/context";
import { assignmentUploadRefusal } from "~/server/assignment/rules";
import type { Executor } from "~/server/db/client";
import type { DocumentKind } from "~/server/db/schema";
import { uploadRefusal, type Refusal } from "~/server/documents/access";
import { findListingFacts, insertDocument, type ListingFacts, type StoredDocument } from "~/server/queries/documents";
import { newStorageKey } from "~/server/storage/storage";

type Uploader = { id: number; roles: readonly string[] };

export type UploadResult =
  | { ok: true; document: StoredDocument }
  /** 422: the file itself is refused (type, size, empty); the message names the file. */
  | { ok: false; status: 422; message: string }
  | ({ ok: false } & Refusal);

/** Thrown inside the transaction when the listing changed under us; carries the refusal out. */
class RefusedInTransaction extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** Listing documents follow uploadRefusal; assignment documents the assignment rule (server/assignment/rules.ts). */
function refusalFor(db: Executor, kind: DocumentKind, listing: ListingFacts, uploader: Uploader): Promise<Refusal | null> | Refusal | null {
  return kind === "assignment" ? assignmentUploadRefusal(db, listing, uploader) : uploadRefusal(listing, uploader);
}

export async function storeListingDocument(
  services: Pick<AppServices, "db" | "storage">,
  input: { judgmentId: number; uploader: Uploader; file: File; kind?: DocumentKind },
): Promise<UploadResult> {
  const { db, storage } = services;
  const kind = input.kind ?? "listing";
  const listing = await findListingFacts(db, input.judgmentId);
  if (!listing) return { ok: false, status: 404, message: "No judgment found." };
  const refusal = await refusalFor(db, kind, listing, input.uploader);
  if (refusal) return { ok: false, ...refusal };

  const name = cleanFileName(input.file.name);
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const problem = documentProblem(name, bytes);
  const type = sniffDocumentType(bytes);
  if (problem || !type) return { ok: false, status: 422, message: problem ?? `"${name}" is not an accepted document.` };

  const storageKey = newStorageKey("documents");
  await storage.put(storageKey, bytes);
  try {
    const document = await db.transaction(async (tx) => {
      const locked = await findListingFacts(tx, input.judgmentId, { forUpdate: true });
      const lockedRefusal = locked ? await refusalFor(tx, kind, locked, input.uploader) : { status: 404 as const, message: "No judgment found." };
      if (lockedRefusal) throw new RefusedInTransaction(lockedRefusal);
      return insertDocument(tx, {
        judgmentId: input.judgmentId,
        uploaderId: input.uploader.id,
        kind,
        storageKey,
        originalName: name,
        contentType: type.contentType,
        sizeBytes: bytes.length,
      });
    });
    return { ok: true, document };
  } catch (error) {
    await storage.delete(storageKey).catch(() => {});
    if (error instanceof RefusedInTransaction) return { ok: false, ...error.refusal };
    throw error;
  }
}

/** A multipart (or url-encoded) body, or null when it cannot be read: the caller answers 400. */
export async function readUploadForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** The files sent in a field; an empty file input (no name, no bytes) sends none. */
export function filesIn(form: FormData, field: string): File[] {
  return form.getAll(field).filter((value): value is File => typeof value !== "string" && !(value.name === "" && value.size === 0));
}
