// Phone verification in the browser: a new member follows the dashboard's "Verify your phone"
// straight to My Phone, saves a number, reads the texted code at /dev/mail (the offline SMS
// provider keeps texts there beside the e-mails), enters it and sees the verified number; the
// dashboard's prompt is gone. A wrong code is refused next to the field. Screenshots of the
// section at 1280 and 390 wide.
import { expect, test, type Page } from "./test-base";
import { account } from "./fixtures";
import { signIn } from "./helpers";

const SHOTS = process.env.SHOTS_DIR ?? "/work/notes/shots";

/** The code in the newest text message to `e164` at /dev/mail. */
async function codeFromOutbox(page: Page, e164: string): Promise<string> {
  await page.goto(`/dev/mail?to=${encodeURIComponent(e164)}`);
  const text = page.getByTestId("outbox-text").first();
  await expect(text).toContainText("Text message");
  const code = /(\d{6}) is your/.exec((await text.textContent()) ?? "")?.[1];
  expect(code, "a six-digit code in the text").toBeTruthy();
  return code!;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a member verifies a phone with the texted code (${viewport.width} wide)`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    const member = await account(baseURL!, "phone");
    await signIn(page, member.email, member.password);
    // A number of its own per run, so /dev/mail shows this member's text first.
    const last = String(2000 + Math.floor(Math.random() * 7999)).padStart(4, "0");
    const e164 = `+1415555${last}`;

    await page.goto("/home");
    await page.getByRole("link", { name: "Verify your phone" }).click();
    await expect(page).toHaveURL(/\/profile#phone$/);
    const section = page.getByTestId("phone-section");
    await expect(section.getByRole("heading", { name: "My Phone" })).toBeVisible();

    const number = section.getByLabel("Mobile phone number");
    await expect(number).toHaveAttribute("placeholder", "xxx-xxx-xxxx");
    await number.fill("+44 20 7946 0958");
    await section.getByRole("button", { name: "Save" }).click();
    await expect(section.getByText("Only US phone numbers can receive our text messages.")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/phone-${viewport.width}-refused.png` });

    await number.fill(`415.555.${last}`);
    await section.getByRole("button", { name: "Save" }).click();
    await expect(section.getByTestId("phone-notice")).toHaveText("We sent a code by text message. Enter it below to verify your number.");
    await expect(section).toContainText(`(415) 555-${last}`);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/phone-${viewport.width}-code.png` });

    const code = await codeFromOutbox(page, e164);
    await page.goto("/profile#phone");
    const codeField = section.getByLabel("Verification code");
    await expect(codeField).toHaveAttribute("placeholder", "xxxxxx");
    await codeField.fill(code === "000000" ? "111111" : "000000");
    await section.getByRole("button", { name: "Verify" }).click();
    await expect(section.getByText("That code is not right. 4 tries left.")).toBeVisible();

    await codeField.fill(code);
    await section.getByRole("button", { name: "Verify" }).click();
    await expect(section.getByTestId("phone-notice")).toHaveText("Your phone number is verified.");
    await expect(section.getByTestId("phone-verified")).toContainText(`(415) 555-${last}`);
    await expect(section.getByTestId("phone-verified")).toContainText("Verified");
    await expect(section.getByLabel("Change your number")).toHaveValue(`(415) 555-${last}`);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/phone-${viewport.width}.png` });

    await page.goto("/home");
    await expect(page.getByText("Phone verified")).toBeVisible();
    await expect(page.getByRole("link", { name: "Verify your phone" })).toHaveCount(0);
    await member.api.dispose();
  });
}

test("the phone section works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const member = await account(baseURL!, "phonenojs");
  await signIn(page, member.email, member.password);
  const last = String(2000 + Math.floor(Math.random() * 7999)).padStart(4, "0");
  await page.goto("/profile");
  const section = page.getByTestId("phone-section");
  await section.getByLabel("Mobile phone number").fill(`(415) 555-${last}`);
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByTestId("phone-notice")).toContainText("We sent a code");
  const code = await codeFromOutbox(page, `+1415555${last}`);
  await page.goto("/profile");
  await section.getByLabel("Verification code").fill(code);
  await section.getByRole("button", { name: "Verify" }).click();
  await expect(section.getByTestId("phone-verified")).toContainText(`(415) 555-${last}`);
  await member.api.dispose();
  await context.close();
});
