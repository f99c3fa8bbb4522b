// A group's comparable sales kept a minute per process (docs/decisions/0051, "Kept a minute"): the
// deal math is asked on every typing pause and the members' judgment page on every view, and the
// figures depend only on the subject's closest group (its state, age band, size band and stated
// facts), which many listings share. Keyed by that group, so listings alike share one entry and a
// listing whose balance crosses a band, or whose facts change, is asked anew.
import { todayIso } from "~/domain/dates";
import type { ComparableFigures } from "~/domain/comparables/figures";
import { closestComparableGroup, type ComparableSubject } from "~/domain/comparables/levels";
import type { Executor } from "~/server/db/client";
import { comparablesFor } from "~/server/queries/comparables";
import { perDatabase } from "~/server/short-cache";

/** Groups kept per process at most (51 places × 4 ages × 6 sizes × the facts stated: far fewer in use). */
const MAX_GROUPS = 5_000;
const cacheOf = perDatabase<ComparableFigures | null>(MAX_GROUPS);

/** comparablesFor(subject), kept `cacheSeconds` (0: asked every time). */
export function cachedComparablesFor(db: Executor, subject: ComparableSubject, now: Date, cacheSeconds: number) {
  const closest = closestComparableGroup(subject, todayIso(now));
  if (!closest || !(subject.balanceCents > 0)) return comparablesFor(db, subject, now);
  const key = [closest.state.id, closest.ageBand, closest.sizeBand, JSON.stringify(closest.facts)].join("|");
  return cacheOf(db).get(key, cacheSeconds * 1000, () => comparablesFor(db, subject, now));
}
