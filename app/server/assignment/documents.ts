// The assignment documents a viewer may read: the owner's, the accepted buyer's and the
// administrators' only (the rule is readRefusal in server/documents/access.ts).
import type { Executor } from "~/server/db/client";
import { readRefusal, type Refusal } from "~/server/documents/access";
import { documentUrl, type DocumentJson } from "~/server/documents/read";
import { listAssignmentDocuments } from "~/server/queries/assignment";
import { findListingFacts } from "~/server/queries/documents";
import type { Viewer } from "~/server/queries/judgment-detail";

export async function visibleAssignmentDocuments(
  db: Executor,
  judgmentId: number,
  viewer: Viewer,
): Promise<{ ok: true; documents: DocumentJson[] } | ({ ok: false } & Refusal)> {
  const listing = await findListingFacts(db, judgmentId);
  if (!listing) return { ok: false, status: 404, message: "No judgment found." };
  const refusal = readRefusal("assignment", listing, viewer);
  if (refusal) return { ok: false, ...refusal, message: refusal.status === 404 ? "No judgment found." : refusal.message };
  const rows = await listAssignmentDocuments(db, judgmentId);
  return {
    ok: true,
    documents: rows.map((d) => ({ id: d.id, user_filename: d.userFilename, created_at: d.createdAt.toISOString(), doc_url: documentUrl(d.id) })),
  };
}
