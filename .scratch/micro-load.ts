import { boot } from "~/server/boot";
import { loadBrowsePage } from "~/server/listings/browse-page";
const running = await boot({
  ...process.env,
  DATABASE_URL: "postgres://postgres@127.0.0.1:5432/jx_bench",
  SEED: "none",
  DEMO: "1",
  HOST: "127.0.0.1",
  RATE_LIMIT: "off",
  SESSION_SECRET: "bench-session-secret-not-for-production-use-000000",
});
const { services } = running;
const url = new URL(process.argv[2] ?? "/judgments", "http://x");
for (let i = 0; i < 100; i++) await loadBrowsePage(services, url, { user: null, storedSearch: null }, null);
const t0 = process.cpuUsage();
const w0 = Date.now();
const n = Number(process.argv[3] ?? 1500);
for (let i = 0; i < n; i++) await loadBrowsePage(services, url, { user: null, storedSearch: null }, null);
const t = process.cpuUsage(t0);
console.log(
  `cpu ${((t.user + t.system) / n / 1000).toFixed(3)} ms (user ${(t.user / n / 1000).toFixed(3)}), wall ${((Date.now() - w0) / n).toFixed(3)} ms`,
);
await running.stop();
