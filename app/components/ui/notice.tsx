// One notice in the top-right corner: every flash after a redirect and every showToast() is shown
// by this component, so they all behave alike. Success and information notices dismiss themselves
// after TOAST_DURATION_MS (the seller spec's 3,000 ms, a 150 ms fade), the count paused while the
// pointer is over one or the keyboard is in it; an error stays until its close button is pressed.
import { useEffect, useRef, useState } from "react";

export type NoticeTone = "success" | "error" | "message";

export const TOAST_DURATION_MS = 3000;
export const DISMISS_MS = 150;

const tones: Record<NoticeTone, { box: string; icon: string; role: "alert" | "status" }> = {
  success: { box: "border-emerald-300 bg-emerald-50 text-emerald-900", icon: "✓", role: "status" },
  error: { box: "border-red-300 bg-red-50 text-red-900", icon: "⚠", role: "alert" },
  message: { box: "border-brand-200 bg-brand-50 text-brand-900", icon: "ℹ", role: "status" },
};

/** Errors stay until closed; the others go by themselves. */
export const dismissesItself = (tone: NoticeTone) => tone !== "error";

export function Notice({
  tone,
  title,
  message,
  onClose,
  testId,
}: {
  tone: NoticeTone;
  title?: string;
  message: string;
  /** Called once the notice has faded out (closed, or its time ran out). */
  onClose: () => void;
  testId: string;
}) {
  const [leaving, setLeaving] = useState(false);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const paused = held.hover || held.focus;

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => onCloseRef.current(), DISMISS_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  // The full time again after each pause: a notice someone was reading does not vanish at once.
  useEffect(() => {
    if (!dismissesItself(tone) || paused || leaving) return;
    const timer = setTimeout(() => setLeaving(true), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [tone, paused, leaving]);

  const style = tones[tone];
  return (
    <div
      role={style.role}
      data-testid={testId}
      data-tone={tone}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg transition-opacity duration-150 ${style.box} ${leaving ? "opacity-0" : "opacity-100"}`}
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <span aria-hidden="true" className="font-bold">
        {style.icon}
      </span>
      <div className="min-w-0 flex-1 break-words">
        {title && <p className="font-semibold">{title}</p>}
        <p>{message}</p>
      </div>
      <button
        type="button"
        className="-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100 focus-visible:opacity-100"
        aria-label="Dismiss"
        data-testid="notice-close"
        onClick={() => setLeaving(true)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
