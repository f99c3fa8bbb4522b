// The one modal dialog of the site, on the native <dialog> element: focus is trapped and Escape
// closes it, by the browser. Buttons use the HTML invoker commands (commandfor / command), so they open and close
// the dialog even before JavaScript has loaded; once it has, a click handler does the same.
import { useEffect, useRef, type ReactNode } from "react";
import { closeDialog, openDialog } from "./dialog-control";

/** The invoker-command attributes React does not know yet, passed through as they are. */
function invoker(dialogId: string, command: "show-modal" | "close"): Record<string, string> {
  return { commandfor: dialogId, command };
}

export function DialogButton({
  dialogId,
  className,
  children,
  testId,
}: {
  dialogId: string;
  className: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-controls={dialogId}
      data-testid={testId}
      {...invoker(dialogId, "show-modal")}
      onClick={(event) => {
        event.preventDefault();
        openDialog(dialogId);
      }}
    >
      {children}
    </button>
  );
}

type DialogProps = {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Called when the dialog closes (Escape, the close button, the backdrop). */
  onClose?: () => void;
  /** A wider dialog, for the document viewer. */
  wide?: boolean;
  /**
   * Shown as the page loads (a form in it came back with field errors): rendered open, marked
   * `data-open-on-load` for the enhancement script, reopened as a modal on a page that hydrates.
   */
  openOnLoad?: boolean;
};

export function Dialog({ id, title, description, children, onClose, wide, openOnLoad }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!openOnLoad || !dialog || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
  }, [openOnLoad]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !onClose) return;
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [onClose]);
  return (
    <dialog
      ref={ref}
      id={id}
      open={openOnLoad || undefined}
      data-open-on-load={openOnLoad ? "" : undefined}
      aria-labelledby={`${id}-title`}
      className={`fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${wide ? "max-w-4xl" : "max-w-lg"} overflow-y-auto rounded-xl border border-slate-200 bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/60`}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
        </div>
        <button
          type="button"
          className="-mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label="Close"
          {...invoker(id, "close")}
          onClick={(event) => {
            event.preventDefault();
            ref.current?.close();
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
            <path
              fill="currentColor"
              d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z"
            />
          </svg>
        </button>
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </dialog>
  );
}

/** A secondary button that closes the dialog it sits in. */
export function DialogCancel({ dialogId, children = "Cancel" }: { dialogId: string; children?: ReactNode }) {
  return (
    <button
      type="button"
      className="btn-secondary"
      {...invoker(dialogId, "close")}
      onClick={(event) => {
        event.preventDefault();
        closeDialog(dialogId);
      }}
    >
      {children}
    </button>
  );
}
