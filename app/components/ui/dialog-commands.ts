// The dialogs' invoker commands (a button with commandfor="{dialog id}" and command="show-modal" |
// "close" | "request-close"), for a browser that does not run them itself, and a click on a
// dialog's backdrop (it lands on the <dialog>) closing it, as the React Dialog does. One rule for the
// enhancement script (app/enhance/dialog-invokers.ts: a page that does not hydrate) and for markup
// React placed on a page that does (./enhanced-markup.ts).

/** Whether this browser runs invoker commands itself. */
export const invokersSupported = () => "commandForElement" in HTMLButtonElement.prototype;

function invoke(dialog: HTMLDialogElement, command: string | null) {
  if (command === "show-modal" && !dialog.open) dialog.showModal();
  else if (command === "close" && dialog.open) dialog.close();
  else if (command === "request-close" && dialog.open) {
    if (dialog.requestClose) dialog.requestClose();
    else dialog.close();
  }
}

/** A click's effect on the dialogs: the backdrop closes its dialog; without invoker commands, a command button runs its command. */
export function dialogCommandOnClick(event: MouseEvent, polyfill: boolean): void {
  const target = event.target;
  if (target instanceof HTMLDialogElement) {
    if (target.open) target.close();
    return;
  }
  if (!polyfill || event.defaultPrevented || !(target instanceof Element)) return;
  const button = target.closest<HTMLButtonElement>("button[commandfor]");
  const dialog = button && !button.disabled ? document.getElementById(button.getAttribute("commandfor") ?? "") : null;
  if (dialog instanceof HTMLDialogElement) invoke(dialog, button!.getAttribute("command"));
}

/** A dialog sent back open (a form answered with field errors), opened again as a modal. */
export function openMarkedDialogs(root: ParentNode): void {
  for (const dialog of root.querySelectorAll<HTMLDialogElement>("dialog[data-open-on-load]")) {
    // Rendered open (in the flow) for a browser without the script: reopen it as a modal.
    if (dialog.open) dialog.close();
    dialog.showModal();
  }
}
