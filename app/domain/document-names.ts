// A listing document's file name is text its owner wrote that other members read (docs/decisions/0032).
// When the moderation check of messages (banned words, e-mail and web addresses, phone numbers,
// SSNs) flags it, everyone but the listing's owner and administrators reads a neutral name,
// "Document 12.pdf" (its id, and the extension of its checked type): on the judgment page, in the
// API's lists, in the downloaded file's name. The owner and administrators read the name as
// uploaded, with what the others read instead (and the hits, for administrators to see marked).
// Checked when read, with the words active then, like the review pages check a listing's text.
import { extensionOf } from "~/domain/document-types";
import type { ViewerRelation } from "~/domain/listing-visibility";
import { findModerationHits, type Hit } from "~/domain/moderation";

/** What everyone else reads instead of a flagged name: "Document 12.pdf". */
export function neutralDocumentName(id: number, contentType: string): string {
  const extension = extensionOf(contentType);
  return extension ? `Document ${id}.${extension}` : `Document ${id}`;
}

/** Who reads a flagged name as uploaded: the listing's owner and administrators. */
export function readsFlaggedNames(relation: ViewerRelation): boolean {
  return relation === "owner" || relation === "admin";
}

/** A flagged name, told to those who read it as uploaded: what the check found, and what the others read. */
export type FlaggedName = { hits: Hit[]; othersSee: string };

export type NameAsSeen = { name: string; flagged: FlaggedName | null };

/** The document's name as this viewer reads it (see the top of this file). */
export function documentNameAsSeen(
  document: { id: number; name: string; contentType: string },
  relation: ViewerRelation,
  bannedWords: readonly string[],
): NameAsSeen {
  const hits = findModerationHits(document.name, bannedWords);
  if (hits.length === 0) return { name: document.name, flagged: null };
  const othersSee = neutralDocumentName(document.id, document.contentType);
  return readsFlaggedNames(relation) ? { name: document.name, flagged: { hits, othersSee } } : { name: othersSee, flagged: null };
}
