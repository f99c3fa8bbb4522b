// The watchlist: the JSON endpoints, the Watch toggle of the judgment page, watchlist_count kept
// in step with the rows, and the refusals (401, 404, 409).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as watchAdd from "~/routes/api/judgments/watchlist-add";
import * as watchRemove from "~/routes/api/judgments/watchlist-remove";
import * as watchStatus from "~/routes/api/judgments/watchlist-status";
import * as page from "~/routes/judgments/detail";
import { judgments, watchlist } from "~/server/db/schema";
import { addToWatchlist, listWatchlist } from "~/server/queries/watchlist";
import { CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, unwrap, type TestApp } from "../support/app";
import { listing, member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const args = (request: Request, id: string | number) => app.args(request, { id: String(id) });

async function add(id: string | number, jar?: CookieJar) {
  return (await run(() => watchAdd.action(args(jsonRequest(`/api/judgments/watchlist/add/${id}`, {}, jar), id)))) as Response;
}
async function remove(id: string | number, jar?: CookieJar) {
  return (await run(() => watchRemove.action(args(jsonRequest(`/api/judgments/watchlist/remove/${id}`, {}, jar), id)))) as Response;
}
async function status(id: string | number, jar?: CookieJar) {
  const request = getRequest(`/api/judgments/watchlist/${id}`, jar, { "x-requested-with": "XMLHttpRequest" });
  return (await run(() => watchStatus.loader(args(request, id)))) as Response;
}
async function counter(id: number): Promise<number> {
  const [row] = await app.services.db.select({ n: judgments.watchlistCount }).from(judgments).where(eq(judgments.id, id));
  return row.n;
}

describe("watchlist API", () => {
  it("adds, reports and removes, idempotently, keeping watchlist_count right", async () => {
    const seller = await member(app);
    const [ann, ben] = [await member(app), await member(app)];
    const id = await listing(app, seller.userId);

    expect(await (await status(id, ann.jar)).json()).toBe("no");
    const first = await add(id, ann.jar);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ watching: true, watchlist_count: 1 });
    expect(await (await add(id, ann.jar)).json()).toEqual({ watching: true, watchlist_count: 1 });
    expect(await (await status(id, ann.jar)).json()).toBe("yes");
    expect(await (await status(id, ben.jar)).json()).toBe("no");

    expect(await (await add(id, ben.jar)).json()).toEqual({ watching: true, watchlist_count: 2 });
    expect(await counter(id)).toBe(2);

    expect(await (await remove(id, ann.jar)).json()).toEqual({ watching: false, watchlist_count: 1 });
    expect(await (await remove(id, ann.jar)).json()).toEqual({ watching: false, watchlist_count: 1 });
    expect(await (await status(id, ann.jar)).json()).toBe("no");
    expect(await counter(id)).toBe(1);
  });

  it("answers 401 to visitors", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    for (const response of [await add(id), await remove(id), await status(id)]) {
      expect(response.status).toBe(401);
      expect((await response.json()).errors).toBeTruthy();
    }
    expect(await counter(id)).toBe(0);
  });

  it("refuses one's own listing and listings that are not active with 409, and hidden or unknown ones with 404", async () => {
    const seller = await member(app);
    const buyer = await member(app);
    const own = await listing(app, seller.userId);
    const mine = await add(own, seller.jar);
    expect(mine.status).toBe(409);
    expect((await mine.json()).errors.id[0]).toMatch(/own listing/);

    const sold = await listing(app, seller.userId, { status: "sold", buyerId: buyer.userId });
    const soldAnswer = await add(sold, (await member(app)).jar);
    expect(soldAnswer.status).toBe(409);
    expect((await soldAnswer.json()).errors.id[0]).toMatch(/active/);

    for (const status of ["new", "hidden", "cancelled"] as const) {
      const id = await listing(app, seller.userId, { status });
      expect((await add(id, buyer.jar)).status).toBe(404);
    }
    for (const bad of ["999999", "abc", "0", "-3", "2147483648", "1.0"]) {
      const response = await add(bad, buyer.jar);
      expect(response.status, bad).toBe(404);
      expect(await response.json()).toMatchObject({ errors: { id: ["No such judgment."] } });
      expect((await remove(bad, buyer.jar)).status).toBe(404);
      expect((await status(bad, buyer.jar)).status).toBe(404);
    }
    expect(await counter(own)).toBe(0);
    expect(await counter(sold)).toBe(0);
  });

  it("lets a watcher unwatch a listing that has since sold", async () => {
    const seller = await member(app);
    const watcher = await member(app);
    const id = await listing(app, seller.userId);
    await add(id, watcher.jar);
    await app.services.db.update(judgments).set({ status: "sold" }).where(eq(judgments.id, id));
    expect(await (await status(id, watcher.jar)).json()).toBe("yes");
    expect(await (await remove(id, watcher.jar)).json()).toEqual({ watching: false, watchlist_count: 0 });
  });

  it("refuses GET on the add and remove endpoints", async () => {
    const response = (await watchAdd.loader()) as Response;
    expect(response.status).toBe(405);
  });

  it("counts once when the same watch arrives many times at once", async () => {
    const seller = await member(app);
    const watcher = await member(app);
    const id = await listing(app, seller.userId);
    const results = await Promise.all(Array.from({ length: 6 }, () => addToWatchlist(app.services.db, watcher.userId, id)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await counter(id)).toBe(1);
    const rows = await app.services.db.select().from(watchlist).where(eq(watchlist.judgmentId, id));
    expect(rows).toHaveLength(1);
  });
});

describe("listWatchlist (the dashboard's panel)", () => {
  it("lists what the user watches, newest first, leaving out listings no longer open to them", async () => {
    const seller = await member(app);
    const watcher = await member(app);
    const first = await listing(app, seller.userId, { title: "First" });
    const second = await listing(app, seller.userId, { title: "Second" });
    const third = await listing(app, seller.userId, { title: "Third", amountCents: 800_000, priceCents: 120_000 });
    for (const id of [first, second, third]) await add(id, watcher.jar);
    await app.services.db
      .update(watchlist)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(watchlist.judgmentId, first));
    await app.services.db.update(judgments).set({ status: "hidden" }).where(eq(judgments.id, second));
    await app.services.db.update(judgments).set({ status: "sold" }).where(eq(judgments.id, third));
    const list = await listWatchlist(app.services.db, watcher.userId);
    expect(list.map((j) => [j.title, j.status])).toEqual([
      ["Third", "sold"],
      ["First", "active"],
    ]);
    expect(list[0]).toEqual({
      id: third,
      kind: "judgment",
      title: "Third",
      stateName: "California",
      countyName: "Fresno County",
      amountCents: 800_000,
      priceCents: 120_000,
      status: "sold",
      listedAt: expect.any(Date),
    });
    expect(await listWatchlist(app.services.db, seller.userId)).toEqual([]);
  });
});

describe("the Watch toggle on the judgment page", () => {
  const post = (id: number, intent: string, jar?: CookieJar) =>
    run(() => page.action(args(formRequest(`/judgments/${id}`, { intent }, jar), id)));
  const open = async (id: number, jar: CookieJar) => (await page.loader(args(getRequest(`/judgments/${id}`, jar), id))) as any;

  it("watches and unwatches with a plain form post, going back to the page", async () => {
    const seller = await member(app);
    const watcher = await member(app);
    const id = await listing(app, seller.userId);
    expect((await open(id, watcher.jar)).watching).toBe(false);

    const watched = (await post(id, "watch", watcher.jar)) as Response;
    expect(watched.status).toBe(302);
    expect(watched.headers.get("location")).toBe(`/judgments/${id}`);
    const after = await open(id, watcher.jar);
    expect(after.watching).toBe(true);
    expect(after.judgment.counts.watchlist).toBe(1);

    await post(id, "unwatch", watcher.jar);
    const back = await open(id, watcher.jar);
    expect(back.watching).toBe(false);
    expect(back.judgment.counts.watchlist).toBe(0);
  });

  it("refuses visitors, unknown intents and the owner's own listing", async () => {
    const seller = await member(app);
    const id = await listing(app, seller.userId);
    expect(((await post(id, "watch")) as Response).status).toBe(401);
    expect(unwrap(await post(id, "delete", seller.jar)).status).toBe(400);
    const own = (await post(id, "watch", seller.jar)) as Response;
    expect(own.status).toBe(302);
    expect(own.headers.getSetCookie().some((c) => c.startsWith("jx_toast="))).toBe(true);
    expect(await counter(id)).toBe(0);
    const hidden = await listing(app, seller.userId, { status: "hidden" });
    expect(((await post(hidden, "watch", (await member(app)).jar)) as Response).status).toBe(404);
  });
});
