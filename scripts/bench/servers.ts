// The processes the benchmark starts: the real app (`node server.js`, the production build, alone
// or as N workers of a cluster), the static yardstick server and the bare render server. Every
// child is tracked so that it is stopped on success, on error and on Ctrl-C alike.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

export type Server = {
  name: string;
  url: string;
  pid: number;
  /** The processes that do the work, whose CPU time is measured: `pid`, or a cluster's workers and primary. */
  pids: number[];
  stop(): Promise<void>;
  output(): string;
};

const running = new Set<ChildProcess>();

/** Last resort when the benchmark exits: kill whatever is still running (synchronously). */
export function killAllSync(): void {
  for (const child of running) {
    try {
      child.kill("SIGKILL");
    } catch {
      // already gone
    }
  }
  running.clear();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function track(name: string, child: ChildProcess, url: string): Server {
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", () => running.delete(child));
  return {
    name,
    url,
    pid: child.pid ?? -1,
    pids: [child.pid ?? -1],
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 10_000).unref());
      if ((await Promise.race([exited, timeout])) === "timeout") {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}

/** Polls `url` until it answers 200 (or the process dies, or the time runs out). */
async function waitUntilServing(server: Server, child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${server.name} exited (${child.exitCode ?? child.signalCode}) before serving:\n${server.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.name} did not serve ${url} within ${timeoutMs / 1000} s:\n${server.output()}`);
}

export type AppDatabase = { databaseUrl: string } | { dataDir: string };

export type AppOptions = {
  /** Seconds of the visitors' page cache (server/page-cache.ts): 0 turns it off; unset, the app's default. */
  pageCacheSeconds?: number;
  /** Seconds the figures that are the same for everyone are kept (FIGURES_CACHE_SECONDS); unset, the app's default. */
  figuresCacheSeconds?: number;
  /** Run as this many workers of Node's cluster module (scripts/bench/cluster.ts) instead of one process. */
  workers?: number;
};

function appEnv(port: number, database: AppDatabase, options: AppOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: "production",
    RATE_LIMIT: "off",
    DEMO: "1",
    HOST: "127.0.0.1",
    SEED: "none",
    SESSION_SECRET: "bench-session-secret-not-for-production-use-000000",
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  delete env.PUBLIC_URL;
  delete env.PAGE_CACHE_SECONDS;
  delete env.FIGURES_CACHE_SECONDS;
  if ("databaseUrl" in database) env.DATABASE_URL = database.databaseUrl;
  else env.DATA_DIR = database.dataDir;
  if (options.pageCacheSeconds !== undefined) env.PAGE_CACHE_SECONDS = String(options.pageCacheSeconds);
  if (options.figuresCacheSeconds !== undefined) env.FIGURES_CACHE_SECONDS = String(options.figuresCacheSeconds);
  return env;
}

/**
 * Starts the production build on `port` with rate limits off, as the local demo (127.0.0.1: the
 * bench databases hold the demo accounts, which only the local demo may serve without SEED=demo).
 * With `workers`, the cluster script forks that many `server.js` workers sharing the port.
 */
export async function startApp(root: string, port: number, database: AppDatabase, options: AppOptions = {}): Promise<Server> {
  const env = appEnv(port, database, options);
  const args = options.workers ? [path.join(root, "scripts", "bench", "cluster.ts"), String(options.workers)] : ["server.js"];
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const url = `http://127.0.0.1:${port}`;
  const cache = options.pageCacheSeconds === 0 ? "uncached" : "cached";
  const server = track(options.workers ? `app cluster (${options.workers} workers, ${cache})` : `app server (${cache})`, child, url);
  try {
    await waitUntilServing(server, child, `${url}/about`, 180_000);
    if (options.workers) server.pids = await clusterPids(server, options.workers);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** The cluster's primary prints "worker <pid> listening" per worker; its own pid comes first. */
async function clusterPids(server: Server, workers: number): Promise<number[]> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const pids = [...server.output().matchAll(/^worker (\d+) listening$/gm)].map((m) => Number(m[1]));
    if (pids.length >= workers) return [server.pid, ...pids.slice(0, workers)];
    if (Date.now() > deadline) throw new Error(`${server.name}: only ${pids.length} workers listening:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts the bare render server (scripts/bench/bare-render.ts): React Router's document render of
 * the build's routes for `path`, with the loader data the app at `appUrl` answered once. With
 * `workers`, that many of it as workers of a cluster (scripts/bench/cluster.ts), as the app's
 * scale-out runs: the scale-out's control.
 */
export async function startBare(root: string, port: number, appUrl: string, pagePath: string, workers?: number): Promise<Server> {
  const script = path.join(root, "scripts", "bench", "bare-render.ts");
  const args = [script, appUrl, pagePath, String(port)];
  const child = spawn(process.execPath, workers ? [path.join(root, "scripts", "bench", "cluster.ts"), String(workers), ...args] : args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = `http://127.0.0.1:${port}`;
  const server = track(workers ? `bare render cluster (${workers} workers)` : "bare render server", child, url);
  try {
    await waitUntilServing(server, child, `${url}${pagePath}`, 60_000);
    if (workers) server.pids = await clusterPids(server, workers);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Starts the static server with the pages file written by the benchmark. */
export async function startStatic(root: string, port: number, pagesFile: string, readyPath: string): Promise<Server> {
  const script = path.join(root, "scripts", "bench", "static-server.ts");
  const child = spawn(process.execPath, [script, pagesFile, String(port)], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  const url = `http://127.0.0.1:${port}`;
  const server = track("static server", child, url);
  try {
    await waitUntilServing(server, child, `${url}${readyPath}`, 30_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
