// How a notice looks and how long it stays: shared by the React <Notice> (notice.tsx) and the
// enhancement script's notices (app/enhance/toasts.ts), which must behave alike. Plain data, no
// React: the script imports it.

export type NoticeTone = "success" | "error" | "message";

export const TOAST_DURATION_MS = 3000;
export const DISMISS_MS = 150;

export const noticeTones: Record<NoticeTone, { box: string; icon: string; role: "alert" | "status" }> = {
  success: { box: "border-emerald-300 bg-emerald-50 text-emerald-900", icon: "✓", role: "status" },
  error: { box: "border-red-300 bg-red-50 text-red-900", icon: "⚠", role: "alert" },
  message: { box: "border-brand-200 bg-brand-50 text-brand-900", icon: "ℹ", role: "status" },
};

/** Errors stay until closed; the others go by themselves. */
export const dismissesItself = (tone: NoticeTone) => tone !== "error";

/** The notice box's classes; `leaving` fades it out (DISMISS_MS). */
export function noticeClass(tone: NoticeTone, leaving: boolean): string {
  return `pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg transition-opacity duration-150 ${noticeTones[tone].box} ${leaving ? "opacity-0" : "opacity-100"}`;
}

export const NOTICE_CLOSE_CLASS = "-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100 focus-visible:opacity-100";
