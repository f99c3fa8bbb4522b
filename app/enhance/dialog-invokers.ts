// The site's modal dialogs (app/components/ui/dialog.tsx) open and close by the HTML invoker
// commands: a button with commandfor="{dialog id}" and command="show-modal" | "close" |
// "request-close" needs no script in a browser that knows them. In one that does not, this does
// the same on a page that does not hydrate (React's click handlers do it on one that does). A
// click on the backdrop (it lands on the <dialog> itself) closes the dialog too, as the React
// Dialog does. Without the script, in a browser without invoker commands, the buttons do nothing.

/** Whether this browser runs invoker commands itself. */
const invokersSupported = () => "commandForElement" in HTMLButtonElement.prototype;

function invoke(dialog: HTMLDialogElement, command: string | null) {
  if (command === "show-modal" && !dialog.open) dialog.showModal();
  else if (command === "close" && dialog.open) dialog.close();
  else if (command === "request-close" && dialog.open) {
    if (dialog.requestClose) dialog.requestClose();
    else dialog.close();
  }
}

export function dialogInvokers() {
  const polyfill = !invokersSupported();
  document.addEventListener("click", (event) => {
    const target = event.target;
    if (target instanceof HTMLDialogElement) {
      if (target.open) target.close();
      return;
    }
    if (!polyfill || event.defaultPrevented || !(target instanceof Element)) return;
    const button = target.closest<HTMLButtonElement>("button[commandfor]");
    const dialog = button && !button.disabled ? document.getElementById(button.getAttribute("commandfor") ?? "") : null;
    if (dialog instanceof HTMLDialogElement) invoke(dialog, button!.getAttribute("command"));
  });
}
