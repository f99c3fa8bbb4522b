// The listing wizard's state and county (a state select marked data-enhance="sell-location",
// app/components/listing-wizard/location-fields.tsx) on a page that does not hydrate, as
// LocationFields does in React on one that does: the county list follows the state at once
// (followState, with the wizard's words), and both are remembered in this browser under
// `jx.sell.location` (seller spec section 4, sell-cache.ts); a page that came without a state takes
// the remembered one, and its county once the list is in.
// Without the script the county list comes with the page once the form is sent with the state (the
// "Show counties" button without JavaScript, or Save and Continue, which lists them with its errors).
import { sellCountyWording } from "~/components/judgments/county-wording";
import { LOCATION_CACHE, readCache, writeCache } from "~/components/listing-wizard/sell-cache";
import { followState } from "./county-select";

type Location = { state_id?: string; county_id?: string };

function rememberLocation(stateSelect: HTMLSelectElement) {
  const choose = followState(stateSelect, sellCountyWording);
  const countySelect = document.getElementById(stateSelect.getAttribute("aria-controls") ?? "");
  if (!choose || !(countySelect instanceof HTMLSelectElement)) return;
  const remember = () => writeCache(LOCATION_CACHE, { state_id: stateSelect.value, county_id: countySelect.value });
  stateSelect.addEventListener("change", remember);
  countySelect.addEventListener("change", remember);
  const cached = stateSelect.value ? null : readCache<Location>(LOCATION_CACHE);
  const known = cached?.state_id && Array.from(stateSelect.options).some((option) => option.value === cached.state_id);
  if (known) void choose(cached.state_id!, cached.county_id ?? "").then(remember);
  else remember();
}

export function sellLocation() {
  for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-enhance="sell-location"]')) rememberLocation(select);
}
