// The banned words: the seeded starting list (migration 0008), /admin/banned_words (list, filter,
// add, deactivate, activate, delete, each audited), DELETE /admin/banned_words/{id}, who may do it
// (visitors 401 or sent to sign in, members 403), bad input 422, and a change applying to the
// next moderation check at once (the review queue's highlights).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as pageRoute from "~/routes/admin/banned-words/index";
import * as deleteRoute from "~/routes/admin/banned-words/delete";
import * as pendingRoute from "~/routes/admin/judgments/pending";
import { auditLog, bannedWords } from "~/server/db/schema";
import { BASE, CookieJar, createTestApp, formRequest, getRequest, jsonRequest, run, unwrap, type TestApp } from "../support/app";
import { listing, member } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const args = (request: Request) => app.args(request);
const deleteArgs = (request: Request, id: string) => app.args(request, { id });

async function loadPage(path: string, jar?: CookieJar) {
  return run(() => pageRoute.loader(args(getRequest(path, jar))));
}
async function postForm(fields: Record<string, string>, jar?: CookieJar) {
  return run(() => pageRoute.action(args(formRequest("/admin/banned_words", fields, jar))));
}
async function postJson(body: Record<string, unknown>, jar?: CookieJar) {
  return (await run(() => pageRoute.action(args(jsonRequest("/admin/banned_words", body, jar))))) as Response;
}
function deleteRequest(id: string, jar?: CookieJar, method = "DELETE") {
  return new Request(`${BASE}/admin/banned_words/${id}`, {
    method,
    headers: { origin: BASE, accept: "application/json", ...(jar ? { cookie: jar.header() } : {}) },
  });
}
async function callDelete(id: string | number, jar?: CookieJar) {
  return (await run(() => deleteRoute.action(deleteArgs(deleteRequest(String(id), jar), String(id))))) as Response;
}
async function row(word: string) {
  const [found] = await app.services.db.select().from(bannedWords).where(eq(bannedWords.word, word));
  return found;
}
async function audits(id: number) {
  return app.services.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "banned_word"), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
}

describe("the seeded banned words", () => {
  it("come with a new database: profanity from badwords-list, without ordinary words and surnames", async () => {
    const words = (await app.services.db.select({ word: bannedWords.word, active: bannedWords.active }).from(bannedWords)).map(
      (r) => r.word,
    );
    expect(words.length).toBeGreaterThan(300);
    expect(words).toEqual(expect.arrayContaining(["shit", "damn", "fuck", "blow job"]));
    for (const ordinary of ["hell", "cox", "pawn", "god", "sex", "balls", "f u c k", "s hit"]) expect(words).not.toContain(ordinary);
  });
});

describe("who may manage the banned words", () => {
  it("sends a visitor to sign in and refuses a visitor's posts and deletes with 401", async () => {
    const page = (await loadPage("/admin/banned_words")) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    expect(((await postForm({ intent: "add", word: "zzvisitor" })) as Response).status).toBe(401);
    expect((await postJson({ intent: "add", word: "zzvisitor" })).status).toBe(401);
    const shit = await row("shit");
    expect((await callDelete(shit!.id)).status).toBe(401);
    expect(await row("zzvisitor")).toBeUndefined();
    expect(await row("shit")).toBeDefined();
  });

  it("refuses members with 403 and changes nothing", async () => {
    const plain = await member(app);
    const damn = await row("damn");
    expect(((await loadPage("/admin/banned_words", plain.jar)) as Response).status).toBe(403);
    expect(((await postForm({ intent: "add", word: "zzmember" }, plain.jar)) as Response).status).toBe(403);
    expect(((await postForm({ intent: "deactivate", id: String(damn!.id) }, plain.jar)) as Response).status).toBe(403);
    expect(((await postForm({ intent: "delete", id: String(damn!.id) }, plain.jar)) as Response).status).toBe(403);
    const refused = await callDelete(damn!.id, plain.jar);
    expect(refused.status).toBe(403);
    expect(await row("zzmember")).toBeUndefined();
    expect(await row("damn")).toMatchObject({ active: true });
  });
});

describe("/admin/banned_words", () => {
  it("lists the words alphabetically with counts, filters by text and state, 60 a page", async () => {
    const admin = await member(app, { role: "admin" });
    const first = unwrap(await loadPage("/admin/banned_words", admin.jar)).data;
    expect(first.words).toHaveLength(60);
    const shown = first.words.map((w: { word: string }) => w.word);
    expect(shown).toEqual([...shown].sort());
    expect(first.counts.all).toBe(first.counts.matching);
    expect(first.paging.pageCount).toBe(Math.ceil(first.counts.all / 60));

    const filtered = unwrap(await loadPage("/admin/banned_words?q=SHIT", admin.jar)).data;
    expect(filtered.words.length).toBeGreaterThan(5);
    for (const w of filtered.words) expect(w.word).toContain("shit");
    expect(filtered.counts.matching).toBe(filtered.words.length);

    const inactive = unwrap(await loadPage("/admin/banned_words?state=inactive", admin.jar)).data;
    expect(inactive.counts.matching).toBe(first.counts.all - first.counts.active);
    for (const w of inactive.words) expect(w.active).toBe(false);
  });

  it("adds a word trimmed and lower-cased, audited; a duplicate or bad word answers 422 next to the field", async () => {
    const admin = await member(app, { role: "admin" });
    const added = (await postForm(
      { intent: "add", word: "  Scam   ARTIST ", redirect_to: "/admin/banned_words?q=scam" },
      admin.jar,
    )) as Response;
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/admin/banned_words?q=scam");
    const stored = await row("scam artist");
    expect(stored).toMatchObject({ active: true });
    expect(await audits(stored!.id)).toEqual([{ action: "banned_word.add", actorId: admin.userId, details: { word: "scam artist" } }]);

    // The same word again: on the page, the message next to the field; in JSON, 422.
    const again = unwrap(await postForm({ intent: "add", word: "Scam Artist" }, admin.jar));
    expect(again.status).toBe(422);
    expect(again.data.errors.word).toEqual(["“scam artist” is already on the list."]);
    const againJson = await postJson({ intent: "add", word: "scam artist" }, admin.jar);
    expect(againJson.status).toBe(422);
    expect((await againJson.json()).errors.word).toEqual(["“scam artist” is already on the list."]);

    for (const bad of ["", "   ", "x".repeat(51), "no <b>tags</b>", "1234", "émigré"]) {
      const answer = await postJson({ intent: "add", word: bad }, admin.jar);
      expect(answer.status, bad).toBe(422);
      expect((await answer.json()).errors.word.length, bad).toBe(1);
    }
    expect(unwrap(await postForm({ intent: "add", word: "x".repeat(51) }, admin.jar)).status).toBe(422);
    expect((await postJson({ intent: "add" }, admin.jar)).status).toBe(422);

    const json = await postJson({ intent: "add", word: "d'oh-boy 2" }, admin.jar);
    expect(json.status).toBe(201);
    expect((await json.json()).banned_word).toMatchObject({ word: "d'oh-boy 2", active: true });
  });

  it("applies a change to the next check at once: add, deactivate, activate, delete", async () => {
    const admin = await member(app, { role: "admin" });
    const reviewer = await member(app, { role: "admin" });
    const seller = await member(app);
    const id = await listing(app, seller.userId, {
      title: "A judgment against Zorblax Industries",
      description: "The debtor, z.o.r.b.l.a.x, is solvent. Damn.",
      status: "new",
      listedAt: null,
    });
    const hits = async () => {
      const page = unwrap(await run(() => pendingRoute.loader(args(getRequest("/admin/judgments/pending", reviewer.jar))))).data;
      return page.listings
        .find((l: { id: number }) => l.id === id)
        .hits.filter((h: { kind: string }) => h.kind === "banned_word")
        .map((h: { text: string }) => h.text);
    };
    expect(await hits()).toEqual(["Damn"]);

    expect(((await postForm({ intent: "add", word: "zorblax" }, admin.jar)) as Response).status).toBe(302);
    expect(await hits()).toEqual(["Zorblax", "z.o.r.b.l.a.x", "Damn"]);

    const zorblax = await row("zorblax");
    expect(((await postForm({ intent: "deactivate", id: String(zorblax!.id) }, admin.jar)) as Response).status).toBe(302);
    expect(await row("zorblax")).toMatchObject({ active: false });
    expect(await hits()).toEqual(["Damn"]);

    const activated = await postJson({ intent: "activate", id: zorblax!.id }, admin.jar);
    expect(activated.status).toBe(200);
    expect(await hits()).toEqual(["Zorblax", "z.o.r.b.l.a.x", "Damn"]);

    const deleted = await callDelete(zorblax!.id, admin.jar);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ status: "success", banned_word: { id: zorblax!.id, word: "zorblax" } });
    expect(await row("zorblax")).toBeUndefined();
    expect(await hits()).toEqual(["Damn"]);
    expect((await audits(zorblax!.id)).map((a) => a.action)).toEqual([
      "banned_word.add",
      "banned_word.deactivate",
      "banned_word.activate",
      "banned_word.delete",
    ]);

    // The seeded word goes too when deleted by the page's form (no JavaScript).
    const damn = await row("damn");
    const formDelete = (await postForm({ intent: "delete", id: String(damn!.id) }, admin.jar)) as Response;
    expect(formDelete.status).toBe(302);
    expect(await hits()).toEqual([]);
  });

  it("answers 404 for an unknown or malformed id, 405 for other methods on the delete route", async () => {
    const admin = await member(app, { role: "admin" });
    expect((await callDelete(99_999_999, admin.jar)).status).toBe(404);
    expect((await callDelete("abc", admin.jar)).status).toBe(404);
    expect((await callDelete("007", admin.jar)).status).toBe(404);
    const get = (await run(() => deleteRoute.loader(deleteArgs(deleteRequest("1", admin.jar, "GET"), "1")))) as Response;
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("DELETE");
    expect((await postJson({ intent: "deactivate", id: 99_999_999 }, admin.jar)).status).toBe(404);
    expect((await postJson({ intent: "delete", id: "x" }, admin.jar)).status).toBe(404);
    expect((await postJson({ intent: "explode", id: 1 }, admin.jar)).status).toBe(422);
    // Without JavaScript an unknown id comes back to the page with an error toast.
    const form = (await postForm({ intent: "delete", id: "99999999" }, admin.jar)) as Response;
    expect(form.status).toBe(302);
    expect(form.headers.get("location")).toBe("/admin/banned_words");
  });
});
