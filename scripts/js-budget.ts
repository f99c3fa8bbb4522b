// npm run js-budget [-- --build=build --budget=100 --plain-budget=8 --files]
//
// The JavaScript each page makes the browser load, gzipped, from the production build (run
// `npx react-router build` first; this script builds nothing). A page is a route module that renders
// (it has a default export and no child routes) with its chain of parents up to the root.
//
// Whether it hydrates is read from the route modules' `handle` in the server build
// (app/components/hydration.tsx; a handle that depends on the loader data gives the page once per
// audience its `audiences` names, e.g. the judgment page for a visitor, a buyer, the owner and an
// administrator, or else for a visitor and for a member). A page that hydrates loads exactly what React Router's <Scripts> lists
// as modulepreload links: the client entry and its imports, then each matched route's module and
// imports, from the build's route manifest (build/client/assets/manifest-*.js). A page that does not
// hydrate loads the enhancement script only (app/enhance/, `enhance-script-*.js`): no framework.
// Each file is gzipped once with node:zlib at its default level. 1 KB = 1,000 bytes, as Vite prints.
//
// Budgets: a page that does not hydrate ≤ 8 KB in all; one that hydrates ≤ 100 KB, but for the card
// forms, the upload, the cart and admin (BUDGET_EXEMPT, listed as such). And no page loads any of
// d3's modules (D3_MARKERS: charts are laid out on the server, docs/decisions/0050). Exit status 1
// when a page is above its budget or loads d3. docs/decisions/0024-javascript-budget.md, 0040.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parseArgs } from "./args";
import { loadServerBuild } from "./server-build";

/** The budget of a page that hydrates. */
export const JS_BUDGET_BYTES = 100_000;
/** The budget of a page that does not: the enhancement script and nothing else. */
export const PLAIN_PAGE_BUDGET_BYTES = 8_000;

/**
 * Pages that may hydrate above the budget (issue 28: "≤ 100 KB on every page a member uses outside the
 * card forms, the upload, the cart and admin"), by route id or id prefix, with the reason
 * (docs/decisions/0040 lists why each hydrates).
 */
export const BUDGET_EXEMPT: readonly { route: string; audience?: string; reason: string }[] = [
  { route: "routes/judgments/pay-for-judgment", reason: "card form" },
  { route: "routes/payments/index", reason: "card form" },
  { route: "routes/listing-wizard/checkout", reason: "card form" },
  { route: "routes/listing-import/fees", reason: "card form" },
  { route: "routes/listing-wizard/premium-upgrade", reason: "card form" },
  { route: "routes/listing-wizard/enhance", reason: "cart" },
  { route: "routes/listing-wizard/enhance-later", reason: "cart" },
  { route: "routes/listing-wizard/documents", reason: "upload" },
  { route: "routes/admin/", reason: "admin" },
  { route: "routes/judgments/detail", audience: "owner", reason: "upload" },
  { route: "routes/judgments/detail", audience: "admin", reason: "admin" },
];

/**
 * Strings d3's modules keep through minification (error messages, and methods called from outside the
 * module, whose names are not mangled): one found in a file a browser loads means that d3 module
 * reached the browser, where decision 0050 keeps it out (the loader lays a chart out, the component
 * only writes the SVG). d3-array keeps no such string of its own; it comes with d3-scale.
 */
export const D3_MARKERS: readonly { module: string; marker: string }[] = [
  { module: "d3-scale", marker: "rangeRound" },
  { module: "d3-format", marker: "invalid format: " },
  { module: "d3-path (d3-shape)", marker: "negative radius: " },
  { module: "d3-geo", marker: "clipExtent" },
  { module: "topojson-client", marker: "GeometryCollection" },
];

/** The d3 modules whose markers `source` holds. */
export const d3ModulesIn = (source: string): string[] =>
  D3_MARKERS.filter(({ marker }) => source.includes(marker)).map(({ module }) => module);

const exemptReason = (routeId: string, audience: string) =>
  BUDGET_EXEMPT.find(
    ({ route, audience: only }) =>
      (route.endsWith("/") ? routeId.startsWith(route) : routeId === route) && (only === undefined || only === audience),
  )?.reason ?? null;

/** One page's JavaScript. */
export type PageJs = {
  /** The leaf route's id, e.g. "routes/judgments/detail". */
  routeId: string;
  /** The URL pattern, e.g. "/judgments/:id". */
  path: string;
  /** Who sees the page this way: everyone, or (when hydration depends on the page's data) one audience, e.g. "visitor". */
  audience: string;
  /** Whether React hydrates the page (false: the enhancement script only). */
  hydrates: boolean;
  /** Of gzipBytes, what React, React DOM and React Router weigh (the `framework` chunk). */
  frameworkBytes: number;
  /** The limit this page is judged against. */
  budgetBytes: number;
  /** Why the page may hydrate above the budget (a card form, the upload, the cart, admin), or null. */
  exempt: string | null;
  /** The files the page loads (paths under the client build, e.g. "/assets/root-AbC.js"), in order,
   * each with its gzipped size in bytes. */
  files: { file: string; gzipBytes: number }[];
  /** Their gzipped sizes added up, in bytes. */
  gzipBytes: number;
  overBudget: boolean;
  /** The d3 modules found in its files (D3_MARKERS): none, ever. */
  d3: string[];
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

/**
 * How a route decides hydration (app/components/hydration.tsx), by route id: always, or by audience
 * (whether the page hydrates for each); absent: never.
 */
export type RouteHydration = Record<string, "always" | Readonly<Record<string, boolean>>>;

/** A rule with no `audiences`: a visitor's page plain, a member's hydrating. */
const VISITOR_OR_MEMBER = { visitor: false, member: true };

/** Each route's hydration rule, read from its module's `handle` in the server build. */
export async function readHydration(buildDir: string): Promise<RouteHydration> {
  const build = await loadServerBuild(buildDir);
  const rules: RouteHydration = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const handle = route?.module.handle as { hydrate?: unknown; audiences?: Record<string, boolean> } | undefined;
    const hydrate = handle?.hydrate;
    if (typeof hydrate === "function") rules[id] = handle?.audiences ?? VISITOR_OR_MEMBER;
    else if (hydrate === true) rules[id] = "always";
  }
  return rules;
}

/**
 * The enhancement script's files under the client build: `/assets/enhance-script-<hash>.js` and the
 * chunks it imports, if Rolldown split any out (its static imports, followed).
 */
function enhanceScriptFiles(buildDir: string): string[] {
  const assets = path.join(buildDir, "client", "assets");
  const entries = fs.readdirSync(assets).filter((name) => /^enhance-script-[\w-]+\.js$/.test(name));
  if (entries.length !== 1) throw new Error(`Expected one enhance-script-*.js in ${assets}, found ${entries.length}.`);
  const files: string[] = [];
  const visit = (name: string) => {
    if (files.includes(`/assets/${name}`)) return;
    files.push(`/assets/${name}`);
    const source = fs.readFileSync(path.join(assets, name), "utf8");
    for (const [, imported] of source.matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([\w.-]+\.js)["']/g)) visit(imported);
  };
  visit(entries[0]);
  return files;
}

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
 * (default: build/ at the project root); `budgetBytes` / `plainBudgetBytes`: the limits of a page that
 * hydrates / does not.
 */
export async function measurePageJs(
  options: { buildDir?: string; budgetBytes?: number; plainBudgetBytes?: number } = {},
): Promise<PageJs[]> {
  const buildDir = options.buildDir ?? path.resolve(import.meta.dirname, "..", "build");
  const budget = options.budgetBytes ?? JS_BUDGET_BYTES;
  const plainBudget = options.plainBudgetBytes ?? PLAIN_PAGE_BUDGET_BYTES;
  const manifest = readManifest(buildDir);
  const hydration = await readHydration(buildDir);
  const enhanceScript = enhanceScriptFiles(buildDir);
  const read = new Map<string, { gzipBytes: number; d3: string[] }>();
  const fileOf = (file: string) => {
    let known = read.get(file);
    if (!known) {
      const bytes = fs.readFileSync(path.join(buildDir, "client", file));
      known = { gzipBytes: zlib.gzipSync(bytes).length, d3: d3ModulesIn(bytes.toString("utf8")) };
      read.set(file, known);
    }
    return known;
  };
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((route) => route.parentId));
  const pages = routes.filter((route) => route.hasDefaultExport && !parents.has(route.id) && route.id !== "root");
  const measured: PageJs[] = [];
  for (const route of pages) {
    const chain = chainOf(manifest, route);
    const rules = chain.map((at) => hydration[at.id]);
    const byAudience = rules.find((rule) => typeof rule === "object");
    const ways: [string, boolean][] = rules.includes("always")
      ? [["everyone", true]]
      : byAudience
        ? Object.entries(byAudience)
        : [["everyone", false]];
    for (const [audience, hydrates] of ways) {
      const names = hydrates ? pageFiles(manifest, chain) : enhanceScript;
      const files = names.map((file) => ({ file, gzipBytes: fileOf(file).gzipBytes }));
      const d3 = [...new Set(names.flatMap((file) => fileOf(file).d3))];
      const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      const frameworkBytes = files
        .filter(({ file }) => /\/framework-[\w-]+\.js$/.test(file))
        .reduce((sum, file) => sum + file.gzipBytes, 0);
      const budgetBytes = hydrates ? budget : plainBudget;
      const exempt = hydrates ? exemptReason(route.id, audience) : null;
      measured.push({
        routeId: route.id,
        path: urlPattern(chain),
        audience,
        hydrates,
        files,
        gzipBytes,
        frameworkBytes,
        budgetBytes,
        exempt,
        overBudget: !exempt && gzipBytes > budgetBytes,
        d3,
      });
    }
  }
  return measured.sort((a, b) => b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path));
}

/** "12.3 KB" */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log("npm run js-budget [-- --build=<build dir> --budget=<KB> --plain-budget=<KB> --files]");
    return;
  }
  const pages = await measurePageJs({
    buildDir: args.build ? path.resolve(args.build) : undefined,
    budgetBytes: args.budget ? Number(args.budget) * 1000 : undefined,
    plainBudgetBytes: args["plain-budget"] ? Number(args["plain-budget"]) * 1000 : undefined,
  });
  const name = (page: PageJs) => (page.audience === "everyone" ? page.path : `${page.path} (${page.audience})`);
  const width = Math.max(...pages.map((page) => name(page).length));
  console.log("JavaScript per page, gzipped: hydrates (framework included) or plain HTML with the enhancement script.");
  for (const page of pages) {
    const how = page.hydrates ? `hydrates, framework ${kb(page.frameworkBytes)}` : "no hydration, framework 0";
    const verdict = page.overBudget ? "FAIL  " : page.exempt ? "EXEMPT" : "PASS  ";
    const limit = page.exempt ? `(${page.exempt})`.padStart(11) : kb(page.budgetBytes).padStart(11);
    const d3 = page.d3.length ? `  LOADS D3 (${page.d3.join(", ")})` : "";
    const line = `${page.d3.length ? "FAIL  " : verdict}  ${name(page).padEnd(width)}  ${kb(page.gzipBytes).padStart(9)} of ${limit}  ${how}${d3}`;
    const own = page.files.map(({ file, gzipBytes }) => `${path.basename(file)} ${kb(gzipBytes)}`);
    console.log(args.files ? `${line}  ${own.join(", ")}` : line);
  }
  const plain = pages.filter((page) => !page.hydrates).length;
  console.log(`${plain} of ${pages.length} pages do not hydrate (0 KB of framework).`);
  const over = pages.filter((page) => page.overBudget);
  console.log(
    over.length ? `${over.length} of ${pages.length} pages above their budget.` : `All ${pages.length} pages within their budget.`,
  );
  const withD3 = pages.filter((page) => page.d3.length);
  console.log(
    withD3.length
      ? `${withD3.length} of ${pages.length} pages load d3 (docs/decisions/0050: lay the chart out in the loader).`
      : `No page loads d3 (${D3_MARKERS.map((m) => m.module).join(", ")}).`,
  );
  if (over.length || withD3.length) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
