// Comparable sales on real rows (issue 31, docs/decisions/0051), on PGlite and on PostgreSQL: a paid
// sale records its share of the balance in the payment's transaction (the sworn payments received
// included, once per offer, none without an estimate); a sale refunded in full drops out while a
// partially refunded one counts; the stored figure stays when the rules change; the groups widen
// from the state to the region to nationwide, dropping facts, with the floor of five; the one-off
// backfill records the sales paid before.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { todayIso } from "~/domain/dates";
import { judgmentValue } from "~/domain/judgment-value/value";
import type { JurisdictionRules } from "~/domain/judgment-value/rules";
import * as approvedApi from "~/routes/api/assignment/buyer-approved";
import * as resolveApi from "~/routes/api/escrow/resolve";
import { recordPaidSale, recordSaleComparables, sweepUnrecordedSales } from "~/server/comparables/record";
import { judgmentRules, judgmentRuleVersions, judgments, payments, saleComparables, sellerStatements } from "~/server/db/schema";
import { comparablesFor, listComparableInputs, measureGroups, type ComparableSubject } from "~/server/queries/comparables";
import { latestRulesVersion, loadRuleBook } from "~/server/queries/judgment-rules";
import { comparableGroups } from "~/domain/comparables/levels";
import { publishedShareBps } from "~/domain/comparables/figures";
import { createTestApp, type TestApp } from "../support/app";
import { acceptedOffer, listing, member, type ListingValues, type Member } from "../support/factories";
import { escrowSales, PRICE } from "../support/escrow-sales";

/** A Wednesday morning, US Eastern. */
const START = new Date("2026-03-04T15:00:00Z");
const TODAY = todayIso(START);

let app: TestApp;
let admin: Member;
let seller: Member;
let buyer: Member;
beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, { role: "admin", verified: true });
  seller = await member(app, { verified: true, address: true });
  buyer = await member(app, { prefix: "buyer", verified: true, address: true });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => app.clock.set(START));

const db = () => app.services.db;
const recordOf = async (judgmentId: number) =>
  (await db().select().from(saleComparables).where(eq(saleComparables.judgmentId, judgmentId)))[0];

const california = { id: 6, name: "California", abbreviation: "CA" };
const texas = { id: 48, name: "Texas", abbreviation: "TX" };
const noFacts = { litigation: null, debtorRealEstate: null, debtorEmployed: null, debtorAttorney: null };
/** The escrow sales' listing (tests/support/factories.ts): California, entered 2023-06-14, $20,000. */
const californiaSubject: ComparableSubject = { state: california, dateAwarded: "2023-06-14", balanceCents: 2_500_000, facts: noFacts };

/**
 * A listing sold at `priceCents` (status sold unless given), its accepted offer, and its record
 * made by the recording function a purchase payment calls, paid at the clock's time.
 */
async function soldSale(priceCents: number, values: ListingValues = {}): Promise<number> {
  const id = await listing(app, seller.userId, { status: "sold", buyerId: buyer.userId, ...values });
  const offerId = await acceptedOffer(app, id, buyer.userId, { amountCents: priceCents });
  const made = await recordSaleComparables(db(), [{ judgmentId: id, offerId, priceCents, paidAt: app.clock.now() }]);
  expect(made).toBe(1);
  return id;
}

describe("recording a paid sale", () => {
  it("writes the record in the payment's transaction: the agreed price's share of the balance that day, its groups and facts", async () => {
    const { id } = await escrowSales(app).paidSale();
    const record = await recordOf(id);
    const [input] = await listComparableInputs(db(), [id]);
    const book = await loadRuleBook(db());
    const { balance } = judgmentValue(input!, book, TODAY);
    if (balance.kind !== "estimate") throw new Error("expected an estimate");
    expect(record).toMatchObject({
      paidAt: START,
      stateId: 6,
      region: "west",
      ageBand: "2-5",
      sizeBand: "10k-50k",
      litigation: null,
      debtorRealEstate: null,
      priceCents: PRICE,
      balanceCents: balance.balanceCents,
      rulesVersion: book.version.version,
      shareBps: Math.floor((PRICE * 10_000) / balance.balanceCents),
    });
    // The payment's own transaction: the listing is paid, and the record is there, together.
    const [listed] = await db().select({ status: judgments.status }).from(judgments).where(eq(judgments.id, id));
    expect(listed!.status).toBe("paid");
  });

  it("deducts the sworn payments received, as the judgment page does, and keeps the listing's facts", async () => {
    const values = { litigation: "litigated", debtorRealEstate: true, debtorEmployed: false, debtorAttorney: true } as const;
    const id = await listing(app, seller.userId, { status: "offer_accepted", buyerId: buyer.userId, ...values });
    const offerId = await acceptedOffer(app, id, buyer.userId, { amountCents: 300_000 });
    await db()
      .insert(sellerStatements)
      .values({
        judgmentId: id,
        sellerId: seller.userId,
        version: 1,
        role: "creditor",
        payments: [{ on: "2024-01-10", amountCents: 500_000 }],
        statedAt: START,
        clientIp: "198.51.100.7",
      });
    await recordSaleComparables(db(), [{ judgmentId: id, offerId, priceCents: 300_000, paidAt: START }]);
    const record = await recordOf(id);
    const plain = judgmentValue({ ...(await listComparableInputs(db(), [id]))[0]!, payments: null }, await loadRuleBook(db()), TODAY);
    if (plain.balance.kind !== "estimate") throw new Error("expected an estimate");
    expect(record!.balanceCents).toBeLessThan(plain.balance.balanceCents - 400_000);
    expect(record).toMatchObject({ litigation: "litigated", debtorRealEstate: true, debtorEmployed: false, debtorAttorney: true });
  });

  it("records each offer once, however often the payment is settled", async () => {
    const id = await listing(app, seller.userId, { status: "paid", buyerId: buyer.userId });
    const offerId = await acceptedOffer(app, id, buyer.userId, { amountCents: 250_000 });
    const sale = { judgmentId: id, offerId, priceCents: 250_000, paidAt: START };
    expect(await recordSaleComparables(db(), [sale])).toBe(1);
    expect(await recordSaleComparables(db(), [{ ...sale, priceCents: 999_900 }])).toBe(0);
    const rows = await db().select().from(saleComparables).where(eq(saleComparables.offerId, offerId));
    expect(rows.map((r) => r.priceCents)).toEqual([250_000]);
  });

  it("records nothing when the balance cannot be estimated", async () => {
    // Entered after the day of payment: no estimate of the balance that day.
    const id = await listing(app, seller.userId, { status: "paid", buyerId: buyer.userId, dateAwarded: "2026-05-01" });
    const offerId = await acceptedOffer(app, id, buyer.userId, { amountCents: 250_000 });
    expect(await recordSaleComparables(db(), [{ judgmentId: id, offerId, priceCents: 250_000, paidAt: START }])).toBe(0);
    expect(await recordOf(id)).toBeUndefined();
  });
});

describe("what counts as a completed sale", () => {
  const sales = () => escrowSales(app);
  const resolve = (disputeId: number, body: Record<string, unknown>) =>
    sales().post(resolveApi, "/api/admin/disputes/resolve", { dispute_id: disputeId, note: "Reviewed both sides.", ...body }, admin.jar);
  const count = async () => (await measureGroups(db(), comparableGroups(californiaSubject, TODAY)!.slice(0, 1)))[0]?.count ?? 0;

  it("leaves out a sale refunded in full and counts one refunded in part", async () => {
    for (const price of [300_000, 350_000, 450_000]) await soldSale(price);
    // Three sold: below the floor, no figure at all.
    expect(await comparablesFor(db(), californiaSubject, START)).toBeNull();

    const confirmed = await sales().assignedSale();
    expect(
      (await sales().post(approvedApi, "/api/judgments/buyer_approved", { judgment_id: confirmed.id }, confirmed.buyer.jar)).status,
    ).toBe(200);
    const partial = await sales().disputedSale();
    expect((await resolve(partial.disputeId, { resolution: "refund_partial", amount: "500.00" })).status).toBe(200);
    const full = await sales().disputedSale();
    expect((await resolve(full.disputeId, { resolution: "refund_full" })).status).toBe(200);

    // Each was recorded when paid; only the sold ones count: 3 + the confirmed + the partial refund.
    expect(await recordOf(full.id)).toBeDefined();
    expect(await count()).toBe(5);
    const figures = await comparablesFor(db(), californiaSubject, START);
    expect(figures).toMatchObject({ count: 5, group: { geography: "state", stateCode: "CA", ageBand: "2-5", sizeBand: "10k-50k" } });
    // The percentiles of the five shares (percentile_cont: the 2nd, 3rd and 4th of five), published
    // as whole percents: never a single sale's share to the basis point.
    const shares = (
      await db()
        .select({ share: saleComparables.shareBps })
        .from(saleComparables)
        .innerJoin(judgments, and(eq(judgments.id, saleComparables.judgmentId), eq(judgments.acceptedOfferId, saleComparables.offerId)))
        .where(and(eq(saleComparables.stateId, 6), eq(saleComparables.ageBand, "2-5"), eq(judgments.status, "sold")))
    )
      .map((r) => r.share)
      .sort((a, b) => a - b);
    expect(shares).toHaveLength(5);
    expect(figures).toMatchObject({
      p25Bps: publishedShareBps(shares[1]!),
      medianBps: publishedShareBps(shares[2]!),
      p75Bps: publishedShareBps(shares[3]!),
    });
  });

  it("keeps the stored figure when the rules change", async () => {
    const before = await db().select().from(saleComparables).orderBy(saleComparables.id);
    const figures = await comparablesFor(db(), californiaSubject, START);
    expect(figures).not.toBeNull();
    const version = (await latestRulesVersion(db()))! + 1;
    // New rules: California's rate doubled.
    const current = await loadRuleBook(db());
    const california = structuredClone(current.byCode.get("CA")!) as JurisdictionRules;
    for (const schedule of california.interest.schedules) for (const row of schedule.rates) row.percent *= 2;
    await db()
      .insert(judgmentRuleVersions)
      .values({ version, publishedOn: TODAY, title: `Version ${version}`, about: "A test's change." });
    await db().execute(sql`
      insert into ${judgmentRules} (version, code, name, rules, interest_confidence, life_confidence, assignment_confidence)
      select ${version}, code, name, rules, interest_confidence, life_confidence, assignment_confidence from ${judgmentRules}
      where version = ${current.version.version}`);
    await db()
      .update(judgmentRules)
      .set({ rules: california })
      .where(and(eq(judgmentRules.version, version), eq(judgmentRules.code, "CA")));
    try {
      expect(await db().select().from(saleComparables).orderBy(saleComparables.id)).toEqual(before);
      expect(await comparablesFor(db(), californiaSubject, START)).toEqual(figures);
      // A sale paid now is recorded under the new rules: a larger balance, a smaller share.
      const { id } = await escrowSales(app).paidSale();
      const record = (await recordOf(id))!;
      expect(record.rulesVersion).toBe(version);
      const [input] = await listComparableInputs(db(), [id]);
      const old = judgmentValue(input!, current, TODAY).balance;
      expect(old.kind === "estimate" && record.balanceCents > old.balanceCents).toBe(true);
    } finally {
      await db().update(judgments).set({ rulesVersion: current.version.version }).where(eq(judgments.rulesVersion, version));
      await db().delete(judgmentRules).where(eq(judgmentRules.version, version));
      await db().delete(judgmentRuleVersions).where(eq(judgmentRuleVersions.version, version));
    }
  });
});

describe("widening on real rows", () => {
  // Texas, entered 2019-01-15: 5–10 years old on 2026-03-04; $20,000 with interest is in $10,000–$50,000.
  const texasSale = (price: number, values: ListingValues) =>
    soldSale(price, { stateId: 48, countyId: 48201, dateAwarded: "2019-01-15", ...values });
  const subject = (facts: Partial<ComparableSubject["facts"]>, state = texas): ComparableSubject => ({
    state,
    dateAwarded: "2019-01-15",
    balanceCents: 3_000_000,
    facts: { ...noFacts, ...facts },
  });
  const litigatedOwner = { litigation: "litigated", debtorRealEstate: true } as const;

  it("drops the facts one at a time until a group has five sales, and takes a group of exactly five", async () => {
    for (const price of [300_000, 400_000, 500_000]) await texasSale(price, litigatedOwner);
    for (const price of [350_000, 450_000]) await texasSale(price, { litigation: "litigated", debtorRealEstate: false });
    // Not completed: paid but not yet sold, and a sale undone (its listing back on sale).
    await texasSale(600_000, { ...litigatedOwner, status: "paid" });
    const undone = await texasSale(650_000, litigatedOwner);
    await db().update(judgments).set({ status: "hidden", acceptedOfferId: null, buyerId: null }).where(eq(judgments.id, undone));

    // Three sales with both facts: the real-estate fact is dropped; five litigated Texas sales remain.
    const litigated = await comparablesFor(db(), subject(litigatedOwner), START);
    expect(litigated).toMatchObject({ count: 5, group: { geography: "state", facts: { litigation: "litigated" } } });
    expect(litigated!.sentence).toMatch(/^5 litigated Texas judgments 5–10 years old with balances of \$10,000–\$50,000 sold for /);

    await texasSale(420_000, litigatedOwner);
    expect(await comparablesFor(db(), subject(litigatedOwner), START)).toMatchObject({
      count: 4 + 2,
      group: { facts: { litigation: "litigated" } },
    });
    // Five with both facts now, but the litigated group holds two more: both published, those two
    // could be worked out by difference. The wider group is served (the refusal, `publishable`).
    await texasSale(380_000, litigatedOwner);
    expect((await measureGroups(db(), comparableGroups(subject(litigatedOwner), TODAY)!.slice(0, 2))).map((m) => m?.count)).toEqual([
      undefined,
      7,
    ]);
    expect(await comparablesFor(db(), subject(litigatedOwner), START)).toMatchObject({
      count: 7,
      group: { geography: "state", facts: { litigation: "litigated" } },
    });
  });

  it("widens to the census region, then nationwide", async () => {
    const oklahoma = { id: 40, name: "Oklahoma", abbreviation: "OK" };
    expect(await comparablesFor(db(), subject({ litigation: "litigated" }, oklahoma), START)).toMatchObject({
      count: 7,
      group: { geography: "region", region: "south", stateCode: "OK", facts: { litigation: "litigated" } },
    });
    const oregon = { id: 41, name: "Oregon", abbreviation: "OR" };
    const far = await comparablesFor(db(), subject({ litigation: "litigated", debtorAttorney: false }, oregon), START);
    expect(far).toMatchObject({ count: 7, group: { geography: "nation", facts: { litigation: "litigated" } } });
    expect(far!.sentence).toMatch(/^7 litigated judgments 5–10 years old nationwide with balances/);
  });

  it("falls back to every sale of the age band nationwide, and below the floor gives nothing", async () => {
    const large = await comparablesFor(db(), { ...subject({ litigation: "default" }), balanceCents: 40_000_000 }, START);
    expect(large).toMatchObject({ count: 7, group: { geography: "nation", sizeBand: null, facts: {} } });
    // Over ten years old: no sales at all.
    expect(await comparablesFor(db(), { ...subject({}), dateAwarded: "2012-01-01" }, START)).toBeNull();
  });

  it("finds a listing's comparable sales by its id, with its balance today", async () => {
    const id = await listing(app, seller.userId, { stateId: 48, countyId: 48201, dateAwarded: "2019-01-15", litigation: "litigated" });
    expect(await comparablesFor(db(), id, START)).toMatchObject({ count: 7, group: { geography: "state", stateCode: "TX" } });
    expect(await comparablesFor(db(), 999_999_999, START)).toBeNull();
  });
});

describe("the percentiles", () => {
  it("interpolate between the sales' shares as percentile_cont does, published as whole percents", async () => {
    // Six Vermont sales (under 2 years old, over $250,000), their shares written as a record holds them.
    const shares = [3_000, 1_000, 1_300, 1_600, 1_100, 1_400];
    for (const shareBps of shares) {
      const id = await listing(app, seller.userId, { status: "sold", buyerId: buyer.userId, stateId: 50, countyId: 50007 });
      const offerId = await acceptedOffer(app, id, buyer.userId, { amountCents: shareBps * 3_000 });
      await db()
        .insert(saleComparables)
        .values({
          judgmentId: id,
          soldAsId: id,
          offerId,
          paidAt: START,
          stateId: 50,
          region: "northeast",
          ageBand: "0-2",
          sizeBand: "250k+",
          priceCents: shareBps * 3_000,
          balanceCents: 30_000_000,
          rulesVersion: 1,
          shareBps,
        });
    }
    const vermont = { id: 50, name: "Vermont", abbreviation: "VT" };
    const figures = await comparablesFor(
      db(),
      { state: vermont, dateAwarded: "2025-06-01", balanceCents: 30_000_000, facts: noFacts },
      START,
    );
    // Sorted: 1000, 1100, 1300, 1400, 1600, 3000. The 25th percentile sits a quarter of the way
    // from the 2nd to the 3rd (1150), the median halfway from the 3rd to the 4th (1350), the 75th
    // three quarters of the way from the 4th to the 5th (1550): published as whole percents, half a
    // percent rounding up (the nearest ranks, 11% and 13%, would read otherwise).
    expect(figures).toMatchObject({ count: 6, p25Bps: 1_200, medianBps: 1_400, p75Bps: 1_600, group: { geography: "state" } });
    expect(figures!.sentence).toBe(
      "6 Vermont judgments under 2 years old with balances over $250,000 sold for 12–16% of their balance, median 14%.",
    );
  });
});

describe("the sweep of unrecorded sales", () => {
  it("records the sales paid without a record, on the day their payment succeeded, and only those", async () => {
    const { id } = await escrowSales(app).paidSale();
    const recorded = (await recordOf(id))!;
    await db().delete(saleComparables).where(eq(saleComparables.judgmentId, id));
    const [payment] = await db()
      .select({ updatedAt: payments.updatedAt })
      .from(payments)
      .where(and(eq(payments.judgmentId, id), eq(payments.kind, "purchase")));

    expect(await sweepUnrecordedSales(db())).toBe(1);
    const { offerId, priceCents, stateId, region, rulesVersion } = recorded;
    expect(await recordOf(id)).toMatchObject({ offerId, priceCents, stateId, region, rulesVersion, paidAt: payment!.updatedAt });
    // Nothing left to record: a second sweep makes nothing and keeps the record.
    expect(await sweepUnrecordedSales(db())).toBe(0);
    expect(await recordOf(id)).toMatchObject({ offerId });
  });
});

describe("recording inside the payment's transaction", () => {
  it("never undoes the payment: a record that fails is rolled back to its savepoint, logged, and the transaction goes on", async () => {
    const id = await listing(app, seller.userId, { status: "sold", buyerId: buyer.userId });
    const offerId = await acceptedOffer(app, id, buyer.userId, { amountCents: 100_000 });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      await db().transaction(async (tx) => {
        // A judgment that does not exist makes the insert fail its foreign key inside the savepoint.
        await recordPaidSale(tx, { judgmentId: id, offerId: 999_999_999, priceCents: 100_000, paidAt: app.clock.now() });
        await tx.update(judgments).set({ title: "still written" }).where(eq(judgments.id, id));
      });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    const [row] = await db().select({ title: judgments.title }).from(judgments).where(eq(judgments.id, id));
    expect(row!.title).toBe("still written");
    await recordPaidSale(db(), { judgmentId: id, offerId, priceCents: 100_000, paidAt: app.clock.now() });
    expect(await recordOf(id)).toMatchObject({ offerId });
  });
});

describe("the differencing attack", () => {
  // Ohio, entered 2025-06-01: under 2 years old on 2026-03-04; $20,000 with interest, $10,000–$50,000.
  const ohio = { id: 39, name: "Ohio", abbreviation: "OH" };
  const ohioSale = (price: number, values: ListingValues) =>
    soldSale(price, { stateId: 39, countyId: 39049, dateAwarded: "2025-06-01", ...values });
  const asked = (facts: Partial<ComparableSubject["facts"]>) =>
    comparablesFor(db(), { state: ohio, dateAwarded: "2025-06-01", balanceCents: 2_100_000, facts: { ...noFacts, ...facts } }, START);
  const owner = { litigation: "litigated", debtorRealEstate: true } as const;

  it("never publishes two nested groups a few sales apart, so no sale's share can be worked out from them", async () => {
    // Five litigated sales whose debtor owns real estate, and one whose debtor owns none: the
    // share its seller kept to themselves. Asked with both facts and then with litigation alone, the
    // five's and the six's percentiles would give the sixth's share away.
    for (const price of [200_000, 240_000, 260_000, 300_000, 340_000]) await ohioSale(price, owner);
    await ohioSale(900_000, { litigation: "litigated", debtorRealEstate: false });
    const withBoth = await asked(owner);
    const litigatedOnly = await asked({ litigation: "litigated" });
    // Both are served the six: the same sales, the same figures; nothing to take one from the other.
    expect(withBoth).toMatchObject({ count: 6, group: { geography: "state", facts: { litigation: "litigated" } } });
    expect(litigatedOnly).toEqual(withBoth);
    // Nor by asking with the real-estate fact alone (a group the five nest in too, a sale apart).
    expect(await asked({ debtorRealEstate: true })).toMatchObject({ count: 6, group: { facts: {} } });
    // The shares are whole percents: the 2nd to 5th of six sales' exact shares are never shown.
    for (const bps of [withBoth!.p25Bps, withBoth!.medianBps, withBoth!.p75Bps]) expect(bps % 100).toBe(0);

    // Four more without real estate: the five are five sales apart from the litigated group, and served.
    for (const price of [700_000, 720_000, 760_000, 800_000]) await ohioSale(price, { litigation: "litigated", debtorRealEstate: false });
    expect(await asked(owner)).toMatchObject({ count: 5, group: { facts: owner } });
    expect(await asked({ litigation: "litigated" })).toMatchObject({ count: 10 });
  });
});
