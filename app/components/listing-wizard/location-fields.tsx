// State and county selects. The county list comes from the server for the chosen state; with
// JavaScript a new state lists its counties from /api/counties/{stateId} at once: by React here on a
// page that hydrates, by the enhancement script on one that does not (app/enhance/sell-location.ts:
// the state select names the county list it controls, and data-enhance marks it), with the same
// words (county-wording.ts). Without JavaScript the "Show counties" button posts the form back to
// list them. State and county are cached in local storage (seller spec section 4, sell-cache.ts).
import { useEffect, useRef, useState, type ReactNode } from "react";
import { FieldErrors, type Errors } from "~/components/forms";
import { countyHint, sellCountyWording as wording } from "~/components/judgments/county-wording";
import { fetchCounties } from "~/components/ui/api";
import { LOCATION_CACHE, readCache, writeCache } from "./sell-cache";

type Option = { id: number; name: string };

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
  const [failed, setFailed] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  async function loadCounties(nextState: string, keepCounty = "") {
    request.current?.abort();
    setCounties([]);
    setCountyId("");
    setFailed(false);
    if (!nextState) return;
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    try {
      const list: Option[] = await fetchCounties(nextState, controller.signal);
      setCounties(list);
      if (keepCounty && list.some((c) => String(c.id) === keepCounty)) setCountyId(keepCounty);
    } catch (error) {
      if (controller.signal.aborted) return;
      setFailed(true);
      console.warn("Could not load the counties", error);
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
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
  const countyDescribedBy = [countyErrors?.length ? "field-county_id-errors" : null, "field-county_id-hint"].filter(Boolean).join(" ");
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
          aria-controls="field-county_id"
          data-enhance="sell-location"
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
          aria-busy={loading || undefined}
          aria-invalid={countyErrors?.length ? true : undefined}
          aria-describedby={countyDescribedBy}
          onChange={(event) => setCountyId(event.target.value)}
        >
          <option value="">{stateId ? wording.anyCounty : wording.noState}</option>
          {counties.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <p id="field-county_id-hint" className="mt-1 text-xs text-slate-500" aria-live="polite">
          {countyHint(wording, { stateId, loading, failed, count: counties.length })}
        </p>
        <FieldErrors id="field-county_id-errors" errors={countyErrors} />
      </div>
    </div>
  );
}
