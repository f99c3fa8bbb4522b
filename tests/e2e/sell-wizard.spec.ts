// The listing wizard in a browser: a visitor goes through Your Details, the judgment, pricing,
// privacy and review and creates the account with the short form, every page numbering the steps
// the same (decision 0020); a signed-in seller lists with a fee-bearing price and pays it at
// checkout (a declined card first, then 4242 4242 4242 4242). Desktop and phone.
import { expect, test, type Page } from "./test-base";
import { fillJudgmentStep, makeStatements, newMember, registerThroughPage } from "./helpers";

const viewports = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 375, height: 740 } },
];

/** The breadcrumb's current step: its key and its number, the same on every page for everyone. */
async function expectCurrentStep(page: Page, step: string, number: number) {
  const current = page.getByTestId("sell-breadcrumb").locator('[data-state="current"]');
  await expect(current).toHaveAttribute("data-step", step);
  await expect(current).toHaveAttribute("data-number", String(number));
}

async function fillPrivacyStep(page: Page) {
  await expect(page).toHaveURL(/\/sell\/privacy$/);
  await expectCurrentStep(page, "privacy", 4);
  // No default: submitting without a choice says so by the field.
  await expect(page.getByRole("radio", { name: /Public/ })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: /Private/ })).not.toBeChecked();
  await page.getByRole("button", { name: "Next: Your Statements" }).click();
  await expect(page.getByTestId("field-privacy-errors")).toHaveText("Choose who can read your documents.");
  await page.getByRole("radio", { name: /Private/ }).check();
  await makeStatements(page);
}

async function fillPricingStep(page: Page, amount: string, price: string, expectedFee: RegExp) {
  await expect(page).toHaveURL(/\/sell\/pricing$/);
  // The fee agreement is required, with the spec's message.
  await page.getByLabel("Judgment Amount ($)").fill(amount);
  await page.getByLabel("Asking Price ($)").fill(price);
  await expect(page.getByTestId("fee-preview")).toContainText(expectedFee);
  // A Buy Now price above half the amount sets the $50 tier, and the preview says which price did.
  const buyNow = page.getByLabel(/^Buy Now Price/);
  await buyNow.fill(amount);
  await expect(page.getByTestId("fee-preview")).toContainText("$50");
  await expect(page.getByTestId("fee-basis")).toContainText("set by your Buy Now price");
  await buyNow.fill("");
  await expect(page.getByTestId("fee-preview")).toContainText(expectedFee);
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page.getByText("You must check this box to indicate you understand the fee structure.")).toBeVisible();

  await page.getByTestId("pricing-help-open").click();
  const help = page.getByRole("dialog", { name: "Pricing your judgment" });
  await expect(help).toBeVisible();
  await expect(help.getByTestId("pricing-guide-prior")).toHaveText("A rule of thumb before any sales");
  await expect(help.getByTestId("pricing-guide")).toContainText("20%–50%");
  await expect(help.getByTestId("pricing-advice")).not.toContainText("10%");
  await expect(help.getByTestId("listing-fee-tiers")).toContainText("$35");
  await help.getByRole("button", { name: "Close" }).click();
  await expect(help).toBeHidden();

  await page.getByTestId("fee-agree").check();
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await fillPrivacyStep(page);
}

for (const { name, viewport } of viewports) {
  test.describe(`sell wizard (${name})`, () => {
    test.use({ viewport });

    test("a visitor lists a judgment and creates the account at review", async ({ page }) => {
      test.setTimeout(90_000);
      const member = newMember("wizv");
      await page.goto("/sell");
      await expect(page).toHaveURL(/\/sell\/contact$/);
      await expectCurrentStep(page, "contact", 1);
      await expect(page.getByRole("heading", { name: "Your Details" })).toBeVisible();
      await page.getByRole("button", { name: "Save and Continue" }).click();
      await expect(page.getByTestId("field-name-errors")).toHaveText("Please enter your name.");
      await page.getByLabel("Your name").fill("Vera Visitor");
      await page.getByLabel("E-mail address").fill("not-an-address");
      await page.getByRole("button", { name: "Save and Continue" }).click();
      await expect(page.getByTestId("field-email-errors")).toHaveText("Please enter a valid e-mail address.");
      await page.getByLabel("E-mail address").fill(member.email);
      await page.getByRole("button", { name: "Save and Continue" }).click();

      await expectCurrentStep(page, "judgment", 2);
      await fillJudgmentStep(page, `Unpaid invoices — Fresno contractor ${member.handle}`);
      await expectCurrentStep(page, "pricing", 3);
      await fillPricingStep(page, "10,000", "2,000", /Listing fee: Free/);
      await expectCurrentStep(page, "review", 6);
      await expect(page.getByTestId("review-privacy")).toContainText("Private");
      await expect(page.getByTestId("review-email")).toHaveText(member.email);

      const table = page.getByTestId("review-table");
      await expect(table.getByTestId("review-amount")).toHaveText("$10,000");
      await expect(table.getByTestId("review-listing-fee")).toHaveText("Free");
      await expect(table.getByTestId("price-warning")).toHaveCount(0);
      await expect(page.getByText("one business day", { exact: true })).toBeVisible();
      await expect(page.getByTestId("sell-breadcrumb")).toContainText("Account");

      // Edit goes back to the step and returns to the review.
      await page.getByRole("link", { name: "Edit the judgment" }).click();
      await expect(page).toHaveURL(/\/sell\/judgment$/);
      await expect(page.getByLabel("Title")).toHaveValue(/Unpaid invoices/);
      await page.getByRole("button", { name: "Save and Continue" }).click();
      await expect(page).toHaveURL(/\/sell\/review$/);

      await page.getByRole("button", { name: "Create Your Account and List Your Judgment!" }).click();
      await expect(page).toHaveURL(/\/sell\/user$/);
      await expectCurrentStep(page, "user", 7);
      await expect(page.getByRole("heading", { name: "Create Your Free Account" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back To Review" })).toBeVisible();
      await expect(page.getByTestId("sell-user-form").getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
      // The short form: the e-mail from step 1 is filled in, the name comes from it too.
      await expect(page.getByLabel("E-mail address")).toHaveValue(member.email);
      await expect(page.getByTestId("account-name")).toContainText("Vera Visitor");
      await page.getByLabel("Password", { exact: true }).fill(member.password);
      await page.getByLabel("Confirm password").fill(member.password);
      await page.getByTestId("sell-user-submit").click();
      await expect(page).toHaveURL(/\/sell\/documents\/\d+$/);
    });

    test("a signed-in seller pays the listing fee at checkout after a declined card", async ({ page }) => {
      test.setTimeout(90_000);
      const member = newMember("wizs");
      await registerThroughPage(page, member);
      await page.goto("/sell");
      // A member skips Your Details, which shows as done; the numbers stay the same.
      await expectCurrentStep(page, "judgment", 2);
      await expect(page.getByTestId("sell-breadcrumb").locator('[data-step="contact"]')).toHaveAttribute("data-state", "reached");
      await fillJudgmentStep(page, `Contractor judgment ${member.handle}`);
      await fillPricingStep(page, "10000", "5000", /Listing fee: \$50/);

      await expect(page.getByTestId("review-listing-fee")).toContainText("$50");
      await expect(page.getByTestId("price-warning")).toBeVisible();
      await page.getByRole("button", { name: "Submit and Upload Docs" }).click();
      // Documents (7), then enhancements (8) skipped, then the one checkout (9) with the fee alone.
      await expect(page).toHaveURL(/\/sell\/documents\/\d+$/);
      await expectCurrentStep(page, "documents", 8);
      await page.getByTestId("done-uploading").click();
      await expectCurrentStep(page, "enhance", 9);
      await page.getByRole("button", { name: "Skip: No Enhancements" }).click();
      await expect(page).toHaveURL(/\/sell\/checkout\?judgment_id=\d+$/);
      await expectCurrentStep(page, "checkout", 10);
      await expect(page.getByTestId("checkout-total")).toHaveText("$50");

      const card = page.getByTestId("card-form");
      await card.getByLabel("Card number").fill("4000 0000 0000 0002");
      await card.getByLabel("Expiration (MM/YY)").fill("1240");
      await card.getByLabel("CVC").fill("123");
      await page.getByTestId("checkout-pay").click();
      await expect(page.getByTestId("card-error")).toHaveText("Your card was declined.");

      // A mistyped number is caught in the browser.
      await card.getByLabel("Card number").fill("4242 4242 4242 4241");
      await card.getByLabel("Expiration (MM/YY)").fill("1240");
      await card.getByLabel("CVC").fill("123");
      await page.getByTestId("checkout-pay").click();
      await expect(page.getByText("Your card number is incorrect.")).toBeVisible();

      await card.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByTestId("checkout-pay").click();
      await expect(page).toHaveURL(/\/sell\/success\?judgment_id=\d+$/);
      await expect(page.getByTestId("unpaid-warning")).toHaveCount(0);
    });
  });
}
