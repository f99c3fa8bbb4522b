// What a database error means, for the few places that expect one: a unique index that decided a
// race (two offers, two sign-ups, two orders at the same moment).

/** PostgreSQL's unique_violation (23505), however the driver (pg, PGlite, Drizzle) wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code === "23505") return true;
  }
  return false;
}
