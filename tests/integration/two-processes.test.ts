// Issue 14's scale-out: two real app processes (`node server.js`, the production build) on one
// PostgreSQL database, as two machines behind a load balancer would be. Whatever one process
// writes the other must see: a session started on A serves on B, a purchase whose steps alternate
// between them completes once, a document uploaded through A is downloaded through B, a visitor's
// draft and the rate limits' counters are shared, and each timed job's tick runs once. The page
// cache is per process by design (a few seconds, visitors only): that is checked as such.
//
// PostgreSQL only (PGlite is one process's embedded database). The processes share no disk: each
// has its own DATA_DIR, and documents go to the S3 store, here the local S3 fake the test starts
// (tests/support/s3-fake.ts), as two machines of a deployment would.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerTotal } from "~/domain/fees";
import { dollarText } from "~/domain/money";
import { hashPassword } from "~/server/auth/password";
import { judgments, payments, users } from "~/server/db/schema";
import { SWEEP_OUTBOX_JOB } from "~/server/mail/outbox";
import { createTestApp, type TestApp } from "../support/app";
import { Client, ensureProductionBuild, startAppProcess, type AppProcess } from "../support/app-process";
import { usingPostgres } from "../support/db";
import { startS3Fake, type S3Fake } from "../support/s3-fake";
import { listing, member } from "../support/factories";

const PASSWORD = "Two-processes-1!";
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const BUY_NOW_CENTS = 6_000_00;

let app: TestApp;
let s3: S3Fake;
let dataDirs: string[] = [];
let a: AppProcess;
let b: AppProcess;
let startedAt: Date;

async function memberWithPassword(options: Parameters<typeof member>[1] = {}) {
  const m = await member(app, { verified: true, ...options });
  await app.services.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, m.userId));
  return m;
}

async function signedIn(on: AppProcess, email: string): Promise<Client> {
  const client = new Client();
  const answer = await client.form(on, "/login", { email, password: PASSWORD });
  expect(answer.status, await answer.text()).toBe(302);
  expect(client.jar.get("jx_session")).toBeTruthy();
  return client;
}

async function statusOf(id: number) {
  const [row] = await app.services.db.select({ status: judgments.status }).from(judgments).where(eq(judgments.id, id));
  return row.status;
}

describe.skipIf(!usingPostgres())("two app processes on one PostgreSQL database", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    ensureProductionBuild();
    app = await createTestApp();
    s3 = await startS3Fake();
    dataDirs = await Promise.all(["a", "b"].map((name) => fs.mkdtemp(path.join(os.tmpdir(), `jx-two-${name}-`))));
    const env = {
      DATABASE_URL: app.handle.url!,
      // The local demo's configuration (loopback, no PUBLIC_URL), with the rate limits on and no
      // SESSION_SECRET: both processes must agree on the secret kept in the database.
      DEMO: "1",
      SEED: "none",
      ...s3.env,
    };
    startedAt = new Date();
    // Started together, as a deployment's instances are: the migrations' lock keeps them apart.
    [a, b] = await Promise.all([
      startAppProcess("process A", { ...env, DATA_DIR: dataDirs[0] }),
      startAppProcess("process B", { ...env, DATA_DIR: dataDirs[1] }),
    ]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await app?.close();
    await s3?.close();
    await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it("serves on A a session started on B, and ends it everywhere when signing out", async () => {
    const buyer = await memberWithPassword();
    const client = await signedIn(b, buyer.email);
    // B's toast (a cookie signed with the secret both processes keep in the database) shows on A.
    expect(await (await client.get(a, "/")).text()).toContain("Welcome back! You are signed in.");
    const onA = await client.api(a, "/api/users/payment_methods");
    expect(onA.status, a.output()).toBe(200);
    expect(await onA.json()).toEqual({ methods: [], default: null });
    expect((await new Client().api(a, "/api/users/payment_methods")).status).toBe(401);

    const cookie = client.jar.header();
    await client.form(a, "/logout", {});
    const after = await fetch(`${b.origin}/api/users/payment_methods`, {
      headers: { cookie, origin: b.origin, "x-requested-with": "XMLHttpRequest" },
    });
    expect(after.status).toBe(401);
  });

  it("completes a Buy Now purchase whose steps alternate between the processes", async () => {
    const seller = await member(app);
    const buyer = await memberWithPassword({ address: true });
    const id = await listing(app, seller.userId, { priceCents: 3_000_00, buyNowCents: BUY_NOW_CENTS });
    const client = await signedIn(a, buyer.email);

    expect((await client.get(b, `/judgments/buy/${id}`)).status).toBe(200);
    const bought = await client.form(a, `/judgments/buy/${id}`, { price: String(BUY_NOW_CENTS / 100) });
    expect(bought.status, await bought.text()).toBe(302);
    expect(bought.headers.get("location")).toBe(`/judgments/pay/${id}`);
    expect(await statusOf(id)).toBe("offer_accepted");

    expect((await client.get(b, `/judgments/pay/${id}`)).status).toBe(200);
    const payment = {
      amount: dollarText(buyerTotal(BUY_NOW_CENTS)),
      attempt: "two-processes-1",
      saved_card: "new",
      card_number: "4242 4242 4242 4242",
      card_expiry: "12 / 40",
      card_cvc: "123",
    };
    const paid = await client.form(b, `/judgments/pay/${id}`, payment);
    expect(paid.status, await paid.text()).toBe(302);
    expect(await statusOf(id)).toBe("paid");

    // The same attempt sent again to the other process is not charged twice.
    const again = await client.form(a, `/judgments/pay/${id}`, payment);
    expect(again.status).toBeLessThan(500);
    const charged = await app.services.db.select({ id: payments.id }).from(payments).where(eq(payments.judgmentId, id));
    expect(charged).toHaveLength(1);
    const page = await client.get(a, `/judgments/pay/${id}`);
    expect(await page.text()).toContain('data-testid="purchase-paid"');
  });

  it("downloads through B a document uploaded through A", async () => {
    const seller = await memberWithPassword();
    const id = await listing(app, seller.userId);
    const client = await signedIn(b, seller.email);
    const form = new FormData();
    form.set("judgment_id", String(id));
    form.set("documents", new Blob([PDF], { type: "application/pdf" }), "signed-judgment.pdf");
    const inBucket = s3.stored().length;
    const uploaded = await client.api(a, "/api/judgments/documents", { method: "POST", body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { id: documentId } = (await uploaded.json()) as { id: number };

    // In the bucket, on neither process's disk.
    expect(s3.stored()).toHaveLength(inBucket + 1);
    for (const dir of dataDirs) await expect(fs.readdir(path.join(dir, "uploads"))).rejects.toThrow();

    const downloaded = await client.api(b, `/api/documents/view/${documentId}`);
    expect(downloaded.status).toBe(200);
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(PDF);
  });

  it("keeps a visitor's listing draft across the processes", async () => {
    const visitor = new Client();
    const first = await visitor.form(a, "/sell/contact", { name: "Pat Visitor", email: "pat.visitor@example.com" });
    expect(first.status, await first.text()).toBe(302);
    expect(first.headers.get("location")).toBe("/sell/judgment");
    expect((await visitor.get(b, "/sell")).headers.get("location")).toBe("/sell/judgment");
    expect((await new Client().get(b, "/sell")).headers.get("location")).toBe("/sell/contact");
  });

  it("counts failed sign-ins on both processes against one limit", async () => {
    const target = await memberWithPassword();
    const client = new Client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const on = attempt % 2 === 0 ? a : b;
      statuses.push((await client.form(on, "/login", { email: target.email, password: "Not-the-password-1!" })).status);
    }
    // Five wrong passwords go ahead (perAccountAndAddress, app/config/limits.ts); the sixth waits.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it("keeps a page cache per process, for visitors only", async () => {
    const visitor = new Client();
    expect((await visitor.get(a, "/judgments")).headers.get("x-cache")).toBe("MISS");
    expect((await visitor.get(a, "/judgments")).headers.get("x-cache")).toBe("HIT");
    // B keeps its own: its first answer is rendered, not A's copy.
    expect((await visitor.get(b, "/judgments")).headers.get("x-cache")).toBe("MISS");
    const m = await memberWithPassword();
    const signedInMember = await signedIn(a, m.email);
    expect((await signedInMember.get(a, "/judgments")).headers.get("x-cache")).toBeNull();
  });

  it("runs each tick of a timed job once, whichever process takes it", async () => {
    // The outbox sweep is scheduled every minute by both processes (pg-boss's schedule): wait for
    // its first tick since they started, then check no minute got two.
    const ticks = async () =>
      (
        await app.handle.pool!.query<{ minute: Date; n: number }>(
          `select date_trunc('minute', created_on) as minute, count(*)::int as n
           from pgboss.job where name = $1 and created_on >= $2 group by 1 order by 1`,
          [SWEEP_OUTBOX_JOB, startedAt],
        )
      ).rows;
    const deadline = Date.now() + 150_000;
    while ((await ticks()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2_000));
    await new Promise((resolve) => setTimeout(resolve, 5_000)); // the other process's chance to send it twice
    const rows = await ticks();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.n)).toEqual(rows.map(() => 1));
  });
});
