// Load runs with autocannon: a fixed number of keep-alive connections sending requests back to
// back for a fixed time. Every response time is kept (autocannon's own summary has no p95), so the
// percentiles are exact over the runs pooled. The server's own CPU time (user + system, from
// /proc) is read around each run: CPU milliseconds per request is the figure least moved by
// whatever else the machine is doing.
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

/** What a browser would send; a bot's User-Agent would skip the judgment page's view counting. */
const HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 jx-bench",
  accept: "text/html",
};

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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

async function fire(url: string, connections: number, seconds: number, times: number[] | null, headers: Record<string, string> = {}) {
  let bytes = 0;
  const instance = autocannon({ url, connections, duration: seconds, timeout: 30, headers: { ...HEADERS, ...headers } });
  instance.on("response", (_client, _status, resBytes, responseTime) => {
    if (times) times.push(responseTime);
    bytes += resBytes;
  });
  const result = await instance;
  return { result, bytes };
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
 * One measured run (after an optional warm-up) against `url`, served by the processes `pids`
 * (one, or every process of a cluster: their CPU times are summed). `headers` add to the browser's
 * (a member's session cookie, scripts/bench/judgment-page.ts).
 */
export async function run(
  url: string,
  pids: number[],
  options: { connections: number; seconds: number; warmupSeconds: number; headers?: Record<string, string> },
): Promise<Run> {
  if (options.warmupSeconds > 0) await fire(url, options.connections, options.warmupSeconds, null, options.headers);
  const times: number[] = [];
  const cpuBefore = totalCpuMs(pids);
  const started = performance.now();
  const { result, bytes } = await fire(url, options.connections, options.seconds, times, options.headers);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = totalCpuMs(pids);
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
