// My Settings without hydration (issue 28 item 4, docs/decisions/0040): plain HTML whose forms post
// to the page's action, which redirects back with a notice. The one behaviour the enhancement
// script adds there, with the script and with it blocked: Cancel Renewal opens its dialog
// (dialog-links.ts) instead of loading the page's confirm step.
import { expect, test, type Page } from "./test-base";
import { account, dispose, submittedListing, type Account } from "./fixtures";
import { blockEnhanceScript, enhanced, notEnhanced, signIn } from "./helpers";

const XHR = { "x-requested-with": "XMLHttpRequest" };

/** A member with a month of premium, renewing (bought through the upgrade page's API, $19.99). */
async function premiumMember(baseURL: string, prefix: string): Promise<Account> {
  const member = await account(baseURL, prefix);
  const own = await submittedListing(member, { title: `Premium member's listing ${member.handle}` });
  const paid = await member.api.post("/api/upgrade/payment", {
    headers: XHR,
    data: { judgment_id: own.id, amount: "1999", payment_method: "pm_card_visa" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return member;
}

async function resumeAndCheck(page: Page) {
  const section = page.getByTestId("premium-section");
  await section.getByTestId("premium-resume").click();
  await expect(page.getByTestId("flash-success")).toBeVisible();
  await expect(section.getByTestId("premium-state")).toContainText("Renews on");
}

test("with the script: Cancel Renewal asks in a dialog, and the answer comes back as a notice", async ({ page, baseURL }) => {
  const member = await premiumMember(baseURL!, "profjs");
  try {
    await signIn(page, member.email, member.password);
    await page.goto("/profile");
    await enhanced(page);
    const section = page.getByTestId("premium-section");
    await section.getByTestId("premium-cancel").click();
    const dialog = page.getByRole("dialog", { name: "Cancel the monthly renewal?" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await dialog.getByRole("button", { name: "Keep Renewing" }).click();
    await expect(dialog).toBeHidden();

    await section.getByTestId("premium-cancel").click();
    await dialog.getByTestId("confirm-premium-cancel").click();
    await expect(page).toHaveURL(/\/profile#premium$/);
    await expect(page.getByTestId("flash-success")).toBeVisible();
    await expect(section.getByTestId("premium-state")).toContainText("Renewal cancelled");
    await resumeAndCheck(page);
  } finally {
    await dispose(member);
  }
});

test("without the script: Cancel Renewal loads the page's confirm step", async ({ page, baseURL }) => {
  const member = await premiumMember(baseURL!, "profnojs");
  try {
    await signIn(page, member.email, member.password);
    await blockEnhanceScript(page);
    await page.goto("/profile");
    await notEnhanced(page);
    const section = page.getByTestId("premium-section");
    await section.getByTestId("premium-cancel").click();
    await expect(page).toHaveURL(/\/profile\?confirm=premium-cancel#premium$/);
    const step = section.getByTestId("premium-cancel-confirm");
    await step.getByTestId("confirm-premium-cancel").click();
    await expect(page).toHaveURL(/\/profile#premium$/);
    await expect(page.getByTestId("flash-success")).toBeVisible();
    await expect(section.getByTestId("premium-state")).toContainText("Renewal cancelled");
    await expect(section.getByTestId("premium-cancel-confirm")).toHaveCount(0);
    await resumeAndCheck(page);
  } finally {
    await dispose(member);
  }
});
