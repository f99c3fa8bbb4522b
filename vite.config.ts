import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverOnly } from "./scripts/vite/server-only.ts";

export default defineConfig(() => ({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server build bundles the Express app (server/app.ts) with every route, so the server and the
  // routes share one module graph: one database handle, one context key.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  ssr: { external: ["@electric-sql/pglite", "pg-boss", "@node-rs/argon2", "pg", "nodemailer", "stripe"] },
  plugins: [tailwindcss(), serverOnly(["app/server", "server"]), reactRouter()],
}));
