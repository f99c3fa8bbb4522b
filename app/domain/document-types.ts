// Accepted document types (DESIGN.md section 11): GIF, PNG, JPG, PDF, DOC, RTF, recognised by
// their content (magic bytes), never by the file's name; at most 20 MB each.

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export type DocumentType = { contentType: string; label: string; extension: string; inline: boolean };

const types = {
  gif: { contentType: "image/gif", label: "GIF", extension: "gif", inline: true },
  png: { contentType: "image/png", label: "PNG", extension: "png", inline: true },
  jpg: { contentType: "image/jpeg", label: "JPG", extension: "jpg", inline: true },
  pdf: { contentType: "application/pdf", label: "PDF", extension: "pdf", inline: true },
  doc: { contentType: "application/msword", label: "DOC", extension: "doc", inline: false },
  rtf: { contentType: "application/rtf", label: "RTF", extension: "rtf", inline: false },
} satisfies Record<string, DocumentType>;

/** The usual extension of an accepted content type ("pdf" for application/pdf); null for another. */
export function extensionOf(contentType: string): string | null {
  return Object.values(types).find((type) => type.contentType === contentType)?.extension ?? null;
}

export const ACCEPTED_LABELS = Object.values(types).map((t) => t.label);
export const ACCEPT_ATTRIBUTE =
  ".gif,.png,.jpg,.jpeg,.pdf,.doc,.rtf,image/gif,image/png,image/jpeg,application/pdf,application/msword,application/rtf";

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** How many first bytes sniffDocumentType reads: an upload is judged by its head while it streams in. */
export const SNIFF_BYTES = 8;

/** The document's real type from its first bytes, or null when it is not an accepted type. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return types.gif; // GIF8
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return types.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return types.jpg;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return types.pdf; // %PDF-
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return types.doc; // OLE2 (Word 97-2003)
  if (startsWith(bytes, [0x7b, 0x5c, 0x72, 0x74, 0x66])) return types.rtf; // {\rtf
  return null;
}

/**
 * Why a file cannot be accepted, in words for the uploader; null when it is fine. `head` is the
 * file or at least its first SNIFF_BYTES; `size` the whole file's (a streamed file's count).
 */
export function documentProblem(name: string, head: Uint8Array, size = head.length): string | null {
  if (size === 0) return `"${name}" is empty.`;
  if (size > MAX_DOCUMENT_BYTES) return `"${name}" is larger than 20 MB.`;
  if (!sniffDocumentType(head)) {
    return `"${name}" is not a ${ACCEPTED_LABELS.slice(0, -1).join(", ")} or ${ACCEPTED_LABELS.at(-1)} file. Its content does not match an accepted document type.`;
  }
  return null;
}

/** A file name safe to show and to send in Content-Disposition: no paths, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .slice(0, 200);
  return cleaned || "document";
}
