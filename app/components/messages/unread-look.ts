// How the member's unread count shows: the navbar badge (app/components/layout/nav-items.ts) and the
// inbox's summary line (/messages). Shared with the enhancement script, which updates both when a
// message is marked read without a page load (app/enhance/mark-read.ts). Plain data, no React.

/** The badge's words for a screen reader and its class: red while anything is unread. */
export function unreadBadgeLook(count: number): { label: string; className: string } {
  return {
    label: `${count} unread`,
    className: `ml-1 inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-semibold ${count > 0 ? "bg-red-600 text-white" : "bg-slate-100 text-slate-500"}`,
  };
}

/** The inbox summary's count: "3 unread" or "No unread messages". */
export const unreadSummary = (count: number) => (count > 0 ? `${count.toLocaleString("en-US")} unread` : "No unread messages");
