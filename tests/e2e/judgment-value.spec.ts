// What a judgment is worth, in the browser (issue 17): a visitor opens a 2019 California judgment of
// $10,000 and reads its estimated balance on 11/24/2026 (the hand calculation of
// tests/unit/judgment-value.test.ts), the rate period, the clock "based on the records provided",
// the notice, the rules version, and follows the link to the FAQ's explanation; the seller sees a
// listing near its renewal deadline flagged on /selling and on My Listing; an administrator reads
// the judgment rules. Screenshots of each go to the test's output folder.
import { expect, test } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, administrator, approve, assignedListing, dispose, serverClock, submittedListing } from "./fixtures";
import { signIn } from "./helpers";

/** Noon Eastern on 11/24/2026, the as-of date of the hand calculations. */
const NOV_24 = "2026-11-24T17:00:00.000Z";
/** Six days before: the listings are approved then, so the premium first look has ended on 11/24. */
const NOV_18 = "2026-11-18T17:00:00.000Z";

test.describe("what a judgment is worth", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a visitor reads the estimated balance, the clock and how they are made; the seller sees the deadline flag", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000); // five listings, ten pages and two viewports
    const seller = await account(baseURL!, "valueseller");
    const admin = await administrator(baseURL!);
    try {
      // Everything happens on the fixed dates, never at the day the test runs: listed and approved
      // on 11/18/2026, read on 11/24/2026.
      await serverClock(admin, { set: NOV_18 });
      // $10,000 entered 03/15/2019 in Fresno County, California, asking $2,000; and one entered
      // 03/01/2017, whose 10 years end within 18 months of 11/24/2026.
      const california = await submittedListing(seller, { date_awarded: "2019-03-15", amount: "10,000", price: "2000.00" });
      const near = await submittedListing(seller, {
        title: `Near its renewal ${seller.handle}`,
        date_awarded: "2017-03-01",
        amount: "10,000",
        price: "2000.00",
      });
      // $25,000 rendered 05/10/2016 in Harris County, Texas; $10,000 entered 01/01/2020 in Multnomah County, Oregon.
      const texas = await submittedListing(seller, {
        title: `Texas judgment ${seller.handle}`,
        state_id: "48",
        county_id: "48201",
        date_awarded: "2016-05-10",
        amount: "25,000",
        price: "5000.00",
      });
      // $10,000 entered 03/15/2019 in the federal court (the Eastern District of California, in Fresno).
      const federal = await submittedListing(seller, {
        title: `Federal judgment ${seller.handle}`,
        date_awarded: "2019-03-15",
        amount: "10,000",
        price: "2000.00",
        facts: { court_type: "federal" },
      });
      const oregon = await submittedListing(seller, {
        title: `Oregon judgment ${seller.handle}`,
        state_id: "41",
        county_id: "41051",
        date_awarded: "2020-01-01",
        amount: "10,000",
        price: "2000.00",
      });
      // Approved at the server's clock (11/18), which `approve` leaves as it is with firstLook.
      await approve(baseURL!, [california.id, near.id, texas.id, federal.id, oregon.id], { firstLook: true });
      await serverClock(admin, { set: NOV_24 });

      await page.goto(`/judgments/${california.id}`);
      const section = page.getByTestId("judgment-value");
      await expect(section.getByRole("heading", { name: "What it's worth" })).toBeVisible();
      // 2,811 days × 10% / 365 on $10,000 = $7,701.37.
      await expect(section.getByTestId("estimated-balance")).toHaveText("$17,701.37");
      await expect(section.getByTestId("value-balance")).toContainText("(as of 11/24/2026)");
      await expect(section.getByTestId("balance-interest")).toHaveText("$7,701.37");
      // $2,000 ÷ $17,701.37 = 11.298%: shares are cut to the decimal shown, never rounded up (decision 0034).
      await expect(section.getByTestId("balance-share")).toContainText("11.2% of the balance; 20% of the amount awarded");
      await expect(section.getByTestId("rate-period")).toHaveCount(1);
      await expect(section.getByTestId("rate-period")).toContainText("03/15/2019");
      await expect(section.getByTestId("rate-period")).toContainText("2,811");
      await expect(section.getByTestId("citation").first()).toContainText("Cal. Code Civ. Proc. § 685.010");
      await expect(section.getByTestId("confidence").first()).toHaveText("High confidence: statute or rule text seen");
      await expect(section.getByTestId("estimate-notice").first()).toHaveText(
        "Estimate, not legal advice: confirm with the court record and counsel licensed in the state.",
      );
      await expect(section.getByTestId("clock-status")).toHaveText(
        "Based on the records provided, appears enforceable; the next deadline is 03/15/2029.",
      );
      await expect(section.getByTestId("clock-next-action")).toHaveText("Renew the judgment. Any time before 03/15/2029.");
      await expect(section.getByTestId("clock-until")).toHaveText("03/15/2029");
      await expect(section.getByTestId("rules-version")).toHaveText("Rules version 2, published 11/29/2026.");
      await expect(section.getByTestId("balance-newest-rate")).toContainText("Rate set by statute (source checked 06/2026).");
      await expect(page.getByTestId("judgment-balance-share")).toContainText("Estimated balance $17,701.37 · 11.2% of the balance");
      await expect(page.getByTestId("judgment-facts")).toContainText("Date of entry (date awarded)03/15/2019");
      await expect(page.getByTestId("fact-court-type")).toHaveText("Not stated");
      await section.screenshot({ path: test.info().outputPath("judgment-value-section.png") });
      await page.getByTestId("judgment-facts").screenshot({ path: test.info().outputPath("judgment-facts.png") });

      // On a phone nothing sticks out sideways: the rate periods scroll within their own box.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.reload();
      await expect(page.getByTestId("estimated-balance")).toHaveText("$17,701.37");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.getByTestId("judgment-value").screenshot({ path: test.info().outputPath("judgment-value-phone.png") });
      await page.setViewportSize({ width: 1280, height: 900 });

      // Texas compounds on each anniversary: $41,826.89 in eleven periods, at the 5% floor (prime 3.50%
      // on 04/15/2016, in force from 12/17/2015), the rate derived from the prime rate's series.
      await page.goto(`/judgments/${texas.id}`);
      await expect(page.getByTestId("estimated-balance")).toHaveText("$41,826.89");
      await expect(page.getByTestId("rate-period")).toHaveCount(11);
      await expect(page.getByTestId("balance-newest-rate")).toHaveText(
        "Newest rate used: in force from 12/17/2015 (source checked 11/29/2026). Sources below the table.",
      );
      await expect(page.getByTestId("rate-sources")).toContainText("prime rate 3.5% in force 12/17/2015");
      await page.getByTestId("judgment-value").screenshot({ path: test.info().outputPath("judgment-value-texas.png") });
      // Federal: 28 U.S.C. § 1961, the 1-year Treasury of the week before entry (March 2019's average,
      // 2.49%: low confidence, flagged), compounded annually: $10,000 × 1.0249^7 × (1 + 2.49% × 254 / 365)
      // = $12,084.57.
      await page.goto(`/judgments/${federal.id}`);
      await expect(page.getByTestId("estimated-balance")).toHaveText("$12,084.57");
      await expect(page.getByTestId("rate-period")).toHaveCount(8);
      await expect(page.getByTestId("balance-rule")).toContainText("28 U.S.C. § 1961 applies");
      await expect(page.getByTestId("balance-newest-rate")).toContainText("Newest rate used: in force from 03/01/2019");
      await expect(page.getByTestId("balance-low-confidence")).toBeVisible();
      await page.getByTestId("judgment-value").screenshot({ path: test.info().outputPath("judgment-value-federal.png") });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.getByTestId("estimated-balance")).toHaveText("$12,084.57");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.getByTestId("judgment-value").screenshot({ path: test.info().outputPath("judgment-value-federal-phone.png") });
      await page.goto(`/judgments/${texas.id}`);
      await expect(page.getByTestId("estimated-balance")).toHaveText("$41,826.89");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.getByTestId("judgment-value").screenshot({ path: test.info().outputPath("judgment-value-texas-phone.png") });
      await page.setViewportSize({ width: 1280, height: 900 });
      // Oregon: the research is low confidence: a figure (9%), with the warning to check it.
      await page.goto(`/judgments/${oregon.id}`);
      await expect(page.getByTestId("estimated-balance")).toHaveText("$16,211.23");
      await expect(page.getByTestId("balance-low-confidence")).toContainText("Low confidence");
      await page.getByTestId("judgment-value").screenshot({ path: test.info().outputPath("judgment-value-oregon.png") });
      await page.goto(`/judgments/${california.id}`);

      // The FAQ link opens the explanation.
      await section.getByRole("link", { name: "How these figures are made" }).click();
      await expect(page).toHaveURL(/\/faq#judgment-value$/);
      const answer = page.locator("#judgment-value");
      await expect(answer).toBeVisible();
      await expect(answer).toContainText("1/365 of the annual rate each day");
      await expect(answer).toContainText("none are deducted");

      // The seller: the listing near its deadline is flagged on /selling and on My Listing.
      await signIn(page, seller.email, seller.password);
      await page.goto("/selling");
      const box = page.getByTestId("active-box").filter({ hasText: near.title });
      await expect(box.getByTestId("deadline-flag")).toContainText("Deadline within 18 months");
      await expect(box.getByTestId("deadline-flag")).toContainText("Renew the judgment: Any time before 03/01/2027.");
      await expect(page.getByTestId("active-box").filter({ hasText: california.title }).getByTestId("deadline-flag")).toHaveCount(0);
      await box.screenshot({ path: test.info().outputPath("selling-deadline-flag.png") });
      await box.getByRole("link", { name: "See the enforceability clock →" }).click();
      await expect(page.getByTestId("owner-deadline-flag")).toContainText("Renew the judgment: Any time before 03/01/2027.");
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: test.info().outputPath("owner-deadline-flag.png") });
    } finally {
      await serverClock(admin, { reset: true });
      await admin.dispose();
      await dispose(seller);
    }
  });

  test("the buyer of a California judgment is told to file the EJ-100, with the link", async ({ page, baseURL }) => {
    const sale = await assignedListing(baseURL!);
    try {
      await signIn(page, sale.buyer.email, sale.buyer.password);
      await page.goto(`/judgments/${sale.listing.id}`);
      const filing = page.getByTestId("assignment-filing");
      await expect(filing).toContainText("Filing the assignment with the court in California: Required in practice");
      await expect(filing).toContainText("Acknowledgment of Assignment of Judgment (form EJ-100)");
      await expect(filing.getByRole("link", { name: "Cal. Code Civ. Proc. § 673; Civ. Code § 954" })).toHaveAttribute(
        "href",
        "https://www.courts.ca.gov/documents/ej100.pdf",
      );
      await page.getByTestId("buyer-assignment").screenshot({ path: test.info().outputPath("assignment-filing.png") });
    } finally {
      await dispose(sale.seller, sale.buyer);
    }
  });

  test("an administrator reads the judgment rules: every version, the table and one state in full", async ({ page }) => {
    await signIn(page, e2eAdmin.email, e2eAdmin.password);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Judgment Rules" }).first().click();
    await expect(page).toHaveURL(/\/admin\/judgment-rules$/);
    await expect(page.getByRole("heading", { name: "Judgment Rules", level: 1 })).toBeVisible();
    await expect(page.getByTestId("rules-versions")).toContainText("Version 2, published 11/29/2026 (current)");
    await expect(page.getByTestId("rules-row")).toHaveCount(52);
    const oregon = page.getByTestId("rules-row").filter({ hasText: "Oregon" });
    await expect(oregon).toContainText("low");
    await page.screenshot({ path: test.info().outputPath("admin-judgment-rules.png"), fullPage: false });

    await page.getByRole("link", { name: "California" }).click();
    await expect(page).toHaveURL(/\/admin\/judgment-rules\/CA$/);
    await expect(page.getByRole("heading", { name: "California (CA)" })).toBeVisible();
    await expect(page.getByTestId("rules-version")).toHaveText("Rules version 2, published 11/29/2026");
    await expect(page.getByTestId("rules-schedule").first().getByTestId("rate-row").first()).toBeVisible();
    await expect(page.getByTestId("rules-assignment")).toContainText("EJ-100");
    await expect(page.getByTestId("rules-open-questions")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("admin-judgment-rules-ca.png"), fullPage: true });

    const unknown = await page.goto("/admin/judgment-rules/ZZ");
    expect(unknown?.status()).toBe(404);
  });
});
