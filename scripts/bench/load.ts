// Load runs with autocannon: a fixed number of keep-alive connections sending requests back to
// back for a fixed time. Every response time is kept (autocannon's own summary has no p95), so the
// percentiles are exact over the runs pooled. The server's own CPU time (user + system, from
// /proc) is read at both ends of a window inside each run (LEAD_SECONDS after the load starts,
// TRAIL_SECONDS before it stops), and only the responses received within it are counted: CPU
// milliseconds per request is the figure least moved by whatever else the machine is doing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";

export type LoadOptions = { connections: number; seconds: number; warmupSeconds: number; rounds: number };

/** One run's raw figures. */
export type Run = {
  times: number[];
  seconds: number;
  bytes: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The server processes' CPU time during the run, ms (null where /proc is not available). */
  cpuMs: number | null;
};

export type Measurement = {
  requests: number;
  seconds: number;
  /** Responses per second over the measured runs. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
  /** The server process's CPU time per response, ms (Node only: PostgreSQL's own work is not in it). */
  cpuMsPerRequest: number | null;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerResponse: number;
  /** Per run: requests per second, p95 and CPU per response, to see how steady the machine was. */
  rounds: { rps: number; p95: number; cpuMsPerRequest: number | null }[];
};

/**
 * The compression asked for (--encoding): `browser` is what Chrome and Firefox send over HTTPS (the
 * app answers its documents in Zstandard, server/whole-body-compression.ts, and anything else in
 * Brotli), `gzip`, `br` and `zstd` one encoding only, `none` no Accept-Encoding header at all
 * (uncompressed, as before issue 28).
 */
export type Encoding = "browser" | "gzip" | "br" | "zstd" | "none";
export const ACCEPT_ENCODING: Record<Encoding, string | null> = {
  browser: "gzip, deflate, br, zstd",
  gzip: "gzip",
  br: "br",
  zstd: "zstd",
  none: null,
};

/** What a browser would send; a bot's User-Agent would skip the judgment page's view counting. */
const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 jx-bench",
  accept: "text/html",
};

/** What a run sends besides a browser's headers: the encoding asked for, and `extra` (a member's cookie). */
export function requestHeaders(encoding: Encoding, extra: Record<string, string> = {}): Record<string, string> {
  const accept = ACCEPT_ENCODING[encoding];
  return { ...(accept ? { "accept-encoding": accept } : {}), ...extra };
}

let clockTicks: number | null = null;
function ticksPerSecond(): number {
  if (clockTicks === null) {
    const out = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim();
    clockTicks = Number(out) > 0 ? Number(out) : 100;
  }
  return clockTicks;
}

/** user + system CPU of a process so far, in ms; null when unreadable. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // fields[0] is the state (field 3 of the file); utime and stime are fields 14 and 15.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond();
  } catch {
    return null;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Unmeasured load, throwing its responses away (the warm-up). */
async function fire(url: string, headers: Record<string, string>, connections: number, seconds: number, paths?: string[]) {
  await autocannon({ url, connections, duration: seconds, timeout: 30, headers: { ...BROWSER_HEADERS, ...headers }, ...roundRobin(paths) });
}

/** With `paths`, the requests go round-robin over them (all connections share the turn): many listings, not one hot row. */
function roundRobin(paths: string[] | undefined) {
  if (!paths?.length) return {};
  let next = 0;
  return { requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: paths[next++ % paths.length]! }) }] };
}

/** CPU time so far summed over `pids`, ms; null when any is unreadable. */
function totalCpuMs(pids: number[]): number | null {
  let sum = 0;
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms === null) return null;
    sum += ms;
  }
  return sum;
}

/**
 * The load runs this long before the measured window opens, and this long after it closes. The
 * window is steady state at both ends: its first responses are not paying for new connections
 * (autocannon's, and the app's database pool, which closes connections idle for 10 s, as they
 * are between two rounds), and no request is cut off at its end and finished by the server after
 * the window, where the next window on the same server would count its CPU (the second of the
 * scale-out's "B B" windows did: scripts/bench/measure.ts). What is in flight as the window
 * opens and as it closes is about the same, so responses and CPU time match.
 */
export const LEAD_SECONDS = 0.25;
export const TRAIL_SECONDS = 0.1;

/**
 * One measured run (after an optional warm-up) against `url`, served by the processes `pids` (one,
 * or every process of a cluster: their CPU times are summed): the responses received and the CPU
 * time spent within a window of `seconds` inside the load. `headers` add to the browser's
 * (requestHeaders: the encoding, a member's session cookie).
 */
export async function run(
  url: string,
  pids: number[],
  options: { connections: number; seconds: number; warmupSeconds: number; headers?: Record<string, string>; paths?: string[] },
): Promise<Run> {
  const headers = options.headers ?? {};
  if (options.warmupSeconds > 0) await fire(url, headers, options.connections, options.warmupSeconds, options.paths);
  const times: number[] = [];
  let bytes = 0;
  let open = false;
  let opened = 0;
  let seconds = 0;
  let cpuBefore: number | null = null;
  let cpuAfter: number | null = null;
  const close = () => {
    if (!open) return;
    open = false;
    cpuAfter = totalCpuMs(pids);
    seconds = (performance.now() - opened) / 1000;
  };
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: LEAD_SECONDS + options.seconds + TRAIL_SECONDS,
    timeout: 30,
    headers: { ...BROWSER_HEADERS, ...headers },
    ...roundRobin(options.paths),
  });
  instance.on("response", (_client, _status, resBytes, responseTime) => {
    if (!open) return;
    times.push(responseTime);
    bytes += resBytes;
  });
  const timers = [
    setTimeout(() => {
      cpuBefore = totalCpuMs(pids);
      opened = performance.now();
      open = true;
    }, LEAD_SECONDS * 1000),
    setTimeout(close, (LEAD_SECONDS + options.seconds) * 1000),
  ];
  const result = await instance;
  close(); // a load cut short ends the window with it
  for (const timer of timers) clearTimeout(timer);
  return {
    times,
    seconds,
    bytes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

/**
 * Each server's CPU time per second while no load is sent (timers, the job queue's polling):
 * what a process costs by being there, measured over the same `seconds` for all, ms per second.
 */
export async function idleCpuMsPerSecond(servers: { pids: number[] }[], seconds: number): Promise<(number | null)[]> {
  const before = servers.map((server) => totalCpuMs(server.pids));
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const elapsed = (performance.now() - started) / 1000;
  return servers.map((server, i) => {
    const after = totalCpuMs(server.pids);
    const first = before[i];
    return first === null || after === null ? null : round2((after - first) / elapsed);
  });
}

/** Pools the runs of one URL on one server. */
export function summarize(runs: Run[]): Measurement {
  const sorted = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const total = sorted.reduce((sum, t) => sum + t, 0);
  const cpu = runs.every((r) => r.cpuMs !== null) ? runs.reduce((sum, r) => sum + r.cpuMs!, 0) : null;
  return {
    requests: sorted.length,
    seconds: round2(seconds),
    rps: round2(sorted.length / seconds),
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
    p99: round2(percentile(sorted, 99)),
    mean: round2(sorted.length ? total / sorted.length : NaN),
    max: round2(sorted.at(-1) ?? NaN),
    cpuMsPerRequest: cpu === null || sorted.length === 0 ? null : round2(cpu / sorted.length),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    timeouts: runs.reduce((sum, r) => sum + r.timeouts, 0),
    bytesPerResponse: sorted.length ? Math.round(runs.reduce((sum, r) => sum + r.bytes, 0) / sorted.length) : 0,
    rounds: runs.map((r) => {
      const own = r.times.slice().sort((a, b) => a - b);
      const cpuMsPerRequest = r.cpuMs === null || own.length === 0 ? null : round2(r.cpuMs / own.length);
      return { rps: round2(own.length / r.seconds), p95: round2(percentile(own, 95)), cpuMsPerRequest };
    }),
  };
}
