// What the benchmark prints at the end: per database the table of every URL (page cache off as
// the main figures, the static server and the cached app beside them), P2 and the scale-out, then
// one summary of every goal with PASS/FAIL.
import type { Measurement } from "./load";
import type { DatabaseReport, Goal } from "./report-types";

export function fmt(value: number): string {
  if (!Number.isFinite(value)) return "–";
  if (value >= 100) return Math.round(value).toLocaleString("en-US");
  if (value >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

const cpu = (m: Measurement | null) => (m === null || m.cpuMsPerRequest === null ? "–" : fmt(m.cpuMsPerRequest));

/** A Markdown table: the first column left-aligned, the others right-aligned (or all left with `left`). */
export function table(header: string[], rows: string[][], left = false) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const atLeft = (i: number) => left || i === 0;
  const line = (cells: string[]) =>
    "| " + cells.map((c, i) => (atLeft(i) ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ") + " |";
  console.log(line(header));
  console.log("|" + widths.map((w, i) => (atLeft(i) ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|");
  for (const row of rows) console.log(line(row));
}

export function printTable(report: DatabaseReport) {
  console.log(
    `\n${report.database}: ${report.judgments.toLocaleString("en-US")} judgments, ${report.listed.toLocaleString("en-US")} listed; ` +
      `search matches ${report.searchMatches.toLocaleString("en-US")}; load average before ${report.loadBefore.join(" ")}`,
  );
  console.log(
    `App with the page cache off (PAGE_CACHE_SECONDS=0), the static server, and the app with its 5 s cache; ` +
      `Accept-Encoding: ${report.encoding.acceptEncoding ?? "none"} (--encoding=${report.encoding.option}; the static server compresses as the app does):`,
  );
  table(
    [
      "request",
      "app req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "CPU ms/resp",
      "static req/s",
      "p95 ms",
      "CPU ms/resp",
      "app/static",
      "cached req/s",
      "p95 ms",
      "CPU ms/resp",
      "HTML bytes",
    ],
    report.results.map((r) => [
      r.name,
      fmt(r.app.rps),
      fmt(r.app.p50),
      fmt(r.app.p95),
      fmt(r.app.p99),
      cpu(r.app),
      fmt(r.static.rps),
      fmt(r.static.p95),
      cpu(r.static),
      `${(r.appToStaticRps * 100).toFixed(1)}%`,
      r.cached ? fmt(r.cached.rps) : "–",
      r.cached ? fmt(r.cached.p95) : "–",
      cpu(r.cached),
      r.htmlBytes.toLocaleString("en-US"),
    ]),
  );
  if (report.comparables) {
    const c = report.comparables;
    const detail = report.results.find((r) => r.key === "detail");
    console.log(
      `\nComparable sales (in process, ${c.connections} callers over ${c.subjects} listings; found ${Object.entries(c.found)
        .map(([place, n]) => `${place} ${n}`)
        .join(", ")}):`,
    );
    table(
      ["request", "per s", "p50 ms", "p95 ms", "p99 ms"],
      [
        ["comparable sales query", fmt(c.rps), fmt(c.p50), fmt(c.p95), fmt(c.p99)],
        ...(detail ? [["judgment page (HTTP)", fmt(detail.app.rps), fmt(detail.app.p50), fmt(detail.app.p95), fmt(detail.app.p99)]] : []),
      ],
    );
  }
  printCompression(report);
  if (report.bare) {
    const { app, bare } = report.bare;
    console.log(`\nP2: ${report.bare.path}, the app (page cache off) beside a bare render of the same routes with the same data:`);
    table(
      ["server", "req/s", "p50 ms", "p95 ms", "CPU ms/resp", "HTML bytes"],
      [
        ["app", fmt(app.rps), fmt(app.p50), fmt(app.p95), cpu(app), report.bare.appHtmlBytes.toLocaleString("en-US")],
        ["bare render", fmt(bare.rps), fmt(bare.p50), fmt(bare.p95), cpu(bare), report.bare.bareHtmlBytes.toLocaleString("en-US")],
      ],
    );
  }
  if (report.scaleOut) {
    const { idleCpuMsPerSecond: idle } = report.scaleOut;
    console.log(
      `\nScale-out (${report.scaleOut.method}; page cache off; ${report.scaleOut.cpus} cores), and its control: the bare render of the same page ` +
        `(no database, nothing shared) as 1 and 2 workers. Without load the app costs ${idle.one ?? "–"} ms of CPU per second as 1 process, ${idle.two ?? "–"} as 2:`,
    );
    const cpuRatio = (one: Measurement, two: Measurement) =>
      one.cpuMsPerRequest && two.cpuMsPerRequest ? (two.cpuMsPerRequest / one.cpuMsPerRequest).toFixed(2) : "–";
    table(
      [
        "request",
        "1 process req/s",
        "CPU ms/resp",
        "2 processes req/s",
        "CPU ms/resp",
        "req/s ratio",
        "CPU ratio",
        "bare 1 CPU",
        "bare 2 CPU",
        "bare CPU ratio",
      ],
      report.scaleOut.requests.map((r) => [
        r.name,
        fmt(r.one.rps),
        cpu(r.one),
        fmt(r.two.rps),
        cpu(r.two),
        `${(r.two.rps / r.one.rps).toFixed(2)}×`,
        cpuRatio(r.one, r.two),
        cpu(r.bareOne),
        cpu(r.bareTwo),
        cpuRatio(r.bareOne, r.bareTwo),
      ]),
    );
  }
}

/** Each page compressed by node:zlib alone: bytes and CPU ms per page, the app's levels marked. */
function printCompression(report: DatabaseReport) {
  const codecs = report.compression[0]?.codecs ?? [];
  if (codecs.length === 0) return;
  console.log("\nCompression alone (node:zlib on each page's HTML, one call at a time; * the app's level): bytes, CPU ms per page");
  table(
    ["page", "HTML bytes", ...codecs.map((c) => `${c.codec}${c.app ? "*" : ""}`)],
    report.compression.map((page) => [
      page.name,
      page.htmlBytes.toLocaleString("en-US"),
      ...page.codecs.map((c) => `${c.bytes.toLocaleString("en-US")} B, ${c.cpuMs.toFixed(3)} ms`),
    ]),
  );
}

export const verdict = (goal: Goal) => (goal.informational ? (goal.pass ? "info: met" : "info: not met") : goal.pass ? "PASS" : "FAIL");

/** One line per goal, grouped by where it was measured. */
export function printSummary(heading: string, groups: { scope: string; goals: Goal[] }[]) {
  console.log(`\n================ Goals (${heading})`);
  const rows = groups.flatMap(({ scope, goals }) => goals.map((g) => [verdict(g), scope, g.name, String(g.value), g.limit]));
  table(["", "where", "goal", "value", "limit"], rows, true);
  const all = groups.flatMap((g) => g.goals).filter((g) => !g.informational);
  const failed = all.filter((g) => !g.pass).length;
  console.log(`\n${all.length - failed} of ${all.length} goals met${failed ? `; ${failed} FAILED` : ""}.`);
}
