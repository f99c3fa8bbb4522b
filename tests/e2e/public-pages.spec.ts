import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test-base";
import { account, dispose, featuredListing } from "./fixtures";
import { newMember, registerThroughPage } from "./helpers";

const publicPages = [
  ["/", /Judgment Exchange/],
  ["/about", /^About/],
  ["/faq", /^(FAQ|Frequently)/],
  ["/how-to-buy", /^How to Buy/],
  ["/how-to-sell", /^How to Sell/],
  ["/contact-us", /^Contact Us \| /],
  ["/login", /^Sign In \| /],
  ["/register", /^Create Your Free Account \| /],
  ["/forgot-password", /^Forgot Your Password\? \| /],
  ["/terms", /^Terms/],
  ["/privacy", /^Privacy/],
  ["/market", /^What Judgments Sold For \| /],
] as const;

for (const [path, title] of publicPages) {
  test(`${path} has a proper title and no serious accessibility problem`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page).toHaveTitle(/ \| Judgment Exchange$|^Judgment Exchange/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
    await context.close();
  });
}

test("an unknown page answers 404 with a friendly page and no stack trace", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("error-page")).toContainText("Page not found");
  await expect(page.locator("body")).not.toContainText(/at .*\.(js|ts):\d+/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await context.close();
});

test("the FAQ is an accordion that opens and closes", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByText(/US judgments only|judgments from US courts only|only US/i).first()).toBeAttached();
  for (const section of ["Seller Account Verification", "Judgment Details", "Judgment Payments"]) {
    await expect(page.getByRole("heading", { name: section })).toBeVisible();
  }
  const item = page.getByTestId("faq-item").first();
  const answer = item.locator(":scope > :not(summary)").first();
  await expect(answer).toBeHidden();
  await item.locator("summary").click();
  await expect(answer).toBeVisible();
  await item.locator("summary").click();
  await expect(answer).toBeHidden();
});

test("the FAQ and help pages state the configured fees", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.locator("main")).toContainText("10%");
  await expect(page.locator("main")).toContainText("$50");
  await page.goto("/how-to-buy");
  await expect(page.locator("main").getByRole("link", { name: /FAQ/ }).first()).toBeVisible();
  await expect(
    page
      .locator("main")
      .getByRole("link", { name: /contact/i })
      .first(),
  ).toBeVisible();
  await page.goto("/how-to-sell");
  await expect(page.locator("main").getByRole("link", { name: /FAQ/ }).first()).toBeVisible();
  await expect(
    page
      .locator("main")
      .getByRole("link", { name: /contact/i })
      .first(),
  ).toBeVisible();
});

test("the contact form asks visitors to sign in, then sends a member's message", async ({ page }) => {
  await page.goto("/contact-us");
  await expect(page.getByTestId("contact-form")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Sign in to send us a message" })).toBeVisible();

  const member = newMember("contact");
  await registerThroughPage(page, member);
  await page.goto("/contact-us");
  const form = page.getByTestId("contact-form");
  await expect(form.getByLabel("Your name")).toHaveValue(member.name);
  await expect(form.getByLabel("Your e-mail")).toHaveValue(member.email);
  await form.getByLabel("Message").fill("Short");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#field-message-errors")).toHaveText("Please write at least 10 characters.");

  // The answer may go to another address than the account's: the confirmation names the one typed.
  const replyTo = `office-${member.handle}@example.org`;
  await page.getByLabel("Your e-mail").fill(replyTo);
  await page.getByLabel("Message").fill("I would like to know how assignments work for Texas judgments.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("flash-success")).toContainText("Your message was sent");
  await expect(page.getByTestId("flash-success")).toContainText(`We will answer at ${replyTo}`);
  await expect(page.getByTestId("contact-form")).toHaveCount(0);
  await expect(page.getByTestId("contact-sent")).toContainText(`We will answer at ${replyTo}.`);
  await expect(page.getByTestId("contact-sent")).not.toContainText(member.email);

  await page.goto("/dev/mail");
  await expect(page.getByTestId("outbox-email").filter({ hasText: `Contact form: ${member.name}` })).toHaveCount(1);
});

test("a member signed in on the way to the contact page gets the form, not a confirmation of a message never sent", async ({
  page,
  baseURL,
}) => {
  const member = await account(baseURL!, "contactlogin");
  await dispose(member);
  await page.goto("/login?redirectTo=%2Fcontact-us");
  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByTestId("flash-success")).toContainText("Welcome back");
  await expect(page.getByTestId("contact-form")).toBeVisible();
  await expect(page.getByTestId("contact-sent")).toHaveCount(0);
});

test("the home page shows featured judgments and calls to sell and browse", async ({ page, baseURL }) => {
  // A listing its seller featured nationwide (bought through the app).
  const seller = await account(baseURL!, "homeseller");
  const featured = await featuredListing(baseURL!, seller);
  await dispose(seller);
  await page.goto("/");
  await expect(page.locator("main").getByRole("link", { name: /sell/i }).first()).toBeVisible();
  await expect(
    page
      .locator("main")
      .getByRole("link", { name: /browse/i })
      .first(),
  ).toBeVisible();
  await expect(page.locator('main a[href^="/judgments/"]').first()).toBeVisible();
  await expect(page.locator(`main a[href="/judgments/${featured.id}"]`).first()).toBeVisible();
});
