// Completed sales for the tests of /market (app/server/queries/market.ts): a sold listing with its
// accepted offer (so completedSale holds) and its sale_comparables row, written straight into the
// test database. A test states only what its assertions read (the share, the state, the facts, when
// it was paid); `status` or `otherAcceptedOffer` make a sale that does not count.
import { regionOf, type AgeBand, type SizeBand } from "~/domain/comparables/bands";
import type { ListingStatus } from "~/domain/listing-status";
import { counties, saleComparables, states } from "~/server/db/schema";
import { eq } from "drizzle-orm";
import type { TestApp } from "./app";
import { acceptedOffer, listing, member, type Member } from "./factories";

export type MarketSale = {
  /** The price as a share of the balance, in basis points. */
  shareBps: number;
  /** The state's FIPS code (the states table's id): California (6) unless given. */
  stateId?: number;
  ageBand?: AgeBand;
  sizeBand?: SizeBand;
  litigation?: "default" | "litigated" | null;
  debtorRealEstate?: boolean | null;
  debtorEmployed?: boolean | null;
  debtorAttorney?: boolean | null;
  paidAt?: Date;
  /** The listing's status now: sold unless given (paid, assigned… are not completed yet; active is a sale refunded in full). */
  status?: ListingStatus;
  /** The listing was sold again after this sale was refunded: its accepted offer is another one. */
  otherAcceptedOffer?: boolean;
};

const BALANCE = 1_000_000;
const places = new Map<number, { code: string; countyId: number }>();

/** A state's code and one of its counties (reference data from the migrations). */
async function place(app: TestApp, stateId: number): Promise<{ code: string; countyId: number }> {
  if (!places.has(stateId)) {
    const [row] = await app.services.db
      .select({ code: states.abbreviation, countyId: counties.id })
      .from(states)
      .innerJoin(counties, eq(counties.stateId, states.id))
      .where(eq(states.id, stateId))
      .limit(1);
    places.set(stateId, row);
  }
  return places.get(stateId)!;
}

export function marketSales(app: TestApp) {
  let parties: { seller: Member; buyer: Member } | null = null;

  /** One sale as described; answers the listing's id. */
  async function sale(s: MarketSale): Promise<number> {
    parties ??= { seller: await member(app), buyer: await member(app, { prefix: "buyer" }) };
    const { seller, buyer } = parties;
    const stateId = s.stateId ?? 6;
    const priceCents = Math.max(1, Math.round((BALANCE * s.shareBps) / 10_000));
    const { code, countyId } = await place(app, stateId);
    const id = await listing(app, seller.userId, { status: s.status ?? "sold", buyerId: buyer.userId, stateId, countyId });
    const offerId = await acceptedOffer(app, id, buyer.userId, { amountCents: priceCents });
    if (s.otherAcceptedOffer) {
      const later = await member(app, { prefix: "buyer" });
      await acceptedOffer(app, id, later.userId, { amountCents: priceCents + 100 });
    }
    await app.services.db.insert(saleComparables).values({
      judgmentId: id,
      soldAsId: id,
      offerId,
      paidAt: s.paidAt ?? app.clock.now(),
      stateId,
      region: regionOf(code),
      ageBand: s.ageBand ?? "2-5",
      sizeBand: s.sizeBand ?? "10k-50k",
      litigation: s.litigation ?? null,
      debtorRealEstate: s.debtorRealEstate ?? null,
      debtorEmployed: s.debtorEmployed ?? null,
      debtorAttorney: s.debtorAttorney ?? null,
      priceCents,
      balanceCents: BALANCE,
      shareBps: s.shareBps,
    });
    return id;
  }

  /** Several sales alike but for their shares. */
  async function sales(shares: number[], s: Omit<MarketSale, "shareBps"> = {}): Promise<void> {
    for (const shareBps of shares) await sale({ ...s, shareBps });
  }

  return { sale, sales };
}
