// /sell/documents/{id}: the documents step of the listing flow (its number: breadcrumb.tsx), 'Upload Judgment Documents', in the wizard's
// frame. The uploader on the left (one file after another, a progress bar each), 'Files Already
// Uploaded' on the right, then 'I'm Done Uploading Docs'. Only the listing's owner and administrators open it; a listing
// the user may not see at all answers 404 like a missing one (docs/decisions/0009).
import { Link } from "react-router";
import type { Route } from "./+types/documents";
import { DocumentList, DocumentUploader } from "~/components/documents";
import { pageTitle } from "~/components/page-title";
import { sellStepNumber } from "~/components/listing-wizard/breadcrumb";
import { findStatements } from "~/server/queries/statements";
import { SellLayout } from "~/components/listing-wizard/layout";
import { listingStatusLabel } from "~/domain/listing-status";
import { documentUploadNote } from "~/domain/listing-edits";
import { privacyChoices, privacyLabel } from "~/domain/privacy-wording";
import { listingFeePaid } from "~/server/queries/listings";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { uploadRefusal } from "~/server/documents/access";
import { visibleListingDocuments } from "~/server/documents/read";
import { findListingFacts } from "~/server/queries/documents";
import { jsonError } from "~/server/http/refusal";
import { parseId } from "~/domain/ids";
import { viewerOf } from "~/domain/listing-visibility";
import { hydrates } from "~/components/hydration";

/** The page hydrates (which pages do, and why: docs/decisions/0040). */
export const handle = hydrates;

/** A missing listing and one the user may not see answer alike (docs/decisions/0009). */
const notFound = () => jsonError(404, "No judgment found.");

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Upload Judgment Documents", matches);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const { db } = getServices(context);
  const listing = await findListingFacts(db, id);
  if (!listing) throw notFound();
  const viewer = viewerOf(user);
  const now = getServices(context).clock.now();
  const refusal = uploadRefusal(listing, viewer, now);
  if (refusal?.status === 404) throw notFound();
  if (refusal && refusal.status !== 409) throw jsonError(refusal.status, refusal.message);
  const [documents, statements] = await Promise.all([
    visibleListingDocuments(db, id, viewer, now),
    findStatements(db, id, { withAddress: false }),
  ]);
  return {
    /** The seller stated they are the assignee of record: the recorded assignment belongs here (docs/decisions/0046). */
    assignee: statements?.role === "assignee",
    judgment: {
      id,
      title: listing.title,
      status: listingStatusLabel(listing.status, !(await listingFeePaid(db, id))),
      privacy: listing.privacy,
    },
    closedReason: refusal?.message ?? null,
    // An administrator's document never sends the listing back to review (docs/decisions/0036).
    uploadNote: listing.sellerId === user.id ? documentUploadNote(listing) : null,
    documents: documents.ok ? documents.documents : [],
  };
}

export default function UploadJudgmentDocuments({ loaderData }: Route.ComponentProps) {
  const { judgment, closedReason, documents, uploadNote, assignee } = loaderData;
  return (
    <SellLayout
      signedIn
      current="documents"
      reached={[]}
      heading="Upload Judgment Documents"
      intro={
        <>
          For <Link to={`/judgments/${judgment.id}`}>{judgment.title}</Link>{" "}
          <span className="whitespace-nowrap text-slate-500">({judgment.status})</span>
        </>
      }
      aside={
        <div className="card p-5">
          <DocumentList judgmentId={judgment.id} initialDocuments={documents} />
        </div>
      }
    >
      <h2 className="text-lg font-semibold">{sellStepNumber("documents")}. Upload your judgment documents (optional)</h2>
      <p className="mt-2 text-sm text-slate-600">
        Investors decide faster when they can read the judgment itself. Add the signed judgment and any supporting papers.{" "}
        <span data-testid="documents-privacy">
          {privacyLabel(judgment.privacy)}: {privacyChoices[judgment.privacy].text}
        </span>
      </p>
      {assignee && (
        <p
          className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="documents-assignee"
        >
          You stated you are the <strong>assignee of record</strong>: upload the recorded assignment (the copy showing the court&apos;s or
          recorder&apos;s filing stamp) here. Our team looks for it when reviewing your listing, and buyers read it with the judgment.
        </p>
      )}
      <div className="mt-5">
        <DocumentUploader judgmentId={judgment.id} kind="listing" closedReason={closedReason} note={uploadNote} />
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Link to="/selling" className="text-sm font-medium">
          Go to my Selling Dashboard
        </Link>
        <Link to={`/sell/enhance?judgment_id=${judgment.id}`} className="btn-accent" data-testid="done-uploading">
          I'm Done Uploading Docs
        </Link>
      </div>
    </SellLayout>
  );
}
