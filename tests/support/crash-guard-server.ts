// A tiny HTTP server for tests/unit/crash-guard.test.ts: its handlers fail the ways a request
// handler can fail outside any try/catch. With the argument `guarded` it installs the app's crash
// guard (server/crash-guard.ts) first, as server/app.ts does; without, it shows what Node does.
import http from "node:http";
import { Readable } from "node:stream";
import { installCrashGuard } from "../../server/crash-guard";

if (process.argv[2] === "guarded") installCrashGuard((what, error) => console.error(`guard: ${what}: ${String(error)}`));

const server = http.createServer((req, res) => {
  if (req.url === "/throw-in-stream") {
    // A throw inside a stream's callback: nothing up the stack can catch it.
    Readable.from(["a", "b"]).on("data", () => {
      throw new Error("thrown inside a stream callback");
    });
    return;
  }
  if (req.url === "/stream-error") {
    // An 'error' event with no listener, as the skipped upload part emitted (issue 27 A).
    const stream = new Readable({ read() {} });
    setImmediate(() => stream.destroy(new Error("Part terminated early")));
    return;
  }
  if (req.url === "/reject") {
    void Promise.reject(new Error("nobody waits for this"));
    return;
  }
  res.end("ok");
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : ""}`);
});
