// Role guards, the contact form, the outbox worker and the command-line user creation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as contact from "~/routes/public/contact-us";
import * as devMail from "~/routes/dev/mail";
import { loader as rootLoader } from "~/root";
import { requireRole, requireUser } from "~/server/auth/guards";
import { loadConfig } from "~/server/config";
import { servicesContext } from "~/server/context";
import { createOrUpdateUser } from "~/server/auth/create-user";
import { startJobQueue } from "~/server/jobs/queue";
import { deliverOutboxMessage, DELIVER_OUTBOX_JOB, queueEmail, sweepOutbox, type MailTransport } from "~/server/mail/outbox";
import { contactRequests, outbox } from "~/server/db/schema";
import { startUserSession } from "~/server/session";
import { readToast } from "~/server/toast";
import { BASE, CookieJar, createTestApp, formRequest, getRequest, run, unwrap, routeArgs, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const args = (request: Request) => app.args(request);

async function signedIn(email: string, role: "user" | "admin" | "super-admin" = "user") {
  const { userId } = await createOrUpdateUser(app.services.db, { email, password: "Secret-pass1!", role, name: email.split("@")[0] });
  const jar = new CookieJar();
  const cookie = await startUserSession(getRequest("/"), app.services, userId);
  jar.take(new Response(null, { headers: { "Set-Cookie": cookie } }));
  return { userId, jar };
}

describe("guards", () => {
  it("answers the API with 401 and pages with a sign-in redirect", async () => {
    const api = (await run(() =>
      requireUser(getRequest("/api/users/profile", undefined, { "x-requested-with": "XMLHttpRequest" }), app.context()),
    )) as Response;
    expect(api.status).toBe(401);
    expect((await api.json()).errors).toBeTruthy();
    const page = (await run(() => requireUser(getRequest("/profile?tab=2"), app.context()))) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login?redirectTo=%2Fprofile%3Ftab%3D2");
  });

  it("lets admins and super-admins through requireRole('admin'), and refuses members with 403", async () => {
    const member = await signedIn("member@example.com");
    const admin = await signedIn("boss@example.com", "admin");
    const superAdmin = await signedIn("owner@example.com", "super-admin");
    const refused = (await run(() => requireRole(getRequest("/admin/users", member.jar), app.context(), "admin"))) as Response;
    expect(refused.status).toBe(403);
    expect((await requireRole(getRequest("/admin/users", admin.jar), app.context(), "admin")).id).toBe(admin.userId);
    expect((await requireRole(getRequest("/admin/users", superAdmin.jar), app.context(), "admin")).id).toBe(superAdmin.userId);
    const notSuper = (await run(() => requireRole(getRequest("/admin/users", admin.jar), app.context(), "super-admin"))) as Response;
    expect(notSuper.status).toBe(403);

    const root = unwrap(await rootLoader(args(getRequest("/", superAdmin.jar)))).data;
    expect(root.roles).toEqual(["super-admin"]);
    expect(root.permissions).toContain("manage-admins");
    expect(root.unread_messages).toBe(0);
  });
});

describe("npm run user:create", () => {
  it("creates a verified user with a role, and updates an existing one instead of duplicating", async () => {
    const first = await createOrUpdateUser(app.services.db, { email: "Chief@Example.com", password: "Secret-pass1!", role: "super-admin" });
    expect(first.created).toBe(true);
    const again = await createOrUpdateUser(app.services.db, { email: "chief@example.com", password: "Other-pass2!", role: "admin" });
    expect(again).toEqual({ userId: first.userId, created: false });
  });
});

describe("contact form", () => {
  it("needs a signed-in member", async () => {
    const result = (await run(() =>
      contact.action(args(formRequest("/contact-us", { name: "A", email: "a@example.com", message: "Hello there, friends" }))),
    )) as Response;
    expect(result.status).toBe(401);
  });

  it("stores the message, mails support and confirms", async () => {
    const { jar, userId } = await signedIn("writer@example.com");
    const response = (await contact.action(
      args(
        formRequest("/contact-us", { name: "Wendy Writer", email: "writer@example.com", message: "How do assignments work in Ohio?" }, jar),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    const [stored] = await app.services.db.select().from(contactRequests).where(eq(contactRequests.userId, userId));
    expect(response.headers.get("location")).toBe(`/contact-us?sent=${stored.id}`);
    expect(stored.message).toBe("How do assignments work in Ohio?");
    const mails = await app.services.db.select().from(outbox).where(eq(outbox.toAddress, app.services.config.supportEmail));
    expect(mails.some((m) => m.subject.startsWith("Contact form: Wendy Writer") && m.bodyText.includes("Ohio"))).toBe(true);
  });

  it("confirms with the address typed in the form, not the account's, and only to the member who sent it", async () => {
    const { jar } = await signedIn("account-address@example.com");
    const message = { name: "Ada Answer", email: "Reply.Here@Example.org", message: "Please answer me at my office address." };
    const response = (await contact.action(args(formRequest("/contact-us", message, jar)))) as Response;
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/contact-us\?sent=\d+$/);
    const [stored] = await app.services.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, Number(location.split("=")[1])));
    // The notice after the redirect names the typed address (as stored), never the account's.
    const toast = (await readToast(getRequest("/contact-us", new CookieJar().take(response)), app.services)).toast;
    expect(toast?.type).toBe("success");
    expect(toast?.description).toContain(`We will answer at ${stored.email}`);
    expect(stored.email.toLowerCase()).toBe("reply.here@example.org");
    expect(toast?.description).not.toContain("account-address@example.com");
    // The page's confirmation names it too.
    const page = (await contact.loader(args(getRequest(location, jar)))) as { sentTo: string | null };
    expect(page.sentTo).toBe(stored.email);
    // Another member, a visitor and a made-up id learn nothing.
    const other = await signedIn("someone-else@example.com");
    expect(((await contact.loader(args(getRequest(location, other.jar)))) as { sentTo: string | null }).sentTo).toBeNull();
    expect(((await contact.loader(args(getRequest(location)))) as { sentTo: string | null }).sentTo).toBeNull();
    expect(((await contact.loader(args(getRequest("/contact-us?sent=abc", jar)))) as { sentTo: string | null }).sentTo).toBeNull();
  });

  it("explains invalid input per field", async () => {
    const { jar } = await signedIn("writer2@example.com");
    const result = unwrap(await contact.action(args(formRequest("/contact-us", { name: "", email: "x", message: "hi" }, jar))));
    expect(result.status).toBe(422);
    expect(Object.keys(result.data.errors).sort()).toEqual(["email", "message", "name"]);
  });

  it("is rate-limited per member", async () => {
    const { jar } = await signedIn("chatty@example.com");
    let last: { status: number; data: any } | null = null;
    for (let i = 0; i < 6; i++) {
      const result = await contact.action(
        args(formRequest("/contact-us", { name: "Chatty", email: "chatty@example.com", message: `Message number ${i} for you` }, jar)),
      );
      last = result instanceof Response ? { status: result.status, data: null } : unwrap(result);
    }
    expect(last!.status).toBe(429);
    expect(last!.data.errors._[0]).toMatch(/try again/);
  });
});

describe("outbox", () => {
  /** The /dev/mail loader as it answers a server started with this environment. */
  async function outboxPage(env: Record<string, string | undefined>, jar?: CookieJar, path = "/dev/mail") {
    const context = app.context();
    context.set(servicesContext, { ...app.services, config: loadConfig(env) });
    return run(() => devMail.loader(routeArgs(getRequest(path, jar), context)));
  }
  const localDemo = { DEMO: "1", PUBLIC_URL: BASE };

  it("keeps mail when no SMTP server is configured, and shows it at /dev/mail", async () => {
    const id = await queueEmail(app.services, { to: "keep@example.com", subject: "Kept", text: "Open https://example.com/x" });
    await deliverOutboxMessage(app.services.db, app.services.config, null, id);
    const [row] = await app.services.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row.status).toBe("kept");
    const page = (await outboxPage(localDemo, undefined, "/dev/mail?to=keep@example.com")) as any;
    expect(page.emails.map((e: { subject: string }) => e.subject)).toEqual(["Kept"]);
  });

  it("hides /dev/mail from everyone but administrators outside the local demo: a production build on every interface over http, a public deployment, a demo opened to the network", async () => {
    const member = await signedIn("outbox-member@example.com");
    for (const env of [
      { NODE_ENV: "production", PUBLIC_URL: "http://203.0.113.5:3000" },
      { NODE_ENV: "production", PUBLIC_URL: "https://judgments.example" },
      { ...localDemo, HOST: "0.0.0.0" },
      { DEMO: "1", PUBLIC_URL: "http://judgments.example:3000" },
      { ...localDemo, SMTP_URL: "smtp://mail.example:25" },
    ]) {
      expect(((await outboxPage(env)) as Response).status, JSON.stringify(env)).toBe(404);
      expect(((await outboxPage(env, member.jar)) as Response).status, JSON.stringify(env)).toBe(404);
    }
  });

  it("shows administrators the outbox with other people's one-time links hidden, so it cannot hand them an account", async () => {
    const admin = await signedIn("outbox-admin@example.com", "admin");
    await queueEmail(app.services, {
      to: "superadmin@example.com",
      subject: "Reset your password",
      text: `Reset: ${BASE}/reset-password?token=SECRET123abc`,
    });
    await queueEmail(app.services, {
      to: "outbox-admin@example.com",
      subject: "Your own link",
      text: `Verify: ${BASE}/verify-email?token=MINE456def`,
    });
    const page = (await outboxPage({ NODE_ENV: "production", PUBLIC_URL: "https://judgments.example" }, admin.jar)) as any;
    expect(page.access).toBe("administrator");
    const text = page.emails.map((e: { text: string }) => e.text).join("\n");
    expect(text).toContain("/reset-password?token=hidden");
    expect(text).not.toContain("SECRET123abc");
    expect(text).toContain("/verify-email?token=MINE456def");
  });

  it("delivers through the transport, and records a failure so the job retries", async () => {
    const sent: unknown[] = [];
    const transport: MailTransport = { sendMail: async (m) => void sent.push(m) };
    const id = await queueEmail(app.services, { to: "send@example.com", subject: "Hello", text: "Body" });
    await deliverOutboxMessage(app.services.db, app.services.config, transport, id);
    const [row] = await app.services.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row.status).toBe("sent");
    expect(sent).toHaveLength(1);

    const failing: MailTransport = {
      sendMail: async () => {
        throw new Error("SMTP down");
      },
    };
    const id2 = await queueEmail(app.services, { to: "fail@example.com", subject: "Hello", text: "Body" });
    await expect(deliverOutboxMessage(app.services.db, app.services.config, failing, id2)).rejects.toThrow("SMTP down");
    const [failed] = await app.services.db.select().from(outbox).where(eq(outbox.id, id2));
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toBe("SMTP down");
  });

  it("sweeps messages that were never handed to the delivery job, and only old ones", async () => {
    const sent: string[] = [];
    const transport: MailTransport = { sendMail: async (m) => void sent.push(String(m.to)) };
    const stale = await queueEmail(app.services, { to: "stale@example.com", subject: "Stale", text: "Body" });
    const fresh = await queueEmail(app.services, { to: "fresh@example.com", subject: "Fresh", text: "Body" });
    await app.services.db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(outbox.id, stale));
    await sweepOutbox(app.services.db, app.services.config, transport);
    expect(sent).toContain("stale@example.com");
    expect(sent).not.toContain("fresh@example.com");
    const [row] = await app.services.db.select().from(outbox).where(eq(outbox.id, fresh));
    expect(row.status).toBe("pending");
  });

  it("runs delivery as a pg-boss job on the same database", async () => {
    const delivered: number[] = [];
    const source = app.handle.pglite ? { pglite: app.handle.pglite } : { url: app.handle.url! };
    const queue = await startJobQueue(source, {
      [DELIVER_OUTBOX_JOB]: async (data: { id: number }) => void delivered.push(data.id),
    });
    try {
      const id = await queueEmail({ db: app.services.db, jobs: queue }, { to: "job@example.com", subject: "Job", text: "Body" });
      for (let i = 0; i < 100 && !delivered.includes(id); i++) await new Promise((r) => setTimeout(r, 100));
      expect(delivered).toContain(id);
    } finally {
      await queue.stop();
    }
  });
});

it("the base URL of the tests is the configured public URL", () => {
  expect(app.services.config.publicUrl).toBe(BASE);
});
