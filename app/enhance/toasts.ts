// The notices at the top right on a page that does not hydrate, as <Toaster> and <Notice> show them
// on one that does (app/components/ui/toaster.tsx, notice.tsx): the server's flash and what the
// script itself reports (showToast). Success and information notices go after TOAST_DURATION_MS, the
// count paused while the pointer is over one or the keyboard is in it, and start again in full;
// errors stay until closed; closing fades out for DISMISS_MS. While the region holds a notice it is
// a manual popover, so it sits in the top layer above an open modal dialog.
// Without the script the flash is still shown (its close button does nothing); the next page has none.
import {
  DISMISS_MS,
  dismissesItself,
  NOTICE_CLOSE_CLASS,
  noticeClass,
  noticeTones,
  TOAST_DURATION_MS,
  type NoticeTone,
} from "~/components/ui/notice-look";

const region = () => document.querySelector<HTMLElement>('[data-enhance="toaster"]');

/** Shows the region in the top layer while it holds a notice; shown again so it comes above a dialog opened since. */
function raise(element: HTMLElement) {
  if (!element.showPopover) return;
  if (element.matches(":popover-open")) element.hidePopover();
  if (element.querySelector('[data-enhance="notice"]')) {
    element.setAttribute("popover", "manual");
    element.showPopover();
  }
}

/** What closes each notice the script has taken over. */
const leaves = new WeakMap<HTMLElement, () => void>();

/** Gives one notice of the region its timer and its pause; answers what closes it (its close button: closeNoticesOnClick). */
function wire(notice: HTMLElement, element: HTMLElement): () => void {
  const tone = (notice.dataset.tone ?? "message") as NoticeTone;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hover = false;
  let focus = false;
  let leaving = false;
  const leave = () => {
    if (leaving) return;
    leaving = true;
    clearTimeout(timer);
    notice.classList.replace("opacity-100", "opacity-0");
    setTimeout(() => {
      notice.remove();
      raise(element);
    }, DISMISS_MS);
  };
  // The full time again after each pause: a notice someone was reading does not vanish at once.
  const count = () => {
    clearTimeout(timer);
    if (dismissesItself(tone) && !hover && !focus && !leaving) timer = setTimeout(leave, TOAST_DURATION_MS);
  };
  const hold = (set: () => void) => () => {
    set();
    count();
  };
  notice.addEventListener(
    "mouseenter",
    hold(() => (hover = true)),
  );
  notice.addEventListener(
    "mouseleave",
    hold(() => (hover = false)),
  );
  notice.addEventListener(
    "focusin",
    hold(() => (focus = true)),
  );
  notice.addEventListener("focusout", (event) => {
    if (!notice.contains(event.relatedTarget as Node | null)) hold(() => (focus = false))();
  });
  leaves.set(notice, leave);
  count();
  return leave;
}

/**
 * A notice's close button closes it: one listener on the document, in place as soon as the script
 * has run (a notice the script has not taken over yet is taken over then).
 */
export function closeNoticesOnClick() {
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-enhance="notice-close"]') : null;
    const notice = button?.closest<HTMLElement>('[data-enhance="notice"]');
    const element = region();
    if (notice && element?.contains(notice)) (leaves.get(notice) ?? wire(notice, element))();
  });
}

/** Takes over the notices the server rendered (the flash): their timers, and the top layer. */
export function enhanceNotices() {
  const element = region();
  if (!element) return;
  for (const notice of element.querySelectorAll<HTMLElement>('[data-enhance="notice"]')) if (!leaves.has(notice)) wire(notice, element);
  raise(element);
}

/** A notice built like <Notice>'s; `script` marks those the script shows (a new one replaces them). */
function noticeElement(tone: NoticeTone, message: string): HTMLElement {
  const look = noticeTones[tone];
  const notice = document.createElement("div");
  notice.setAttribute("role", look.role);
  notice.className = noticeClass(tone, false);
  Object.assign(notice.dataset, { testid: `toast-${tone}`, tone, enhance: "notice", script: "" });
  const icon = document.createElement("span");
  icon.setAttribute("aria-hidden", "true");
  icon.className = "font-bold";
  icon.textContent = look.icon;
  const body = document.createElement("div");
  body.className = "min-w-0 flex-1 break-words";
  body.append(Object.assign(document.createElement("p"), { textContent: message }));
  const close = document.createElement("button");
  close.type = "button";
  close.className = NOTICE_CLOSE_CLASS;
  close.setAttribute("aria-label", "Dismiss");
  Object.assign(close.dataset, { testid: "notice-close", enhance: "notice-close" });
  const cross = document.createElement("span");
  cross.setAttribute("aria-hidden", "true");
  cross.textContent = "×";
  close.append(cross);
  notice.append(icon, body, close);
  return notice;
}

/**
 * Shows a notice in place of any the script showed before (the latest outcome is the one that
 * counts, as showToast() in toaster.tsx); the server's flash stays.
 */
export function showToast(tone: NoticeTone, message: string) {
  const element = region();
  if (!element) return;
  for (const old of element.querySelectorAll("[data-script]")) old.remove();
  const notice = noticeElement(tone, message);
  element.append(notice);
  wire(notice, element);
  raise(element);
}
