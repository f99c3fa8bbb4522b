// The browser-side cache of the listing wizard (seller spec section 4: "state, county and form are
// cached in local browser storage"), in plain DOM code: used by React on a page that hydrates
// (form-cache.ts, location-fields.tsx) and by the enhancement script on one that does not
// (app/enhance/form-cache.ts, sell-location.ts), so both read and write the same keys the same way.
// The server's draft always wins: the cache only fills fields the page rendered empty, e.g. after
// the session expired. Cleared once the listing is submitted.

const PREFIX = "jx.sell.";
/** The state and county: `{ state_id, county_id }`. */
export const LOCATION_CACHE = `${PREFIX}location`;

export function readCache<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeCache(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the server's draft still has the data.
  }
}

/** Forgets every cached wizard form (after the listing is submitted). */
export function clearSellCache() {
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith(PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // nothing cached
  }
}

type Cacheable = HTMLInputElement | HTMLTextAreaElement;

/** The fields cached: text-like inputs and checkboxes with a name, and text areas (not selects). */
function cacheableFields(form: HTMLFormElement): Cacheable[] {
  return Array.from(form.elements).filter(
    (el): el is Cacheable =>
      (el instanceof HTMLInputElement && ["text", "date", "number", "email", "checkbox"].includes(el.type) && Boolean(el.name)) ||
      (el instanceof HTMLTextAreaElement && Boolean(el.name)),
  );
}

/**
 * Caches the form's fields under `jx.sell.<name>` as they change, and first fills the empty ones
 * from the cache (each announced with an input event, so what shows a figure from
 * them follows). A checkbox is cached but never ticked from it: agreements are never pre-ticked.
 * Returns what stops the caching.
 */
export function cacheForm(form: HTMLFormElement, name: string): () => void {
  const key = `${PREFIX}${name}`;
  const cached = readCache<Record<string, string | boolean>>(key) ?? {};
  for (const field of cacheableFields(form)) {
    const value = cached[field.name];
    if (value === undefined || (field instanceof HTMLInputElement && field.type === "checkbox")) continue;
    if (field.value === "" && typeof value === "string") {
      field.value = value;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
  const save = () => {
    const values: Record<string, string | boolean> = {};
    for (const field of cacheableFields(form)) {
      values[field.name] = field instanceof HTMLInputElement && field.type === "checkbox" ? field.checked : field.value;
    }
    writeCache(key, values);
  };
  form.addEventListener("input", save);
  form.addEventListener("change", save);
  return () => {
    form.removeEventListener("input", save);
    form.removeEventListener("change", save);
  };
}
