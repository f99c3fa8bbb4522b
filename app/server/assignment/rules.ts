// Who may add assignment documents, and what "marked assigned" needs (DESIGN.md section 3): the
// listing's owner (or an administrator), while the listing is paid, once the buyer has given the
// name and address the assignment is made out to. A judgment in a portfolio is decided on its
// portfolio's sale (docs/decisions/0055): paid, its buyer's information given.
import type { Executor } from "~/server/db/client";
import type { Refusal } from "~/server/documents/access";
import { relationTo, judgmentAccess, seenAs, type Viewer } from "~/domain/listing-visibility";
import type { ListingFacts } from "~/server/queries/documents";
import { findAssignmentInfo } from "~/server/queries/assignment";

export const NO_BUYER_INFO_MESSAGE =
  "Uh oh... looks like the buyer has not yet given us the name and address for the assignment. We have asked them for it; you can upload the documents once it is in.";
export const NO_ASSIGNMENT_DOCUMENTS_MESSAGE = "Upload the signed assignment documents before marking the judgment assigned.";

export async function assignmentUploadRefusal(
  db: Executor,
  listing: ListingFacts,
  viewer: NonNullable<Viewer>,
  now: Date,
): Promise<Refusal | null> {
  const relation = relationTo(listing, viewer);
  if (relation !== "owner" && relation !== "admin") {
    if (!judgmentAccess(listing, viewer, now).canView) return { status: 404, message: "No judgment found." };
    return { status: 403, message: "Only the listing's owner can add assignment documents." };
  }
  // A judgment in a portfolio takes its assignment documents while the portfolio is paid, for the portfolio's buyer.
  const sale = seenAs(listing);
  if (sale.status !== "paid") {
    return { status: 409, message: "Assignment documents are added after the buyer has paid and before the judgment is marked assigned." };
  }
  if (sale.buyerId == null || !(await findAssignmentInfo(db, sale.buyerId))) return { status: 409, message: NO_BUYER_INFO_MESSAGE };
  return null;
}
