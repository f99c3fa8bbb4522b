// `npm run dev` (the README's development server: Vite's middleware, hot reload) serves pages. It
// once answered 500 on every page: Node loaded react-router's production build for the Express
// adapter while Vite loaded its development build for the app, so the adapter refused the app's
// RouterContextProvider as "Invalid `context` value".
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { usingPostgres } from "../support/db";

let child: ChildProcess | null = null;
let dataDir: string | null = null;

afterAll(async () => {
  if (child?.pid) process.kill(-child.pid, "SIGTERM");
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function waitFor(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

// Once is enough: the database driver is not what this checks.
describe.skipIf(usingPostgres())("npm run dev", { timeout: 240_000 }, () => {
  it("serves the home page and the browse page", async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "jx-dev-"));
    const port = 3600 + Math.floor(Math.random() * 300);
    let log = "";
    child = spawn("npm", ["run", "dev"], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED: "none" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (chunk) => (log += chunk));
    child.stderr!.on("data", (chunk) => (log += chunk));
    // On a failure, what the server printed says why (it never came up, or stopped).
    const home = await waitFor(`http://127.0.0.1:${port}/`, Date.now() + 200_000).catch((error: unknown) => {
      throw new Error(
        `npm run dev did not answer on port ${port} (exit code ${child?.exitCode ?? "none: still running"}):\n${log.slice(-4000)}`,
        {
          cause: error,
        },
      );
    });
    expect(home.status, log).toBe(200);
    expect(await home.text()).toContain("<html");
    const browse = await fetch(`http://127.0.0.1:${port}/judgments`);
    expect(browse.status, log).toBe(200);
  });
});
