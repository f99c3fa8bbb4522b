// A state select marked data-enhance="county-select" (the browse pages' search form,
// app/components/judgments/search-form.ts, plain HTML: those pages never hydrate) or "sell-location"
// (the listing wizard's and edit page's location, ./sell-location.ts) lists the chosen state's
// counties in the select it controls (aria-controls) at once, from GET /api/counties/{state id},
// with its words (county-wording.ts): the county is reset, the hint under the list (the element
// `{county select id}-hint`, when there is one) says the list is loading, or that it failed.
// Without the script the county list comes with the page once the form is sent with the state.
import { countyHint, type CountyWording } from "~/components/judgments/county-wording";
import { fetchCounties } from "~/components/ui/api";

type County = { id: number; name: string };

/** Keeps the first option ("All counties"), replaces the others. */
function listCounties(select: HTMLSelectElement, counties: readonly County[]) {
  select.options.length = 1;
  for (const county of counties) select.add(new Option(county.name, String(county.id)));
}

/** Lists the state's counties; `keepCounty`: the county to choose once they are in, when it is one of them. */
type Follower = (keepCounty?: string) => Promise<void>;

/** Each state select's follower, made on its first change (nothing is looked up when the page loads). */
const followers = new WeakMap<HTMLSelectElement, Follower | null>();

function followerOf(stateSelect: HTMLSelectElement, wording: CountyWording): Follower | null {
  if (!followers.has(stateSelect)) followers.set(stateSelect, makeFollower(stateSelect, wording));
  return followers.get(stateSelect)!;
}

function makeFollower(stateSelect: HTMLSelectElement, wording: CountyWording): Follower | null {
  const countySelect = document.getElementById(stateSelect.getAttribute("aria-controls") ?? "");
  if (!(countySelect instanceof HTMLSelectElement)) return null;
  const hint = document.getElementById(`${countySelect.id}-hint`);
  let request: AbortController | null = null;

  const show = (stateId: string, loading: boolean, failed: boolean) => {
    countySelect.options[0].text = stateId ? wording.anyCounty : wording.noState;
    if (loading) countySelect.setAttribute("aria-busy", "true");
    else countySelect.removeAttribute("aria-busy");
    if (hint) hint.textContent = countyHint(wording, { stateId, loading, failed, count: countySelect.options.length - 1 });
  };

  const load = async (keepCounty = "") => {
    const stateId = stateSelect.value;
    request?.abort();
    countySelect.value = "";
    if (!stateId) {
      listCounties(countySelect, []);
      show(stateId, false, false);
      return;
    }
    const controller = new AbortController();
    request = controller;
    show(stateId, true, false);
    try {
      listCounties(countySelect, await fetchCounties(stateId, controller.signal));
      if (keepCounty) countySelect.value = keepCounty;
      // Not listed: no county chosen.
      if (countySelect.selectedIndex < 0) countySelect.value = "";
      show(stateId, false, false);
    } catch (error) {
      if (controller.signal.aborted) return;
      listCounties(countySelect, []);
      show(stateId, false, true);
      console.warn("Could not load the counties", error);
    }
  };

  return load;
}

/**
 * Makes the county lists follow the state selects marked `data-enhance="{kind}"`, each kind with its
 * words: one listener on the document, in the capture phase (before the form's own listeners, which
 * see the county reset, as a listener on the select itself did), so it costs nothing when the page
 * loads and works as soon as the script has run.
 */
export function countyListsFollowStates(wordings: ReadonlyMap<string, CountyWording>) {
  document.addEventListener(
    "change",
    (event) => {
      const select = event.target;
      const wording = select instanceof HTMLSelectElement ? wordings.get(select.dataset.enhance ?? "") : undefined;
      if (wording) void followerOf(select as HTMLSelectElement, wording)?.();
    },
    true,
  );
}

/**
 * Chooses a state as the page's code (not the person) does: its counties listed, then `countyId`
 * chosen when it is one of them.
 */
export function chooseState(stateSelect: HTMLSelectElement, wording: CountyWording, stateId: string, countyId: string) {
  const load = followerOf(stateSelect, wording);
  if (!load) return;
  stateSelect.value = stateId;
  void load(countyId);
}
