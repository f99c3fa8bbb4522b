// The measured rounds: every slot (a URL on one server: the app, the static server, the cached
// app, the bare render, the one- and two-process clusters and their control) is loaded once per
// round, back to back, so a slow minute on the shared machine lands on all of them alike. Each
// load measures a window inside it (scripts/bench/load.ts), so what one slot leaves running when
// its load stops is never counted in the next, even when the next is on the same server.
import { run, summarize, type LoadOptions, type Measurement, type Run } from "./load";
import type { Server } from "./servers";

/**
 * `share`: this slot's part of a round's seconds (default 1); a slot id may appear twice in a round
 * (A B B A). `warmupShare`: its part of the warm-up (default 1): a cluster of N workers warms up N
 * times as long, so each worker has served as many requests as a lone process before it is measured.
 * `headers`: what every request sends besides a browser's headers (requestHeaders: the encoding, a member's cookie).
 * `rewarmSeconds`: unmeasured load before each of its measured runs after its first (which has the
 * warm-up), times `warmupShare`: for slots whose server sits idle between them (the scale-out's
 * clusters and their control), since an app process idle for a few seconds costs about a quarter
 * more per response in its next second of load (docs/decisions/0066), and a cluster of two pays that
 * per worker, so twice per response, in the scale-out's one-second windows. (The second B of A B B A
 * follows the first at once and gets it too: a few seconds more, nothing measured differently.)
 */
export type Slot = {
  id: string;
  label: string;
  url: string;
  headers: Record<string, string>;
  /** Paths sent round-robin instead of `url`'s alone (on `url`'s server). */
  paths?: string[];
  server: Server;
  share?: number;
  warmupShare?: number;
  rewarmSeconds?: number;
};

function fmtRate(value: number): string {
  return value >= 100 ? Math.round(value).toLocaleString("en-US") : value.toFixed(1);
}

/** Warm-up per slot before round 1, then `rounds` rounds of `seconds / rounds` each. */
export async function measureRounds(slots: Slot[], load: LoadOptions): Promise<Map<string, Measurement>> {
  const { connections, rounds, warmupSeconds } = load;
  const seconds = load.seconds / rounds;
  const runs = new Map<string, Run[]>(slots.map((slot) => [slot.id, []]));
  const width = Math.max(...slots.map((slot) => slot.label.length));
  for (let round = 1; round <= rounds; round++) {
    for (const slot of slots) {
      const first = round === 1 && runs.get(slot.id)!.length === 0;
      const warmup = (first ? warmupSeconds : (slot.rewarmSeconds ?? 0)) * (slot.warmupShare ?? 1);
      const result = await run(slot.url, slot.server.pids, {
        connections,
        seconds: seconds * (slot.share ?? 1),
        warmupSeconds: warmup,
        headers: slot.headers,
        paths: slot.paths,
      });
      runs.get(slot.id)!.push(result);
      const cpu = result.cpuMs === null || result.times.length === 0 ? "–" : (result.cpuMs / result.times.length).toFixed(2);
      console.log(
        `  round ${round} ${slot.label.padEnd(width)} ${fmtRate(result.times.length / result.seconds).padStart(7)} req/s, ${cpu} ms CPU/response` +
          (result.non2xx || result.errors ? `  (${result.non2xx} non-2xx, ${result.errors} errors)` : ""),
      );
    }
  }
  return new Map([...runs].map(([id, list]) => [id, summarize(list)]));
}
