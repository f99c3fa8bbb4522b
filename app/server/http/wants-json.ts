// Whether a request should be answered in JSON rather than with a page.

/** True for the JSON API and for fetches that ask for JSON. */
export function wantsJson(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return path.startsWith("/api/") || (request.headers.get("accept") ?? "").includes("application/json");
}
