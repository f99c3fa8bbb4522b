// npm run lighthouse [-- --url=http://127.0.0.1:3000 --runs=3 --port=4120 --json=<file>]
//
// Lighthouse's mobile run (its default configuration: a mid-range phone, simulated slow 4G and a 4×
// slower CPU) on the home page, /judgments, a judgment page and /sell/judgment, in Debian's Chromium
// (/usr/bin/chromium, or CHROME_PATH). Prints LCP, TBT, CLS and the performance score per page with
// PASS/FAIL against the goals, and exits 1 when one is missed.
//
// It builds nothing: without --url it starts the production build that is there (`npx react-router
// build` first) on the demo data in a throwaway folder, with the page cache off, and stops it at the
// end. Each page is measured --runs times (default 3) and every run is reported and judged: issue 28
// asks for the goals in each of three runs, not only in the median (an LCP that flips between runs
// is not met).
import { freePort } from "./bench/servers";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { parseArgs } from "./args";

/** Issue 28: LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS ≤ 0.02, in every run. */
export const LIGHTHOUSE_GOALS = { lcpMs: 1_200, tbtMs: 50, cls: 0.02 };

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export type LighthouseFigures = {
  page: string;
  /** 1, 2, 3… */
  run: number;
  url: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** 0–100 */
  score: number;
  /** What the LCP element was, as Lighthouse describes it. */
  lcpElement: string;
  pass: boolean;
};

const ROOT = path.resolve(import.meta.dirname, "..");

/** The production build on the demo data, in a throwaway folder; `stop()` also removes the folder. */
async function startDemoApp(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  if (!fs.existsSync(path.join(ROOT, "build", "server", "index.js"))) {
    throw new Error("No production build: run `npx react-router build` first.");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jx-lighthouse-"));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED: "demo", PAGE_CACHE_SECONDS: "0" };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const child: ChildProcess = spawn(process.execPath, ["server.js", "--demo"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const ok = await fetch(`${url}/about`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The app did not start on ${url}:\n${output.slice(-5_000)}`);
}

type Page = { page: string; url: string; cookie?: string };

/**
 * A visitor's session past the wizard's first step, so /sell/judgment shows the judgment step
 * (a visitor without one is sent to /sell/contact).
 */
async function wizardSession(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/sell/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ name: "Lighthouse Run", email: "lighthouse@example.com" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (response.headers.get("location")?.endsWith("/sell/judgment") !== true || !cookie) {
    throw new Error(`The wizard's contact step answered ${response.status} without moving on to /sell/judgment`);
  }
  return cookie;
}

/** The pages measured; the judgment page is the first one /judgments links to. */
async function pagesOf(baseUrl: string): Promise<Page[]> {
  const list = await fetch(`${baseUrl}/judgments`).then((response) => response.text());
  const id = /href="\/judgments\/(\d+)"/.exec(list)?.[1];
  if (!id) throw new Error(`No judgment linked from ${baseUrl}/judgments`);
  return [
    { page: "/", url: `${baseUrl}/` },
    { page: "/judgments", url: `${baseUrl}/judgments` },
    { page: `/judgments/${id}`, url: `${baseUrl}/judgments/${id}` },
    { page: "/sell/judgment", url: `${baseUrl}/sell/judgment`, cookie: await wizardSession(baseUrl) },
  ];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function figuresOf(page: string, run: number, url: string, lhr: Lhr): LighthouseFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpMs = audit("largest-contentful-paint");
  const tbtMs = audit("total-blocking-time");
  const cls = audit("cumulative-layout-shift");
  // The LCP element: the node item of the LCP breakdown insight.
  const breakdown = lhr.audits["lcp-breakdown-insight"]?.details as
    { items?: { type?: string; snippet?: string; nodeLabel?: string }[] } | undefined;
  const node = breakdown?.items?.find((item) => item.type === "node");
  const lcpElement = node ? `${node.snippet ?? ""} ${node.nodeLabel ?? ""}`.slice(0, 120) : "?";
  const pass = lcpMs <= LIGHTHOUSE_GOALS.lcpMs && tbtMs <= LIGHTHOUSE_GOALS.tbtMs && cls <= LIGHTHOUSE_GOALS.cls;
  return { page, run, url, lcpMs, tbtMs, cls, score: Math.round((lhr.categories.performance?.score ?? 0) * 100), lcpElement, pass };
}

/**
 * Lighthouse's mobile run on the four pages of `baseUrl` (an app already serving), each page `runs`
 * times, every run. `keepReports`: a folder to write each run's full JSON report to.
 */
export async function measureLighthouse(
  baseUrl: string,
  options: { runs?: number; keepReports?: string } = {},
): Promise<LighthouseFigures[]> {
  const runs = Math.max(1, options.runs ?? 3);
  const pages = await pagesOf(baseUrl);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const { page, url, cookie } of pages) {
      for (let run = 1; run <= runs; run++) {
        const flags = { port: chrome.port, output: "json" as const, logLevel: "error" as const, onlyCategories: ["performance"] };
        const result = await lighthouse(url, cookie ? { ...flags, extraHeaders: { Cookie: cookie } } : flags);
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
        figures.push(figuresOf(page, run, url, result.lhr));
        if (options.keepReports) {
          fs.mkdirSync(options.keepReports, { recursive: true });
          const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "-");
          fs.writeFileSync(path.join(options.keepReports, `${name}-run${run}.json`), JSON.stringify(result.lhr, null, 1));
        }
      }
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

export function printLighthouse(figures: LighthouseFigures[]): void {
  const { lcpMs, tbtMs, cls } = LIGHTHOUSE_GOALS;
  console.log(`Lighthouse, mobile, every run (goals in each: LCP ≤ ${lcpMs / 1000} s, TBT ≤ ${tbtMs} ms, CLS ≤ ${cls}):`);
  const width = Math.max(...figures.map((figure) => figure.page.length));
  for (const figure of figures) {
    console.log(
      `${figure.pass ? "PASS" : "FAIL"}  ${figure.page.padEnd(width)}  run ${figure.run}  LCP ${(figure.lcpMs / 1000).toFixed(2)} s` +
        `  TBT ${Math.round(figure.tbtMs)} ms  CLS ${figure.cls.toFixed(3)}  score ${figure.score}  LCP element: ${figure.lcpElement}`,
    );
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log("npm run lighthouse [-- --url=<running app> --runs=<n> --port=<port> --reports=<folder>]");
    return;
  }
  const app = args.url ? null : await startDemoApp(args.port ? Number(args.port) : await freePort());
  const stopApp = () => app?.stop();
  process.once("SIGINT", () => void stopApp()?.finally(() => process.exit(130)));
  try {
    const baseUrl = (args.url ?? app!.url).replace(/\/$/, "");
    const figures = await measureLighthouse(baseUrl, { runs: args.runs ? Number(args.runs) : undefined, keepReports: args.reports });
    printLighthouse(figures);
    if (figures.some((figure) => !figure.pass)) process.exitCode = 1;
  } finally {
    await stopApp();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
