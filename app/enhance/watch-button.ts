// The Watch toggle (a form marked data-enhance="watch", app/components/judgments/detail-actions.tsx)
// sent without a page load on a page that does not hydrate: the new state shows at once, the
// watchlist API (POST /api/judgments/watchlist/add|remove/{id}) confirms it and gives the watchers'
// count; a refusal puts the state back and says why in a notice, as the page action's flash does
// after React's fetcher. A member signed out since is sent the plain way (to the sign-in page).
// Without the script the form posts to the judgment page, which answers with the page again.
import { starLook, watchIntent, watchLabel } from "~/components/judgments/watch-look";
import { API_HEADERS } from "~/components/ui/api";
import { showToast } from "./toasts";

const SNAG = "Oops... we hit a snag. Please try again.";
const OFFLINE = "We could not reach the server. Please check your connection and try again.";

/** Shows `watching` on the toggle: its words, its star, aria-pressed and the intent it sends next. */
function show(form: HTMLFormElement, watching: boolean) {
  const intent = form.querySelector<HTMLInputElement>('input[name="intent"]');
  if (intent) intent.value = watchIntent(watching);
  const button = form.querySelector("button");
  button?.setAttribute("aria-pressed", String(watching));
  const label = form.querySelector("[data-watch-label]");
  if (label) label.textContent = watchLabel(watching);
  const star = form.querySelector("[data-watch-star]");
  const look = starLook(watching);
  star?.setAttribute("class", look.className);
  star?.querySelector("path")?.setAttribute("fill", look.fill);
}

/** The latest request of each form: an earlier answer arriving late does not undo a later click. */
const latest = new WeakMap<HTMLFormElement, number>();
let tickets = 0;

async function send(form: HTMLFormElement) {
  const watch = form.querySelector<HTMLInputElement>('input[name="intent"]')?.value === "watch";
  const ticket = ++tickets;
  latest.set(form, ticket);
  show(form, watch);
  try {
    const response = await fetch(`/api/judgments/watchlist/${watch ? "add" : "remove"}/${form.dataset.judgmentId}`, {
      method: "POST",
      credentials: "same-origin",
      headers: API_HEADERS,
    });
    if (latest.get(form) !== ticket) return;
    if (response.status === 401) {
      show(form, !watch);
      form.submit();
      return;
    }
    const body = (await response.json().catch(() => null)) as { watching?: boolean; watchlist_count?: number; message?: string } | null;
    if (!response.ok || typeof body?.watching !== "boolean") {
      show(form, !watch);
      showToast("error", body?.message ?? SNAG);
      return;
    }
    show(form, body.watching);
    const count = document.querySelector('[data-enhance="watch-count"]');
    if (count && typeof body.watchlist_count === "number") count.textContent = body.watchlist_count.toLocaleString("en-US");
  } catch {
    if (latest.get(form) !== ticket) return;
    show(form, !watch);
    showToast("error", OFFLINE);
  }
}

/** Forms with a request under way: a second click waits for the first answer (else an add and a
 * remove sent at once could land in either order, and the button could show the other state). */
const busy = new WeakSet<HTMLFormElement>();

export function watchWithoutPageLoad() {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.enhance !== "watch" || !form.dataset.judgmentId) return;
    event.preventDefault();
    if (busy.has(form)) return;
    busy.add(form);
    void send(form).finally(() => busy.delete(form));
  });
}
