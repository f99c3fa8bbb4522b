// npx tsx scripts/bench/judgment-page.ts [options]
//
// The judgment page alone on PostgreSQL (docs/decisions/0041-judgment-page-by-audience.md): p50,
// p95 and the app's CPU time per response for a visitor and for a signed-in member, the page cache
// off (PAGE_CACHE_SECONDS=0, what members always get). The two are measured in turns, round after
// round, so a slow moment of the shared machine spreads over both. The listing is the one
// `npm run bench` measures (an active judgment from the middle of the table); the member is the bench's
// own (BENCH_MEMBER; else a demo member who does not own it), given a session written straight into
// the database (and removed after).
//
// Needs the bench database (`npm run bench -- --only=postgres --explain-only` builds it) and a
// production build in the app root measured.
//
// Options:
//   --root=DIR        the app to start (server.js and its build/); default this checkout
//   --base=DIR        also start this app (another commit: `git archive <commit> | tar -x -C DIR`, link
//                     node_modules, build there) and measure both in turns, each page of each app once
//                     per round: before and after side by side, under the same load of the machine
//   --seconds=S       measured seconds per page and round (default 5)
//   --rounds=N        rounds (default 4: each app goes first in half of them)
//   --warmup=S        warm-up seconds per page before the first round (default 3)
//   --connections=N   concurrent connections (default 10)
//   --encoding=E      the Accept-Encoding sent: browser (default, as `npm run bench`), gzip, br, zstd or none
//
// DATABASE_URL when set, else postgres://postgres@127.0.0.1:5432/jx_bench.
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { BENCH_MEMBER } from "./database";
import { ACCEPT_ENCODING, requestHeaders, run, summarize, type Encoding, type Run } from "./load";
import { freePort, killAllSync, startApp, type Server } from "./servers";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

function parseArgs(argv: string[]) {
  const options: {
    root: string;
    base: string | null;
    seconds: number;
    rounds: number;
    warmup: number;
    connections: number;
    encoding: Encoding;
  } = {
    root: ROOT,
    base: null,
    seconds: 5,
    rounds: 4,
    warmup: 3,
    connections: 10,
    encoding: "browser",
  };
  for (const arg of argv) {
    const [name, value] = arg.replace(/^--/, "").split("=", 2);
    if (name === "root" || name === "base") options[name] = path.resolve(value);
    else if (name === "encoding") {
      if (!value || !(value in ACCEPT_ENCODING)) throw new Error(`--encoding is one of ${Object.keys(ACCEPT_ENCODING).join(", ")}`);
      options.encoding = value as Encoding;
    } else if (name === "seconds" || name === "rounds" || name === "warmup" || name === "connections") {
      const n = Number(value);
      if (!Number.isInteger(n) || n < (name === "warmup" ? 0 : 1)) throw new Error(`--${name} needs a whole number`);
      options[name] = n;
    } else throw new Error(`Unknown argument: ${arg}`);
  }
  return options;
}

/** The listing `npm run bench` measures, and its member (else a demo member, no administrator) who does not own it. */
async function pickPage(client: pg.Client): Promise<{ judgmentId: number; memberId: number }> {
  const { rows: listing } = await client.query<{ id: number; seller_id: number }>(
    `select id, seller_id from judgments where status = 'active'
       and id >= (select (min(id) + max(id)) / 2 from judgments) order by id limit 1`,
  );
  if (!listing[0]) throw new Error("No active judgment: build the bench database first.");
  // The member `npm run bench` signs in (BENCH_MEMBER) when the bench database has it: the same
  // navbar and the same page, so the figures compare with the main bench's.
  const { rows: member } = await client.query<{ id: number }>(
    `select id from users u where u.id <> $1 and not exists (select 1 from user_roles r where r.user_id = u.id)
       order by (u.email = $2) desc, id limit 1`,
    [listing[0].seller_id, BENCH_MEMBER.email],
  );
  if (!member[0]) throw new Error("No demo member to sign in as.");
  return { judgmentId: Number(listing[0].id), memberId: Number(member[0].id) };
}

/** A session for the member, as app/server/session.ts writes one: the cookie carries the token, the row its hash. */
async function signIn(client: pg.Client, userId: number): Promise<{ cookie: string; sessionId: string }> {
  const token = randomBytes(32).toString("base64url");
  const sessionId = createHash("sha256").update(token).digest("hex");
  await client.query(`insert into sessions (id, user_id, data, expires_at) values ($1, $2, '{}', now() + interval '1 day')`, [
    sessionId,
    userId,
  ]);
  return { cookie: `jx_session=${token}`, sessionId };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/jx_bench";
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const servers: Server[] = [];
  let sessionId: string | null = null;
  try {
    const { judgmentId, memberId } = await pickPage(client);
    const session = await signIn(client, memberId);
    sessionId = session.sessionId;
    const roots = options.base ? [options.base, options.root] : [options.root];
    const apps: { label: string; server: Server }[] = [];
    for (const root of roots) {
      const server = await startApp(root, await freePort(), { databaseUrl }, { pageCacheSeconds: 0 });
      servers.push(server);
      apps.push({ label: root === options.base ? "base" : "this", server });
    }
    const pages: { name: string; headers: Record<string, string> }[] = [
      { name: "visitor", headers: requestHeaders(options.encoding) },
      { name: "member", headers: requestHeaders(options.encoding, { cookie: session.cookie }) },
    ];
    // Every page answers (a member's says who is signed in), or the figures mean nothing.
    for (const { server } of apps) {
      for (const page of pages) {
        const response = await fetch(`${server.url}/judgments/${judgmentId}`, {
          headers: page.headers.cookie ? { cookie: page.headers.cookie } : {},
        });
        const html = await response.text();
        if (response.status !== 200) throw new Error(`${page.name}: ${response.status}`);
        if (page.name === "member" && !html.includes('action="/logout"')) throw new Error("member: the page shows no signed-in member");
      }
    }
    const runs = new Map<string, Run[]>();
    for (let round = 0; round < options.rounds; round++) {
      for (const page of pages) {
        // Each app first in every other round: the one measured first in a pair came out slower,
        // by up to a quarter with the same code in both (an A/A run), whichever it was.
        for (const { label, server } of round % 2 === 0 ? apps : [...apps].reverse()) {
          const key = `${label} ${page.name}`;
          if (!runs.has(key)) runs.set(key, []);
          runs.get(key)!.push(
            await run(`${server.url}/judgments/${judgmentId}`, server.pids, {
              connections: options.connections,
              seconds: options.seconds,
              warmupSeconds: round === 0 ? options.warmup : 0,
              headers: page.headers,
            }),
          );
        }
      }
    }
    console.log(
      `judgment ${judgmentId}, member ${memberId}, ${options.connections} connections, Accept-Encoding ${options.encoding}; this: ${options.root}; base: ${options.base ?? "-"}`,
    );
    console.log("| app, page | requests | req/s | p50 ms | p95 ms | p99 ms | CPU ms/response | its rounds | non-2xx |");
    console.log("|---|---|---|---|---|---|---|---|---|");
    for (const [key, keyRuns] of runs) {
      const m = summarize(keyRuns);
      const rounds = m.rounds.map((r) => r.cpuMsPerRequest ?? "?").join(", ");
      console.log(
        `| ${key} | ${m.requests} | ${m.rps} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.cpuMsPerRequest ?? "?"} | ${rounds} | ${m.non2xx} |`,
      );
    }
  } finally {
    for (const server of servers) await server.stop();
    if (sessionId) await client.query("delete from sessions where id = $1", [sessionId]);
    await client.end();
  }
}

main().catch((error) => {
  killAllSync();
  console.error(error);
  process.exit(1);
});
