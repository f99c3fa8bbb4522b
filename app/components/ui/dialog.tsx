// The one modal dialog of the site, on the native <dialog> element: focus is trapped and Escape
// closes it, by the browser. Buttons use the HTML invoker commands (commandfor / command), so they open and close
// the dialog even before JavaScript has loaded; once it has, a click handler does the same. The markup
// is written once, in ./dialog-html.ts (the judgment page's buyer dialogs are that markup whole): these
// components place its frames around React's children, with the handlers of a page that hydrates.
import { createElement, useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { MarkupElement, MarkupFrame, reactProps } from "~/components/html/markup-element";
import { closeDialog, openDialog } from "./dialog-control";
import {
  DIALOG_BODY,
  DIALOG_DESCRIPTION,
  DIALOG_HEAD,
  DIALOG_TITLES,
  dialogButtonFrame,
  dialogCancelFrame,
  dialogCloseParts,
  dialogFrame,
  dialogTitleParts,
} from "./dialog-html";

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
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    openDialog(dialogId);
  };
  return createElement("button", { ...reactProps(dialogButtonFrame(dialogId, className, testId).attributes), onClick }, children);
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
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop lands on the dialog element itself.
    if (event.target === event.currentTarget) event.currentTarget.close();
    // A close button of this dialog written as markup inside it (a message form's Cancel): React sees
    // only this click, so it closes the dialog as the browser's invoker command would.
    const closer = event.target instanceof Element ? event.target.closest(`button[command="close"]`) : null;
    if (closer && closer.getAttribute("commandfor") === id) {
      event.preventDefault();
      event.currentTarget.close();
    }
  };
  const close = dialogCloseParts(id);
  return createElement(
    "dialog",
    { ...reactProps(dialogFrame({ id, wide, openOnLoad }).attributes), ref, onClick },
    <MarkupFrame frame={DIALOG_HEAD}>
      <MarkupFrame frame={DIALOG_TITLES}>
        <MarkupElement element={dialogTitleParts(id, title)} />
        {description && <MarkupFrame frame={DIALOG_DESCRIPTION}>{description}</MarkupFrame>}
      </MarkupFrame>
      <MarkupElement element={close} />
    </MarkupFrame>,
    <MarkupFrame frame={DIALOG_BODY}>{children}</MarkupFrame>,
  );
}

/** A secondary button that closes the dialog it sits in. */
export function DialogCancel({ dialogId, children = "Cancel" }: { dialogId: string; children?: ReactNode }) {
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    closeDialog(dialogId);
  };
  return createElement("button", { ...reactProps(dialogCancelFrame(dialogId).attributes), onClick }, children);
}
