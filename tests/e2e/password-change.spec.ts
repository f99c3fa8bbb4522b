// "Change My Password" on My Settings: a member signed in in two browsers changes the password in
// one (a wrong current password first: the spec's banner and the field's message); that browser
// stays signed in, the other is signed out on its next page, and the new password signs in there.
// The form posts to My Settings (a page that does not hydrate), with or without JavaScript: the
// server's rules answer under the fields, a change comes back as a notice. Screenshots at 1280 and 390 wide.
import { expect, test, type Page } from "./test-base";
import { account, dispose } from "./fixtures";
import { enhanced, signIn } from "./helpers";

const SHOTS = process.env.SHOTS_DIR ?? "/work/notes/shots";
const NEW_PASSWORD = "Velvet-Harbor-Compass-93!";

async function fillPasswordForm(page: Page, current: string, password: string, confirmation = password) {
  const form = page.getByTestId("password-form");
  await form.getByLabel("Current password").fill(current);
  await form.getByLabel("New password", { exact: true }).fill(password);
  await form.getByLabel("Confirm new password").fill(confirmation);
  await form.getByRole("button", { name: "Change My Password" }).click();
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("changing the password signs the member's other browser out; the new password signs in", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const member = await account(baseURL!, "pwchange");
  const here = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const elsewhere = await browser.newContext();
  const page = await here.newPage();
  const other = await elsewhere.newPage();
  await signIn(page, member.email, member.password);
  await signIn(other, member.email, member.password);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 2, name: "Change My Password" })).toBeVisible();
  await enhanced(page);

  // A wrong current password: the spec's one message and the field's own, in the page the post answers.
  const refused = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/profile"));
  await fillPasswordForm(page, "Not-my-password-1!", NEW_PASSWORD);
  expect((await refused).status()).toBe(422);
  const form = page.getByTestId("password-form");
  await expect(form.getByText("Please check your input and try again.")).toBeVisible();
  await expect(form.getByText("Your current password is not right.")).toBeVisible();
  // A confirmation that does not match, by the server's rule.
  await fillPasswordForm(page, member.password, NEW_PASSWORD, `${NEW_PASSWORD}x`);
  await expect(form.getByText("The passwords do not match.")).toBeVisible();

  await fillPasswordForm(page, member.password, NEW_PASSWORD);
  await expect(page.getByTestId("flash-success")).toHaveText(/Your password was changed successfully\./);
  await expect(form.getByText("Please check your input and try again.")).toHaveCount(0);
  await expect(form.getByLabel("Current password")).toHaveValue("");

  // This browser stays signed in.
  await page.goto("/home");
  await expect(page).toHaveURL(/\/home$/);
  // The other one is signed out on its next page, and gets in with the new password only.
  await other.goto("/profile");
  await expect(other).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
  await other.getByLabel("E-mail address").fill(member.email);
  await other.getByLabel("Password").fill(member.password);
  await other.getByRole("button", { name: "Sign In" }).click();
  await expect(other).toHaveURL(/\/login/);
  await signIn(other, member.email, NEW_PASSWORD);
  await other.goto("/profile");
  await expect(other.getByRole("heading", { level: 1, name: "My Settings" })).toBeVisible();

  // The e-mail telling the member, in the development outbox.
  await page.goto("/dev/mail");
  await expect(page.getByText(`Your password was changed |`).first()).toBeVisible();

  await here.close();
  await elsewhere.close();
  await dispose(member);
});

test("without JavaScript the form posts to My Settings itself", async ({ browser, baseURL }) => {
  const member = await account(baseURL!, "pwnojs");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, member.email, member.password);
  await page.goto("/profile");
  await fillPasswordForm(page, member.password, "short", "short");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("password-form").getByText("Please check your input and try again.")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
  await fillPasswordForm(page, member.password, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("flash-success")).toHaveText(/Your password was changed successfully\./);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/home$/);
  await context.close();
  await dispose(member);
});

test("/dashboard opens the dashboard and /how-it-works the selling guide", async ({ browser, baseURL }) => {
  const member = await account(baseURL!, "pwdash");
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, member.email, member.password);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/how-it-works");
  await expect(page).toHaveURL(/\/how-to-sell$/);
  await context.close();
  await dispose(member);
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`My Settings with the password form on a ${device}`, async ({ browser, baseURL }) => {
    const member = await account(baseURL!, `pwshot${viewport.width}`);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, member.email, member.password);
    await page.goto("/profile");
    await enhanced(page);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/password-profile-${viewport.width}.png`, fullPage: true });
    await fillPasswordForm(page, "Not-my-password-1!", "weak", "weaker");
    await expect(page.getByTestId("password-form").getByText("Please check your input and try again.")).toBeVisible();
    await noSidewaysScroll(page);
    await page.getByTestId("password-form").screenshot({ path: `${SHOTS}/password-profile-${viewport.width}-errors.png` });
    await context.close();
    await dispose(member);
  });
}
