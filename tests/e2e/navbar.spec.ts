import { expect, test } from "./test-base";
import { baseURL, e2eAdmin } from "../../playwright.config";
import { account, approvedListing, dispose } from "./fixtures";
import { newMember, reactListens, registerThroughPage, signIn } from "./helpers";

test.use({ viewport: { width: 1280, height: 900 } });

test("a visitor sees browse, resources, sell and sign-in, but no member links", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Browse Judgments" }).first()).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sell", exact: true }).first()).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: /Messages/ })).toHaveCount(0);
  await expect(page.getByTestId("manage-menu")).toHaveCount(0);

  const resources = page.getByTestId("resources-menu").first();
  await resources.locator("summary").click();
  for (const name of ["About Us", "How to Buy", "How to Sell", "FAQ", "Contact Us"]) {
    await expect(resources.getByRole("link", { name })).toBeVisible();
  }
  await resources.getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test("a member sees the dashboard, messages with a light zero badge and its user menu", async ({ page }) => {
  const member = newMember("nav");
  await registerThroughPage(page, member);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
  const messages = nav.getByRole("link", { name: /Messages/ }).first();
  await expect(messages).toBeVisible();
  const badge = messages.getByTestId("unread-badge");
  await expect(badge).toHaveText("0");
  await expect(badge).toHaveClass(/bg-slate-100/);
  await expect(page.getByTestId("manage-menu")).toHaveCount(0);
  await expect(page.getByTestId("user-menu").first()).toContainText(`@${member.handle}`);
});

test("an administrator created with user:create sees the Manage menu", async ({ page }) => {
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  const manage = page.getByTestId("manage-menu").first();
  await expect(manage).toBeVisible();
  await manage.locator("summary").click();
  for (const [name, href] of [
    ["Pending Judgments", "/admin/judgments/pending"],
    ["Pending Messages", "/admin/messages"],
    ["Pending Assignments", "/admin/assignments"],
    ["Disputes", "/admin/disputes"],
    ["Users", "/admin/users"],
    ["Judgment Rules", "/admin/judgment-rules"],
  ]) {
    await expect(manage.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(page.getByTestId("user-menu").first()).toContainText(e2eAdmin.name);
});

test("the Sell button is hidden on the sell pages", async ({ page }) => {
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Sell", exact: true }).first()).toBeVisible();
  await page.goto("/sell");
  await expect(nav.getByRole("link", { name: "Sell", exact: true })).toHaveCount(0);
});

test("the footer has terms, privacy, social links and the copyright years", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  await expect(footer.getByRole("link", { name: /Twitter/ })).toBeVisible();
  await expect(footer.getByRole("link", { name: /Facebook/ })).toBeVisible();
  await expect(footer).toContainText(`© 2016–${new Date().getFullYear()}`);
});

// The navbar is markup React never sees (app/components/layout/nav-html.ts): on a page that hydrates,
// the Navbar's effects close its menus (app/components/layout/menus.ts) and Sign Out is a plain post.
test("on the owner's judgment page (it hydrates) the user menu opens, closes on Escape and an outside click, and signs out", async ({
  page,
}) => {
  const seller = await account(baseURL, "navowner");
  const { id } = await approvedListing(baseURL, seller);
  await page.context().addCookies((await seller.api.storageState()).cookies);
  await page.goto(`/judgments/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "My Listing" })).toBeVisible();
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  // React has taken the page over, and so the Navbar's effects have run.
  await reactListens(page.locator("main"));
  const menu = page.getByTestId("user-menu").first();
  const panel = menu.getByTestId("dropdown-panel");
  await menu.locator("summary").click();
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open", /.*/);
  await menu.locator("summary").click();
  await expect(panel).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(menu).not.toHaveAttribute("open", /.*/);
  await menu.locator("summary").click();
  await panel.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await dispose(seller);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("the menu button opens the navigation", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByTestId("mobile-menu");
    await menu.locator(":scope > summary").click();
    await expect(menu.getByRole("link", { name: "Browse Judgments" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});
