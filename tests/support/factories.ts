// Test data builders: members (signed in, with a role, verified, with an address), listings in any
// status, offers, an accepted sale and listing-fee payments, inserted straight into a test app's
// database. Every builder has defaults that make a valid row; a test overrides only the values its
// assertions depend on, so a reader sees at the call what matters.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { judgments, offers, payments, users } from "~/server/db/schema";
import { approveListing } from "~/server/admin/listing-review";
import { groupPortfolio } from "~/server/portfolios/group";
import { grantRole, insertUser } from "~/server/queries/users";
import { startUserSession } from "~/server/session";
import { CookieJar, getRequest, type TestApp } from "./app";

export type Role = "admin" | "super-admin";

/** A member with a live session: `jar` carries its cookie into requests. */
export type Member = { userId: number; handle: string; name: string; email: string; roles: Role[]; jar: CookieJar };

export type MemberOptions = {
  /** The start of the handle and e-mail address ("seller" gives seller_3_k1a2b3@example.com). */
  prefix?: string;
  name?: string;
  role?: Role;
  /** E-mail address confirmed (registration leaves it unconfirmed; `user:create` confirms it). */
  verified?: boolean;
  /** Assignment info (the buyer's legal name and postal address) filled in. */
  address?: boolean;
  /**
   * Identity verified (docs/decisions/0048), as most members who sell or pay large amounts are:
   * true unless false. Tests of the identity rules make members without it.
   */
  identity?: boolean;
  /** Any other column of the users table. */
  values?: Partial<typeof users.$inferInsert>;
};

export type ListingValues = Partial<typeof judgments.$inferInsert>;
export type OfferValues = Partial<typeof offers.$inferInsert>;

let seq = 0;

/** Handles and e-mail addresses are unique across test files that share a PostgreSQL server. */
/**
 * A unique handle. The random part starts with a letter: six hex digits that happened to be all
 * digits ran together with the sequence number into "a phone number" (handle rule: at most six
 * digits together, an underscore does not part them), and about one member in sixteen was refused.
 */
function unique(prefix: string): string {
  return `${prefix}_${++seq}_k${randomUUID().slice(0, 5)}`;
}

export async function member(app: TestApp, options: MemberOptions = {}): Promise<Member> {
  const db = app.services.db;
  const handle = unique(options.prefix ?? "seller");
  const email = `${handle}@example.com`;
  const name = options.name ?? `Member ${handle}`;
  const userId = await insertUser(db, { name, handle, email, passwordHash: "unused", emailVerified: options.verified });
  const values: Partial<typeof users.$inferInsert> = {
    ...(options.identity === false ? {} : { identityVerifiedAt: new Date() }),
    ...(options.address
      ? {
          addressName: `${name} Holdings LLC`,
          address1: "1 Main St",
          address2: "Suite 5",
          city: "Fresno",
          addressState: "CA",
          zip: "93721",
        }
      : {}),
    ...options.values,
  };
  if (Object.keys(values).length) await db.update(users).set(values).where(eq(users.id, userId));
  if (options.role) await grantRole(db, userId, options.role);
  const jar = new CookieJar();
  jar.take(new Response(null, { headers: { "Set-Cookie": await startUserSession(getRequest("/"), app.services, userId) } }));
  return { userId, handle, name, email, roles: options.role ? [options.role] : [], jar };
}

/** A listing (a judgment for sale), active unless `values.status` says otherwise; answers its id. */
export async function listing(app: TestApp, sellerId: number, values: ListingValues = {}): Promise<number> {
  const status = values.status ?? "active";
  const [row] = await app.services.db
    .insert(judgments)
    .values({
      sellerId,
      title: "Unpaid invoice judgment against a Fresno contractor",
      description: "Default judgment after service by publication.",
      amountCents: 2_000_000,
      priceCents: 400_000,
      stateId: 6,
      countyId: 6019,
      casenum: "22CECG01234",
      courthouse: "Fresno County Superior Court",
      dateAwarded: "2023-06-14",
      // A listing that is not new has been approved, so it has a listing date.
      listedAt: status === "new" ? null : new Date("2025-01-10T15:00:00Z"),
      ...values,
      status,
    })
    .returning({ id: judgments.id });
  return row.id;
}

/**
 * The edit form of the listing `listing()` makes (Fresno County, California), with overrides; the
 * collectability facts are not sent (kept as they are) unless the overrides name them.
 */
export function listingEditFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: "Unpaid invoice judgment against a Fresno contractor",
    description: "Default judgment after service by publication.",
    state_id: "6",
    county_id: "6019",
    casenum: "22CECG01234",
    courthouse: "Fresno County Superior Court",
    date_awarded: "2023-06-14",
    amount: "20000",
    price: "4000",
    buy_now: "",
    privacy: "public",
    offers_visibility: "owner",
    ...overrides,
  };
}

/** An offer on a listing, pending unless `values.status` says otherwise; answers its id. */
export async function offer(app: TestApp, judgmentId: number, buyerId: number, values: OfferValues = {}): Promise<number> {
  const [row] = await app.services.db
    .insert(offers)
    .values({ judgmentId, buyerId, amountCents: 250_000, status: "pending", ...values })
    .returning({ id: offers.id });
  return row.id;
}

/** An accepted offer of `buyerId` on a listing, recorded as the listing's accepted offer; answers its id. */
export async function acceptedOffer(app: TestApp, judgmentId: number, buyerId: number, values: OfferValues = {}): Promise<number> {
  const offerId = await offer(app, judgmentId, buyerId, { status: "accepted", acceptedAt: new Date(), ...values });
  await app.services.db.update(judgments).set({ acceptedOfferId: offerId }).where(eq(judgments.id, judgmentId));
  return offerId;
}

export type SaleOptions = {
  /** The agreed price (the accepted offer's amount). */
  amountCents: number;
  /** When the buyer's payment is due; three days from now by default. */
  paymentDueAt?: Date;
  listing?: ListingValues;
  offer?: OfferValues;
};

/** A listing whose offer from `buyerId` was accepted: status offer_accepted, payment due; answers both ids. */
export async function acceptedSale(
  app: TestApp,
  sellerId: number,
  buyerId: number,
  options: SaleOptions,
): Promise<{ id: number; offerId: number }> {
  const id = await listing(app, sellerId, {
    status: "offer_accepted",
    buyerId,
    paymentDueAt: options.paymentDueAt ?? new Date(Date.now() + 3 * 86_400_000),
    ...options.listing,
  });
  const offerId = await acceptedOffer(app, id, buyerId, { amountCents: options.amountCents, ...options.offer });
  return { id, offerId };
}

/** A listing fee the seller has paid (a succeeded offline payment). */
export async function paidListingFee(app: TestApp, userId: number, judgmentId: number, amountCents: number): Promise<void> {
  await app.services.db.insert(payments).values({
    kind: "listing_fee",
    userId,
    judgmentId,
    amountCents,
    provider: "offline",
    idempotencyKey: `test-fee-${randomUUID()}`,
    status: "succeeded",
  });
}

export type PortfolioFields = {
  title?: string;
  priceCents?: number;
  buyNowCents?: number | null;
  offersVisibility?: "all" | "owner";
  /** Who approves it (an administrator); without one the portfolio stays `new`, waiting for review. */
  approvedBy?: number;
  /** Its first approval this long ago (days): 10 puts it past the premium first look. */
  listedDaysAgo?: number;
};

/**
 * A portfolio of the seller's active judgments (docs/decisions/0055), grouped by groupPortfolio and,
 * with `approvedBy`, approved by that administrator; answers its id.
 */
export async function portfolio(
  app: TestApp,
  sellerId: number,
  judgmentIds: readonly number[],
  fields: PortfolioFields = {},
): Promise<number> {
  const { portfolioId } = await groupPortfolio(app.services, {
    userId: sellerId,
    judgmentIds,
    title: fields.title ?? "Judgments against Fresno contractors",
    description: "Default judgments, each in Fresno County.",
    priceCents: fields.priceCents ?? 1_200_000,
    buyNowCents: fields.buyNowCents ?? null,
    offersVisibility: fields.offersVisibility ?? "owner",
    pendingOffersSeen: 0,
  });
  if (fields.approvedBy !== undefined) {
    await approveListing(app.services, { judgmentId: portfolioId, adminId: fields.approvedBy });
    if (fields.listedDaysAgo) {
      await app.services.db
        .update(judgments)
        .set({ listedAt: new Date(app.services.clock.now().getTime() - fields.listedDaysAgo * 86_400_000) })
        .where(eq(judgments.id, portfolioId));
    }
  }
  return portfolioId;
}
