// The offer dialogs' "you would pay" (data-enhance="offer-total", app/components/offers/
// offer-dialogs.tsx) on a page that does not hydrate: the offer plus the buyer's fee, recomputed as
// the buyer types the amount, with the function the server renders it with (offerTotal,
// app/domain/offer-total.ts), into the parts the page has (data-offer-total="…"). Without the
// script the note is the one the page came with (for what was sent, or a hint to type an amount).
import { offerTotal } from "~/domain/offer-total";

function follow(note: HTMLElement, amount: HTMLInputElement) {
  const part = (name: string) => note.querySelector<HTMLElement>(`[data-offer-total="${name}"]`);
  const show = () => {
    const figures = offerTotal(amount.value);
    const empty = part("empty");
    const shown = part("figures");
    if (empty) empty.hidden = figures !== null;
    if (shown) shown.hidden = figures === null;
    for (const name of ["fee", "total"] as const) {
      const element = part(name);
      if (element) element.textContent = figures?.[name] ?? "";
    }
  };
  amount.addEventListener("input", show);
  // The browser may have kept what was typed (back, reload): the note follows it at once.
  show();
}

export function liveOfferTotals() {
  for (const note of document.querySelectorAll<HTMLElement>('[data-enhance="offer-total"]')) {
    const amount = note.closest("form")?.elements.namedItem("amount");
    if (amount instanceof HTMLInputElement) follow(note, amount);
  }
}
