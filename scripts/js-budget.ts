// npm run js-budget [-- --build=build --budget=100]
//
// The JavaScript each page makes the browser load, gzipped, from the production build (run
// `npx react-router build` first; this script builds nothing). A page is a route module that renders
// (it has a default export and no child routes) with its chain of parents up to the root; its
// JavaScript is exactly what React Router's <Scripts> lists as modulepreload links: the client entry
// and its imports, then each matched route's module and imports, from the build's route manifest
// (build/client/assets/manifest-*.js, the same object as the server build's `assets`). Each file is
// gzipped once with node:zlib at its default level, the level the `compression` middleware uses.
// 1 KB = 1,000 bytes, as Vite prints sizes.
//
// Exit status 1 when a page is above the budget (default 100 KB). docs/decisions/0024-javascript-budget.md
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parseArgs } from "./args";

export const JS_BUDGET_BYTES = 100_000;

/** One page's JavaScript. */
export type PageJs = {
  /** The leaf route's id, e.g. "routes/judgments/detail". */
  routeId: string;
  /** The URL pattern, e.g. "/judgments/:id". */
  path: string;
  /** The files the page loads (paths under the client build, e.g. "/assets/root-AbC.js"), in order,
   * each with its gzipped size in bytes. */
  files: { file: string; gzipBytes: number }[];
  /** Their gzipped sizes added up, in bytes. */
  gzipBytes: number;
  overBudget: boolean;
};

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
};
type Manifest = { entry: { module: string; imports?: string[] }; routes: Record<string, ManifestRoute> };

/** The route manifest of a client build (`<buildDir>/client/assets/manifest-<hash>.js`). */
export function readManifest(buildDir: string): Manifest {
  const assets = path.join(buildDir, "client", "assets");
  const files = fs.existsSync(assets) ? fs.readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name)) : [];
  if (files.length !== 1) {
    throw new Error(`Expected one manifest-*.js in ${assets}, found ${files.length}: run \`npx react-router build\` first.`);
  }
  const source = fs.readFileSync(path.join(assets, files[0]), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return JSON.parse(json) as Manifest;
}

/** What a page loads, in the order <Scripts> lists it: the entry, then the routes from the root down. */
function pageFiles(manifest: Manifest, chain: ManifestRoute[]): string[] {
  const files = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const route of chain) files.push(route.module, ...(route.imports ?? []));
  return [...new Set(files)];
}

function chainOf(manifest: Manifest, route: ManifestRoute): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? manifest.routes[at.parentId] : undefined) {
    chain.unshift(at);
  }
  return chain;
}

function urlPattern(chain: ManifestRoute[]): string {
  const parts = chain.map((route) => route.path ?? "").filter(Boolean);
  return "/" + parts.join("/").replace(/\/+/g, "/");
}

/**
 * Every page's JavaScript, gzipped, largest first. `buildDir`: the folder `react-router build` wrote
 * (default: build/ at the project root); `budgetBytes`: the limit `overBudget` is judged against.
 */
export function measurePageJs(options: { buildDir?: string; budgetBytes?: number } = {}): PageJs[] {
  const buildDir = options.buildDir ?? path.resolve(import.meta.dirname, "..", "build");
  const budget = options.budgetBytes ?? JS_BUDGET_BYTES;
  const manifest = readManifest(buildDir);
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(buildDir, "client", file))).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((route) => route.parentId));
  const pages = routes.filter((route) => route.hasDefaultExport && !parents.has(route.id) && route.id !== "root");
  return pages
    .map((route) => {
      const chain = chainOf(manifest, route);
      const files = pageFiles(manifest, chain).map((file) => ({ file, gzipBytes: sizeOf(file) }));
      const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      return { routeId: route.id, path: urlPattern(chain), files, gzipBytes, overBudget: gzipBytes > budget };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path));
}

/** "12.3 KB" */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log("npm run js-budget [-- --build=<build dir> --budget=<KB> --files]");
    return;
  }
  const budgetBytes = args.budget ? Number(args.budget) * 1000 : JS_BUDGET_BYTES;
  const pages = measurePageJs({ buildDir: args.build ? path.resolve(args.build) : undefined, budgetBytes });
  // Files every page loads: the part no route can cut.
  const everyPage = pages[0]?.files.filter(({ file }) => pages.every((page) => page.files.some((own) => own.file === file))) ?? [];
  const shared = new Set(everyPage.map(({ file }) => file));
  const width = Math.max(...pages.map((page) => page.path.length));
  console.log(`JavaScript per page, gzipped (budget ${kb(budgetBytes)}):`);
  for (const page of pages) {
    const line = `${page.overBudget ? "FAIL" : "PASS"}  ${page.path.padEnd(width)}  ${kb(page.gzipBytes).padStart(9)}`;
    const own = page.files.filter(({ file }) => !shared.has(file)).map(({ file, gzipBytes }) => `${path.basename(file)} ${kb(gzipBytes)}`);
    console.log(args.files ? `${line}  ${own.join(", ")}` : line);
  }
  const sharedBytes = everyPage.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  const sharedList = everyPage.map(({ file, gzipBytes }) => `${path.basename(file)} ${kb(gzipBytes)}`).join(", ");
  console.log(`Loaded by every page: ${kb(sharedBytes)} (${sharedList})`);
  const over = pages.filter((page) => page.overBudget);
  console.log(over.length ? `${over.length} of ${pages.length} pages above the budget.` : `All ${pages.length} pages within the budget.`);
  if (over.length) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
