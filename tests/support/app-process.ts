// Real app processes for tests: `node server.js` from the production build (built here when
// build/ is missing or older than the sources), on a free port, with its own environment, and a
// small HTTP client with a cookie jar that sends what a browser's form or fetch would.
import { freePort } from "../../scripts/bench/servers";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CookieJar } from "./app";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsCurrent(): boolean {
  const entry = path.join(ROOT, "build", "server", "index.js");
  const sources = Math.max(newestMtime(path.join(ROOT, "app")), newestMtime(path.join(ROOT, "server")));
  return fs.existsSync(entry) && fs.statSync(entry).mtimeMs >= sources;
}

/**
 * Builds the app (`react-router build`) unless build/ is newer than app/ and server/. Test files
 * run two at a time: a lock folder keeps a second file from building into the same build/ at once
 * (it waits, then finds the build current).
 */
export function ensureProductionBuild(): void {
  if (buildIsCurrent()) return;
  const lock = path.join(ROOT, ".build-lock");
  const waitUntil = Date.now() + 300_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > waitUntil) throw new Error(`${lock} is held for 5 minutes: remove it if no build is running`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    if (buildIsCurrent()) return;
    const cli = path.join(ROOT, "node_modules", "@react-router", "dev", "bin.cjs");
    const result = spawnSync(process.execPath, [cli, "build"], { cwd: ROOT, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`react-router build failed:\n${result.stdout}\n${result.stderr}`);
  } finally {
    fs.rmdirSync(lock);
  }
}

export type AppProcess = {
  name: string;
  origin: string;
  output(): string;
  stop(): Promise<void>;
};

/** Starts `node server.js` (production) with `env` on a free port and waits until it serves /about. */
export async function startAppProcess(name: string, env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env };
  for (const key of ["DB_DRIVER", "TEST_DATABASE_URL", "VITEST", "VITEST_POOL_ID", "VITEST_WORKER_ID"]) delete childEnv[key];
  const child: ChildProcess = spawn(process.execPath, ["server.js"], { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout!.on("data", (chunk) => (log = (log + chunk).slice(-20_000)));
  child.stderr!.on("data", (chunk) => (log = (log + chunk).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const app: AppProcess = {
    name,
    origin,
    output: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before serving:\n${log}`);
    try {
      const response = await fetch(`${origin}/about`);
      await response.arrayBuffer();
      if (response.ok) return app;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await app.stop();
      throw new Error(`${name} did not serve within 60 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A browser-like client: one cookie jar across whichever processes it talks to; no redirects followed. */
export class Client {
  readonly jar = new CookieJar();

  async get(app: AppProcess, pathname: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(app, pathname, { method: "GET", headers });
  }

  /** A form post, as a browser sends it from the app's own page. */
  async form(app: AppProcess, pathname: string, fields: Record<string, string>): Promise<Response> {
    return this.send(app, pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.origin },
      body: new URLSearchParams(fields),
    });
  }

  /** A fetch to the JSON API (`/api/…`): the X-Requested-With header the request guard wants. */
  async api(
    app: AppProcess,
    pathname: string,
    init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    return this.send(app, pathname, {
      method: init.method ?? "GET",
      headers: { origin: app.origin, "x-requested-with": "XMLHttpRequest", ...init.headers },
      body: init.body,
    });
  }

  private async send(app: AppProcess, pathname: string, init: { method: string; headers: Record<string, string>; body?: BodyInit }) {
    const cookie = this.jar.header();
    const response = await fetch(app.origin + pathname, {
      method: init.method,
      headers: { "user-agent": "Mozilla/5.0 (two-processes test)", ...init.headers, ...(cookie ? { cookie } : {}) },
      body: init.body,
      redirect: "manual",
    });
    this.jar.take(response);
    return response;
  }
}
