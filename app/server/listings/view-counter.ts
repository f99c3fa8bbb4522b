// Listing views, counted without holding up the page: a view is noted in memory and written with
// the others of the last second in one statement, so the judgment page needs no write of its own
// and can be served from the visitors' page cache like the list pages (a cached answer notes its
// view too, server/app.ts). Once per viewer per day, only on live listings, never the owner's own:
// the statement checks the listing as it is when the batch is written.
// At most one second of views is lost if the process dies (a graceful stop writes them first).
import { isbot } from "isbot";
import { todayIso } from "~/domain/dates";
import type { Clock } from "~/server/clock";
import type { Database } from "~/server/db/client";
import { viewerKeyFor, writeViews, type View } from "~/server/queries/listing-views";

export type ViewCounter = {
  record(view: View): void;
  /** Writes the views noted so far (tests; a graceful stop). */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

const FLUSH_MS = 1_000;
/** A burst writes at once rather than growing the batch without bound. */
const MAX_BATCH = 500;
/** Batches waiting for the database: past this, a batch is dropped (and said so) rather than kept in memory. */
const MAX_WAITING = 20;

export function createViewCounter(db: Database, clock: Clock, options: { flushMs?: number } = {}): ViewCounter {
  let pending = new Map<string, View & { day: string }>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let waiting = 0;
  let stopped = false;

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    if (waiting >= MAX_WAITING) {
      console.error(`Listing views were not counted: ${batch.length} dropped, the database is behind.`);
      return writing;
    }
    waiting += 1;
    // One write at a time, in order: a later batch never overtakes an earlier one.
    writing = writing.then(() =>
      writeViews(db, batch)
        .catch((error: unknown) => console.error("Listing views were not counted:", error))
        .finally(() => (waiting -= 1)),
    );
    return writing;
  };

  return {
    record(view) {
      if (stopped) return;
      const day = todayIso(clock.now()); // the day in US Eastern time, where dates are shown
      pending.set(`${view.judgmentId}|${view.viewerKey}|${day}`, { ...view, day });
      if (pending.size >= MAX_BATCH) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), options.flushMs ?? FLUSH_MS);
        timer.unref();
      }
    },
    flush,
    stop() {
      const last = flush();
      stopped = true;
      return last;
    },
  };
}

/** Whether a request's view counts at all: people, not crawlers. */
export function countsAsView(userAgent: string | null): boolean {
  return !isbot(userAgent ?? "");
}

/** A visitor's view of `/judgments/{id}` answered from the page cache (no session, so no owner). */
export function recordCachedPageView(views: ViewCounter, path: string, ip: string, userAgent: string | null, secret: string): void {
  const match = /^\/judgments\/(\d+)$/.exec(path);
  if (!match || !countsAsView(userAgent)) return;
  views.record({ judgmentId: Number(match[1]), viewerKey: viewerKeyFor({ ip, secret }), viewerId: null });
}
