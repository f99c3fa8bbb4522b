// The floor under the CPU goals (issue 28): what one page costs, in this process, at each layer the
// app adds. For each path it captures the page's loader data from a running app (`<path>.data`, as
// ./bare-render.ts does) and then measures, per render, after a warm-up, with process.cpuUsage():
//
//   a. render   the app's entry (app/entry.server.tsx: renderToString for a page that does not
//               hydrate) on a router context captured once: React and the route components only
//   b. handler  React Router's createRequestHandler over the build with each loader answering the
//               captured data (no middleware, no database): a web Request in, the HTML text out
//
// Run with Node's own type stripping (erasable TypeScript only), with the app running:
//   NODE_ENV=production [FLOOR_BUILD_DIR=<dir>/build] node scripts/bench/floor.ts <app url> [iterations] [path ...]
import { createRequestHandler, UNSAFE_decodeViaTurboStream as decodeViaTurboStream, type ServerBuild } from "react-router";
import { loadServerBuild } from "../server-build.ts";
import { hotBuild, isHotPath } from "../../server/hot-routes.ts";

if (process.env.NODE_ENV !== "production") {
  // React picks its build when first imported (before any line here runs): measure the app's.
  console.error("Run with NODE_ENV=production (React's production build, as the app runs).");
  process.exit(2);
}
const [appUrl, iterationsText, ...givenPaths] = process.argv.slice(2);
if (!appUrl) {
  console.error("Usage: node scripts/bench/floor.ts <app url> [iterations] [path ...]");
  process.exit(2);
}
const iterations = Number(iterationsText ?? 2000);
const paths = givenPaths.length ? givenPaths : ["/judgments", "/judgments?state_id=48&price_min=5000&price_max=20000", "/"];

const HEADERS = { "user-agent": "Mozilla/5.0 jx-floor", accept: "text/html" };

async function captureLoaderData(pagePath: string, cookie?: string): Promise<Record<string, unknown>> {
  const url = new URL(pagePath, appUrl);
  url.pathname = `${url.pathname === "/" ? "/_" : url.pathname.replace(/\/$/, "")}.data`;
  const ask = () => fetch(url, { headers: { ...HEADERS, ...(cookie ? { cookie } : {}) } });
  // A kept-alive socket the app closed while this process was busy measuring: ask again.
  const response = await ask().catch(ask);
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const decoded = await decodeViaTurboStream(response.body, globalThis as unknown as Window);
  await decoded.done;
  const data: Record<string, unknown> = {};
  for (const [routeId, result] of Object.entries(decoded.value as Record<string, { data?: unknown }>)) {
    if (result && typeof result === "object" && "data" in result) data[routeId] = result.data;
    else throw new Error(`${url}: route ${routeId} answered ${JSON.stringify(result).slice(0, 300)}`);
  }
  return data;
}

function bareBuild(build: ServerBuild, captured: Record<string, unknown>): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action, middleware, ...module } = route.module as typeof route.module & { middleware?: unknown };
    void action;
    void middleware;
    routes[id] = {
      ...route,
      module: { ...module, ...(loader && id in captured ? { loader: () => captured[id] } : {}) } as typeof route.module,
    };
  }
  return { ...build, routes };
}

/** CPU ms per call of `fn` over `n` calls, after `n / 5` unmeasured calls. */
async function cpuPerCall(n: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.max(50, n / 5); i++) await fn();
  const before = process.cpuUsage();
  for (let i = 0; i < n; i++) await fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / n;
}

const fakeLoadContext = { get: () => "" };
// FLOOR_BUILD_DIR: another checkout's build/ (to compare two builds on the same loader data).
const build = await loadServerBuild(process.env.FLOOR_BUILD_DIR || undefined);
const round = (ms: number) => Math.round(ms * 1000) / 1000;
const rows: string[] = [
  "| path | bytes | a. entry render (renderToString) ms | of which new Response(html).text() | b. createRequestHandler, fixed data ms | b − a |",
  "|---|--:|--:|--:|--:|--:|",
];
const hot = hotBuild(build);

for (const pagePath of paths) {
  const captured = await captureLoaderData(pagePath);
  // As the app: the hot URLs through the pruned table (server/hot-routes.ts), the others the full one.
  const bare = bareBuild(isHotPath(new URL(pagePath, appUrl).pathname) ? hot : build, captured);
  const url = new URL(pagePath, appUrl).toString();
  const handleRequest = build.entry.module.default;
  let context: unknown = null;
  const capturing: ServerBuild = {
    ...bare,
    entry: {
      module: {
        ...build.entry.module,
        default: (request, status, headers, routerContext, loadContext) => {
          context ??= routerContext;
          return handleRequest(request, status, headers, routerContext, loadContext);
        },
      },
    },
  };
  const handler = createRequestHandler(capturing, "production");
  const first = await (await handler(new Request(url, { headers: HEADERS }))).text();
  const render = async () =>
    (await handleRequest(new Request(url, { headers: HEADERS }), 200, new Headers(), context as never, fakeLoadContext as never)).text();
  const rendered = await render();
  if (rendered !== first) console.warn(`${pagePath}: the entry's render on the captured context differs from the handler's answer`);
  const handle = async () => (await handler(new Request(url, { headers: HEADERS }))).text();
  const a = await cpuPerCall(iterations, render);
  const b = await cpuPerCall(iterations, handle);
  const a2 = await cpuPerCall(iterations, render);
  const b2 = await cpuPerCall(iterations, handle);
  const response = await cpuPerCall(iterations, () => new Response(first).text());
  const am = Math.min(a, a2);
  const bm = Math.min(b, b2);
  rows.push(
    `| ${pagePath} | ${first.length} | ${round(am)} (${round(a)}, ${round(a2)}) | ${round(response)} | ${round(bm)} (${round(b)}, ${round(b2)}) | ${round(bm - am)} |`,
  );
  console.error(rows.at(-1));
}
console.log(rows.join("\n"));
