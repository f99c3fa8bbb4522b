// The wizard's browser-side cache in React, for a step rendered by React in the browser (a page that
// hydrates, or one reached by a client-side navigation from such a page); the cache itself is plain
// DOM code shared with the enhancement script (sell-cache.ts). The props also carry the script's
// hooks, so a step that does not hydrate gets the same cache from app/enhance/form-cache.ts.
import { useEffect, useRef } from "react";
import { cacheForm, clearSellCache } from "./sell-cache";

/** Caches the form's text fields and checkboxes under `jx.sell.<name>` and refills empty ones: spread the result on the form. */
export function useFormCache(name: string) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    return form ? cacheForm(form, name) : undefined;
  }, [name]);
  return { ref, "data-enhance": "form-cache", "data-cache-name": name };
}

/** Spread on the form that submits the listing: the wizard's cache is forgotten as it is sent. */
export const clearsSellCache = { "data-enhance": "clear-sell-cache", onSubmit: () => clearSellCache() };
