// ESLint for the repository (`npm run lint`): typescript-eslint's recommended rules, React's rules of
// hooks, and the import boundaries of the layering ("Layers, checked by CI" in
// docs/decisions/0001-stack-and-layout.md). The tools are loaded from tools/lint; see scripts/lint.mjs
// for why they live in their own package.
import { defineConfig, globalIgnores, globals, js, reactHooks, tseslint } from "./tools/lint/index.mjs";

// Files that break a boundary rule. Empty: the rules hold everywhere; never add to it.
const KNOWN_VIOLATIONS = [];

// One entry of no-restricted-imports' `patterns`: a regular expression over the import's text.
const forbid = (regex, message) => ({ regex, message });

// Inside app/, a module outside the importer's own folder is imported through the ~/ alias, never with
// "../". That keeps every boundary below a pattern over "~/..." alone (and matches the code as it is).
const aliasOnly = forbid("^\\.\\./", "Import modules outside this folder through the ~/ alias (the boundary rules read it).");
const noDrizzle = forbid(
  "^drizzle-orm(/|$)",
  "Only app/server/queries/ (and the schema in app/server/db/) import Drizzle (docs/decisions/0001).",
);
const noNodeBuiltins = forbid("^node:", "This code also runs in the browser: no Node built-ins here.");

/** A layer: the files it covers and the imports they may not make. */
const layer = (name, files, patterns) => ({
  name: `boundaries/${name}`,
  files,
  ignores: KNOWN_VIOLATIONS,
  rules: { "no-restricted-imports": ["error", { patterns: [aliasOnly, ...patterns] }] },
});

const boundaries = [
  // Everything under app/ may at least not use "../" (and not import Drizzle, except where allowed below).
  layer("app", ["app/**/*.{ts,tsx}"], [noDrizzle]),
  layer(
    "domain",
    ["app/domain/**/*.{ts,tsx}"],
    [
      forbid("^~/(?!domain/|config/)", "app/domain holds pure rules: it imports only app/domain and app/config (docs/decisions/0001)."),
      noDrizzle,
      noNodeBuiltins,
    ],
  ),
  layer("config", ["app/config/**/*.{ts,tsx}"], [forbid("^~/(?!config/)", "app/config is plain settings: it imports only app/config.")]),
  layer(
    "components",
    ["app/components/**/*.{ts,tsx}"],
    [
      forbid(
        "^~/(server|routes)(/|$)|^~/(root|entry\\.server)$",
        "A component declares the props it renders: no import (types included) from app/server or app/routes; the route maps its loader data to the props.",
      ),
      forbid(
        "^zod$|^~/domain/schemas/",
        "Components run in the browser: no Zod (types included). Check with the plain rules in app/domain/<form>.ts; the schemas in app/domain/schemas/ are the server's.",
      ),
      noDrizzle,
      noNodeBuiltins,
    ],
  ),
  // The enhancement script (docs/decisions/0040) is plain browser code bundled on its own: no React,
  // no React Router, nothing of the server, no Zod; small plain modules of app/domain and app/components.
  layer(
    "enhance",
    ["app/enhance/**/*.ts"],
    [
      forbid(
        "^~/(server|routes)(/|$)|^~/(root|entry\\.server)$",
        "The enhancement script runs in the browser: nothing of app/server or app/routes.",
      ),
      forbid("^react(-dom)?(/|$)|^react-router(/|$)", "The enhancement script is plain TypeScript: no React, no React Router."),
      forbid("^zod$|^~/domain/schemas/", "The enhancement script runs in the browser: no Zod."),
      noDrizzle,
      noNodeBuiltins,
    ],
  ),
  layer(
    "routes",
    ["app/routes/**/*.{ts,tsx}"],
    [
      forbid(
        "^~/server/db(/|$)",
        "Routes reach the database through app/server/queries/ and services, never app/server/db (types included).",
      ),
      noDrizzle,
    ],
  ),
  // The server (app/server/ and the Express app in server/) never imports a route: a service used by a
  // route lives in app/server/ and the route calls it.
  layer(
    "server",
    ["app/server/**/*.{ts,tsx}"],
    [
      forbid(
        "^~/(routes(/|$)|root$)",
        "app/server never imports a route: move the shared code into app/server/ and let the route call it.",
      ),
      noDrizzle,
    ],
  ),
  // The queries and the schema are Drizzle's home; the demo seed builds its rows in bulk with Drizzle,
  // like a migration, and is never called by a page.
  layer(
    "server-data",
    ["app/server/{queries,db,seed}/**/*.{ts,tsx}"],
    [
      forbid(
        "^~/(routes(/|$)|root$)",
        "app/server never imports a route: move the shared code into app/server/ and let the route call it.",
      ),
    ],
  ),
  {
    name: "boundaries/express",
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [forbid("^~/(routes(/|$)|root$)", "The Express app never imports a route.")] }],
    },
  },
];

export default defineConfig([
  globalIgnores(["build/", "data/", "drizzle/", "test-results/", "playwright-report/", "bench-results/", ".react-router/", "tools/lint/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
  {
    name: "project/rules",
    rules: {
      // A leading underscore marks a parameter or binding that is there for its position only.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      // The regular expressions with control characters strip or refuse them on purpose (file names,
      // redirect paths); the rule only guards against typing one by accident.
      "no-control-regex": "off",
      // `let { status, data } = …` where only `data` is reassigned later stays one line, and a timer the
      // callbacks above it use (`let timer; … timer = setTimeout(…)`) is not flagged.
      "prefer-const": ["error", { destructuring: "all", ignoreReadBeforeAssign: true }],
    },
  },
  {
    // React's rules of hooks. Not the plugin's "recommended" set, whose other rules check the code for
    // the React Compiler, which this app does not use.
    name: "project/react-hooks",
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // Tests cast fake request contexts and read loader data loosely; the typed way to call a route
    // (issue 10, item 7) removes most casts, and then this can be switched back on.
    name: "project/tests",
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  ...boundaries,
]);
