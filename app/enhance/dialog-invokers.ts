// The site's modal dialogs (app/components/ui/dialog.tsx) open and close by the HTML invoker
// commands: a button with commandfor="{dialog id}" and command="show-modal" | "close" |
// "request-close" needs no script in a browser that knows them. In one that does not, this does
// the same on a page that does not hydrate (React's click handlers do it on one that does). A
// click on the backdrop (it lands on the <dialog> itself) closes the dialog too, as the React
// Dialog does. Without the script, in a browser without invoker commands, the buttons do nothing.

import { dialogCommandOnClick, invokersSupported } from "~/components/ui/dialog-commands";

export function dialogInvokers() {
  const polyfill = !invokersSupported();
  document.addEventListener("click", (event) => dialogCommandOnClick(event, polyfill));
}
