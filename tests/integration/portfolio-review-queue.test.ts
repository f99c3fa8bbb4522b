// A portfolio on the administrators' review queue and who may tick its checklist (docs/decisions/0055,
// the reviewer's findings): held back for a judgment past its limit, its card names that judgment
// and carries the limit review's tick, the refusal without it shown on the card; its title and
// description are checked for banned words and contact details as a judgment's are; the queue shows
// at most a page of portfolios, the oldest first, with their members read at once; the checklist
// answers 404 to whoever may not see the portfolio (its first look included), 403 only to one who
// may; GET /api/portfolios/{id} is never cached and its 404 words are the dissolve's.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PendingPortfolioCard } from "~/components/admin/pending-portfolio-card";
import { LIMIT_REVIEW_FIELD } from "~/domain/limit-review";
import { PENDING_PAGE_SIZE } from "~/domain/review-queue";
import * as approveRoute from "~/routes/admin/judgments/approve";
import * as pendingRoute from "~/routes/admin/judgments/pending";
import * as assignedApi from "~/routes/api/portfolios/assigned";
import * as dissolveApi from "~/routes/api/portfolios/dissolve";
import * as portfolioApi from "~/routes/api/portfolios/portfolio";
import { bannedWords, judgments } from "~/server/db/schema";
import { createTestApp, formRequest, getRequest, jsonRequest, run, toastOf, type CookieJar, type TestApp } from "../support/app";
import { listing, member, portfolio, type Member } from "../support/factories";
import { auditActions, judgmentRow } from "../support/rows";

let app: TestApp;
let admin: Member, seller: Member;

beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, { prefix: "prq_admin", role: "admin" });
  seller = await member(app, { prefix: "prq_seller" });
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.services.db;
const casenum = () => `PRQ-${Math.random().toString(36).slice(2, 10)}`;

async function twoJudgments(values: Parameters<typeof listing>[2] = {}) {
  return [await listing(app, seller.userId, { casenum: casenum(), ...values }), await listing(app, seller.userId, { casenum: casenum() })];
}

const pendingPage = async () => (await run(() => pendingRoute.loader(app.args(getRequest("/admin/judgments/pending", admin.jar))))) as any;

const approveForm = (fields: Record<string, string>) =>
  run(() => approveRoute.action(app.args(formRequest("/admin/judgments/approve", fields, admin.jar)))) as Promise<Response>;

/** The portfolio's card as the page renders it, with the refusal and notice the page hands it. */
const cardHtml = (page: any, id: number) =>
  renderToString(
    createElement(
      MemoryRouter,
      null,
      createElement(PendingPortfolioCard, {
        portfolio: page.portfolios.find((p: { id: number }) => p.id === id),
        returnTo: "/admin/judgments/pending",
        limits: page.limits,
        own: false,
        approveErrors: page.approveRefusal?.judgmentId === id ? page.approveRefusal.errors : undefined,
        notice: page.notice?.judgmentId === id ? page.notice : null,
      }),
    ),
  );

describe("a portfolio held back for a judgment past its limit", () => {
  it("names the judgment on its card, refuses Approve without the tick (shown on the card), approves with it", async () => {
    // California, entered 01/04/2010: enforceable until 01/04/2020, so past its limit today. Grouped
    // while reviewed, then the review undone: the portfolio waits for review held for that judgment.
    const [late, fine] = await twoJudgments({
      title: "Old Fresno judgment",
      dateAwarded: "2010-01-04",
      limitReviewedAt: new Date("2026-01-01T00:00:00Z"),
    });
    const id = await portfolio(app, seller.userId, [late, fine]);
    await db().update(judgments).set({ limitReviewedAt: null }).where(eq(judgments.id, late));

    const page = await pendingPage();
    const card = page.portfolios.find((p: { id: number }) => p.id === id);
    expect(card).toMatchObject({ needsLimitReview: true });
    expect(card.members.map((m: { id: number; needsLimitReview: boolean }) => [m.id, m.needsLimitReview])).toEqual([
      [late, true],
      [fine, false],
    ]);
    const html = cardHtml(page, id);
    expect(html).toContain('data-testid="past-limit"');
    expect(html.match(/data-testid="past-limit">(.*?)<\/div>/)?.[1]).toContain("Old Fresno judgment");
    expect(html).toContain(`name="${LIMIT_REVIEW_FIELD}"`);

    // Without the tick: back to the queue, the notice and the error under the box on the portfolio's card.
    const refused = await approveForm({ judgment_id: String(id), next_id: "", redirect_to: "/admin/judgments/pending" });
    expect(refused.status).toBe(302);
    const after = await pendingPage();
    expect(after.approveRefusal).toMatchObject({ judgmentId: id });
    expect(after.approveRefusal.errors[LIMIT_REVIEW_FIELD][0]).toContain('"Old Fresno judgment", in this portfolio, is past its limit');
    expect(after.notice).toMatchObject({ judgmentId: id, type: "error" });
    const refusedHtml = cardHtml(after, id);
    expect(refusedHtml).toContain(`limit-reviewed-${id}-errors`);
    expect(refusedHtml).toContain('data-testid="review-notice"');
    expect((await judgmentRow(app, id)).status).toBe("new");

    const approved = await approveForm({ judgment_id: String(id), [LIMIT_REVIEW_FIELD]: "on", redirect_to: "/admin/judgments" });
    expect((await toastOf(app, approved))?.type).toBe("success");
    expect((await judgmentRow(app, id)).status).toBe("active");
    expect((await judgmentRow(app, late)).limitReviewedBy).toBe(admin.userId);
    expect(await auditActions(app, "judgment", late)).toContain("listing.limit_review");
  });

  it("shows no box or tick for a portfolio whose judgments are within their limit", async () => {
    const id = await portfolio(app, seller.userId, await twoJudgments());
    const page = await pendingPage();
    expect(page.portfolios.find((p: { id: number }) => p.id === id)).toMatchObject({ needsLimitReview: false });
    const html = cardHtml(page, id);
    expect(html).not.toContain('data-testid="past-limit"');
    expect(html).not.toContain(`name="${LIMIT_REVIEW_FIELD}"`);
    await approveForm({ judgment_id: String(id), redirect_to: "/admin/judgments" });
    expect((await judgmentRow(app, id)).status).toBe("active");
  });
});

describe("a portfolio's title and description on its card", () => {
  it("are checked for banned words and contact details, highlighted, listed and counted in the page's summary", async () => {
    await db().insert(bannedWords).values({ word: "scam" }).onConflictDoNothing();
    const id = await portfolio(app, seller.userId, await twoJudgments());
    await db()
      .update(judgments)
      .set({ title: "No scam here", description: "Write to deals@example.com or call 559-555-0199." })
      .where(eq(judgments.id, id));
    const page = await pendingPage();
    const card = page.portfolios.find((p: { id: number }) => p.id === id);
    expect(card.hits).toEqual(
      expect.arrayContaining([
        { kind: "banned_word", text: "scam", field: "title" },
        { kind: "email", text: "deals@example.com", field: "description" },
        expect.objectContaining({ kind: "phone", field: "description" }),
      ]),
    );
    expect(page.summary.hits).toBeGreaterThanOrEqual(3);
    const html = cardHtml(page, id);
    expect(html).toContain('<mark data-hit="banned_word"');
    expect(html).toContain('<mark data-hit="email"');
    expect(html).toContain('data-testid="hit-list"');
    const approved = await approveForm({ judgment_id: String(id), redirect_to: "/admin/judgments" });
    expect(await toastOf(app, approved)).toMatchObject({ type: "success" });
  });
});

describe("the queue's portfolios", () => {
  it("are at most a page's worth, the one waiting longest first, each with its own judgments; the heading counts them all", async () => {
    const ids: number[] = [];
    const membersOf = new Map<number, number[]>();
    for (let i = 0; i < PENDING_PAGE_SIZE + 1; i++) {
      const members = await twoJudgments();
      const id = await portfolio(app, seller.userId, members);
      ids.push(id);
      membersOf.set(id, members);
    }
    const page = await pendingPage();
    expect(page.portfoliosTotal).toBe(PENDING_PAGE_SIZE + 1);
    expect(page.portfolios.map((p: { id: number }) => p.id)).toEqual(ids.slice(0, PENDING_PAGE_SIZE));
    for (const card of page.portfolios) {
      expect(card.members.map((m: { id: number }) => m.id)).toEqual(membersOf.get(card.id));
    }
  });
});

async function api(
  mod: { action?: (args: any) => unknown; loader?: (args: any) => unknown },
  path: string,
  body: unknown,
  jar?: CookieJar,
) {
  const id = path.split("/").pop()!;
  const request =
    body === null
      ? getRequest(path, jar, { "x-requested-with": "XMLHttpRequest", accept: "application/json" })
      : jsonRequest(path, body, jar);
  const fn = body === null ? mod.loader! : mod.action!;
  const response = (await run(() => fn(app.args(request, { id })))) as Response;
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("the checklist's refusals", () => {
  it("answer 404 to a member who may not see the portfolio in its first look, as for an unknown id; 403 to a premium member", async () => {
    const owner = await member(app, { prefix: "prq_owner" });
    const members = [await listing(app, owner.userId, { casenum: casenum() }), await listing(app, owner.userId, { casenum: casenum() })];
    // Approved now: in its premium first look.
    const id = await portfolio(app, owner.userId, members, { approvedBy: admin.userId });
    const plain = await member(app, { prefix: "prq_plain" });
    const premium = await member(app, {
      prefix: "prq_premium",
      values: { isPremium: true, premiumUntil: new Date(Date.now() + 20 * 86_400_000) },
    });
    const tick = (who: Member, portfolioId: number) =>
      api(assignedApi, "/api/portfolios/assigned", { portfolio_id: portfolioId, judgment_id: members[0], assigned: true }, who.jar);

    const unknown = await tick(plain, 999_999_999);
    const hidden = await tick(plain, id);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(unknown.body);
    expect(unknown.status).toBe(404);
    expect((await tick(premium, id)).status).toBe(403);
    // The owner reaches the portfolio's own refusal: not paid yet.
    expect((await tick(owner, id)).status).toBe(409);
  });
});

describe("GET /api/portfolios/{id}", () => {
  it("is never cached (each viewer gets their own answer) and its 404 reads as the dissolve's", async () => {
    const id = await portfolio(app, seller.userId, await twoJudgments(), { approvedBy: admin.userId, listedDaysAgo: 10 });
    const got = await api(portfolioApi, `/api/portfolios/${id}`, null, seller.jar);
    expect(got.status).toBe(200);
    expect(got.headers.get("cache-control")).toBe("private, no-store");

    const missing = await api(portfolioApi, "/api/portfolios/999999999", null, seller.jar);
    const notDissolvable = await api(dissolveApi, "/api/portfolios/dissolve", { portfolio_id: 999_999_999 }, seller.jar);
    expect(missing.status).toBe(404);
    expect(notDissolvable.status).toBe(404);
    expect(missing.body.errors).toEqual(notDissolvable.body.errors);
  });
});
