// Portfolios under concurrency (docs/decisions/0055, "Locking and concurrency"), against the
// PostgreSQL server with real concurrent connections: two groupings taking one judgment at once
// (exactly one wins), and an offer on a judgment racing its grouping (either the offer is refused,
// or it was pending and the grouping rejected it, or the grouping is refused for the count it did
// not see: never an open offer on a judgment in a portfolio); the checklist's last two ticks at once
// (one mark_assigned), a tick racing the refund, an upload racing a dissolve. PGlite has a single connection, so
// these only run with DB_DRIVER=postgres.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { auditLog, documents, judgments, offers, portfolioItems } from "~/server/db/schema";
import { storeListingDocument } from "~/server/documents/upload";
import { assignItem } from "~/server/portfolios/checklist";
import { dissolvePortfolio } from "~/server/portfolios/dissolve";
import { insertDocument } from "~/server/queries/documents";
import { retireSaleDocuments } from "~/server/queries/escrow";
import { Refusal } from "~/server/http/refusal";
import { makeOffer } from "~/server/offers/make-offer";
import { groupPortfolio, type GroupInput } from "~/server/portfolios/group";
import { createTestApp, type TestApp } from "../support/app";
import { usingPostgres } from "../support/db";
import { listing, member, type Member } from "../support/factories";

const SKIP_REASON = "needs real concurrent connections: run with DB_DRIVER=postgres and TEST_DATABASE_URL (PGlite has one connection)";

describe.skipIf(!usingPostgres())(`portfolios under concurrency (${usingPostgres() ? "PostgreSQL" : SKIP_REASON})`, () => {
  let app: TestApp;
  let seller: Member;
  let buyer: Member;

  beforeAll(async () => {
    app = await createTestApp({}, { poolSize: 12 });
    seller = await member(app, { prefix: "race_pf_seller" });
    buyer = await member(app, { prefix: "race_pf_buyer" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const input = (judgmentIds: number[], pendingOffersSeen = 0): GroupInput => ({
    userId: seller.userId,
    judgmentIds,
    title: "Race portfolio",
    description: null,
    priceCents: 500_000,
    buyNowCents: null,
    offersVisibility: "owner",
    pendingOffersSeen,
  });

  let n = 0;
  // Listed long ago: past the premium first look, so any member may offer.
  const judgment = () => listing(app, seller.userId, { casenum: `RACE-PF-${++n}`, listedAt: new Date("2025-01-10T15:00:00Z") });

  it("two groupings taking the same judgment at once: exactly one wins, the other is 409 and leaves nothing behind", async () => {
    for (let round = 0; round < 10; round++) {
      const [shared, a, b] = [await judgment(), await judgment(), await judgment()];
      const results = await Promise.allSettled([
        groupPortfolio(app.services, input([a, shared])),
        groupPortfolio(app.services, input([shared, b])),
      ]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0].reason).toBeInstanceOf(Refusal);
      expect((lost[0].reason as Refusal).status).toBe(409);

      const live = await app.services.db
        .select()
        .from(portfolioItems)
        .where(and(inArray(portfolioItems.judgmentId, [shared, a, b]), isNull(portfolioItems.releasedAt)));
      expect(live.filter((i) => i.judgmentId === shared)).toHaveLength(1);
      expect(live).toHaveLength(2);
      const rows = await app.services.db
        .select({ id: judgments.id, status: judgments.status })
        .from(judgments)
        .where(inArray(judgments.id, [shared, a, b]));
      const grouped = new Set(live.map((i) => i.judgmentId));
      for (const row of rows) expect(row.status).toBe(grouped.has(row.id) ? "in_portfolio" : "active");
      // The loser's portfolio row was never made.
      const portfolios = await app.services.db
        .select({ id: judgments.id })
        .from(judgments)
        .where(and(eq(judgments.sellerId, seller.userId), eq(judgments.kind, "portfolio"), eq(judgments.title, "Race portfolio")));
      expect(portfolios).toHaveLength(round + 1);
    }
  });

  it("an offer racing the grouping of its judgment: never an open offer on a judgment in a portfolio", async () => {
    const outcomes = { offerRefused: 0, offerRejectedByGrouping: 0, groupingRefused: 0 };
    for (let round = 0; round < 15; round++) {
      const [target, other] = [await judgment(), await judgment()];
      // The seller was shown no pending offer: a grouping that meets the new one is refused for the count.
      const [offered, grouped] = await Promise.allSettled([
        makeOffer(app.services, { userId: buyer.userId, body: { judgment_id: String(target), amount: "1500" } }),
        groupPortfolio(app.services, input([target, other], 0)),
      ]);
      const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, target));
      const made = await app.services.db.select().from(offers).where(eq(offers.judgmentId, target));
      if (grouped.status === "fulfilled") {
        expect(row.status).toBe("in_portfolio");
        // Grouping first: the offer found it in a portfolio (404 to a buyer, who may not see it alone).
        expect(offered.status).toBe("rejected");
        expect(made).toEqual([]);
        outcomes.offerRefused++;
      } else {
        // The offer came first and the seller had not seen it: the grouping is 409 for the count.
        expect((grouped.reason as Refusal).status).toBe(409);
        expect(offered.status).toBe("fulfilled");
        expect(row.status).toBe("active");
        expect(made.map((o) => o.status)).toEqual(["pending"]);
        outcomes.groupingRefused++;
      }
    }
    // Then the same race where the seller had seen one offer: pending first, then rejected by the grouping.
    const [seen, other] = [await judgment(), await judgment()];
    await makeOffer(app.services, { userId: buyer.userId, body: { judgment_id: String(seen), amount: "1500" } });
    await groupPortfolio(app.services, input([seen, other], 1));
    const made = await app.services.db.select().from(offers).where(eq(offers.judgmentId, seen));
    expect(made.map((o) => o.status)).toEqual(["rejected"]);
    outcomes.offerRejectedByGrouping++;
    expect(outcomes.offerRefused + outcomes.groupingRefused).toBe(15);
  });

  /** A paid portfolio of three of the seller's judgments, each with an assignment document, bought by a member with an address. */
  async function paidPortfolio(): Promise<{ portfolioId: number; members: number[]; buyerId: number }> {
    const payer = await member(app, { prefix: "race_pf_payer", address: true });
    const members = [await judgment(), await judgment(), await judgment()];
    const { portfolioId } = await groupPortfolio(app.services, input(members));
    await app.services.db
      .update(judgments)
      .set({ status: "paid", buyerId: payer.userId, listedAt: new Date("2025-01-10T15:00:00Z") })
      .where(eq(judgments.id, portfolioId));
    for (const id of members) {
      await insertDocument(app.services.db, {
        judgmentId: id,
        uploaderId: seller.userId,
        kind: "assignment",
        storageKey: `race-${id}`,
        originalName: "assignment.pdf",
        contentType: "application/pdf",
        sizeBytes: 100,
      });
    }
    return { portfolioId, members, buyerId: payer.userId };
  }

  const tick = (portfolioId: number, judgmentId: number) =>
    assignItem(app.services, { portfolioId, judgmentId, user: { id: seller.userId, roles: [], premium: false } });

  async function assignedTransitions(portfolioId: number) {
    return app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "listing.mark_assigned"), eq(auditLog.entityId, String(portfolioId))));
  }

  it("the two last checklist ticks at once: both marked, one mark_assigned, one inspection deadline, one e-mail", async () => {
    for (let round = 0; round < 8; round++) {
      const { portfolioId, members } = await paidPortfolio();
      await tick(portfolioId, members[0]);
      // The last two at once, and (odd rounds) the same last one twice.
      const last = round % 2 ? [members[1], members[2], members[2]] : [members[1], members[2]];
      if (round % 2) await tick(portfolioId, members[1]);
      const results = await Promise.allSettled(last.slice(round % 2).map((id) => tick(portfolioId, id)));
      expect(results.every((r) => r.status === "fulfilled")).toBe(true);
      const statuses = results.map((r) => (r as PromiseFulfilledResult<{ portfolioStatus: string }>).value.portfolioStatus);
      expect(statuses).toContain("assigned");
      const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, portfolioId));
      expect(row.status).toBe("assigned");
      expect(row.inspectionDueAt).not.toBeNull();
      expect(await assignedTransitions(portfolioId)).toHaveLength(1);
      const items = await app.services.db.select().from(portfolioItems).where(eq(portfolioItems.portfolioId, portfolioId));
      expect(items.every((i) => i.assignedAt !== null)).toBe(true);
    }
  });

  it("a tick racing the sale's refund: never an assigned portfolio with its ticks cleared, nor a refunded one with a tick", async () => {
    for (let round = 0; round < 6; round++) {
      const { portfolioId, members } = await paidPortfolio();
      await tick(portfolioId, members[0]);
      await tick(portfolioId, members[1]);
      await Promise.allSettled([
        tick(portfolioId, members[2]),
        app.services.db.transaction(async (tx) => {
          await tx.select().from(judgments).where(eq(judgments.id, portfolioId)).for("update");
          const [row] = await tx.select().from(judgments).where(eq(judgments.id, portfolioId));
          if (row.status !== "paid") return;
          await retireSaleDocuments(tx, portfolioId, new Date());
          await tx.update(judgments).set({ status: "active", buyerId: null }).where(eq(judgments.id, portfolioId));
        }),
      ]);
      const [row] = await app.services.db.select().from(judgments).where(eq(judgments.id, portfolioId));
      const items = await app.services.db.select().from(portfolioItems).where(eq(portfolioItems.portfolioId, portfolioId));
      if (row.status === "assigned") expect(items.every((i) => i.assignedAt !== null)).toBe(true);
      else expect(items.every((i) => i.assignedAt === null)).toBe(true);
    }
  });

  it("a judgment's assignment upload while its portfolio is dissolved: no deadlock, no document on a released judgment", async () => {
    for (let round = 0; round < 5; round++) {
      const members = [await judgment(), await judgment()];
      const { portfolioId } = await groupPortfolio(app.services, input(members));
      const file = new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "assignment.pdf", { type: "application/pdf" });
      const [dissolved, uploaded] = await Promise.allSettled([
        dissolvePortfolio(app.services, { portfolioId, userId: seller.userId }),
        storeListingDocument(app.services, {
          judgmentId: members[0],
          uploader: { id: seller.userId, roles: [] },
          file,
          kind: "assignment",
        }),
      ]);
      expect(dissolved.status).toBe("fulfilled");
      expect(uploaded.status).toBe("fulfilled");
      expect((uploaded as PromiseFulfilledResult<{ ok: boolean }>).value.ok).toBe(false);
      const docs = await app.services.db
        .select()
        .from(documents)
        .where(and(inArray(documents.judgmentId, members), eq(documents.kind, "assignment")));
      expect(docs).toEqual([]);
    }
  });
});
