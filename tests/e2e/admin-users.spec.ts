// The administrators' user pages: the e2e administrator (playwright.config.ts, an admin, not a
// super-admin) opens Manage → Users, finds a member by e-mail, opens the detail page, invites a new
// member who chooses a password through the e-mailed link at /dev/mail and signs in, and
// soft-deletes a member who then cannot sign in and whose listing has left browse. The three pages
// on a desktop and on a phone, with screenshots for review.
import { expect, test, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, administrator, approvedListing, dispose } from "./fixtures";
import { newMember, signIn } from "./helpers";

const SHOTS = process.env.SHOTS_DIR ?? "/work/notes/shots";

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function findByEmail(page: Page, email: string) {
  await page.getByLabel("Name, handle or e-mail").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("admin-user-row")).toHaveCount(1);
}

test("an administrator finds a member, invites one, and soft-deletes one", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const seller = await account(baseURL!, "doomed");
  const listed = await approvedListing(baseURL!, seller, { title: `Doomed seller judgment ${seller.handle}` });

  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/home");
  await page.getByTestId("manage-menu").first().locator("summary").click();
  await page.getByTestId("manage-menu").first().getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expect(page).toHaveTitle(/^Users \|/);

  // Find the member by e-mail and open the detail page.
  await findByEmail(page, seller.email);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/admin-users-list-1280.png`, fullPage: true });
  await page.getByTestId("admin-user-row").getByRole("link", { name: seller.name }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByTestId("admin-user-email")).toHaveText(seller.email);
  await expect(page.getByTestId("admin-user-listings")).toContainText(listed.title);
  // An admin (not a super-admin) is told who may change roles.
  await expect(page.getByText("Only a super-admin can grant or remove the admin role.")).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/admin-users-detail-1280.png`, fullPage: true });

  // Invite a new member.
  const invited = newMember("invitee");
  await page.getByRole("navigation", { name: "User administration" }).getByRole("link", { name: "Invite a Member" }).click();
  await expect(page).toHaveURL(/\/admin\/users\/create$/);
  // An address that already has an account: the message next to the field.
  await page.getByLabel("Name").fill("Someone");
  await page.getByLabel("E-mail").fill(seller.email);
  await page.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.locator("#field-email-errors")).toHaveText("This e-mail address already has an account.");
  await page.screenshot({ path: `${SHOTS}/admin-users-create-1280.png`, fullPage: true });
  await page.getByLabel("Name").fill(invited.name);
  await page.getByLabel("E-mail").fill(invited.email);
  await expect(page.getByLabel("Role").locator("option")).toHaveText(["Member"]);
  await page.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByTestId("flash-success")).toContainText(`The invitation was sent to ${invited.email}`);
  await expect(page.getByTestId("admin-user-account")).toContainText("invitation not accepted yet");

  // The invited member opens the link from /dev/mail, chooses a password and signs in.
  const invitee = await browser.newPage();
  const mail = invitee.getByTestId("outbox-email").filter({ hasText: "You are invited" }).first();
  await expect(async () => {
    await invitee.goto(`/dev/mail?to=${encodeURIComponent(invited.email)}`);
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await mail.getByRole("link").click();
  await expect(invitee).toHaveURL(/\/invitation\?token=/);
  // The invitee chooses a handle (never one made from the e-mail address: docs/decisions/0032).
  await expect(invitee.getByLabel("Handle")).toHaveValue("");
  await invitee.getByLabel("Handle").fill(invited.handle);
  await invitee.getByLabel("Password", { exact: true }).fill(invited.password);
  await invitee.getByLabel("Confirm password").fill(invited.password);
  await invitee.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(invitee).toHaveURL(/\/login$/);
  await expect(invitee.getByTestId("flash-success")).toContainText(`Welcome, @${invited.handle}.`);
  await signIn(invitee, invited.email, invited.password);
  await expect(invitee.getByTestId("user-menu").first()).toBeVisible();
  await expect(invitee.getByTestId("user-menu").first()).toContainText(invited.handle);
  await invitee.close();

  // Soft-delete the seller.
  await page.goto("/admin/users");
  await findByEmail(page, seller.email);
  await page.getByTestId("admin-user-row").getByRole("link", { name: seller.name }).click();
  await page.getByLabel(`I understand: delete ${seller.name}`).check();
  await page.getByTestId("delete-user").click();
  await expect(page.getByTestId("flash-success")).toContainText("User deleted successfully!");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(seller.name);
  await expect(page.getByText("This member is deleted. Only a super-admin can restore them.")).toBeVisible();

  // The seller cannot sign in, and the listing has left browse.
  const visitor = await browser.newPage();
  await visitor.goto("/login");
  await visitor.getByLabel("E-mail address").fill(seller.email);
  await visitor.getByLabel("Password").fill(seller.password);
  await visitor.getByRole("button", { name: "Sign In" }).click();
  await expect(visitor).toHaveURL(/\/login/);
  await expect(visitor.getByText("The e-mail address or password is not right.").first()).toBeVisible();
  await visitor.goto("/judgments");
  await expect(visitor.getByText(listed.title)).toHaveCount(0);
  const gone = await visitor.goto(`/judgments/${listed.id}`);
  expect(gone?.status()).toBe(404);
  await visitor.close();
  await dispose(seller);
});

test("the three pages on a phone", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const somebody = await account(baseURL!, "phoneview", { address: true });
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin/users");
  await findByEmail(page, somebody.email);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/admin-users-list-390.png`, fullPage: true });
  await page.getByTestId("admin-user-row").getByRole("link", { name: somebody.name }).click();
  await expect(page.getByTestId("admin-user-email")).toHaveText(somebody.email);
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/admin-users-detail-390.png`, fullPage: true });
  await page.goto("/admin/users/create");
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/admin-users-create-390.png`, fullPage: true });
  await dispose(somebody);
});

test("DELETE /admin/users/{id} answers JSON over HTTP; restoring needs a super-admin", async ({ baseURL }) => {
  const member = await account(baseURL!, "jsondelete");
  const admin = await administrator(baseURL!);
  const found = await admin.get(`/admin/users?q=${encodeURIComponent(member.email)}`);
  const id = /href="\/admin\/users\/(\d+)"/.exec(await found.text())?.[1];
  expect(id).toBeTruthy();
  const answer = await admin.delete(`/admin/users/${id}`, {
    headers: { accept: "application/json", "x-requested-with": "XMLHttpRequest" },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ status: "success", message: "User deleted successfully!" });
  expect((await member.api.get("/profile", { maxRedirects: 0 })).status()).toBe(302);
  const restore = await admin.post(`/admin/users/${id}/restore`, { headers: { "x-requested-with": "XMLHttpRequest" } });
  expect(restore.status()).toBe(403);
  await admin.dispose();
  await dispose(member);
});

test("POST /admin/users in JSON answers 201 or the field errors over HTTP", async ({ baseURL }) => {
  const admin = await administrator(baseURL!);
  const headers = { accept: "application/json", "x-requested-with": "XMLHttpRequest" };
  const fresh = newMember("jsoninvite");
  const created = await admin.post("/admin/users", { headers, data: { name: fresh.name, email: fresh.email } });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ status: "success", user_id: expect.any(Number) });
  const again = await admin.post("/admin/users", { headers, data: { name: fresh.name, email: fresh.email } });
  expect(again.status()).toBe(422);
  expect(await again.json()).toMatchObject({ errors: { email: ["This e-mail address already has an account."] } });
  const asAdmin = await admin.post("/admin/users", { headers, data: { name: "A", email: `x${fresh.email}`, role: "admin" } });
  expect(asAdmin.status()).toBe(403);
  await admin.dispose();
});
