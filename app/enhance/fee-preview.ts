// The pricing step's live figures (data-enhance="fee-preview", app/components/listing-wizard/
// fee-preview.tsx) on a page that does not hydrate: recomputed as the seller types, with the same
// function the server renders them with (listingFeePreview, app/domain/listing-fee-preview.ts), into
// the parts the page already has (data-fee="…"). Without the script the figures are the ones the
// page came with; a refused submit shows them for what was typed.
import { listingFeePreview } from "~/domain/listing-fee-preview";

function follow(preview: HTMLElement, form: HTMLFormElement) {
  const part = (name: string) => preview.querySelector<HTMLElement>(`[data-fee="${name}"]`);
  const typed = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : "";
  };
  const show = () => {
    const figures = listingFeePreview({ amount: typed("amount"), price: typed("price"), buyNow: typed("buy_now") });
    const empty = part("empty");
    const shown = part("figures");
    if (empty) empty.hidden = figures !== null;
    if (shown) shown.hidden = figures === null;
    for (const name of ["share", "fee", "feeNote", "basis", "advice"] as const) {
      const element = part(name);
      if (element) element.textContent = figures?.[name] ?? "";
    }
    part("fee")?.toggleAttribute("data-free", figures?.free ?? false);
    const advice = part("advice");
    if (advice) advice.hidden = !figures?.advice;
  };
  form.addEventListener("input", show);
  // The browser may have kept what was typed (back, reload): the figures follow it at once.
  show();
}

export function liveFeePreview() {
  for (const preview of document.querySelectorAll<HTMLElement>('[data-enhance="fee-preview"]')) {
    const form = preview.closest("form");
    if (form) follow(preview, form);
  }
}
