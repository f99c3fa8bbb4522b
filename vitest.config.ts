import path from "node:path";
import { defineConfig } from "vitest/config";
import { enhanceScript } from "./scripts/vite/enhance-script.ts";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
// The root layout imports the enhancement script's URL (a virtual module of that plugin).
const plugins = [enhanceScript()];

// Integration tests run on an in-memory PGlite; with TEST_DATABASE_URL they run a second time
// against that PostgreSQL server (each test file in a throwaway database).
const projects = [
  { resolve: { alias }, plugins, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
  {
    resolve: { alias },
    plugins,
    test: { name: "integration:pglite", include: ["tests/integration/**/*.test.ts"], env: { DB_DRIVER: "pglite" } },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    resolve: { alias },
    plugins,
    test: { name: "integration:postgres", include: ["tests/integration/**/*.test.ts"], env: { DB_DRIVER: "postgres" } },
  });
}

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry; two workers match the machine's two cores.
    maxWorkers: 2,
    projects,
  },
});
