// A <select>'s options as escaped markup (decision 0056): a state's 254 counties are 254 elements
// React would render one by one. The select takes them with `dangerouslySetInnerHTML`, so the chosen
// one is marked here (`selected`), not by the select's value.
import { attr, each, html, type Html } from "./html";

/** A first option with the empty value (its words given), then one per item; `selected` is the chosen value. */
export function optionsHtml(emptyLabel: string, items: readonly { id: number; name: string }[], selected: string): Html {
  const option = (item: { id: number; name: string }) =>
    html`<option value="${item.id}"${attr("selected", String(item.id) === selected && "")}>${item.name}</option>`;
  return html`<option value=""${attr("selected", selected === "" && "")}>${emptyLabel}</option>${each(items, option)}`;
}
