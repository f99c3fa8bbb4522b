// Calling the JSON API from the browser, the way every page script does: same-origin cookies, the
// X-Requested-With header the request guard requires on /api/ paths, JSON in and out.

export const API_HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" } as const;

/** POSTs `body` as JSON to `url`; network failures throw, as fetch does. */
export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { ...API_HEADERS, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** GET /api/counties/{state id}: the state's counties by name; throws when the answer is not 2xx. */
export async function fetchCounties(stateId: string, signal: AbortSignal): Promise<{ id: number; name: string }[]> {
  const response = await fetch(`/api/counties/${encodeURIComponent(stateId)}`, {
    headers: API_HEADERS,
    credentials: "same-origin",
    signal,
  });
  if (!response.ok) throw new Error(`counties ${response.status}`);
  return (await response.json()) as { id: number; name: string }[];
}
