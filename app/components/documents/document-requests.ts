// The browser side of the document endpoints. Calls under /api/ carry X-Requested-With
// (DESIGN.md section 8), which is why files are fetched here rather than linked.
import { API_HEADERS } from "~/components/ui/api";

export type DocumentSummary = {
  id: number;
  user_filename: string;
  created_at: string;
  /** For its owner and administrators, when its name was flagged: the neutral name everyone else reads (docs/decisions/0032). */
  shown_to_others?: string;
};

/** The upload's answer: the document, and whether it sent the live listing back to review (with what to tell the seller). */
export type UploadedDocument = DocumentSummary & { sent_to_review?: boolean; message?: string };

/** What a document is for: the listing, the assignment of a paid listing, or an open dispute's evidence. */
export type UploadKind = "listing" | "assignment" | "dispute";

export type UploadOutcome = { ok: true; document: UploadedDocument } | { ok: false; message: string };

/** Another upload finished: lists of this judgment's documents reload. */
export const DOCUMENTS_CHANGED_EVENT = "jx:documents-changed";

export function announceDocumentsChanged(judgmentId: number) {
  window.dispatchEvent(new CustomEvent(DOCUMENTS_CHANGED_EVENT, { detail: { judgmentId } }));
}

/** The server's message from an error answer ({ errors: { field: [message] }, message }). */
export function errorMessage(body: unknown, status: number): string {
  if (status === 401) return "Your session has ended. Please sign in again.";
  if (body && typeof body === "object") {
    const { errors, message } = body as { errors?: Record<string, string[]>; message?: string };
    const first = errors && Object.values(errors).find((list) => Array.isArray(list) && list.length)?.[0];
    if (first) return first;
    if (message) return message;
  }
  return status === 413 ? "The file is too large (at most 20 MB)." : `The upload failed (error ${status}). Please try again.`;
}

/** POST /api/judgments/documents with one file, reporting the rounded percent sent. */
export function uploadDocument(
  judgmentId: number,
  file: File,
  onProgress: (percent: number) => void,
  kind: UploadKind = "listing",
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/judgments/documents");
    for (const [name, value] of Object.entries(API_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status === 201 && xhr.response) {
        onProgress(100);
        resolve({ ok: true, document: xhr.response as UploadedDocument });
      } else {
        resolve({ ok: false, message: errorMessage(xhr.response, xhr.status) });
      }
    };
    xhr.onerror = () => resolve({ ok: false, message: "The upload was interrupted. Check your connection and try again." });
    const body = new FormData();
    body.append("documents", file);
    body.append("judgment_id", String(judgmentId));
    body.append("kind", kind);
    xhr.send(body);
  });
}

/** GET /api/judgments/documents/{id} (or …/{id}/assignment for the assignment documents). */
export async function fetchDocumentList(judgmentId: number, kind: "listing" | "assignment" = "listing"): Promise<DocumentSummary[]> {
  const path = kind === "assignment" ? `/api/judgments/documents/${judgmentId}/assignment` : `/api/judgments/documents/${judgmentId}`;
  const response = await fetch(path, { headers: API_HEADERS });
  if (!response.ok) throw new Error(errorMessage(await response.json().catch(() => null), response.status));
  return response.json();
}

export type FetchedDocument = { ok: true; url: string; type: string } | { ok: false; message: string };

/** GET /api/documents/view/{id} as a blob URL (revoke it when done). */
export async function fetchDocumentFile(documentId: number, signal?: AbortSignal): Promise<FetchedDocument> {
  const response = await fetch(`/api/documents/view/${documentId}`, { headers: { "X-Requested-With": "XMLHttpRequest" }, signal });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    return { ok: false, message: response.status === 404 ? "No Doc Found!" : errorMessage(body, response.status) };
  }
  const type = (response.headers.get("content-type") ?? "application/octet-stream").split(";")[0];
  // The blob keeps the server's sniffed type, so a PDF opens in the PDF viewer and nothing else runs.
  const blob = new Blob([await response.arrayBuffer()], { type });
  return { ok: true, url: URL.createObjectURL(blob), type };
}
