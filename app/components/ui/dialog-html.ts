// The site's modal dialog as markup (decision 0056): its one writer. The judgment page's buyer dialogs
// (offers, the message to the seller) are markup whole (dialogHtml); React's Dialog (./dialog.tsx)
// places the same frames around its children on the other pages, adding its handlers. The buttons
// use the HTML invoker commands (commandfor / command), which need no script; where a page does not
// hydrate, the enhancement script stands in for a browser without them.
import { html, type Html } from "~/components/html/html";
import { frameHtml, markupElementHtml, type MarkupElementParts, type MarkupFrameParts } from "~/components/html/markup-element";

export type DialogLook = {
  id: string;
  /** A wider dialog, for the document viewer. */
  wide?: boolean;
  /** Shown as the page loads (a form in it came back with field errors), marked for the enhancement script. */
  openOnLoad?: boolean;
};

/** The <dialog> element. */
export function dialogFrame({ id, wide, openOnLoad }: DialogLook): MarkupFrameParts {
  return {
    tag: "dialog",
    attributes: {
      id,
      open: Boolean(openOnLoad),
      "data-open-on-load": openOnLoad ? "" : null,
      "aria-labelledby": `${id}-title`,
      class: `fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${wide ? "max-w-4xl" : "max-w-lg"} overflow-y-auto rounded-xl border border-slate-200 bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/60`,
    },
  };
}

/** The head: the title and its description (`DIALOG_TITLES` around them), then the close button. */
export const DIALOG_HEAD: MarkupFrameParts = {
  tag: "div",
  attributes: { class: "flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6" },
};
export const DIALOG_TITLES: MarkupFrameParts = { tag: "div", attributes: {} };
export const DIALOG_DESCRIPTION: MarkupFrameParts = { tag: "div", attributes: { class: "mt-1 text-sm text-slate-600" } };
export const DIALOG_BODY: MarkupFrameParts = { tag: "div", attributes: { class: "px-5 py-5 sm:px-6" } };

export function dialogTitleParts(id: string, title: string): MarkupElementParts {
  return { tag: "h2", attributes: { id: `${id}-title`, class: "text-lg font-semibold" }, inside: html`${title}` };
}

export function dialogCloseParts(id: string): MarkupElementParts {
  return {
    tag: "button",
    attributes: {
      type: "button",
      class: "-mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800",
      "aria-label": "Close",
      commandfor: id,
      command: "close",
    },
    inside: html`<svg aria-hidden="true" viewBox="0 0 20 20" class="h-5 w-5"><path fill="currentColor" \
d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z"></path></svg>`,
  };
}

/** The whole dialog: its title, an optional description and its body. */
export function dialogHtml(look: DialogLook & { title: string; description?: Html | null }, body: Html): Html {
  const titles = html`${markupElementHtml(dialogTitleParts(look.id, look.title))}${look.description && frameHtml(DIALOG_DESCRIPTION, look.description)}`;
  const head = frameHtml(DIALOG_HEAD, html`${frameHtml(DIALOG_TITLES, titles)}${markupElementHtml(dialogCloseParts(look.id))}`);
  return frameHtml(dialogFrame(look), html`${head}${frameHtml(DIALOG_BODY, body)}`);
}

/** A button that opens the dialog `dialogId` (an invoker button). */
export function dialogButtonFrame(dialogId: string, className: string, testId?: string): MarkupFrameParts {
  return {
    tag: "button",
    attributes: {
      type: "button",
      class: className,
      "aria-haspopup": "dialog",
      "aria-controls": dialogId,
      "data-testid": testId,
      commandfor: dialogId,
      command: "show-modal",
    },
  };
}

/** A secondary button that closes the dialog it sits in. */
export function dialogCancelFrame(dialogId: string): MarkupFrameParts {
  return { tag: "button", attributes: { type: "button", class: "btn-secondary", commandfor: dialogId, command: "close" } };
}

export const dialogCancelHtml = (dialogId: string): Html => frameHtml(dialogCancelFrame(dialogId), html`Cancel`);
