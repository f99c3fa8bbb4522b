// Starts the marketplace: the production build by default, or Vite's dev server with NODE_ENV=development.
// `--demo` (what `npm start` passes) makes it the local demo: 127.0.0.1 only, demo data, /dev/mail.
import "./scripts/check-node.mjs";

if (process.argv.includes("--demo")) process.env.DEMO = "1";

if (process.env.NODE_ENV === "development") {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true } });
  const { start } = await vite.ssrLoadModule("./server/app.ts");
  await start({ vite });
} else {
  process.env.NODE_ENV ??= "production";
  const { start } = await import("./build/server/index.js");
  await start();
}
