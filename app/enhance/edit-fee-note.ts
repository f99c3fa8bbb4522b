// The edit page's fee note (p[data-enhance="edit-fee-note"], app/components/selling-dashboard/
// listing-edit-form.tsx) on a page that does not hydrate: the listing fee for the amount and prices
// as the seller types them, against what was paid (`data-paid-cents`), with the function the
// server renders it with (editFeeNote, app/domain/edit-fee-note.ts), into its parts
// (`data-fee-part="fee"`, `"rest"`). Without the script the note is the one the page came with.
import { editFeeNote } from "~/domain/edit-fee-note";

function follow(note: HTMLElement, form: HTMLFormElement) {
  const paidCents = Number(note.dataset.paidCents ?? 0);
  const typed = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : "";
  };
  const show = () => {
    const figures = editFeeNote({ amount: typed("amount"), price: typed("price"), buyNow: typed("buy_now") }, paidCents);
    note.hidden = figures === null;
    for (const part of ["fee", "rest"] as const) {
      const element = note.querySelector(`[data-fee-part="${part}"]`);
      if (element) element.textContent = figures?.[part] ?? "";
    }
  };
  form.addEventListener("input", show);
  // The browser may have kept what was typed (back, reload): the note follows it at once.
  show();
}

export function editFeeNotes() {
  for (const note of document.querySelectorAll<HTMLElement>('[data-enhance="edit-fee-note"]')) {
    const form = note.closest("form");
    if (form) follow(note, form);
  }
}
