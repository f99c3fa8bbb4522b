// The inbox (/messages) marks a received message read as it opens, as a mail client does: a click
// on a row marked `data-mark-read="{message id}"` (app/components/messages/message-list.tsx), which
// also opens its dialog by the invoker commands, drops the row's `data-unread` (its bold words and
// its dialog's "Mark as read" form follow by CSS) and tells the server (POST /messages/mark_read).
// Its answer, the member's unread count, goes into the navbar badges and the inbox's summary. A
// refusal or no answer puts the row back as unread: the dialog's form still marks it. Without the
// script that form (intent=mark-read to the page) is the way, and so the row stays bold until then.
import { unreadBadgeLook, unreadSummary } from "~/components/messages/unread-look";
import { postJson } from "~/components/ui/api";

function showUnread(count: number) {
  const look = unreadBadgeLook(count);
  for (const badge of document.querySelectorAll('[data-enhance="unread-badge"]')) {
    badge.textContent = String(count);
    badge.setAttribute("aria-label", look.label);
    badge.setAttribute("class", look.className);
  }
  for (const summary of document.querySelectorAll('[data-enhance="unread-summary"]')) summary.textContent = unreadSummary(count);
}

async function markRead(row: HTMLElement, id: string) {
  // At once on the page, and once: the row no longer asks.
  const unread = row.dataset.unread;
  delete row.dataset.unread;
  delete row.dataset.markRead;
  try {
    const response = await postJson("/messages/mark_read", { id: Number(id) });
    const body = (await response.json().catch(() => null)) as { unread?: unknown } | null;
    if (!response.ok || typeof body?.unread !== "number") throw new Error(`mark_read ${response.status}`);
    showUnread(body.unread);
  } catch {
    row.dataset.unread = unread;
    row.dataset.markRead = id;
  }
}

export function markReadOnOpen() {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const opener = event.target.closest('button[command="show-modal"]');
    const row = opener?.parentElement;
    const id = row?.dataset.markRead;
    if (row && id && "unread" in row.dataset) void markRead(row, id);
  });
}
