// State and county selects. The county list comes from the server for the chosen state; with
// JavaScript a new state reloads its counties from /api/counties/{stateId}. Without JavaScript the
// "Show counties" button posts the form back to load them. State and county are cached in local
// storage (seller spec section 4).
import { useEffect, useRef, useState, type ReactNode } from "react";
import { FieldErrors, type Errors } from "~/components/forms";
import { LOCATION_CACHE, readCache, writeCache } from "./form-cache";

type Option = { id: number; name: string };

async function fetchCounties(stateId: string): Promise<Option[]> {
  const response = await fetch(`/api/counties/${encodeURIComponent(stateId)}`, {
    headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" },
  });
  if (!response.ok) return [];
  return (await response.json()) as Option[];
}

export function LocationFields({
  states,
  counties: initialCounties,
  stateId: initialState,
  countyId: initialCounty,
  errors,
  mark,
}: {
  states: Option[];
  counties: Option[];
  stateId: string;
  countyId: string;
  errors?: Errors;
  /** Shown after each label (the edit page's "Reviewed" mark). */
  mark?: ReactNode;
}) {
  const [stateId, setStateId] = useState(initialState);
  const [countyId, setCountyId] = useState(initialCounty);
  const [counties, setCounties] = useState(initialCounties);
  const [loading, setLoading] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const request = useRef(0);

  async function loadCounties(nextState: string, keepCounty = "") {
    const ticket = ++request.current;
    setCounties([]);
    setCountyId("");
    if (!nextState) return;
    setLoading(true);
    const list = await fetchCounties(nextState).catch(() => []);
    if (ticket !== request.current) return;
    setLoading(false);
    setCounties(list);
    if (keepCounty && list.some((c) => String(c.id) === keepCounty)) setCountyId(keepCounty);
  }

  useEffect(() => {
    setEnhanced(true);
    // Nothing chosen on the server side: fall back to what this browser remembered.
    if (!initialState) {
      const cached = readCache<{ state_id?: string; county_id?: string }>(LOCATION_CACHE);
      if (cached?.state_id && states.some((s) => String(s.id) === cached.state_id)) {
        setStateId(cached.state_id);
        void loadCounties(cached.state_id, cached.county_id ?? "");
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, after hydration, on the server's first values
  }, []);

  useEffect(() => {
    if (enhanced) writeCache(LOCATION_CACHE, { state_id: stateId, county_id: countyId });
  }, [enhanced, stateId, countyId]);

  const stateErrors = errors?.state_id;
  const countyErrors = errors?.county_id;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="field-state_id" className="label">
          State
          {mark}
        </label>
        <select
          id="field-state_id"
          name="state_id"
          className="input"
          value={stateId}
          aria-invalid={stateErrors?.length ? true : undefined}
          aria-describedby={stateErrors?.length ? "field-state_id-errors" : undefined}
          onChange={(event) => {
            setStateId(event.target.value);
            void loadCounties(event.target.value);
          }}
        >
          <option value="">Choose a state…</option>
          {states.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <FieldErrors id="field-state_id-errors" errors={stateErrors} />
        <noscript>
          <button type="submit" name="intent" value="counties" formNoValidate className="btn-secondary mt-2">
            Show counties
          </button>
        </noscript>
      </div>
      <div>
        <label htmlFor="field-county_id" className="label">
          County
          {mark}
        </label>
        <select
          id="field-county_id"
          name="county_id"
          className="input"
          value={countyId}
          disabled={loading}
          aria-busy={loading || undefined}
          aria-invalid={countyErrors?.length ? true : undefined}
          aria-describedby={countyErrors?.length ? "field-county_id-errors" : undefined}
          onChange={(event) => setCountyId(event.target.value)}
        >
          <option value="">
            {loading ? "Loading counties…" : stateId && counties.length ? "Choose a county…" : "Choose a state first"}
          </option>
          {counties.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldErrors id="field-county_id-errors" errors={countyErrors} />
      </div>
    </div>
  );
}
