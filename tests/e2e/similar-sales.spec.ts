// What similar judgments sold for, in a browser (issue 31): five completed sales of California
// judgments entered in 2023 (through the whole sale flow: Buy Now, payment, assignment, receipt),
// then a seller compares the prices typed on the wizard's pricing step with them, and an investor
// sees them beside the asking price on a judgment page and where the offer typed falls. Each chart
// with its text summary; axe finds no serious violation. Desktop and phone.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test-base";
import { baseURL } from "../../playwright.config";
import { account, approvedListing, dispose, soldListing } from "./fixtures";
import { enhanced, fillJudgmentStep, newMember, registerThroughPage, signIn } from "./helpers";

const sizes = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  for (let i = 0; i < 5; i += 1) {
    const sale = await soldListing(baseURL);
    await dispose(sale.seller, sale.buyer);
  }
});

async function noSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/similar-${name}.png`, fullPage: true });

for (const size of sizes) {
  test(`${size.name}: the pricing step compares the prices typed with similar sales`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await (await browser.newContext({ viewport: { width: size.width, height: size.height } })).newPage();
    await registerThroughPage(page, newMember("pricer"), { identity: false });
    await page.goto("/sell/judgment");
    await fillJudgmentStep(page, "Invoice judgment against a Fresno contractor");
    await expect(page).toHaveURL(/\/sell\/pricing$/);
    // Nothing to compare before an amount is typed.
    await expect(page.getByTestId("price-among-sales")).toHaveCount(0);
    await page.getByLabel("Judgment Amount ($)").fill("10000");
    await page.getByLabel("Asking Price ($)").fill("2500");
    await page.getByLabel(/^Buy Now Price/).fill("4000");
    await page.getByTestId("compare-sales").click();

    const chart = page.getByTestId("price-among-sales");
    await expect(chart.getByRole("img")).toBeVisible();
    const summary = chart.getByTestId("chart-summary");
    await expect(summary).toContainText(/California judgments 2–5 years old .* sold for .* of their balance, median/);
    await expect(summary).toContainText("Asking price:");
    await expect(summary).toContainText("Buy Now price:");
    // What was typed stays in the form, unsaved, for the seller to change or save.
    await expect(page.getByLabel("Asking Price ($)")).toHaveValue("2500");
    await chart.getByText("Show the figures as a table").click();
    await expect(chart.getByTestId("chart-table")).toContainText("Median of similar sales");
    await noSeriousViolations(page);
    await shot(page, `${size.name}-pricing`);
  });

  test(`${size.name}: an investor sees similar sales beside the asking price and where a typed offer falls`, async ({ browser }) => {
    test.setTimeout(120_000);
    const seller = await account(baseURL, "simseller");
    const listing = await approvedListing(baseURL, seller);
    const buyer = await account(baseURL, "simbuyer");
    await dispose(seller, buyer);
    const page = await (await browser.newContext({ viewport: { width: size.width, height: size.height } })).newPage();

    // A visitor's page (the cached one) does without it.
    await page.goto(`/judgments/${listing.id}`);
    await expect(page.getByTestId("judgment-card")).toBeVisible();
    await expect(page.getByTestId("similar-sales")).toHaveCount(0);

    await signIn(page, buyer.email, buyer.password);
    await page.goto(`/judgments/${listing.id}`);
    const section = page.getByTestId("similar-sales");
    await expect(section.getByRole("heading", { name: "What similar judgments sold for" })).toBeVisible();
    await expect(section.getByTestId("chart-summary")).toContainText(/sold for .* of their balance, median .* Asking price: /);
    await noSeriousViolations(page);
    await shot(page, `${size.name}-judgment`);

    await enhanced(page);
    await page.getByTestId("make-offer").click();
    const dialog = page.getByRole("dialog", { name: "Make an Offer" });
    await dialog.getByLabel("Offer amount ($)").fill("100");
    await expect(dialog.getByTestId("deal-among-sales")).toContainText("Among similar sales:");
    await expect(dialog.getByTestId("deal-among-sales")).toContainText("below the 25th percentile of similar sales");
    await shot(page, `${size.name}-offer`);
  });
}
