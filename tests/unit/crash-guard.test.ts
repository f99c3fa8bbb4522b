// Issue 27 A: a crash inside one request's handler never stops the process. A small server
// (tests/support/crash-guard-server.ts) throws inside a stream callback, emits a stream 'error'
// nobody listens to, and rejects a promise nobody awaits; with the app's crash guard installed it
// answers the next request, without it Node exits (the check that the test can fail).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill("SIGKILL");
  child = null;
});

async function startServer(mode: "guarded" | "bare") {
  // Node itself with tsx's loader, not the tsx command: that one runs the server in a child of its
  // own, which the SIGKILL after each test did not reach (the servers outlived the test run).
  child = spawn(process.execPath, ["--import", "tsx", "tests/support/crash-guard-server.ts", mode], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child!.stdout!.on("data", (chunk) => {
      const match = /listening (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child!.once("exit", () => reject(new Error(`the server exited before listening: ${output}`)));
  });
  return { port, exited, output: () => output };
}

/** Sends a request whose handler fails; it never answers, so the client gives up after a moment. */
async function trigger(port: number, pathname: string, wait = 500) {
  await fetch(`http://127.0.0.1:${port}${pathname}`, { signal: AbortSignal.timeout(wait) }).catch(() => undefined);
}

/**
 * Triggers a failure until the guard has logged it: on a loaded machine the client may give up
 * before the request reached its handler, and a failure not yet made proves nothing.
 */
async function failUntilLogged(server: Awaited<ReturnType<typeof startServer>>, pathname: string, line: string) {
  const deadline = Date.now() + 20_000;
  while (!server.output().includes(line)) {
    if (Date.now() > deadline) throw new Error(`the guard never logged "${line}":\n${server.output()}`);
    await trigger(server.port, pathname);
  }
}

const answers = async (port: number) => {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/ok`, { signal: AbortSignal.timeout(5_000) });
    return (await response.text()) === "ok";
  } catch {
    return false;
  }
};

describe("the crash guard", () => {
  it("keeps serving after a throw in a stream callback, an unheard stream error and an unhandled rejection", async () => {
    const server = await startServer("guarded");
    const failures: [string, string][] = [
      ["/throw-in-stream", "guard: Uncaught exception: Error: thrown inside a stream callback"],
      ["/stream-error", "guard: Uncaught exception: Error: Part terminated early"],
      ["/reject", "guard: Unhandled promise rejection: Error: nobody waits for this"],
    ];
    for (const [failure, line] of failures) {
      await failUntilLogged(server, failure, line);
      expect(await answers(server.port), `after ${failure}`).toBe(true);
    }
  });

  it("is what keeps it up: without it the same throw stops the process", async () => {
    const server = await startServer("bare");
    // The process dies with the request, so the client hears of it at once.
    await trigger(server.port, "/throw-in-stream", 10_000);
    expect(await server.exited).not.toBe(0);
  });
});
