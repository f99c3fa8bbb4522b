// The notices at the top right, just below the header (placed by the toaster style of
// app/styles/layout.css, so they never cover the header or its menus): the flash a redirect left
// (the root loader's toast, in the server's HTML, so it shows before JavaScript loads) and what a
// script did without leaving the page (showToast, e.g. a message sent from a dialog). Both are
// shown by <Notice>, so they look and go away alike (see notice.tsx). Once JavaScript runs, the
// region is a manual popover, so it sits in the browser's top layer above an open modal dialog
// (an error shows over the dialog it is about). On a page that does not hydrate, the enhancement
// script does all this with the server's HTML (app/enhance/toasts.ts, found by data-enhance).
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { FlashToast } from "./root-data";
import { Notice, type NoticeTone } from "./notice";

export { TOAST_DURATION_MS } from "./notice";
export type ToastTone = NoticeTone;
type Toast = { id: number; tone: ToastTone; message: string };

const NONE: Toast[] = [];
let toasts: Toast[] = NONE;
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

const remove = (id: number) => update(toasts.filter((toast) => toast.id !== id));

/**
 * Shows a notice in place of any still showing (the latest outcome is the one that counts: a
 * success after a failed try replaces its error). Success goes away by itself; an error stays
 * until closed.
 */
export function showToast(tone: ToastTone, message: string): void {
  update([{ id: nextId++, tone, message }]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster({ flash }: { flash: FlashToast | null }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
  // Each flash the root loader delivers is a new object: closing one hides that one only.
  const [closedFlash, setClosedFlash] = useState<FlashToast | null>(null);
  const flashes = useRef(new WeakMap<FlashToast, number>());
  const flashShown = flash && flash !== closedFlash ? flash : null;
  if (flashShown && !flashes.current.has(flashShown)) flashes.current.set(flashShown, nextId++);
  const count = (flashShown ? 1 : 0) + shown.length;

  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = region.current;
    if (!element?.showPopover) return;
    // Shown again on each change, so it comes above a dialog opened since.
    if (element.matches(":popover-open")) element.hidePopover();
    if (count > 0) {
      element.setAttribute("popover", "manual");
      element.showPopover();
    }
  }, [count, flashShown, shown]);

  return (
    <div ref={region} aria-label="Notifications" role="region" className="toaster" data-testid="toaster" data-enhance="toaster">
      {flashShown && (
        <Notice
          key={`flash-${flashes.current.get(flashShown)}`}
          tone={flashShown.type}
          title={flashShown.title}
          message={flashShown.description}
          testId={`flash-${flashShown.type}`}
          onClose={() => setClosedFlash(flashShown)}
        />
      )}
      {shown.map((toast) => (
        <Notice key={toast.id} tone={toast.tone} message={toast.message} testId={`toast-${toast.tone}`} onClose={() => remove(toast.id)} />
      ))}
    </div>
  );
}
