// The processes the benchmark starts: the real app (`node server.js`, the production build) and
// the static yardstick server. Every child is tracked so that it is stopped on success, on error
// and on Ctrl-C alike.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

export type Server = { name: string; url: string; pid: number; stop(): Promise<void>; output(): string };

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

/**
 * Starts the production build on `port` with rate limits off, as the local demo (127.0.0.1: the
 * bench databases hold the demo accounts, which only the local demo may serve without SEED=demo).
 */
export async function startApp(root: string, port: number, database: AppDatabase): Promise<Server> {
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
  if ("databaseUrl" in database) env.DATABASE_URL = database.databaseUrl;
  else env.DATA_DIR = database.dataDir;
  const child = spawn(process.execPath, ["server.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const url = `http://127.0.0.1:${port}`;
  const server = track("app server", child, url);
  try {
    await waitUntilServing(server, child, `${url}/about`, 180_000);
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
