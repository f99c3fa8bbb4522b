// The assignment documents a viewer may read: the owner's, the accepted buyer's and the
// administrators' only (the rule is readRefusal in server/documents/access.ts).
import type { Executor } from "~/server/db/client";
import { visibleDocuments } from "~/server/documents/read";
import type { Viewer } from "~/domain/listing-visibility";

export function visibleAssignmentDocuments(db: Executor, judgmentId: number, viewer: Viewer, now: Date) {
  return visibleDocuments(db, judgmentId, viewer, "assignment", now);
}
