// The invitation (issue 27 item 3, after its review; docs/decisions/0032): the e-mail and the page
// ask for a handle and a password, and the handle field says which rule a handle breaks (a phone
// number, the name of the invitee's own address) before the invitee gets in with a handle of their
// own. At 1280 and 390 px, with screenshots for review.
import { expect, test } from "./test-base";
import { administrator } from "./fixtures";
import { newMember } from "./helpers";

const SHOTS = process.env.SHOTS_DIR ?? "/work/notes/shots";

for (const width of [1280, 390]) {
  test(`an invitee reads "choose your handle and password" and is told which handle rule failed (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const admin = await administrator(baseURL!);
    const invited = newMember(`inv${width}`);
    const local = invited.email.split("@")[0];
    const created = await admin.post("/admin/users", {
      headers: { accept: "application/json", "x-requested-with": "XMLHttpRequest" },
      data: { name: invited.name, email: invited.email },
    });
    expect(created.status()).toBe(201);
    await admin.dispose();

    const mail = page.getByTestId("outbox-email").filter({ hasText: "You are invited" }).first();
    await expect(async () => {
      await page.goto(`/dev/mail?to=${encodeURIComponent(invited.email)}`);
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(mail).toContainText("choose your handle and password");
    await mail.getByRole("link").click();

    await expect(page).toHaveURL(/\/invitation\?token=/);
    await expect(page.getByText(`Choose your handle and password for ${invited.email}.`)).toBeVisible();
    const fill = async (handle: string) => {
      await page.getByLabel("Handle").fill(handle);
      await page.getByLabel("Password", { exact: true }).fill(invited.password);
      await page.getByLabel("Confirm password").fill(invited.password);
      await page.getByRole("button", { name: "Accept Invitation" }).click();
    };
    await fill("312-555-0187");
    await expect(page.locator("#field-handle-errors")).toHaveText(
      "Your handle cannot look like a phone number: use at most 6 digits together (a dot, dash or underscore between digits does not part them).",
    );
    await fill(local.toUpperCase());
    await expect(page.locator("#field-handle-errors")).toHaveText(
      "Your handle cannot be the name of your e-mail address (the part before the @). Please choose another.",
    );
    await page.screenshot({ path: `${SHOTS}/invitation-handle-rule-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await fill(invited.handle);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId("flash-success")).toContainText(`Welcome, @${invited.handle}.`);
  });
}
