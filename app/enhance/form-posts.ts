// Posting forms on a page that does not hydrate (docs/decisions/0040), marked by the components:
//
// - Every POST form is sent once: a second click or Enter while the page loads the answer does
//   nothing, and the button that sent it shows its `data-busy-label` ("Sending…"). The button is
//   disabled only after the browser has read the form (a disabled button's name and value would
//   be left out), and everything comes back if the browser restores the page from its cache.
// - A dialog marked `data-open-on-load` (a form that came back with field errors) opens as a modal
//   when the page loads; without the script it is rendered open in the page's flow.
// - A text field marked `data-count-into="{id}"` shows its length in that element as one types
//   (`data-count-trim` counts without the spaces at the ends, as the server's rule does).

import { openMarkedDialogs } from "~/components/ui/dialog-commands";

/** How long a sent form stays busy if the page is still here (a normal answer replaces it sooner). */
const RELEASE_AFTER_MS = 15_000;

const sending = new WeakSet<HTMLFormElement>();
const busyButtons: { button: HTMLButtonElement; label: string | null }[] = [];

function isPost(form: HTMLFormElement) {
  // A form aimed at another window leaves this page as it is: nothing to wait for.
  return form.method.toLowerCase() === "post" && (!form.target || form.target === "_self");
}

function markBusy(button: HTMLButtonElement) {
  const label = button.dataset.busyLabel;
  busyButtons.push({ button, label: label ? button.textContent : null });
  if (label) button.textContent = label;
  button.disabled = true;
}

function sendOnce(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !isPost(form) || event.defaultPrevented) return;
  if (sending.has(form)) {
    event.preventDefault();
    return;
  }
  sending.add(form);
  const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
  // After this task: the browser builds the form's entry list (with the button) before it yields.
  if (button) setTimeout(() => markBusy(button));
  // A post that never replaces the page (the reader pressed Stop or Escape; a download) must not
  // leave the form unsendable: after this long it may be sent again.
  setTimeout(release, RELEASE_AFTER_MS);
}

function release() {
  for (const { button, label } of busyButtons.splice(0)) {
    button.disabled = false;
    if (label !== null) button.textContent = label;
  }
  // A restored page starts again: every form may be sent.
  for (const form of document.forms) sending.delete(form);
}

const COUNTED = "[data-count-into]";

function showCount(field: HTMLTextAreaElement | HTMLInputElement) {
  const into = document.getElementById(field.dataset.countInto ?? "");
  if (!into) return;
  const text = "countTrim" in field.dataset ? field.value.trim() : field.value;
  into.textContent = text.length.toLocaleString("en-US");
}

/** Listeners on the document only: in place as soon as the script has run, nothing looked up before. */
export function formPosts() {
  // Bubbling, on the document: a behaviour that sends a form itself (Watch) prevents the post first.
  document.addEventListener("submit", sendOnce);
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) release();
  });
  document.addEventListener("input", (event) => {
    const field = event.target;
    if ((field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) && field.matches(COUNTED)) showCount(field);
  });
}

/** What the page's forms show once it has loaded: the dialog a refused form came back in, the counts of what the browser kept. */
export function formPostsOnLoad() {
  openMarkedDialogs(document);
  for (const field of document.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>(COUNTED)) showCount(field);
}
