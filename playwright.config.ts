// Browser tests in Debian's Chromium against the production build, on a fresh embedded database
// WITHOUT the demo data (SEED=none): every test creates the members and listings it needs
// (tests/e2e/fixtures.ts), and signs in as the administrator created here with `npm run user:create`.
// E2E_SEED=demo starts the server with the demo data instead (to look around after a failure).
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
/** Exported for beforeAll hooks, which cannot use the test-scoped `baseURL` fixture. */
export const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? ".e2e-data";
const seed = process.env.E2E_SEED === "demo" ? "demo" : "none";

export const e2eAdmin = { email: "e2e-admin@example.com", password: "E2e-admin-pass1!", name: "Erin Admin" };

export default defineConfig({
  testDir: "tests/e2e",
  // Not the default test-results/: Playwright empties its output folder, and the Vitest report lives there.
  outputDir: "test-results/playwright",
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command:
      `rm -rf ${dataDir} && node_modules/.bin/tsx scripts/user-create.ts --email ${e2eAdmin.email} ` +
      `--password '${e2eAdmin.password}' --role admin --name '${e2eAdmin.name}' && node server.js --demo`,
    url: `${baseURL}/about`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
    // The visitors' page cache is off: tests change data and look again within seconds.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT: "off",
      PUBLIC_URL: baseURL,
      SMTP_URL: "",
      PAGE_CACHE_SECONDS: "0",
      FIGURES_CACHE_SECONDS: "0",
      SEED: seed,
      // POST /__test__/clock moves the server's clock (the premium first look); a local test server only.
      E2E_TEST_CLOCK: "1",
    },
  },
});
