// The browser-side cache of the wizard (seller spec section 4: "state, county and form are cached
// in local browser storage"). The server's draft always wins: the cache only fills fields the
// page rendered empty, e.g. after the session expired. Cleared once the listing is submitted.
import { useEffect, type RefObject } from "react";

const PREFIX = "jx.sell.";
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

function cacheableFields(form: HTMLFormElement): Cacheable[] {
  return Array.from(form.elements).filter(
    (el): el is Cacheable =>
      (el instanceof HTMLInputElement && ["text", "date", "number", "email", "checkbox"].includes(el.type) && Boolean(el.name)) ||
      (el instanceof HTMLTextAreaElement && Boolean(el.name)),
  );
}

/** Caches the form's text fields and checkboxes under `jx.sell.<name>` and refills empty ones. */
export function useFormCache(name: string, formRef: RefObject<HTMLFormElement | null>, { restore = true } = {}) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const key = `${PREFIX}${name}`;
    if (restore) {
      const cached = readCache<Record<string, string | boolean>>(key) ?? {};
      for (const field of cacheableFields(form)) {
        const value = cached[field.name];
        if (value === undefined) continue;
        if (field instanceof HTMLInputElement && field.type === "checkbox") continue; // agreements are never pre-ticked
        if (field.value === "" && typeof value === "string") {
          field.value = value;
          field.dispatchEvent(new Event("input", { bubbles: true }));
        }
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
  }, [name, formRef, restore]);
}
