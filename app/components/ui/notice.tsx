// One notice in the top-right corner: every flash after a redirect and every showToast() is shown
// by this component, so they all behave alike. Success and information notices dismiss themselves
// after TOAST_DURATION_MS (the seller spec's 3,000 ms, a 150 ms fade), the count paused while the
// pointer is over one or the keyboard is in it; an error stays until its close button is pressed.
// On a page that does not hydrate, the enhancement script does the same (app/enhance/toasts.ts).
import { useEffect, useRef, useState } from "react";
import {
  DISMISS_MS,
  dismissesItself,
  NOTICE_CLOSE_CLASS,
  noticeClass,
  noticeTones,
  TOAST_DURATION_MS,
  type NoticeTone,
} from "./notice-look";

export { DISMISS_MS, TOAST_DURATION_MS, dismissesItself, type NoticeTone } from "./notice-look";

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

  const style = noticeTones[tone];
  return (
    <div
      role={style.role}
      data-testid={testId}
      data-tone={tone}
      data-enhance="notice"
      className={noticeClass(tone, leaving)}
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
        className={NOTICE_CLOSE_CLASS}
        aria-label="Dismiss"
        data-testid="notice-close"
        data-enhance="notice-close"
        onClick={() => setLeaving(true)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
