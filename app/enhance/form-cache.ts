// The listing wizard's form cache (seller spec section 4) on a page that does not hydrate: a form
// marked data-enhance="form-cache" keeps its fields in this browser under `jx.sell.<data-cache-name>`
// and fills the ones the page rendered empty (after the session's draft is gone); a form marked
// data-enhance="clear-sell-cache" (the listing's submission) forgets the whole cache as it is sent.
// The same code as React's useFormCache on a page that hydrates (sell-cache.ts).
// Without the script nothing is kept in the browser: the server's draft still has every saved step.
import { cacheForm, clearSellCache } from "~/components/listing-wizard/sell-cache";

export function wizardFormCache() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-enhance="form-cache"][data-cache-name]')) {
    cacheForm(form, form.dataset.cacheName!);
  }
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-enhance="clear-sell-cache"]')) {
    form.addEventListener("submit", () => clearSellCache());
  }
}
