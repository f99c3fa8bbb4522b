// A signed-in member's judgment page written without React Router (server/member-pages.ts): answered
// to a GET with a member's session and no notice waiting, when the member neither owns nor bought the
// listing and the page has only parts written as markup; anything else, and any failure, goes on to
// React Router. That each document is the one React Router writes is held by
// tests/e2e/member-pages.spec.ts, on the built app.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, count, eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/server/context";
import { listingViews, messages, sessions, users } from "~/server/db/schema";
import { viewerKeyFor } from "~/server/queries/listing-views";
import { loadNeedsYou } from "~/server/needs-you/member";
import { memberPages } from "../../server/member-pages";
import { createTestApp, type TestApp } from "../support/app";
import { acceptedSale, listing, member, offer, type Member } from "../support/factories";

let app: TestApp;
const servers: http.Server[] = [];
let reached: string[] = [];
let failedMarks: boolean[] = [];

/** Our handler in front of a stand-in for React Router, which notes what reached it. */
async function serve(services: AppServices): Promise<string> {
  const web = express();
  web.use((_req, res, next) => {
    res.locals.nonce = "test+nonce/==";
    next();
  });
  web.use(memberPages(services));
  web.all("/{*splat}", (req, res) => {
    reached.push(`${req.method} ${req.path}`);
    failedMarks.push(res.locals.writtenPageFailed === true);
    res.status(200).type("text").send("router");
  });
  const server = web.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
let url: string;
let seller: Member;
let reader: Member;
let admin: Member;
let buyer: Member;
let ids: { escaped: number; review: number; sold: number };

beforeAll(async () => {
  app = await createTestApp();
  [seller, reader, buyer] = [await member(app), await member(app, { prefix: "reader" }), await member(app, { prefix: "buyer" })];
  admin = await member(app, { prefix: "admin", role: "admin" });
  const escaped = await listing(app, seller.userId, {
    title: `Judgment against "Smith & <Sons>"`,
    description: "Owed since <b>2023</b> & still unpaid.",
  });
  const review = await listing(app, seller.userId, { title: "A listing under review", status: "new" });
  const { id: sold } = await acceptedSale(app, seller.userId, buyer.userId, { amountCents: 150_000 });
  // The reader sells too: a pending offer on their own listing waits on them (the navbar's Dashboard count).
  const own = await listing(app, reader.userId, { title: "The reader's own listing" });
  await offer(app, own, buyer.userId, { amountCents: 90_000 });
  // Messages to the reader: two approved and unread (the Messages count), one read, one awaiting review.
  const to = (values: Partial<typeof messages.$inferInsert>) =>
    app.services.db.insert(messages).values({ senderId: buyer.userId, recipientId: reader.userId, body: "Still for sale?", ...values });
  await to({ status: "approved" });
  await to({ status: "approved" });
  await to({ status: "approved", isRead: true });
  await to({ status: "pending" });
  ids = { escaped, review, sold };
  url = await serve(app.services);
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await app?.close();
});

const get = (path: string, cookie?: string, init: RequestInit = {}) =>
  fetch(`${url}${path}`, { ...init, headers: { ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) } });

describe("a member's judgment page without React Router", () => {
  it("writes the whole document: the member's navbar with their counts, the actions, escaped, with this answer's nonce", async () => {
    reached = [];
    const response = await get(`/judgments/${ids.escaped}`, reader.jar.header());
    const body = await response.text();
    expect(reached).toEqual([]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(body.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(body).toContain('nonce="test+nonce/=="');
    expect(body).toContain("Judgment against &quot;Smith &amp; &lt;Sons&gt;&quot;");
    expect(body).not.toContain("<b>2023</b>");
    // The member's navbar: their menu, the Dashboard's count of what waits on them.
    expect(body).toContain(reader.handle);
    const { total } = await loadNeedsYou(app.services.db, reader.userId, app.services.clock.now());
    expect(total).toBeGreaterThan(0);
    expect(body).toMatch(new RegExp(`data-testid="needs-you-badge"[^>]*>${total}</span>`));
    expect(body).toMatch(/data-testid="unread-badge"[^>]*>2<\/span>/);
    // What a member may do, and no sign-in prompt.
    expect(body).toContain('data-testid="make-offer"');
    expect(body).not.toContain('data-testid="visitor-prompt"');
    // The enhancement script, no framework.
    expect(body).not.toContain("window.__reactRouterContext");
  });

  it("counts the member's view, once a day", async () => {
    reached = [];
    // Twice, from a browser (Node's fetch says it is a robot): one view.
    const browser = { headers: { "user-agent": BROWSER } };
    for (let n = 0; n < 2; n++) expect((await get(`/judgments/${ids.escaped}`, reader.jar.header(), browser)).status).toBe(200);
    expect(reached).toEqual([]);
    await app.services.views.flush();
    const [{ views }] = await app.services.db
      .select({ views: count() })
      .from(listingViews)
      .where(and(eq(listingViews.judgmentId, ids.escaped), eq(listingViews.viewerKey, viewerKeyFor({ userId: reader.userId }))));
    expect(views).toBe(1);
  });

  it("leaves every other request to React Router", async () => {
    // A session past its time (its row still there), and a member whose account was deleted.
    const expired = await member(app, { prefix: "expired" });
    await app.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, expired.userId));
    const deleted = await member(app, { prefix: "deleted" });
    await app.services.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.userId));
    const cases: [string, string | undefined, RequestInit?][] = [
      // No session, a session that is no one's, a notice waiting.
      [`/judgments/${ids.escaped}`, undefined],
      [`/judgments/${ids.escaped}`, "jx_session=notasessionnotasessionnotasession"],
      [`/judgments/${ids.escaped}`, expired.jar.header()],
      [`/judgments/${ids.escaped}`, deleted.jar.header()],
      [`/judgments/${ids.escaped}`, `${reader.jar.header()}; jx_toast=anything`],
      // The owner, an administrator, the buyer of a sale under way.
      [`/judgments/${ids.escaped}`, seller.jar.header()],
      [`/judgments/${ids.escaped}`, admin.jar.header()],
      [`/judgments/${ids.sold}`, buyer.jar.header()],
      // A listing the member may not know exists, ids that are no listing's, another path or method.
      [`/judgments/${ids.review}`, reader.jar.header()],
      ["/judgments/999999", reader.jar.header()],
      ["/judgments/0", reader.jar.header()],
      ["/judgments/12x", reader.jar.header()],
      [`/judgments/${ids.escaped}/edit`, reader.jar.header()],
      ["/judgments", reader.jar.header()],
      [`/judgments/${ids.escaped}`, reader.jar.header(), { method: "HEAD" }],
    ];
    for (const [path, cookie, init] of cases) {
      reached = [];
      const response = await get(path, cookie, init);
      expect(reached, `${init?.method ?? "GET"} ${path} with ${cookie}`).toEqual([`${init?.method ?? "GET"} ${path}`]);
      expect(response.status).toBe(200);
    }
  });

  it("leaves the page to React Router, marked, when reading it fails", async () => {
    const broken = new Proxy(
      {},
      {
        get() {
          throw new Error("the database is down");
        },
      },
    );
    const brokenUrl = await serve({ ...app.services, db: broken as AppServices["db"] });
    reached = [];
    failedMarks = [];
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...logged: unknown[]) => void errors.push(logged.map(String).join(" "));
    try {
      const response = await fetch(`${brokenUrl}/judgments/${ids.escaped}`, { headers: { cookie: reader.jar.header() } });
      expect(await response.text()).toBe("router");
    } finally {
      console.error = log;
    }
    expect(reached).toEqual([`GET /judgments/${ids.escaped}`]);
    expect(failedMarks).toEqual([true]);
    expect(String(errors[0])).toContain("the database is down");
  });
});
