// The document viewer modal (DESIGN.md section 11): images and PDFs inline (a PDF in the
// browser's own viewer, 500 px high), DOC and RTF as a download. The file is fetched from the
// authorised endpoint and shown from a blob URL, which is revoked when the viewer closes.
import { useCallback, useEffect, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { openDialog } from "~/components/ui/dialog-control";
import { fetchDocumentFile, type FetchedDocument } from "./document-requests";

export type ViewedDocument = { id: number; user_filename: string };

type Props = {
  /** The document to show; null keeps the viewer closed. */
  document: ViewedDocument | null;
  onClose: () => void;
  dialogId?: string;
};

export function DocumentViewer({ document: shown, onClose, dialogId = "document-viewer" }: Props) {
  const [file, setFile] = useState<FetchedDocument | null>(null);

  useEffect(() => {
    if (!shown) return;
    openDialog(dialogId);
    const abort = new AbortController();
    let url: string | null = null;
    setFile(null);
    fetchDocumentFile(shown.id, abort.signal)
      .then((result) => {
        if (result.ok) url = result.url;
        if (abort.signal.aborted) {
          if (url) URL.revokeObjectURL(url);
          return;
        }
        setFile(result);
      })
      .catch(() => {
        if (!abort.signal.aborted) setFile({ ok: false, message: "The document could not be loaded. Please try again." });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [shown, dialogId]);

  const close = useCallback(() => {
    setFile(null);
    onClose();
  }, [onClose]);

  const name = shown?.user_filename ?? "Document";
  return (
    <Dialog id={dialogId} title={name} onClose={close} wide>
      <div data-testid="document-viewer">
        {!shown ? null : !file ? (
          <p className="py-10 text-center text-sm text-slate-600" role="status">
            Loading the document…
          </p>
        ) : !file.ok ? (
          <p className="py-10 text-center font-semibold text-slate-800" role="alert" data-testid="document-viewer-error">
            {file.message}
          </p>
        ) : (
          <div className="space-y-4">
            {file.type.startsWith("image/") ? (
              <img
                src={file.url}
                alt={name}
                className="mx-auto max-h-[500px] w-auto max-w-full rounded border border-slate-200 object-contain"
              />
            ) : file.type === "application/pdf" ? (
              <iframe src={file.url} title={name} className="h-[500px] w-full rounded border border-slate-200" />
            ) : (
              <p className="text-sm text-slate-600">
                This document opens in a word processor such as Microsoft Word. Download it to read it.
              </p>
            )}
            <a href={file.url} download={name} className="btn-secondary" data-testid="document-download">
              Download
            </a>
          </div>
        )}
      </div>
    </Dialog>
  );
}
