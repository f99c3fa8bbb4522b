// Issue 27, item 1 follow-up (docs/decisions/0032): who reads the message written with an offer is
// one rule, access.canSeeOfferMessages (app/domain/listing-visibility.ts), and GET
// /api/judgments/{id} applies it as the judgment page does, with no check of its own. To show
// that, the rule is turned both ways here (judgmentAccess wrapped): the page and the API follow it
// together, for the owner and for another member.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as approveRoute from "~/routes/api/admin/messages/approve";
import * as apiJudgment from "~/routes/api/judgments/judgment";
import * as createOffer from "~/routes/api/offers/create";
import * as detailPage from "~/routes/judgments/detail";
import { eq } from "drizzle-orm";
import { messages } from "~/server/db/schema";
import { createTestApp, getRequest, jsonRequest, run, type TestApp } from "../support/app";
import { listing, member, type Member } from "../support/factories";

const rule = vi.hoisted(() => ({ canSeeOfferMessages: null as boolean | null }));
vi.mock("~/domain/listing-visibility", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/domain/listing-visibility")>();
  return {
    ...real,
    judgmentAccess(...args: Parameters<typeof real.judgmentAccess>) {
      const access = real.judgmentAccess(...args);
      return rule.canSeeOfferMessages === null ? access : { ...access, canSeeOfferMessages: access.canView && rule.canSeeOfferMessages };
    },
  };
});

let app: TestApp;
let seller: Member, buyer: Member, stranger: Member, judgmentId: number;
const TEXT = "I can close this week.";

beforeAll(async () => {
  app = await createTestApp();
  const admin = await member(app, { role: "admin", verified: true });
  seller = await member(app, { verified: true });
  buyer = await member(app, { verified: true });
  stranger = await member(app, { verified: true });
  judgmentId = await listing(app, seller.userId, { priceCents: 900_000, offersVisibility: "all" });
  const made = (await run(() =>
    createOffer.action(
      app.args(jsonRequest("/api/judgments/offer", { judgment_id: judgmentId, amount: "3000.00", message: TEXT }, buyer.jar)),
    ),
  )) as Response;
  expect(made.status).toBe(201);
  const [held] = await app.services.db.select({ id: messages.id }).from(messages).where(eq(messages.senderId, buyer.userId));
  const approved = (await run(() =>
    approveRoute.action(app.args(jsonRequest("/api/admin/messages/approve", { message_id: held.id }, admin.jar))),
  )) as Response;
  expect(approved.status).toBe(200);
});
afterAll(async () => {
  rule.canSeeOfferMessages = null;
  await app?.close();
});

/** The offer's message as the page and as the API give it to `who`. */
async function messagesSeenBy(who: Member) {
  const page = (await run(() =>
    detailPage.loader(app.args(getRequest(`/judgments/${judgmentId}`, who.jar), { id: String(judgmentId) })),
  )) as { offers: { message: string | null }[] };
  const request = getRequest(`/api/judgments/${judgmentId}`, who.jar, { "x-requested-with": "XMLHttpRequest" });
  const json = (await ((await run(() => apiJudgment.loader(app.args(request, { id: String(judgmentId) })))) as Response).json()) as {
    offers: { message?: string | null }[];
  };
  return { page: page.offers[0].message, api: json.offers[0].message ?? null };
}

describe("the offer's message on the judgment page and in GET /api/judgments/{id}", () => {
  it("follows access.canSeeOfferMessages in both: the owner reads it, another member does not", async () => {
    rule.canSeeOfferMessages = null;
    expect(await messagesSeenBy(seller)).toEqual({ page: TEXT, api: TEXT });
    expect(await messagesSeenBy(stranger)).toEqual({ page: null, api: null });
  });

  it("hides it from the owner in both when the rule says so", async () => {
    rule.canSeeOfferMessages = false;
    expect(await messagesSeenBy(seller)).toEqual({ page: null, api: null });
  });

  it("shows it to another member in both when the rule says so", async () => {
    rule.canSeeOfferMessages = true;
    expect(await messagesSeenBy(stranger)).toEqual({ page: TEXT, api: TEXT });
  });
});
