// The banned words: the e2e administrator (playwright.config.ts) opens the page from the pending
// judgments' tabs, adds a word of the test's own, finds it with the filter, is told when adding
// it twice, deactivates and activates it, and deletes it (the fetcher's DELETE); on a desktop
// and on a phone, with screenshots for review. A member is refused.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, administrator, dispose } from "./fixtures";
import { signIn } from "./helpers";

const SHOTS = process.env.SHOTS_DIR ?? "/work/notes/shots";

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test("add, find, deactivate, activate and delete a banned word", async ({ page }) => {
      test.setTimeout(60_000);
      const word = `zq${device}${Date.now().toString(36)}`;
      await signIn(page, e2eAdmin.email, e2eAdmin.password);
      await page.goto("/admin/judgments/pending");
      await page.getByRole("navigation", { name: "Judgment administration" }).getByRole("link", { name: "Banned Words" }).click();
      await expect(page).toHaveURL(/\/admin\/banned_words$/);
      await expect(page.getByRole("heading", { level: 1, name: "Banned Words" })).toBeVisible();
      await expect(page).toHaveTitle(/^Banned Words \|/);
      // The seeded list is there, alphabetical.
      await expect(page.getByTestId("banned-words-count")).toContainText(/\d{3} words, \d{3} active/);
      const first = await page.getByTestId("banned-word").first().getAttribute("data-word");
      expect(first).toBe("anal");
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/banned-words-${viewport.width}.png`, fullPage: device === "phone" ? false : true });

      // Add it (typed in capitals, with spaces around): stored trimmed and in lower case.
      await page.getByLabel("Word or phrase", { exact: true }).fill(`  ${word.toUpperCase()} `);
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByTestId("flash-success")).toContainText(`“${word}” was added`);

      // Find it with the filter.
      await page.getByLabel("Word contains").fill(word);
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(new RegExp(`q=${word}`));
      const item = page.locator(`[data-testid=banned-word][data-word="${word}"]`);
      await expect(item).toHaveAttribute("data-active", "true");
      await expect(page.getByTestId("banned-word")).toHaveCount(1);

      // The same word again: the message next to the field.
      await page.getByLabel("Word or phrase", { exact: true }).fill(word);
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.locator("#banned-word-errors")).toHaveText(`“${word}” is already on the list.`);
      await expect(page.getByLabel("Word or phrase", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await page.screenshot({ path: `${SHOTS}/banned-words-${viewport.width}-duplicate.png` });

      // Deactivate, then activate again; the filter stays.
      await item.getByRole("button", { name: `Deactivate “${word}”` }).click();
      await expect(item).toHaveAttribute("data-active", "false");
      await expect(item.getByTestId("banned-word-state")).toHaveText("Inactive");
      await expect(page).toHaveURL(new RegExp(`q=${word}`));
      await page.screenshot({ path: `${SHOTS}/banned-words-${viewport.width}-inactive.png` });
      await item.getByRole("button", { name: `Activate “${word}”` }).click();
      await expect(item).toHaveAttribute("data-active", "true");

      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);

      // Delete: the fetcher sends DELETE /admin/banned_words/{id}, and the list reloads.
      const deleted = page.waitForResponse((r) => r.request().method() === "DELETE" && /\/admin\/banned_words\/\d+/.test(r.url()));
      await item.getByRole("button", { name: `Delete “${word}”` }).click();
      expect((await deleted).status()).toBe(200);
      await expect(item).toHaveCount(0);
      await expect(page.getByTestId("banned-words-empty")).toContainText("No banned words match this filter.");
    });
  });
}

test("deletes without JavaScript through the page's form", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const word = `zqnojs${Date.now().toString(36)}`;
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin/banned_words");
  await page.getByLabel("Word or phrase", { exact: true }).fill(word);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.goto(`/admin/banned_words?q=${word}`);
  const item = page.locator(`[data-testid=banned-word][data-word="${word}"]`);
  await item.getByRole("button", { name: `Delete “${word}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/banned_words\\?q=${word}$`));
  await expect(item).toHaveCount(0);
  await expect(page.getByTestId("flash-success")).toContainText(`“${word}” was deleted.`);
  await context.close();
});

test("a word deleted meanwhile by another administrator: the list reloads without it", async ({ page, baseURL }) => {
  const word = `zqrace${Date.now().toString(36)}`;
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin/banned_words");
  await page.getByLabel("Word or phrase", { exact: true }).fill(word);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("flash-success")).toBeVisible();
  await page.goto(`/admin/banned_words?q=${word}`);
  const item = page.locator(`[data-testid=banned-word][data-word="${word}"]`);
  const id = await item.locator("input[name=id]").first().inputValue();
  const other = await administrator(baseURL!);
  expect((await other.delete(`/admin/banned_words/${id}`, { headers: { accept: "application/json", origin: baseURL! } })).status()).toBe(
    200,
  );
  await other.dispose();

  const refused = page.waitForResponse((r) => r.request().method() === "DELETE");
  await item.getByRole("button", { name: `Delete “${word}”` }).click();
  expect((await refused).status()).toBe(404);
  await expect(item).toHaveCount(0);
  await expect(page.getByTestId("banned-words-empty")).toBeVisible();
});

test("a member is refused the page", async ({ page, baseURL }) => {
  const member = await account(baseURL!, "bannedwordsmember");
  await signIn(page, member.email, member.password);
  const response = await page.goto("/admin/banned_words");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("button", { name: "Add", exact: true })).toHaveCount(0);
  await dispose(member);
});
