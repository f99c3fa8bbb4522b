// Reading documents: the list a viewer may see, and the answer that delivers one file. Files are
// served only through here (never from a public folder), after the rules of access.ts.
import { cleanFileName, SNIFF_BYTES, sniffDocumentType } from "~/domain/document-types";
import type { Executor } from "~/server/db/client";
import type { StoredFile } from "~/server/storage/storage";
import { readHead } from "./stream-head";
import { readRefusal, type Refusal } from "~/server/documents/access";
import { listAssignmentDocuments } from "~/server/queries/assignment";
import { findListingFacts } from "~/server/queries/documents";
import { listListingDocuments } from "~/server/queries/judgment-detail";
import { relationTo, type Viewer } from "~/domain/listing-visibility";

/**
 * A document as the API lists it (the specs' Document: id, user_filename, doc_url, created_at).
 * A listing document's name the moderation check flags reads "Document 12.pdf" to all but its
 * owner and administrators, who get `shown_to_others`: that neutral name (docs/decisions/0032).
 */
export type DocumentJson = { id: number; user_filename: string; created_at: string; doc_url: string; shown_to_others?: string };

/** Where a document is read: GET /api/documents/view/{id}. */
export function documentUrl(id: number): string {
  return `/api/documents/view/${id}`;
}

/** The documents of one kind on a listing that this viewer may read (the rules of access.ts). */
export async function visibleDocuments(
  db: Executor,
  judgmentId: number,
  viewer: Viewer,
  kind: "listing" | "assignment",
  now: Date,
): Promise<{ ok: true; documents: DocumentJson[] } | ({ ok: false } & Refusal)> {
  const listing = await findListingFacts(db, judgmentId);
  if (!listing) return { ok: false, status: 404, message: "No judgment found." };
  const refusal = readRefusal(kind, listing, viewer, now);
  if (refusal) return { ok: false, ...refusal, message: refusal.status === 404 ? "No judgment found." : refusal.message };
  const rows =
    kind === "listing"
      ? await listListingDocuments(db, judgmentId, relationTo(listing, viewer))
      : (await listAssignmentDocuments(db, judgmentId)).map((d) => ({ ...d, nameFlag: null }));
  return {
    ok: true,
    documents: rows.map((d) => ({
      id: d.id,
      user_filename: d.userFilename,
      created_at: d.createdAt.toISOString(),
      doc_url: documentUrl(d.id),
      ...(d.nameFlag ? { shown_to_others: d.nameFlag.othersSee } : {}),
    })),
  };
}

export function visibleListingDocuments(db: Executor, judgmentId: number, viewer: Viewer, now: Date) {
  return visibleDocuments(db, judgmentId, viewer, "listing", now);
}

/** The policy of a served document: nothing runs, nothing loads, it cannot be framed elsewhere. */
const DOCUMENT_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * `inline` for images and PDFs (the browser's own viewer), `attachment` for DOC and RTF; an ASCII
 * fallback name plus the exact name in UTF-8 (RFC 6266), since header values must be Latin-1.
 */
export function contentDisposition(inline: boolean, name: string): string {
  const clean = cleanFileName(name);
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_").replace(/[\\]/g, "_");
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The file's answer, streamed: its type sniffed again from its first bytes (never trusted from upload time alone).
 * Its Content-Security-Policy replaces the pages' one (server/security-headers.ts, which also sends
 * X-Content-Type-Options: nosniff on every answer, this one included).
 */
export async function documentResponse(file: StoredFile, name: string, method = "GET"): Promise<Response> {
  const { head, body } = await peek(file.body, SNIFF_BYTES);
  const type = sniffDocumentType(head);
  const headers = new Headers({
    "Content-Type": type?.contentType ?? "application/octet-stream",
    "Content-Length": String(file.size),
    "Content-Disposition": contentDisposition(type?.inline ?? false, name),
    "Cache-Control": "private, no-store",
    "Content-Security-Policy": DOCUMENT_CSP,
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  if (method === "HEAD") {
    await body.cancel();
    return new Response(null, { status: 200, headers });
  }
  return new Response(body, { status: 200, headers });
}

/**
 * The first `bytes` of a stream (to tell the document's type), and the whole stream again, those
 * bytes included: the rest is read only as the answer is sent, never held whole in memory.
 */
async function peek(stream: ReadableStream<Uint8Array>, bytes: number): Promise<{ head: Uint8Array; body: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader();
  const { bytes: head, ended } = await readHead(() => reader.read(), bytes);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.length) controller.enqueue(head);
      if (ended) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head, body };
}
