// Opening and closing a <Dialog> from code, by its id: the one place that calls showModal(), so
// every feature opens its dialogs the same way (a dialog that is already open stays as it is).
import { useEffect } from "react";

/** Opens the dialog; false when the page has no such dialog. */
export function openDialog(id: string): boolean {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement)) return false;
  if (!dialog.open) dialog.showModal();
  return true;
}

export function closeDialog(id: string): void {
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement) dialog.close();
}

/** Opens the dialog once `when` becomes true (a payment that just went through, a confirmed step). */
export function useOpenDialogWhen(id: string, when: unknown): void {
  useEffect(() => {
    if (when) openDialog(id);
  }, [id, when]);
}
