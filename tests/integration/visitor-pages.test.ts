// A visitor's pages written without React Router (server/visitor-pages.ts): the home page, the
// browse pages and a judgment's page, answered only to a GET that carries no cookie, with the page's data read as the
// route reads it; anything else (a place that does not exist included), and any failure, goes on to
// React Router. That each document is the one React Router writes is held by
// tests/e2e/visitor-pages.spec.ts, on the built app.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_LOOK_DAYS } from "~/domain/membership";
import * as browse from "~/routes/judgments/index";
import * as home from "~/routes/public/index";
import * as detail from "~/routes/judgments/detail";
import { requestInfoContext, type AppServices } from "~/server/context";
import { listingViews } from "~/server/db/schema";
import { visitorPages } from "../../server/visitor-pages";
import { createTestApp, getRequest, run, unwrap, type TestApp } from "../support/app";
import { listing, member } from "../support/factories";

let app: TestApp;
const servers: http.Server[] = [];
let reached: string[] = [];
/** Whether the handler marked each request that reached the stand-in as failed here. */
let failedMarks: boolean[] = [];

/** Our handler in front of a stand-in for React Router, which notes what reached it. */
async function serve(services: AppServices): Promise<string> {
  const web = express();
  web.use((_req, res, next) => {
    res.locals.nonce = "test+nonce/==";
    next();
  });
  web.use(visitorPages(services));
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

let url: string;
let titles: string[];
/** Listings by what a visitor may know of them. */
let ids: { escaped: number; review: number; firstLook: number; sold: number };

beforeAll(async () => {
  app = await createTestApp();
  const seller = await member(app);
  // Listed past the premium members' first look: a visitor sees a listing after it.
  const daysAgo = (days: number) => new Date(app.services.clock.now().getTime() - (FIRST_LOOK_DAYS + days) * 86_400_000);
  const escaped = await listing(app, seller.userId, {
    title: `Judgment against "Smith & <Sons>"`,
    description: "Owed since <b>2023</b> & still unpaid.",
    listedAt: daysAgo(2),
  });
  await listing(app, seller.userId, { title: "A second listing", listedAt: daysAgo(1) });
  const review = await listing(app, seller.userId, { title: "A listing under review", status: "new" });
  // In the premium members' first look: never shown to a visitor.
  const firstLook = await listing(app, seller.userId, { title: "A listing in its first look", listedAt: app.services.clock.now() });
  const sold = await listing(app, seller.userId, { title: "A sold listing", status: "sold", listedAt: daysAgo(30) });
  ids = { escaped, review, firstLook, sold };
  url = await serve(app.services);
  const data = unwrap(await run(() => home.loader(app.args(getRequest("/")) as never))).data as { featured: { title: string }[] };
  titles = data.featured.map((judgment) => judgment.title);
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await app?.close();
});

describe("a visitor's home page without React Router", () => {
  it("writes the whole document: the featured listings the route reads, escaped, with this answer's nonce", async () => {
    reached = [];
    const response = await fetch(`${url}/`);
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(reached).toEqual([]);
    expect(body.startsWith('<!DOCTYPE html><html lang="en"><head>')).toBe(true);
    expect(body.endsWith("</body></html>")).toBe(true);
    expect(body).toContain("<title>Buy and Sell Court Judgments | Judgment Exchange</title>");
    expect(body).toContain('<link nonce="test+nonce/==" rel="stylesheet"');
    expect(body).toContain('<header class="sticky top-0 z-20 border-b border-slate-200 bg-white"><nav aria-label="Main"');
    expect(body).toContain('<a href="/login" class="nav-link">Sign In</a>');
    expect(body).toContain('<h1 id="hero-title"');
    expect(body).toContain("Judgment against &quot;Smith &amp; &lt;Sons&gt;&quot;");
    expect(body).not.toContain("A listing under review");
    expect(titles).toEqual(expect.arrayContaining([`Judgment against "Smith & <Sons>"`, "A second listing"]));
    expect(body.match(/data-testid="featured-judgment"/g)?.length).toBe(titles.length);
    expect(body).toContain('<footer class="mt-16 border-t border-slate-200 bg-white">');
    expect(body).toMatch(/<script type="module" src="[^"]+" nonce="test\+nonce\/=="><\/script><\/body>/);
  });

  it("leaves every other request to React Router: a cookie, another method or path", async () => {
    reached = [];
    expect(await (await fetch(`${url}/`, { headers: { cookie: "jx_session=anything" } })).text()).toBe("router");
    expect(await (await fetch(`${url}/`, { method: "HEAD" })).status).toBe(200);
    expect(await (await fetch(`${url}/`, { method: "POST" })).text()).toBe("router");
    expect(await (await fetch(`${url}/judgments`, { headers: { cookie: "jx_session=anything" } })).text()).toBe("router");
    expect(await (await fetch(`${url}/about`)).text()).toBe("router");
    expect(await (await fetch(`${url}/judgments/`)).text()).toBe("router");
    expect(await (await fetch(`${url}/judgments/search`)).text()).toBe("router");
    expect(await (await fetch(`${url}/judgments/by_state/ca/more`)).text()).toBe("router");
    expect(reached).toEqual([
      "GET /",
      "HEAD /",
      "POST /",
      "GET /judgments",
      "GET /about",
      "GET /judgments/",
      "GET /judgments/search",
      "GET /judgments/by_state/ca/more",
    ]);
  });

  it("leaves the page to React Router when reading it fails", async () => {
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
      expect(await (await fetch(`${brokenUrl}/`)).text()).toBe("router");
      expect(await (await fetch(`${brokenUrl}/judgments?state_id=6`)).text()).toBe("router");
      expect(await (await fetch(`${brokenUrl}/judgments/${ids.escaped}`)).text()).toBe("router");
    } finally {
      console.error = log;
    }
    expect(reached).toEqual(["GET /", "GET /judgments", `GET /judgments/${ids.escaped}`]);
    // Marked, so the route's loader answers its error page without reading again (below).
    expect(failedMarks).toEqual([true, true, true]);
    expect(errors).toHaveLength(3);
    expect(String(errors[0])).toContain("the database is down");
    expect(String(errors[1])).toContain("the database is down");
  });
});

describe("a visitor's browse pages without React Router", () => {
  async function page(path: string) {
    reached = [];
    const response = await fetch(`${url}${path}`);
    const body = await response.text();
    expect(reached).toEqual([]);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    return { status: response.status, body };
  }

  it("writes /judgments with its search from the query string: the rows the route reads, escaped, never one under review", async () => {
    const all = await page("/judgments");
    expect(all.status).toBe(200);
    expect(all.body).toContain("<title>Judgments For Sale | Judgment Exchange</title>");
    expect(all.body).toContain('<h1 class="text-2xl font-bold tracking-tight sm:text-3xl">Judgments For Sale</h1>');
    expect(all.body).toContain("Judgment against &quot;Smith &amp; &lt;Sons&gt;&quot;");
    expect(all.body).not.toContain("A listing under review");
    expect(all.body).not.toContain("A listing in its first look");
    expect(all.body.match(/data-testid="judgment-row"/g)?.length).toBe(2);
    expect(all.body).toMatch(/<script type="module" src="[^"]+" nonce="test\+nonce\/=="><\/script><\/body><\/html>$/);

    const searched = await page("/judgments?name=second&sort=price_low");
    expect(searched.status).toBe(200);
    expect(searched.body.match(/data-testid="judgment-row"/g)?.length).toBe(1);
    expect(searched.body).toContain("A second listing");
    // A visitor is offered to sign in to save the search.
    expect(searched.body).toContain('data-testid="save-search-sign-in"');
    expect(searched.body).toContain('<option value="price_low" selected="">');
  });

  it("answers a refused filter with 422 and the message next to its field, as the route does", async () => {
    const refused = await page("/judgments?price_min=abc");
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('data-testid="search-errors"');
    expect(refused.body).toContain('<details class="filters-panel" open=""');
  });

  it("writes a state's and a county's page, with the breadcrumb and their own title", async () => {
    const state = await page("/judgments/by_state/ca");
    expect(state.status).toBe(200);
    expect(state.body).toContain("<title>Judgments For Sale in California | Judgment Exchange</title>");
    expect(state.body).toContain('<meta name="description" content="Judgments For Sale in California: active listings."/>');
    expect(state.body.match(/data-testid="judgment-row"/g)?.length).toBe(2);
    const county = await page("/judgments/by_county/6019");
    expect(county.status).toBe(200);
    expect(county.body).toContain('<li><a href="/judgments/by_state/CA" data-discover="true">California</a></li>');
    expect(county.body).toContain('<li aria-current="page">Fresno County</li>');
    const elsewhere = await page("/judgments/by_state/tx");
    expect(elsewhere.body).toContain('data-testid="empty-results"');
  });

  it("leaves a place that does not exist to React Router (its 404 page)", async () => {
    for (const path of [
      "/judgments/by_state/zz",
      "/judgments/by_state/california",
      "/judgments/by_county/999999",
      "/judgments/by_county/06019",
    ]) {
      reached = [];
      expect(await (await fetch(`${url}${path}`)).text()).toBe("router");
      expect(reached).toEqual([`GET ${path}`]);
    }
  });
});

describe("a visitor's judgment page without React Router", () => {
  async function judgmentPage(id: number, query = "") {
    reached = [];
    const response = await fetch(`${url}/judgments/${id}${query}`, {
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" },
    });
    const body = await response.text();
    return { status: response.status, body, reached: [...reached] };
  }

  it("writes the page as the route reads it for a visitor: escaped, with the sign-in prompt and no member's parts", async () => {
    const { status, body, reached } = await judgmentPage(ids.escaped);
    expect(reached).toEqual([]);
    expect(status).toBe(200);
    expect(body).toContain("<title>Judgment against &quot;Smith &amp; &lt;Sons&gt;&quot; | Judgment Exchange</title>");
    expect(body).toContain(
      '<h1 class="break-words text-2xl font-bold leading-tight tracking-tight sm:text-3xl" data-testid="judgment-title">Judgment against &quot;Smith &amp; &lt;Sons&gt;&quot;</h1>',
    );
    expect(body).toContain("Owed since &lt;b&gt;2023&lt;/b&gt; &amp; still unpaid.");
    expect(body).not.toContain("<b>2023</b>");
    expect(body).toContain(
      '<a class="no-underline hover:underline" href="/judgments/by_county/6019" data-discover="true">Fresno County</a>',
    );
    expect(body).toContain(`href="/login?redirectTo=%2Fjudgments%2F${ids.escaped}"`);
    for (const testId of ["judgment-card", "judgment-value", "court-record", "judgment-facts", "detail-documents"])
      expect(body, testId).toContain(`data-testid="${testId}"`);
    // A visitor offers nothing and watches nothing: no member's forms, no similar sales.
    expect(body).not.toContain('data-testid="similar-sales"');
    expect(body).not.toContain('name="intent"');
    expect(body).toMatch(/<script type="module" src="[^"]+" nonce="test\+nonce\/=="><\/script><\/body><\/html>$/);
    // The page counts the visitor's view (written in a batch a moment later).
    await app.services.views.flush();
    const [{ views }] = await app.services.db.select({ views: count() }).from(listingViews).where(eq(listingViews.judgmentId, ids.escaped));
    expect(views).toBe(1);
  });

  it("counts no view for a robot", async () => {
    const robot = await listing(app, (await member(app)).userId, {
      title: "Seen by a robot",
      listedAt: new Date(app.services.clock.now().getTime() - (FIRST_LOOK_DAYS + 1) * 86_400_000),
    });
    reached = [];
    const response = await fetch(`${url}/judgments/${robot}`, {
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(response.status).toBe(200);
    expect(reached).toEqual([]);
    await app.services.views.flush();
    const [{ views }] = await app.services.db.select({ views: count() }).from(listingViews).where(eq(listingViews.judgmentId, robot));
    expect(views).toBe(0);
  });

  it("leaves what a visitor may not know exists, and ids that are not a listing's, to React Router", async () => {
    // Visitors see active listings only, after the premium members' first look.
    const unknown = [ids.review, ids.firstLook, ids.sold].map((id) => `/judgments/${id}`);
    for (const path of [...unknown, "/judgments/999999", "/judgments/0", "/judgments/12x", "/judgments/7/edit"]) {
      reached = [];
      expect(await (await fetch(`${url}${path}`)).text(), path).toBe("router");
      expect(reached).toEqual([`GET ${path}`]);
    }
  });
});

describe("after a failure without React Router", () => {
  it("the routes' loaders answer 503 at once instead of reading the same data again", async () => {
    const loaders: ((args: never) => Promise<unknown>)[] = [home.loader, browse.loader, detail.loader];
    for (const loader of loaders) {
      const args = { ...app.args(getRequest("/judgments")), params: { id: String(ids.escaped) } };
      args.context.set(requestInfoContext, { ip: "127.0.0.1", writtenPageFailed: true });
      const answer = await run(() => loader(args as never));
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(503);
    }
  });

  it("leaves an absolute-form request target to React Router, whose adapter routes it differently", async () => {
    reached = [];
    const { port } = new URL(url);
    const body = await new Promise<string>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, path: "http://evil.example/judgments?name=x" }, (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve(text));
      });
      request.on("error", reject);
      request.end();
    });
    expect(body).toBe("router");
  });
});
