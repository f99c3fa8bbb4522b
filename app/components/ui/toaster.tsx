// Toasts: short notices in the top right corner that dismiss themselves (the seller spec: 3,000 ms
// by default, a 150 ms dismissal animation), for what a script did without leaving the page (a
// message sent from a dialog). Notices after a redirect are the page's flash instead. A screen
// reader hears each toast from the live region. The region is a manual popover, so it sits in the
// browser's top layer above an open modal dialog (an error toast shows over the dialog it is about).
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

export type ToastTone = "success" | "error";
type Toast = { id: number; tone: ToastTone; message: string; leaving: boolean };

export const TOAST_DURATION_MS = 3000;
const DISMISS_MS = 150;

const NONE: Toast[] = [];
let toasts: Toast[] = NONE;
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  update(toasts.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
  setTimeout(() => update(toasts.filter((toast) => toast.id !== id)), DISMISS_MS);
}

/**
 * Shows a toast in place of any still showing (the latest outcome is the one that counts: a
 * success after a failed try replaces its error). It goes away by itself after `durationMs`, or
 * when closed.
 */
export function showToast(tone: ToastTone, message: string, durationMs = TOAST_DURATION_MS): void {
  const id = nextId++;
  update([{ id, tone, message, leaving: false }]);
  setTimeout(() => dismiss(id), durationMs);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const tones: Record<ToastTone, { box: string; icon: string }> = {
  success: { box: "border-emerald-300 bg-emerald-50 text-emerald-900", icon: "✓" },
  error: { box: "border-red-300 bg-red-50 text-red-900", icon: "⚠" },
};

export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
  // Rendered only once hydrated, so the server's HTML and the first client render agree.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = region.current;
    if (!element?.showPopover) return;
    // Shown again on each change, so it comes above a dialog opened since.
    if (element.matches(":popover-open")) element.hidePopover();
    if (shown.length > 0) element.showPopover();
  }, [shown]);
  if (!hydrated) return null;
  return (
    <div
      ref={region}
      popover="manual"
      aria-live="polite"
      className="pointer-events-none fixed bottom-auto left-auto right-4 top-4 m-0 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 overflow-visible border-0 bg-transparent p-0 [&:not(:popover-open)]:hidden"
      data-testid="toaster"
    >
      {shown.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === "error" ? "alert" : "status"}
          data-testid={`toast-${toast.tone}`}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg transition-opacity duration-150 ${tones[toast.tone].box} ${toast.leaving ? "opacity-0" : "opacity-100"}`}
        >
          <span aria-hidden="true" className="font-bold">
            {tones[toast.tone].icon}
          </span>
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
            aria-label="Dismiss"
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
