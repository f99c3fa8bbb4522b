// The listing wizard's state and county (a state select marked data-enhance="sell-location",
// app/components/listing-wizard/location-fields.tsx) on a page that does not hydrate, as
// LocationFields does in React on one that does: the county list follows the state at once
// (county-select.ts, with the wizard's words: main.ts), and both are remembered in this browser under
// `jx.sell.location` (seller spec section 4, sell-cache.ts) when the person changes one; a page that
// came without a state takes the remembered one, and its county once the list is in.
// The browser's storage is read only on a page without a state, after the page has loaded (a first
// read of it is slow), and written only on a change.
// Without the script the county list comes with the page once the form is sent with the state (the
// "Show counties" button without JavaScript, or Save and Continue, which lists them with its errors).
import { sellCountyWording } from "~/components/judgments/county-wording";
import { LOCATION_CACHE, readCache, writeCache } from "~/components/listing-wizard/sell-cache";
import { chooseState } from "./county-select";

type Location = { state_id?: string; county_id?: string };

const STATE_SELECT = 'select[data-enhance="sell-location"]';

function countySelectOf(stateSelect: HTMLSelectElement) {
  const countySelect = document.getElementById(stateSelect.getAttribute("aria-controls") ?? "");
  return countySelect instanceof HTMLSelectElement ? countySelect : null;
}

/** Remembers the state and county as the person changes either (one listener on the document). */
export function rememberSellLocation() {
  document.addEventListener("change", (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement)) return;
    const stateSelect = select.matches(STATE_SELECT)
      ? select
      : select.id
        ? document.querySelector<HTMLSelectElement>(`${STATE_SELECT}[aria-controls="${CSS.escape(select.id)}"]`)
        : null;
    const countySelect = stateSelect && countySelectOf(stateSelect);
    if (countySelect) writeCache(LOCATION_CACHE, { state_id: stateSelect.value, county_id: countySelect.value });
  });
}

/** A page that came without a state takes the remembered one (when the list has it), and its county. */
export function restoreSellLocation() {
  for (const stateSelect of document.querySelectorAll<HTMLSelectElement>(STATE_SELECT)) {
    if (stateSelect.value || !countySelectOf(stateSelect)) continue;
    const cached = readCache<Location>(LOCATION_CACHE);
    const known = cached?.state_id && Array.from(stateSelect.options).some((option) => option.value === cached.state_id);
    if (known) chooseState(stateSelect, sellCountyWording, cached.state_id!, cached.county_id ?? "");
  }
}
