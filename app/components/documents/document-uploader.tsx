// The multi-file uploader (seller spec, "Upload Judgment Documents"). Without JavaScript it is a
// plain multipart form posting every file to POST /sell/documents. With JavaScript the same form
// sends the files one after another to POST /api/judgments/documents, each with its own progress
// bar (rounded percent), and shows the server's message for a refused file. On a live listing a
// note by the control says what a document does to it (documentUploadNote, docs/decisions/0036),
// and once an upload sent the listing back to review the server's words say so.
import { DocumentName } from "./document-name";
import { useRef, useState, type FormEvent } from "react";
import { ACCEPT_ATTRIBUTE, ACCEPTED_LABELS, MAX_DOCUMENT_BYTES } from "~/domain/document-types";
import { announceDocumentsChanged, uploadDocument, type DocumentSummary, type UploadKind } from "./document-requests";

type FileStatus = "initial" | "saving" | "success" | "failed";
type Row = { key: string; name: string; progress: number; status: FileStatus; message?: string };
type Status = "initial" | "saving" | "success" | "failed";

export type DocumentUploaderProps = {
  judgmentId: number;
  /** Listing documents (default), the assignment documents of a paid listing, or an open dispute's evidence. */
  kind?: UploadKind;
  /** Where the form fallback (no JavaScript) returns after storing the files; default /sell/documents/{id}. */
  returnTo?: string;
  /** When set, uploading is closed (e.g. the listing was sold) and this explains why. */
  closedReason?: string | null;
  /** Called after each stored file (the list of documents also reloads by itself). */
  onUploaded?: (document: DocumentSummary) => void;
  /** What uploading does to a live listing (documentUploadNote), said by the control before anything is chosen. */
  note?: string | null;
};

const TYPES_TEXT = `${ACCEPTED_LABELS.slice(0, -1).join(", ")} or ${ACCEPTED_LABELS.at(-1)}, up to 20 MB each.`;

export function DocumentUploader({ judgmentId, kind = "listing", returnTo, closedReason, onUploaded, note }: DocumentUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const files = useRef<File[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [status, setStatus] = useState<Status>("initial");
  const [current, setCurrent] = useState(0);
  const [failures, setFailures] = useState(0);
  const [hint, setHint] = useState<string | null>(null);
  /** The server's word that an upload sent the live listing back to review. */
  const [reviewNotice, setReviewNotice] = useState<string | null>(null);
  const inputId = `${kind === "listing" ? "document" : kind}-files-${judgmentId}`;

  if (closedReason) {
    return (
      <p className="rounded-md bg-slate-50 p-4 text-sm text-slate-600" data-testid="upload-closed">
        {closedReason}
      </p>
    );
  }

  const update = (index: number, change: Partial<Row>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...change } : row)));

  function choose(list: FileList | null) {
    files.current = Array.from(list ?? []);
    setHint(null);
    setStatus("initial");
    setRows(files.current.map((file, i) => ({ key: `${i}-${file.name}-${file.size}`, name: file.name, progress: 0, status: "initial" })));
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "saving") return;
    const chosen = files.current;
    if (chosen.length === 0) {
      setHint("Choose one or more files first.");
      return;
    }
    setHint(null);
    setStatus("saving");
    let failed = 0;
    for (const [index, file] of chosen.entries()) {
      setCurrent(index + 1);
      // The server refuses these too; checking first spares sending 20 MB for nothing.
      if (file.size > MAX_DOCUMENT_BYTES) {
        update(index, { status: "failed", message: `"${file.name}" is larger than 20 MB.` });
        failed += 1;
        continue;
      }
      update(index, { status: "saving", progress: 0 });
      const outcome = await uploadDocument(judgmentId, file, (progress) => update(index, { progress }), kind);
      if (outcome.ok) {
        update(index, { status: "success", progress: 100 });
        if (outcome.document.sent_to_review && outcome.document.message) setReviewNotice(outcome.document.message);
        announceDocumentsChanged(judgmentId);
        onUploaded?.(outcome.document);
      } else {
        update(index, { status: "failed", message: outcome.message });
        failed += 1;
      }
    }
    files.current = [];
    if (input.current) input.current.value = "";
    setFailures(failed);
    setStatus(failed ? "failed" : "success");
  }

  const saving = status === "saving";
  return (
    <form
      method="post"
      action="/sell/documents"
      encType="multipart/form-data"
      onSubmit={upload}
      className="space-y-4"
      data-testid="document-uploader"
      data-status={status}
    >
      <input type="hidden" name="judgment_id" value={judgmentId} />
      {kind !== "listing" && <input type="hidden" name="kind" value={kind} />}
      {returnTo && <input type="hidden" name="redirect_to" value={returnTo} />}
      <div>
        <label htmlFor={inputId} className="label">
          Choose your documents
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          name="document"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          disabled={saving}
          onChange={(event) => choose(event.currentTarget.files)}
          aria-describedby={note && !reviewNotice ? `${inputId}-hint ${inputId}-note` : `${inputId}-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
        />
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500">
          {TYPES_TEXT}
        </p>
        {/* Once an upload sent the listing back to review, the notice below says so instead. */}
        {note && !reviewNotice && (
          <p id={`${inputId}-note`} className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="upload-review-note">
            {note}
          </p>
        )}
      </div>

      {rows.length > 0 && (
        <ul className="space-y-3" aria-label="Selected files" data-testid="selected-files">
          {rows.map((row) => (
            <li key={row.key} className="text-sm" data-testid="selected-file" data-status={row.status}>
              <div className="flex items-baseline justify-between gap-3">
                <DocumentName name={row.name} className="font-medium text-slate-800" whole />
                <span className="shrink-0 text-xs text-slate-500">
                  {row.status === "success"
                    ? "Uploaded"
                    : row.status === "failed"
                      ? "Not uploaded"
                      : row.status === "saving"
                        ? `${row.progress}%`
                        : saving
                          ? "Waiting"
                          : "Ready"}
                </span>
              </div>
              {(row.status === "saving" || row.status === "success") && (
                <div
                  role="progressbar"
                  aria-label={`Upload progress of ${row.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={row.progress}
                  className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className={`h-full rounded-full transition-[width] ${row.status === "success" ? "bg-accent-600" : "bg-brand-600"}`}
                    style={{ width: `${row.progress}%` }}
                  />
                </div>
              )}
              {row.status === "failed" && row.message && (
                <p className="mt-1 text-sm text-red-700" role="alert" data-testid="upload-error">
                  {row.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? "Uploading…" : "Upload!"}
        </button>
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="upload-status">
          {hint ??
            (status === "saving"
              ? `Uploading ${current} of ${rows.length}…`
              : status === "success"
                ? rows.length === 1
                  ? "Your file was uploaded."
                  : "All files were uploaded."
                : status === "failed"
                  ? failures < rows.length
                    ? "Some files could not be uploaded. See the messages above."
                    : "The upload failed. See the message above."
                  : "")}
        </p>
      </div>
      <p
        className={reviewNotice ? "rounded-md bg-amber-50 p-3 text-sm text-amber-900" : "sr-only"}
        role="status"
        data-testid="upload-review-notice"
      >
        {reviewNotice}
      </p>
    </form>
  );
}
