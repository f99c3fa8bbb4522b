// The collectability facts in a browser (issue 17): a seller answers some of them on the wizard's
// judgment step (a bad rate is refused by its field first), sees each on the review ("Not stated"
// for the rest), submits, and changes one on the edit page. The administrator approves a judgment
// past its limit only after ticking that its enforceability was reviewed; a hidden listing whose
// limit passed meanwhile goes back to review when its seller unhides it.
import { expect, test } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, administrator, dispose, listingIntent, serverClock, statementsJson, submittedListing } from "./fixtures";
import { enhanced, makeStatements, newMember, openReviewCard, registerThroughPage, signIn } from "./helpers";

const XHR = { "X-Requested-With": "XMLHttpRequest" };
const shots = process.env.E2E_SCREENSHOTS;

test("a seller gives the facts in the wizard, sees them on the review and edits them later", async ({ page }) => {
  test.setTimeout(60_000);
  const member = newMember("facts");
  await registerThroughPage(page, member);
  await page.goto("/sell/judgment");

  await page.getByLabel("Title").fill(`Medical-supply invoices ${member.handle}`);
  // The page does not hydrate: the enhancement script lists the state's counties once it has run.
  await enhanced(page);
  await page.locator("#field-state_id").selectOption({ label: "California" });
  await expect(page.locator("#field-county_id option", { hasText: "Fresno" })).toHaveCount(1);
  await page.locator("#field-county_id").selectOption("6019");
  await page.getByLabel("Case/Index Number").fill("19CECG00777");
  await page.getByLabel("Date Awarded").fill("2019-03-15");

  const facts = page.getByRole("group", { name: "What you know about the judgment and the debtor (optional)" });
  await expect(facts).toBeVisible();
  await facts.getByLabel("Court type").selectOption({ label: "State court" });
  await facts.getByLabel("Type of debt").selectOption({ label: "Consumer" });
  await facts.getByLabel("Default or litigated").selectOption({ label: "Litigated" });
  await facts.getByLabel("Interest rate stated in the judgment").fill("10.12345");
  await facts.getByLabel("Debtor is").selectOption({ label: "Individual" });
  await facts.getByLabel("Debtor: owns real estate").selectOption({ label: "Yes" });
  await facts.getByLabel("Debtor: employed").selectOption({ label: "No" });
  await facts.getByLabel("Debtor: had an attorney in the case").selectOption({ label: "Yes" });
  if (shots) await page.screenshot({ path: `${shots}/wizard-facts.png`, fullPage: true });
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page.getByTestId("field-stated_rate_percent-errors")).toHaveText("The interest rate can have at most 3 decimal places.");
  await page.getByLabel("Interest rate stated in the judgment").fill("10%");
  await page.getByRole("button", { name: "Save and Continue" }).click();

  await expect(page).toHaveURL(/\/sell\/pricing$/);
  await page.getByLabel("Judgment Amount ($)").fill("10000");
  await page.getByLabel("Asking Price ($)").fill("2000");
  await page.getByTestId("fee-agree").check();
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await page.getByRole("radio", { name: /Public/ }).check();
  await makeStatements(page);

  await expect(page).toHaveURL(/\/sell\/review$/);
  await expect(page.getByTestId("review-fact-court_type")).toHaveText("State court");
  await expect(page.getByTestId("review-fact-debt_type")).toHaveText("Consumer");
  await expect(page.getByTestId("review-fact-litigation")).toHaveText("Litigated");
  await expect(page.getByTestId("review-fact-stated_rate_percent")).toHaveText("10%");
  await expect(page.getByTestId("review-fact-last_renewed_on")).toHaveText("Not stated");
  await expect(page.getByTestId("review-fact-debtor_real_estate")).toHaveText("Yes");
  await expect(page.getByTestId("review-fact-debtor_employed")).toHaveText("No");
  await expect(page.getByTestId("review-fact-debtor_vehicles")).toHaveText("Not stated");
  await expect(page.getByTestId("review-fact-debtor_attorney")).toHaveText("Yes");
  await expect(page.getByTestId("review-past-limit")).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/wizard-review.png`, fullPage: true });
  await page.getByRole("button", { name: "Submit and Upload Docs" }).click();
  await expect(page).toHaveURL(/\/sell\/documents\/\d+$/);
  const id = page.url().split("/").pop();

  await page.goto(`/judgments/${id}/edit`);
  await expect(page.getByLabel("Type of debt")).toHaveValue("consumer");
  await expect(page.getByLabel("Interest rate stated in the judgment")).toHaveValue("10");
  await expect(page.getByLabel("Debtor: had an attorney in the case")).toHaveValue("yes");
  await page.getByLabel("Debtor: owns vehicles").selectOption({ label: "Yes" });
  await page.getByLabel("Debtor: had an attorney in the case").selectOption({ label: "No" });
  await page.getByLabel("Last renewal, revival or writ of execution").fill("2019-01-01");
  if (shots) await page.screenshot({ path: `${shots}/edit-facts.png`, fullPage: true });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("field-last_renewed_on-errors")).toHaveText("The last renewal date cannot be before the date awarded.");
  await page.getByLabel("Last renewal, revival or writ of execution").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/judgments/${id}$`));
  // The judgment page lists the facts, the attorney's among them.
  await expect(page.getByTestId("fact-debtor-attorney")).toHaveText("No");
  if (shots) await page.screenshot({ path: `${shots}/judgment-facts.png`, fullPage: true });
  await page.goto(`/judgments/${id}/edit`);
  await expect(page.getByLabel("Debtor: owns vehicles")).toHaveValue("yes");
  await expect(page.getByLabel("Debtor: had an attorney in the case")).toHaveValue("no");
});

test("an administrator approves a judgment past its limit only after reviewing it", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const seller = await account(baseURL!, "limitseller");
  const title = `Old judgment ${seller.handle}`;
  // California, entered 01/04/2010 with no renewal given: enforceable until 01/04/2020.
  const submitted = await seller.api.post("/api/judgments/sell", {
    headers: XHR,
    data: {
      title,
      state_id: "6",
      county_id: "6019",
      casenum: "10CECG00001",
      date_awarded: "2010-01-04",
      amount: "10,000",
      price: "1,000",
      fee_agree: true,
      statements: statementsJson(),
      privacy: "public",
      debt_type: "commercial",
      debtor_type: "business",
    },
  });
  expect(submitted.status()).toBe(201);
  const { id, notice } = (await submitted.json()) as { id: number; notice?: string };
  expect(notice).toContain("an administrator reviews its enforceability");
  await dispose(seller);

  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin/judgments/pending");
  const card = await openReviewCard(page, id);
  await expect(card.getByTestId("review-fact-debt_type")).toHaveText("Commercial");
  await expect(card.getByTestId("review-fact-litigation")).toHaveText("Not stated");
  await expect(card.getByTestId("review-clock-status")).toHaveText("Past its limit");
  await expect(card.getByTestId("review-clock")).toContainText("01/04/2020");
  await expect(card.getByTestId("review-balance")).toContainText("as of");
  await card.getByTestId("approve").click();

  // Refused: the card comes back open, the notice and the error in it.
  const again = page.locator(`[data-testid=pending-listing][data-judgment-id="${id}"]`);
  await expect(again.getByTestId("review-notice")).toHaveAttribute("data-tone", "error");
  await expect(again.getByTestId(`limit-reviewed-${id}-errors`)).toContainText("past its limit");
  await again.scrollIntoViewIfNeeded();
  if (shots) await again.screenshot({ path: `${shots}/admin-card.png` });
  await again.getByLabel("I reviewed this judgment's enforceability: it may be listed").check();
  await again.getByTestId("approve").click();
  await expect(page.getByTestId("review-notice")).toHaveText(/The Judgment was approved successfully!/);
  await expect(page.locator(`[data-testid=pending-listing][data-judgment-id="${id}"]`)).toHaveCount(0);
});

test("a seller unhiding a judgment whose limit passed meanwhile sees it go back to review", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const seller = await account(baseURL!, "unhidelimit");
  const admin = await administrator(baseURL!);
  try {
    // California, entered 11/30/2016: enforceable (or renewable) until 11/30/2026.
    await serverClock(admin, { set: "2026-11-02T15:00:00Z" });
    const { id } = await submittedListing(seller, { title: `Renewal due ${seller.handle}`, date_awarded: "2016-11-30" });
    const approved = await admin.post("/admin/judgments/approve", { headers: XHR, data: { judgment_id: id } });
    expect(approved.status(), "approved without a limit review: within its limit").toBe(200);
    await listingIntent(seller, id, "hide");

    await serverClock(admin, { set: "2026-12-02T15:00:00Z" });
    await signIn(page, seller.email, seller.password);
    await page.goto(`/judgments/${id}`);
    await page.getByRole("button", { name: "Unhide Listing" }).click();
    const toast = page.getByTestId("flash-message");
    await expect(toast).toContainText("Your listing went back for review instead of going live.");
    await expect(toast).toContainText("appears past the last day it can be enforced or revived (11/30/2026) under California law");
    await expect(page.getByText("Pending review", { exact: true })).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/unhide-past-limit.png`, fullPage: true });
  } finally {
    await serverClock(admin, { reset: true });
    await admin.dispose();
    await dispose(seller);
  }
});
