// A public deployment on the embedded database never starts with the demo accounts, whose
// passwords the README publishes: boot() as a server would, then try them (issue: an https
// production deployment signed in as superadmin@example.com / Super-pass1!).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { boot, DEMO_DATA_REFUSED, type Running } from "~/server/boot";
import { signIn } from "~/server/auth/accounts";
import { users } from "~/server/db/schema";

let running: Running | null = null;
let dataDir: string | null = null;

async function start(env: Record<string, string>) {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "jx-deploy-"));
  running = await boot({ ...env, DATA_DIR: dataDir, RATE_LIMIT: "off" });
  return running;
}

afterEach(async () => {
  await running?.stop();
  running = null;
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

// Each test boots the whole app on a new embedded database, migrations and (where asked) the demo
// seed included: 13–17 s alone, much more on a loaded machine.
describe("demo data and a public deployment", { timeout: 180_000 }, () => {
  it("an https production deployment on a new embedded database has no demo accounts", async () => {
    const { services } = await start({ NODE_ENV: "production", PUBLIC_URL: "https://judgments.example" });
    const demo = await services.db.select({ id: users.id }).from(users).where(eq(users.email, "superadmin@example.com"));
    expect(demo).toHaveLength(0);
    const attempt = await signIn(services, { email: "superadmin@example.com", password: "Super-pass1!" }, "198.51.100.7");
    expect(attempt.ok).toBe(false);
  });

  it("refuses to start a deployment on a database the local demo seeded, unless SEED=demo accepts it", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const demo = await start({ DEMO: "1", PUBLIC_URL: "http://localhost:3000" });
    expect(await signIn(demo.services, { email: "superadmin@example.com", password: "Super-pass1!" }, "127.0.0.1")).toMatchObject({
      ok: true,
    });
    await demo.stop();
    running = null;

    const deployment = { NODE_ENV: "production", PUBLIC_URL: "https://judgments.example", DATA_DIR: dataDir!, RATE_LIMIT: "off" };
    await expect(boot(deployment)).rejects.toThrow(DEMO_DATA_REFUSED);
    await expect(boot({ ...deployment, NODE_ENV: "production", PUBLIC_URL: "http://203.0.113.5:3000" })).rejects.toThrow(DEMO_DATA_REFUSED);
    running = await boot({ ...deployment, SEED: "demo", SESSION_SECRET: "s" });
    expect(warn.mock.calls.flat().join("\n")).toMatch(/DEMO ACCOUNTS/);
  });

  it("seeds them only when asked for with SEED=demo, with a loud warning in the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { services } = await start({
      NODE_ENV: "production",
      PUBLIC_URL: "https://judgments.example",
      SEED: "demo",
      SESSION_SECRET: "s",
    });
    expect(warn.mock.calls.flat().join("\n")).toMatch(/DEMO ACCOUNTS.*published in the README/);
    const attempt = await signIn(services, { email: "superadmin@example.com", password: "Super-pass1!" }, "198.51.100.7");
    expect(attempt.ok).toBe(true);
  });
});
