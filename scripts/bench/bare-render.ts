// The benchmark's P2 yardstick: the same page rendered with nothing of the app around it. It
// imports the production server build (the routes' modules, the entry with its
// renderToPipeableStream, the assets manifest), asks the running app once for the page's loader
// data (`<path>.data`, React Router's own single-fetch answer, decoded with its own decoder), and
// then answers every request for that path with React Router's document render of the same routes,
// each loader replaced by one that returns the data captured. See docs/decisions/0011-benchmark.md.
//
// Per request it does what the app does to render: match the routes, run the (now constant)
// loaders, build the document's context, encode the loader data for hydration (turbo-stream) and
// stream the same React tree through the app's entry.server (renderToPipeableStream), served by
// @react-router/node's request listener on node:http, compressed as the app compresses
// (./app-compression.ts) when the request asks for it. It does not: run Express or any other
// middleware (security headers, request guard, page cache), read a session or the database, run
// the loaders' code, or add a CSP nonce (so its HTML lacks the app's few nonce attributes).
//
// Run with Node's own type stripping (erasable TypeScript only):
//   node scripts/bench/bare-render.ts <app url> <path> <port>
import http from "node:http";
import { createRequestListener } from "@react-router/node";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream, type ServerBuild } from "react-router";
import { loadServerBuild } from "../server-build.ts";
import { compressLikeTheApp } from "./app-compression.ts";

const [appUrl, pagePath, portText] = process.argv.slice(2);
if (!appUrl || !pagePath?.startsWith("/") || !portText) {
  console.error("Usage: node scripts/bench/bare-render.ts <app url> <path> <port>");
  process.exit(2);
}

/** Each matched route's loader data as the app answered it for `pagePath`, by route id. */
async function captureLoaderData(): Promise<Record<string, unknown>> {
  const url = new URL(pagePath, appUrl);
  url.pathname = `${url.pathname === "/" ? "/_root" : url.pathname.replace(/\/$/, "")}.data`;
  const response = await fetch(url, { headers: { "user-agent": "jx-bench (capturing loader data)" } });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const decoded = await decodeViaTurboStream(response.body, globalThis as unknown as Window);
  await decoded.done;
  const results = decoded.value as Record<string, { data?: unknown; error?: unknown }>;
  const data: Record<string, unknown> = {};
  for (const [routeId, result] of Object.entries(results)) {
    if (result && typeof result === "object" && "data" in result) data[routeId] = result.data;
    else throw new Error(`${url}: route ${routeId} answered ${JSON.stringify(result).slice(0, 300)}`);
  }
  return data;
}

const build = await loadServerBuild();
const captured = await captureLoaderData();

// The same route modules, with their loaders answering the captured data and no middleware,
// actions or server-side code left to run.
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
const bare: ServerBuild = { ...build, routes };

const server = http.createServer(compressLikeTheApp(createRequestListener({ build: bare, mode: "production" })));
server.keepAliveTimeout = 65_000;
server.listen(Number(portText), "127.0.0.1", () =>
  console.log(`ready ${portText}: ${pagePath} with the loader data of ${Object.keys(captured).join(", ")}`),
);

const stop = () => server.close(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
