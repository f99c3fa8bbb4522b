// The pictures of issue 31 item 3 in the browser: the judgment page's balance over time and
// enforceability timeline (a visitor, a member, the owner), the owner's views, watchers and offers by
// day on My Listing, and /admin's queues by age and sales by week. Each chart is found with its
// sentence and its table; the timeline's dates take the keyboard's focus and show their statute;
// axe finds no serious problem; nothing sticks out sideways at 390 px, and no chart text is under 10 px. Screenshots of each at 1280
// and 390 px go to SHOTS_DIR (or the test's output folder).
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, administrator, approve, dispose, listingIntent, offer, serverClock, statementsJson, submittedListing } from "./fixtures";
import { signIn, signOut } from "./helpers";

/** Noon Eastern on 11/24/2026, the as-of date of the hand calculations (tests/unit/judgment-value-charts.test.ts). */
const NOV_24 = "2026-11-24T17:00:00.000Z";
const NOV_18 = "2026-11-18T17:00:00.000Z";
const WIDTHS = [1280, 390] as const;

async function shot(target: Page | Locator, name: string) {
  const dir = process.env.SHOTS_DIR ?? test.info().outputPath();
  fs.mkdirSync(dir, { recursive: true });
  await target.screenshot({ path: path.join(dir, `${name}.png`) });
}

async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A chart figure: its title, its sentence, its SVG, and its table behind the disclosure. */
async function expectChart(chart: Locator, title: string | RegExp, summary: string | RegExp) {
  await expect(chart.getByRole("heading", { name: title })).toBeVisible();
  await expect(chart.getByTestId("chart-summary")).toContainText(summary);
  await expect(chart.locator("svg")).toBeVisible();
  await expect(chart.getByTestId("chart-table")).toBeHidden();
  await chart.getByText("Show the figures as a table").click();
  await expect(chart.getByTestId("chart-table")).toBeVisible();
  await chart.getByText("Show the figures as a table").click();
}

/** The smallest text of the charts inside `target` as drawn on screen, in px (the font size times the SVG's scale). */
async function smallestChartText(target: Locator): Promise<number> {
  return target.evaluate((root) =>
    Math.min(
      ...[...root.querySelectorAll("svg")].flatMap((svg) => {
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return [...svg.querySelectorAll("text")].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
      }),
    ),
  );
}

/** Each width: a screenshot of the locator, nothing sideways, no chart text under 10 px. */
async function atEachWidth(page: Page, target: () => Locator, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(target()).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await smallestChartText(target()), `${name} at ${width} px`).toBeGreaterThanOrEqual(10);
    await target().scrollIntoViewIfNeeded();
    await shot(target(), `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("charts", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the judgment page's balance over time and enforceability timeline, for a visitor, a member and the owner; the owner's activity by day", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const admin = await administrator(baseURL!);
    const seller = await account(baseURL!, "chartseller");
    const buyer = await account(baseURL!, "chartbuyer");
    try {
      // $10,000 entered 03/15/2019 in Fresno County, California (10% simple), $1,000 received on
      // 03/15/2020, asking $2,000, Buy Now $2,400: listed on 11/18/2026 and read on 11/24/2026.
      await serverClock(admin, { set: NOV_18 });
      const listing = await submittedListing(seller, {
        title: `Charted judgment ${seller.handle}`,
        date_awarded: "2019-03-15",
        amount: "10,000",
        price: "2000.00",
        buy_now: "2400.00",
        statements: statementsJson([{ date: "2020-03-15", amount: "1,000" }]),
      });
      await approve(baseURL!, [listing.id], { firstLook: true });
      await serverClock(admin, { set: NOV_24 });

      // A visitor: the page is server HTML, and so are its pictures.
      await page.goto(`/judgments/${listing.id}`);
      const balance = page.getByTestId("balance-chart");
      // The hand calculation of tests/unit/judgment-value-charts.test.ts: $16,701.37 today, $19,008.22 by 03/15/2029.
      await expectChart(
        balance,
        "The balance over time",
        "$10,000 awarded on 03/15/2019, $16,701.37 owing today (11/24/2026) with interest and 1 payment of $1,000 in all deducted; " +
          "projected $19,008.22 by 03/15/2029, the renew-by date. Lines across the chart: Asking price $2,000, Buy Now $2,400.",
      );
      await expect(balance.locator("svg")).toContainText("projected $19,008.22, 03/15/2029");
      await expect(balance.locator("svg")).toContainText("Buy Now $2,400");
      const timeline = page.getByTestId("enforceability-timeline");
      await expectChart(timeline, "Enforceability timeline", "Entered 03/15/2019; Renew by / Enforceable until 03/15/2029.");
      await timeline.getByText("Show the figures as a table").click();
      await expect(timeline.getByTestId("chart-table")).toContainText("Cal. Code Civ. Proc. §§ 683.020");
      await timeline.getByText("Show the figures as a table").click();

      // The timeline's dates: focusable in turn, each showing its statute under the axis, as hovering does.
      const points = timeline.getByTestId("timeline-point");
      await expect(points).toHaveCount(2);
      await expect(points.nth(1).locator("title")).toHaveText(
        /^Renew by \/ Enforceable until: 03\/15\/2029\. .*Source: Cal\. Code Civ\. Proc\./,
      );
      const tip = (n: number) => points.nth(n).locator(".chart-timeline__tip");
      await expect(tip(0)).toBeHidden();
      await points.nth(0).focus();
      await expect(tip(0)).toBeVisible();
      await expect(tip(0)).toContainText("Entered, 03/15/2019. Source: Cal. Code Civ.");
      await page.keyboard.press("Tab");
      await expect(points.nth(1)).toBeFocused();
      await expect(tip(1)).toBeVisible();
      await expect(tip(0)).toBeHidden();
      await shot(timeline, "timeline-focused-1280");
      await page.keyboard.press("Shift+Tab");
      await points.nth(1).locator("circle").last().hover();
      await expect(tip(1)).toBeVisible();
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

      await expectNoSeriousAxeViolation(page);
      await atEachWidth(page, () => page.getByTestId("balance-chart"), "judgment-balance-visitor");
      await atEachWidth(page, () => page.getByTestId("enforceability-timeline"), "judgment-timeline-visitor");

      // A member: the same pictures; the seller keeps the offers private, so no offer line.
      await signIn(page, buyer.email, buyer.password);
      await page.goto(`/judgments/${listing.id}`);
      await expect(page.getByTestId("balance-chart").getByTestId("chart-summary")).toContainText(
        "Lines across the chart: Asking price $2,000, Buy Now $2,400.",
      );
      await expect(page.getByTestId("enforceability-timeline").getByTestId("timeline-point")).toHaveCount(2);
      await expectNoSeriousAxeViolation(page);

      // Today again (the activity is counted by the server's days): the member watches and offers.
      await serverClock(admin, { reset: true });
      await listingIntent(buyer, listing.id, "watch");
      await offer(buyer, listing.id, "1500.00");

      // The owner: My Listing hydrates; its pictures are the server's, and React finds them as drawn.
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await signOut(page);
      await signIn(page, seller.email, seller.password);
      await page.goto(`/judgments/${listing.id}`);
      await expect(page.getByRole("heading", { name: "My Listing", level: 1 })).toBeVisible();
      // The owner sees the offers, so the highest is drawn.
      await expect(page.getByTestId("balance-chart").getByTestId("chart-summary")).toContainText("Highest offer $1,500.");
      const activity = page.getByTestId("listing-activity-chart");
      await expectChart(activity, "Views, watchers and offers, last 30 days", /^Last 30 days \(.*\): \d+ views?, 1 new watcher, 1 offer\./);
      await expect(activity.locator("svg")).toContainText("New watchers");
      await expectNoSeriousAxeViolation(page);
      expect(problems.filter((p) => /hydrat|did not match/i.test(p))).toEqual([]);
      await atEachWidth(page, () => page.getByTestId("owner-activity"), "owner-activity");
      await atEachWidth(page, () => page.getByTestId("balance-chart"), "judgment-balance-owner");
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/judgments/${listing.id}`);
      await shot(page, "judgment-owner-top-390");
    } finally {
      await serverClock(admin, { reset: true });
      await admin.dispose();
      await dispose(seller, buyer);
    }
  });

  test("an administrator reads the queues by how long they waited and the sales by week on /admin", async ({ page }) => {
    await signIn(page, e2eAdmin.email, e2eAdmin.password);
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/admin");
    const waiting = page.getByTestId("admin-waiting-chart");
    await expectChart(waiting, "Waiting, by how long", /^Waiting now: \d+ listings?.*, \d+ messages?.*, \d+ disputes?/);
    await expect(waiting.locator("svg")).toContainText("Over 7 days");
    const sales = page.getByTestId("admin-sales-chart");
    await expectChart(
      sales,
      "Completed sales by week",
      /(sales? completed|No sales completed) in the 12 weeks from \d{2}\/\d{2}\/\d{4} to today/,
    );
    await expectNoSeriousAxeViolation(page);
    expect(problems).toEqual([]);
    await atEachWidth(page, () => page.getByTestId("admin-waiting-chart"), "admin-waiting");
    await atEachWidth(page, () => page.getByTestId("admin-sales-chart"), "admin-sales");
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("heading", { name: "At a glance" }).scrollIntoViewIfNeeded();
      await shot(page, `admin-at-a-glance-${width}`);
    }
  });
});
