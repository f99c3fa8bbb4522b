import { expect, type Page } from "@playwright/test";

let counter = 0;

/** A unique new member for one test. */
export function newMember(prefix = "member") {
  const id = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
  return { name: `Test ${prefix}`, handle: id, email: `${id}@example.com`, password: "Test-pass1!" };
}

export async function registerThroughPage(page: Page, member: ReturnType<typeof newMember>) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(member.name);
  await page.getByLabel("Handle").fill(member.handle);
  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByLabel("Confirm password").fill(member.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signOut(page: Page) {
  await page.getByTestId("user-menu").first().locator("summary").click();
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
}
