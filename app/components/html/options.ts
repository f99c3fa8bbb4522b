// A <select>'s options as escaped markup (decision 0056): a state's 254 counties are 254 elements
// React would render one by one. The select takes them with `dangerouslySetInnerHTML`, so the chosen
// one is marked here (`selected`), not by the select's value.
// The same few lists come on every browse page (the states, a state's counties: shared frozen arrays,
// see app/domain/packed-list.ts), so each list's options are escaped once and kept while the list is;
// a list that can change is kept only while it is frozen.
import { attr, html, type Html } from "./html";

type Item = { id: number; name: string };

const option = (item: Item, selected: boolean) => html`<option value="${item.id}"${attr("selected", selected && "")}>${item.name}</option>`;

/** Each item's option, not chosen, made once per list (a list given anew each time is simply made anew). */
const unchosen = new WeakMap<readonly Item[], Html[]>();

function optionsOf(items: readonly Item[]): Html[] {
  if (!Object.isFrozen(items)) return items.map((item) => option(item, false));
  let options = unchosen.get(items);
  if (!options) {
    options = items.map((item) => option(item, false));
    unchosen.set(items, options);
  }
  return options;
}

/** A first option with the empty value (its words given), then one per item; `selected` is the chosen value. */
export function optionsHtml(emptyLabel: string, items: readonly Item[], selected: string): Html {
  const options = optionsOf(items);
  const chosen = selected === "" ? -1 : items.findIndex((item) => String(item.id) === selected);
  const first = html`<option value=""${attr("selected", selected === "" && "")}>${emptyLabel}</option>`;
  if (chosen < 0) return html`${first}${options}`;
  return html`${first}${options.slice(0, chosen)}${option(items[chosen], true)}${options.slice(chosen + 1)}`;
}
