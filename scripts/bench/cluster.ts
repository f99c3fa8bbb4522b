// The benchmark's scale-out: N app processes (`server.js`, the production build, unchanged) as
// workers of Node's cluster module, sharing one port. The primary accepts each connection and
// hands it to the next worker in turn (round-robin, Node's default on Linux); from then on the
// worker owns the socket, so with keep-alive connections the primary costs next to nothing and no
// proxy process sits in the path. Chosen over a round-robin HTTP proxy in Node, which would parse
// and copy every request and response and, on a 2-core machine, cost about as much CPU as the app.
// The scale-out's control, the bare render as one and two workers, runs through the same script
// (another script and its arguments in place of server.js).
//
//   node scripts/bench/cluster.ts <workers>     (with the app's environment: PORT, DATABASE_URL, …)
//   node scripts/bench/cluster.ts <workers> <script> [arguments…]
// Prints "worker <pid> listening" per worker; stops the workers on SIGTERM or SIGINT.
import cluster from "node:cluster";
import path from "node:path";

const [workersText, script, ...scriptArgs] = process.argv.slice(2);
const workers = Number(workersText);
if (!Number.isInteger(workers) || workers < 1) {
  console.error("Usage: node scripts/bench/cluster.ts <workers> [script [arguments…]]");
  process.exit(2);
}

cluster.schedulingPolicy = cluster.SCHED_RR; // before setupPrimary
cluster.setupPrimary({
  exec: script ? path.resolve(script) : path.resolve(import.meta.dirname, "..", "..", "server.js"),
  args: scriptArgs,
});

let stopping = false;
cluster.on("listening", (worker) => console.log(`worker ${worker.process.pid} listening`));
cluster.on("exit", (worker, code, signal) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    return;
  }
  console.error(`worker ${worker.process.pid} exited (${code ?? signal}): stopping the cluster`);
  stop(1);
});

function stop(exitCode = 0) {
  stopping = true;
  const alive = Object.values(cluster.workers ?? {});
  if (alive.length === 0) process.exit(exitCode);
  for (const worker of alive) worker?.process.kill("SIGTERM");
  setTimeout(() => process.exit(exitCode), 10_000).unref();
}
process.once("SIGTERM", () => stop());
process.once("SIGINT", () => stop());

for (let i = 0; i < workers; i++) cluster.fork();
