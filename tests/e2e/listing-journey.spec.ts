// Issue 4's "done when", end to end in one browser: a visitor lists a judgment through the wizard,
// creates the account at review, uploads a document with visible progress, buys an enhancement at the one
// checkout, sees the listing pending on /selling; an administrator approves it and it appears, highlighted,
// in browse.
import { expect, test } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { enhanced, makeStatements, newMember, openReviewCard, reactListens, signIn, signOut, verifyIdentityOf } from "./helpers";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

test("from a visitor's idea to a highlighted listing in browse", async ({ page }) => {
  test.setTimeout(120_000);
  const member = newMember("journey");
  const title = `Journey judgment ${member.handle}`;

  // The wizard, as a visitor.
  await page.goto("/sell");
  await expect(page).toHaveURL(/\/sell\/contact$/);
  await page.getByLabel("Your name").fill("Jo Journey");
  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page).toHaveURL(/\/sell\/judgment$/);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel(/^Description/).fill("Unpaid commercial lease; the debtor still operates two stores.");
  // The page does not hydrate: the enhancement script lists the state's counties once it has run.
  await enhanced(page);
  await page.locator("#field-state_id").selectOption({ label: "Texas" });
  await expect(page.locator('#field-county_id option:text-is("Harris County")')).toHaveCount(1);
  await page.locator("#field-county_id").selectOption({ label: "Harris County" });
  await page.getByLabel("Case/Index Number").fill("2022-CV-77341");
  await page.getByLabel("Date Awarded").fill("2022-05-10");
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await page.getByLabel("Judgment Amount ($)").fill("40000");
  await page.getByLabel("Asking Price ($)").fill("6000");
  await page.getByTestId("fee-agree").check();
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await page.getByRole("radio", { name: /Public/ }).check();
  await makeStatements(page);
  await expect(page.getByTestId("review-listing-fee")).toHaveText("Free");
  await page.getByRole("button", { name: "Create Your Account and List Your Judgment!" }).click();

  // The account, created at review.
  await expect(page.getByLabel("E-mail address")).toHaveValue(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByLabel("Confirm password").fill(member.password);
  await page.getByTestId("sell-user-submit").click();
  await expect(page).toHaveURL(/\/sell\/documents\/\d+$/);
  const id = page.url().match(/(\d+)$/)![1];

  // A document, with its progress shown.
  // The documents step hydrates; the wizard's step before it does not, so it arrives as a document.
  await reactListens(page.getByLabel("Choose your documents"));
  await page.getByLabel("Choose your documents").setInputFiles({ name: "court-stamp.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Upload!" }).click();
  await expect(page.getByTestId("upload-status")).toHaveText("Your file was uploaded.", { timeout: 15_000 });
  await expect(page.getByTestId("document-list").getByTestId("uploaded-document")).toHaveCount(1);
  await page.getByTestId("done-uploading").click();

  // An enhancement, paid with Stripe's test card.
  await expect(page).toHaveURL(new RegExp(`/sell/enhance\\?judgment_id=${id}$`));
  await expect(page.locator('[data-testid="enhance-form"][data-hydrated]')).toHaveCount(1);
  await page.locator('[data-testid="upsell-card"][data-code="highlight"]').click();
  await page.getByTestId("checkout-button").click();
  // The one checkout (step 9): here only the enhancement, the listing being free.
  await expect(page).toHaveURL(new RegExp(`/sell/checkout\\?judgment_id=${id}$`));
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $7" }).click();
  await expect(page).toHaveURL(new RegExp(`/sell/success\\?judgment_id=${id}$`));
  await expect(page.getByTestId("success-listing")).toHaveText(title);

  // Pending on the seller's dashboard.
  await page.goto("/selling");
  await expect(page.getByRole("heading", { name: "My Selling Dashboard" })).toBeVisible();
  await expect(page.locator("main")).toContainText(title);
  // A new seller verifies their identity before the first listing can go live (docs/decisions/0048).
  await expect(page.getByTestId("seller-identity-notice")).toContainText("Before your first listing goes live, verify your identity");
  await verifyIdentityOf(page);
  await signOut(page);

  // An administrator approves it.
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin/judgments/pending");
  const card = await openReviewCard(page, id);
  await expect(card).toContainText(title);
  await card.getByTestId("approve").click();
  await expect(page.getByTestId("review-notice")).toHaveText(/The Judgment was approved successfully!/);

  // Live and highlighted in browse.
  await page.goto(`/judgments?name=${encodeURIComponent(title)}`);
  const row = page.locator(`[data-testid="judgment-row"][data-judgment-id="${id}"]`);
  await expect(row).toHaveAttribute("data-highlighted", "true");
  await expect(row.getByText("Highlighted")).toBeVisible();
});
