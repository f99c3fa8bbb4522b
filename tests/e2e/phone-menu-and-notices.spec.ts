// Issue 27, item 19: the phone menu opens its dropdowns inside itself (nothing floats over the
// page), its arrows point down when closed and up when open, and the notices sit below the header,
// never over it, the menu button or an open menu, at 1280 and 390 px; without JavaScript the flash
// is a banner in the page's flow.
import { expect, test, type Locator, type Page } from "./test-base";
import { account, dispose } from "./fixtures";
import { signIn } from "./helpers";

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "element on screen").not.toBeNull();
  return box!;
}

/** Whether `inner` lies within `outer` (a pixel of rounding allowed). */
function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The arrow's turn in degrees, once its transition has settled (0: pointing down, 180: up). */
async function arrowTurn(dropdown: Locator): Promise<number> {
  return dropdown
    .locator(":scope > summary")
    .getByTestId("dropdown-arrow")
    .evaluate(async (arrow) => {
      await Promise.all(arrow.getAnimations().map((animation) => animation.finished));
      // Tailwind's rotate-* sets the `rotate` property ("180deg", or "none").
      const { rotate, transform } = getComputedStyle(arrow);
      const { a, b } = new DOMMatrix(transform === "none" ? undefined : transform);
      const degrees = (rotate === "none" ? 0 : parseFloat(rotate)) + (Math.atan2(b, a) * 180) / Math.PI;
      return Math.round(degrees + 360) % 360;
    });
}

const header = (page: Page) => page.locator("body > header");

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Resources opens inside the menu, pushing the items below, with its arrow pointing the right way", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByTestId("mobile-menu");
    await menu.locator(":scope > summary").click();
    const panel = page.getByTestId("mobile-menu-panel");
    await expect(panel).toBeVisible();
    // The menu is one panel right below the header, across the screen.
    const headerBox = await boxOf(header(page));
    const panelBox = await boxOf(panel);
    expect(Math.abs(panelBox.y - (headerBox.y + headerBox.height))).toBeLessThanOrEqual(1);
    expect(panelBox.width).toBeGreaterThanOrEqual(389);

    const resources = panel.getByTestId("resources-menu");
    const sell = panel.getByRole("link", { name: "Sell", exact: true });
    const sellBefore = await boxOf(sell);
    expect(await arrowTurn(resources)).toBe(0);

    await resources.locator(":scope > summary").click();
    const list = resources.getByTestId("dropdown-panel");
    await expect(list.getByRole("link", { name: "Contact Us" })).toBeVisible();
    expect(await arrowTurn(resources)).toBe(180);
    await page.screenshot({ path: "test-results/phone-menu-resources-390.png" });

    // Inside the menu's box, and the items below moved down below it (nothing floats over them).
    const listBox = await boxOf(list);
    expect(inside(listBox, await boxOf(panel))).toBe(true);
    const sellAfter = await boxOf(sell);
    expect(sellAfter.y).toBeGreaterThanOrEqual(listBox.y + listBox.height);
    expect(sellAfter.y - sellBefore.y).toBeGreaterThanOrEqual(listBox.height);
    expect(overlap(listBox, sellAfter)).toBe(false);

    await resources.locator(":scope > summary").click();
    await expect(list).toBeHidden();
    expect(await arrowTurn(resources)).toBe(0);
  });

  test("a member's account menu opens inside the menu too", async ({ page, baseURL }) => {
    const member = await account(baseURL!, "phonemenu");
    await dispose(member);
    await signIn(page, member.email, member.password);
    await page.getByTestId("notice-close").click();
    await page.getByTestId("mobile-menu").locator(":scope > summary").click();
    const panel = page.getByTestId("mobile-menu-panel");
    const userMenu = panel.getByTestId("user-menu");
    const resources = panel.getByTestId("resources-menu");
    // Closed dropdowns inside an open menu point down (the open menu around them does not turn them).
    expect(await arrowTurn(userMenu)).toBe(0);
    expect(await arrowTurn(resources)).toBe(0);
    await userMenu.locator(":scope > summary").click();
    const list = userMenu.getByTestId("dropdown-panel");
    await expect(list.getByRole("button", { name: "Sign Out" })).toBeVisible();
    expect(await arrowTurn(userMenu)).toBe(180);
    expect(inside(await boxOf(list), await boxOf(panel))).toBe(true);
    await page.screenshot({ path: "test-results/phone-menu-account-390.png" });
  });
});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("a notice sits below the header, clear of the menu button, and steps aside for an open menu", async ({ page, baseURL }) => {
      const member = await account(baseURL!, `notice${width}`);
      await dispose(member);
      await signIn(page, member.email, member.password);
      const notice = page.getByTestId("flash-success");
      await expect(notice).toContainText("Welcome back");
      await expect(notice).toHaveAttribute("role", "status");
      // Hovered, it stays while the boxes are measured.
      await notice.hover();
      const noticeBox = await boxOf(notice);
      const headerBox = await boxOf(header(page));
      expect(overlap(noticeBox, headerBox)).toBe(false);
      expect(noticeBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      // At the right, as the seller spec's top-right notices.
      expect(width - (noticeBox.x + noticeBox.width)).toBeLessThan(40);
      const menuButton =
        width < 1024
          ? page.getByTestId("mobile-menu").locator(":scope > summary")
          : page.getByTestId("user-menu").first().locator("summary");
      const buttonBox = await boxOf(menuButton);
      expect(overlap(noticeBox, buttonBox)).toBe(false);
      await page.screenshot({ path: `test-results/notice-below-header-${width}.png` });

      // An open menu of the header is not covered: the notice waits until it closes.
      await menuButton.click();
      await expect(notice).toBeHidden();
      await menuButton.click();
      await expect(notice).toBeVisible();
      await notice.getByRole("button", { name: "Dismiss" }).click();
      await expect(notice).toBeHidden();
    });

    test("without JavaScript the flash is a banner below the header that pushes the page down", async ({ browser, baseURL }) => {
      const member = await account(baseURL!, `nojs${width}`);
      await dispose(member);
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
      const page = await context.newPage();
      await signIn(page, member.email, member.password);
      const notice = page.getByTestId("flash-success");
      await expect(notice).toContainText("Welcome back");
      const noticeBox = await boxOf(notice);
      const headerBox = await boxOf(header(page));
      expect(noticeBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      const mainBox = await boxOf(page.locator("main"));
      expect(mainBox.y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height);
      // Opening a menu of the header leaves the banner where it is (hiding it would move the page).
      await header(page).locator("summary:visible").first().click();
      await expect(notice).toBeVisible();
      expect((await boxOf(page.locator("main"))).y).toBe(mainBox.y);
      await page.screenshot({ path: `test-results/notice-no-js-${width}.png` });
      await context.close();
    });
  });
}
