import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { enhanceScript } from "./scripts/vite/enhance-script.ts";
import { serverOnly } from "./scripts/vite/server-only.ts";

export default defineConfig(() => ({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server build bundles the Express app (server/app.ts) with every route, so the server and the
  // routes share one module graph: one database handle, one context key.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    // React, React DOM and React Router, which every page loads, in one chunk: one request instead of
    // five and about 3 KB less gzipped than the split Rolldown chooses (docs/decisions/0024).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }] },
          },
        },
      },
    },
  },
  ssr: { external: ["@electric-sql/pglite", "pg-boss", "@node-rs/argon2", "pg", "nodemailer", "stripe"] },
  // Zod too: the forms' schemas (app/domain/schemas/) are for the server's checks; the browser checks
  // with the plain rules they are built from (24 KB gzipped less on every form page).
  plugins: [tailwindcss(), serverOnly(["app/server", "server", "node_modules/zod"]), enhanceScript(), reactRouter()],
}));
