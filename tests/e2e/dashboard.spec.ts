// The /home dashboard: an investor who also sells (made by the test through the app) sees its
// offers, purchase, listing, watchlist and the featured listings; a brand-new member sees every
// panel's empty state. The messages panel with rows is rendered in tests/integration/dashboard.test.ts
// until a message can be sent from a page (issue 11).
import { expect, test, type Page } from "./test-base";
import { account, approvedListing, approvedListings, ASKING_PRICE, dispose, listingIntent, offer } from "./fixtures";
import { newMember, registerThroughPage, signIn } from "./helpers";

/**
 * A new investor who offered on one listing, bought another with Buy Now (the payment still to
 * make), watches a third, and sells a listing of its own.
 */
async function newInvestor(baseURL: string) {
  const other = await account(baseURL, "dashother");
  const [offered, bought, watched] = await approvedListings(baseURL, other, 3);
  const investor = await account(baseURL, "dashinvestor", { address: true });
  await approvedListing(baseURL, investor, { title: `Investor's own judgment ${investor.handle}` });
  await offer(investor, offered.id, "1500.00");
  const buy = await investor.api.post(`/judgments/buy/${bought.id}`, { form: { price: ASKING_PRICE }, maxRedirects: 0 });
  expect(buy.status(), "bought with Buy Now").toBe(302);
  await listingIntent(investor, watched.id, "watch");
  await dispose(other, investor);
  return investor;
}

const money = /\$\d{1,3}(,\d{3})*(\.\d{2})?/;

async function api(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { "X-Requested-With": "XMLHttpRequest" }, credentials: "same-origin" });
    return { status: response.status, body: await response.json() };
  }, path);
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 375, height: 740 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("an investor sees its own rows in every panel", async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      const investor = await newInvestor(baseURL!);
      await signIn(page, investor.email, investor.password);
      await page.goto("/home");
      await expect(page).toHaveTitle(/^Dashboard \| /);

      const offers = page.getByTestId("panel-offers").getByTestId("offer-row");
      await expect(offers.first()).toBeVisible();
      expect(await offers.count()).toBeLessThanOrEqual(5);
      await expect(offers.first()).toContainText(money);
      await expect(offers.first().getByRole("link")).toHaveAttribute("href", /^\/judgments\/\d+$/);
      for (const text of await offers.allInnerTexts()) {
        expect(text).toMatch(/No Expiration Date|Expires \d{2}\/\d{2}\/\d{4}/);
      }

      const buying = page.getByTestId("panel-buying").getByTestId("buying-row");
      await expect(buying.first()).toBeVisible();
      const steps = await page.getByTestId("panel-buying").getByTestId("next-step").allInnerTexts();
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) expect(["Pay now", "Waiting for assignment", "Review documents", "Completed"]).toContain(step.trim());
      const pay = page.getByTestId("panel-buying").getByRole("link", { name: "Pay now" });
      if (await pay.count()) await expect(pay.first()).toHaveAttribute("href", /^\/judgments\/pay\/\d+$/);

      const selling = page.getByTestId("panel-selling").getByTestId("selling-row");
      await expect(selling.first()).toBeVisible();
      await expect(selling.first().getByTestId("status")).not.toBeEmpty();
      await expect(selling.first().getByTestId("counts")).toContainText(/\d+ views? · \d+ watchers? · \d+ offers?/);
      await expect(page.getByTestId("panel-selling").getByRole("link", { name: "See all" })).toHaveAttribute("href", "/selling");

      const watched = page.getByTestId("panel-watchlist").getByTestId("watchlist-row");
      await expect(watched.first()).toBeVisible();
      await expect(watched.first()).toContainText(money);

      await expect(page.getByTestId("panel-profile")).toContainText(`@${investor.handle}`);
      await expect(page.getByTestId("panel-featured").getByTestId("featured-row").first()).toBeVisible();

      // The panels and the JSON API answer the same data.
      const myoffers = await api(page, "/api/judgments/myoffers");
      expect(myoffers.status).toBe(200);
      expect(myoffers.body.length).toBeGreaterThanOrEqual(await offers.count());
      await expect(offers.first()).toContainText(myoffers.body[0].judgment.title);

      // Nothing spills sideways on a small screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

// The messages panel with messages in it: tests/e2e/messaging.spec.ts sends one through Contact
// Seller and follows it on both members' dashboards.
test("a brand-new member sees the empty states", async ({ page }) => {
  const member = newMember("dash");
  await registerThroughPage(page, member);
  await expect(page.getByTestId("panel-offers")).toContainText("You have not made any offers yet.");
  await expect(page.getByTestId("panel-buying")).toContainText("Judgments you buy will appear here");
  await expect(page.getByTestId("panel-selling")).toContainText("You have no listings yet.");
  await expect(page.getByTestId("panel-watchlist")).toContainText("Watch judgments to follow them here.");
  await expect(page.getByTestId("panel-messages")).toContainText("No messages yet!");
  for (const panel of ["offers", "buying", "selling", "watchlist", "messages"]) {
    await expect(page.getByTestId(`panel-${panel}`).locator("li")).toHaveCount(0);
  }
  await expect(page.getByTestId("panel-profile")).toContainText(`@${member.handle}`);

  for (const path of ["/api/judgments/myoffers", "/api/judgments/buying", "/api/judgments/selling", "/api/judgments/watchlist"]) {
    const answer = await api(page, path);
    expect(answer, path).toEqual({ status: 200, body: [] });
  }
  const profile = await api(page, "/api/users/profile");
  expect(profile.body).toMatchObject({ handle: member.handle, email: member.email, roles: [] });
});

test("the JSON API refuses visitors", async ({ page, baseURL }) => {
  // An active listing for the featured list to answer.
  const seller = await account(baseURL!, "apiseller");
  await approvedListing(baseURL!, seller);
  await dispose(seller);
  await page.goto("/about");
  expect((await api(page, "/api/judgments/myoffers")).status).toBe(401);
  expect((await api(page, "/api/messages")).status).toBe(401);
  const featured = await api(page, "/api/judgments/featured");
  expect(featured.status).toBe(200);
  expect(featured.body.length).toBeGreaterThan(0);
  expect(featured.body[0]).toMatchObject({ status: "active", state: { abbreviation: expect.any(String) } });
});
