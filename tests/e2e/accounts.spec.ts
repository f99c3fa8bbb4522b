import { expect, test } from "./test-base";
import { newMember, registerThroughPage, signIn, signOut } from "./helpers";

test("a visitor registers, signs out and signs back in", async ({ page }) => {
  const member = newMember("ada");
  await registerThroughPage(page, member);
  await expect(page.getByRole("heading", { name: `Welcome, ${member.name}` })).toBeVisible();
  await expect(page.getByTestId("flash-success")).toContainText("Welcome to");
  const menu = page.getByTestId("user-menu").first();
  await expect(menu).toContainText(member.name);
  await expect(menu).toContainText(`@${member.handle}`);
  await expect(page).toHaveTitle(/^Dashboard \| /);

  await signOut(page);
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId("user-menu").first()).toContainText(member.name);
});

test("registration shows each problem next to its field", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Bo");
  await page.getByLabel("Handle").fill("x");
  await page.getByLabel("E-mail address").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("weak");
  await page.getByLabel("Confirm password").fill("weaker");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please check your input and try again.")).toBeVisible();
  await expect(page.locator("#field-email-errors")).toHaveText("Please enter a valid e-mail address.");
  await expect(page.locator("#field-password-errors")).toContainText("Password must contain a capital letter.");
  await expect(page.locator("#field-password_confirmation-errors")).toHaveText("The passwords do not match.");
  await expect(page.getByLabel("Full name")).toHaveValue("Bo");
});

test("a wrong password is refused with a clear message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill("nobody@example.com");
  await page.getByLabel("Password").fill("Wrong-pass1!");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.locator("#field-email-errors")).toHaveText("The e-mail address or password is not right.");
});

test("a page that needs an account sends the visitor to sign in and back", async ({ page }) => {
  const member = newMember("cy");
  await registerThroughPage(page, member);
  await signOut(page);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhome/);
  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("forgot password mails a link that sets a new password", async ({ page }) => {
  const member = newMember("dee");
  await registerThroughPage(page, member);
  await signOut(page);
  await page.goto("/forgot-password");
  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("we sent it a link")).toBeVisible();

  // A job mails the link, off the request's path (so real and unknown addresses answer alike):
  // look again until it has arrived.
  const mail = page.getByTestId("outbox-email").filter({ hasText: "Reset your password" }).first();
  await expect(async () => {
    await page.goto(`/dev/mail?to=${encodeURIComponent(member.email)}`);
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await mail.getByRole("link").click();
  await page.getByLabel("New password", { exact: true }).fill("Brand-new-pass2!");
  await page.getByLabel("Confirm new password").fill("Brand-new-pass2!");
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("flash-success")).toContainText("Your password was changed successfully.");
  await signIn(page, member.email, "Brand-new-pass2!");
  await expect(page).toHaveURL(/\/home$/);
});

test("the verification link confirms the e-mail address", async ({ page }) => {
  const member = newMember("eve");
  await registerThroughPage(page, member);
  await expect(page.getByText("Please confirm your e-mail address")).toBeVisible();
  await page.goto(`/dev/mail?to=${encodeURIComponent(member.email)}`);
  await page.getByTestId("outbox-email").filter({ hasText: "Confirm your e-mail" }).first().getByRole("link").click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId("flash-success")).toContainText("Your e-mail address is confirmed.");
  await expect(page.getByText("Please confirm your e-mail address")).toHaveCount(0);
});

test("registration refuses a common password with the reason, and never says an e-mail is taken", async ({ page }) => {
  const member = newMember("fay");
  await page.goto("/register");
  await page.getByLabel("Full name").fill(member.name);
  await page.getByLabel("Handle").fill(member.handle);
  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill("Password1!");
  await page.getByLabel("Confirm password").fill("Password1!");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.locator("#field-password-errors")).toContainText("This is similar to a commonly used password.");

  await registerThroughPage(page, member);
  await signOut(page);
  const other = newMember("fay2");
  await page.goto("/register");
  await page.getByLabel("Full name").fill(other.name);
  await page.getByLabel("Handle").fill(other.handle);
  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(other.password);
  await page.getByLabel("Confirm password").fill(other.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByTestId("check-your-email")).toContainText(member.email);
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
});
