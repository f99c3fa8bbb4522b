// The public pages: the home page's featured judgments (featured first, only active listings),
// the help pages' loaders, the FAQ's fee answers (from the fee schedule) and the 404 splat.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FaqSectionView } from "~/components/marketing/faq-accordion";
import { faqSections } from "~/components/marketing/faq-content";
import { feeFacts, upsellFacts } from "~/domain/fee-wording";
import { loadBranding } from "~/config/branding";
import { feeSchedule, type FeeSchedule } from "~/config/fees";
import * as faqRoute from "~/routes/public/faq";
import * as howToBuyRoute from "~/routes/public/how-to-buy";
import * as howToSellRoute from "~/routes/public/how-to-sell";
import * as homeRoute from "~/routes/public/index";
import * as notFoundRoute from "~/routes/public/not-found";
import { servicesContext } from "~/server/context";
import { systemClock } from "~/server/clock";
import type { DatabaseHandle } from "~/server/db/client";
import { judgments, users } from "~/server/db/schema";
import { listFeaturedJudgments } from "~/server/queries/featured";
import { routeArgs } from "../support/app";
import { createTestDatabase } from "../support/db";
import { visitorAudience } from "~/server/queries/listing-visibility";

/** A visitor's lists (the premium first look applies). */
const visitors = () => visitorAudience(new Date());

let handle: DatabaseHandle;
let context: RouterContextProvider;
const ids = { featured: 0, newerPlain: 0, olderPlain: 0, pending: 0, hidden: 0 };

// California (FIPS 6) and Alameda County (6001) come from the reference-data migration.
const place = { stateId: 6, countyId: 6001 };

function args(url = "http://localhost/") {
  return routeArgs(new Request(url), context);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  context = new RouterContextProvider();
  context.set(servicesContext, { db: handle.db, branding: loadBranding({}), clock: systemClock } as never);

  const [seller] = await handle.db
    .insert(users)
    .values({ name: "Sam Seller", handle: "samseller", email: "sam@example.com", passwordHash: "x" })
    .returning({ id: users.id });

  const base = {
    sellerId: seller.id,
    ...place,
    description: "A judgment.",
    casenum: "RG-2024-0001",
    dateAwarded: "2024-03-15",
  };
  const insert = async (values: Partial<typeof judgments.$inferInsert> & { title: string }) => {
    const [row] = await handle.db
      .insert(judgments)
      .values({ ...base, amountCents: 2_500_000, priceCents: 500_000, ...values })
      .returning({ id: judgments.id });
    return row.id;
  };
  // The featured listing is the oldest active one: it must still come first.
  ids.featured = await insert({
    title: "Featured contractor judgment",
    status: "active",
    featuredNationwide: true,
    listedAt: new Date("2025-01-10T15:00:00Z"),
  });
  ids.olderPlain = await insert({ title: "Older plain judgment", status: "active", listedAt: new Date("2025-02-01T15:00:00Z") });
  ids.newerPlain = await insert({ title: "Newer plain judgment", status: "active", listedAt: new Date("2025-06-01T15:00:00Z") });
  ids.pending = await insert({
    title: "Pending review judgment",
    status: "new",
    featuredNationwide: true,
    listedAt: new Date("2025-07-01T15:00:00Z"),
  });
  ids.hidden = await insert({ title: "Hidden judgment", status: "hidden", listedAt: new Date("2025-08-01T15:00:00Z") });
});

afterAll(async () => {
  await handle?.close();
});

describe("home page", () => {
  it("loads featured judgments first, then the newest active ones, never other statuses", async () => {
    const data = await homeRoute.loader(args());
    const listed = data.featured.map((j) => j.id);
    expect(listed).toEqual([ids.featured, ids.newerPlain, ids.olderPlain]);
    expect(listed).not.toContain(ids.pending);
    expect(listed).not.toContain(ids.hidden);
  });

  it("returns plain objects with the state and county joined in", async () => {
    const data = await homeRoute.loader(args());
    expect(data.featured[0]).toEqual({
      id: ids.featured,
      kind: "judgment",
      portfolioSize: null,
      title: "Featured contractor judgment",
      stateName: "California",
      stateAbbreviation: "CA",
      countyName: expect.stringContaining("Alameda"),
      // A portfolio's counts of states and counties (docs/decisions/0055); null for a judgment.
      stateCount: null,
      countyCount: null,
      amountCents: 2_500_000,
      priceCents: 500_000,
      buyNowCents: null,
      listedAt: new Date("2025-01-10T15:00:00Z"),
      featured: true,
      firstLook: false,
    });
    expect(data.featured[1].featured).toBe(false);
  });

  it("respects the limit", async () => {
    expect(await listFeaturedJudgments(handle.db, visitors(), 2)).toHaveLength(2);
    expect(await listFeaturedJudgments(handle.db, visitors(), 0)).toHaveLength(0);
  });
});

describe("help pages", () => {
  const branding = loadBranding({});

  it("FAQ and how-to loaders give the configured time frames and contacts", async () => {
    const faq = await faqRoute.loader(args("http://localhost/faq"));
    expect(faq).toMatchObject({
      brand: branding.name,
      paymentDays: branding.timeframes.acceptance_to_payment,
      offerDays: branding.timeframes.offers_expire_days,
      csemail: branding.csemail,
    });
    const buy = await howToBuyRoute.loader(args("http://localhost/how-to-buy"));
    expect(buy.paymentDays).toBe(branding.timeframes.acceptance_to_payment);
    const sell = await howToSellRoute.loader(args("http://localhost/how-to-sell"));
    expect(sell.csemail).toBe(branding.csemail);
  });
});

/** The upsells as the reference-data migration seeds them. */
const seededUpsells = [
  { code: "embolden", name: "Bold Listing", description: "Bold.", amountCents: 400 },
  { code: "highlight", name: "Highlighted Listing", description: "Highlighted.", amountCents: 700 },
  { code: "featured_state", name: "Featured in Your State", description: "State.", amountCents: 2_500 },
  { code: "featured_nationwide", name: "Featured Nationwide", description: "Nationwide.", amountCents: 12_500 },
  { code: "premium", name: "Premium Membership", description: "Premium.", amountCents: 1_999 },
];

function renderFaq(schedule: FeeSchedule) {
  const sections = faqSections({
    brand: "Judgment Exchange",
    paymentDays: 3,
    offerDays: 14,
    assignmentDays: 10,
    inspectionDays: 5,
    csemail: "support@example.com",
    fees: { ...feeFacts(schedule), ...upsellFacts(seededUpsells) },
    schedule,
  });
  const html = renderToStaticMarkup(
    createElement(MemoryRouter, null, ...sections.map((section) => createElement(FaqSectionView, { key: section.id, section }))),
  );
  return { sections, html: html.replace(/<!-- -->/g, "") };
}

describe("FAQ content", () => {
  it("has the required sections, each question a <details> item", () => {
    const { sections, html } = renderFaq(feeSchedule);
    const titles = sections.map((s) => s.title);
    for (const title of [
      "Seller Account Verification",
      "Judgment Details",
      "Judgment Payments",
      "Buying",
      "Selling",
      "Fees",
      "Documents",
    ]) {
      expect(titles).toContain(title);
    }
    const items = sections.reduce((n, s) => n + s.items.length, 0);
    expect(html.match(/data-testid="faq-item"/g)).toHaveLength(items);
    expect(html.match(/<summary/g)).toHaveLength(items);
    expect(html).toContain("US judgments only");
    expect(html).toContain("domesticated in a US court");
    expect(html).toContain("GIF, PNG, JPG, PDF, DOC and RTF");
    expect(html).toContain("20 MB");
    expect(html).toContain("within 3 business days");
  });

  it("says small claims judgments are typically under $5,000 (buyer spec)", () => {
    const { html } = renderFaq(feeSchedule);
    expect(html).toContain("Can I list a small claims judgment?");
    expect(html).toContain("Small claims judgments are typically under $5,000");
  });

  it("states the configured fees", () => {
    const { html } = renderFaq(feeSchedule);
    expect(html).toContain("10% of the agreed amount, with a minimum of $50");
    expect(html).toContain("10% of the sale price, with a minimum of $50");
    expect(html).toContain("$19.99 per month");
    expect(html).toContain("$1.00");
    for (const fee of ["$20", "$35", "$50", "$4", "$7", "$25", "$125"]) expect(html).toContain(`>${fee}`);
  });

  it("follows the fee schedule when it changes (the FAQ's 8% reading)", () => {
    const eightPercent = { ...feeSchedule, sellerFee: { rateBps: 800, minimumCents: 5_000 } } as unknown as FeeSchedule;
    const { html } = renderFaq(eightPercent);
    expect(html).toContain("8% of the sale price, with a minimum of $50");
    expect(html).not.toContain("10% of the sale price");
    // The worked example: a $10,000 sale at 8% leaves $9,200.
    expect(html).toContain("$9,200");
  });
});

describe("not-found splat", () => {
  it("throws a 404 Response from the loader and the action", async () => {
    for (const fn of [notFoundRoute.loader, notFoundRoute.action]) {
      const thrown = await fn(routeArgs(new Request("http://localhost/no-such-page"), context, { "*": "no-such-page" })).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });
});
