// Identity in the browser (issue 30 item 5, docs/decisions/0048): a new seller's listing waits for
// review and the administrator's approval is refused until the seller verifies; the seller sees why
// on the selling dashboard, verifies from My Settings through the offline test-mode page, and once
// the listing is approved the "Identity verified" mark shows beside the seller's handle on the
// judgment page and on the public user page. A failed check shows Stripe's reason and "Try again".
// IDENTITY_SCREENSHOTS=<dir> also saves each state at 1280 and 390 pixels wide.
import { expect, test, type Page } from "./test-base";
import { account, administrator, approve, dispose, submittedListing } from "./fixtures";
import { signIn } from "./helpers";

const shots = process.env.IDENTITY_SCREENSHOTS;
const XHR = { "x-requested-with": "XMLHttpRequest" };

async function snap(page: Page, name: string) {
  if (!shots) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [label, width] of [
    ["desktop", 1280],
    ["phone", 390],
  ] as const) {
    await page.setViewportSize({ width, height: label === "phone" ? 844 : 900 });
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a new seller verifies through the offline check and the mark appears beside the handle", async ({ page, baseURL }) => {
  // Many steps (and, with IDENTITY_SCREENSHOTS, twelve full-page screenshots) on a shared machine.
  test.setTimeout(shots ? 150_000 : 60_000);
  const seller = await account(baseURL!, "idseller", { identity: false });
  const { id, title } = await submittedListing(seller, { title: `Identity check listing ${seller.handle}` });
  try {
    // The review team cannot make it live yet.
    const admin = await administrator(baseURL!);
    const refused = await admin.post("/admin/judgments/approve", { headers: XHR, data: { judgment_id: id } });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).errors._[0]).toMatch(/has not verified their identity/);
    await admin.dispose();

    await signIn(page, seller.email, seller.password);
    await page.goto("/selling");
    await expect(page.getByTestId("seller-identity-notice")).toContainText("Before your first listing goes live, verify your identity");
    await page.getByTestId("seller-identity-notice").getByRole("link", { name: "Verify my identity" }).click();

    await expect(page).toHaveURL(/\/profile#identity$/);
    const section = page.getByTestId("identity-section");
    await expect(section.getByTestId("identity-status")).toHaveAttribute("data-status", "not_started");
    await expect(section).toContainText("Not started.");
    await section.scrollIntoViewIfNeeded();
    await snap(page, "identity-section-not-started");

    // A failed check first: Stripe's reason, and "Try again".
    await section.getByTestId("identity-start").click();
    await expect(page).toHaveURL(/\/identity\/offline\/vs_off_/);
    await expect(page.getByTestId("identity-test-mode")).toContainText("Offline test mode");
    await expect(page.getByRole("heading", { name: "Verify your identity" })).toBeVisible();
    await snap(page, "identity-offline-page");
    await page.getByTestId("identity-offline-reason").selectOption("document_expired");
    await page.getByTestId("identity-offline-fail").click();
    await expect(page).toHaveURL(/\/profile#identity$/);
    await expect(section.getByTestId("identity-status")).toHaveAttribute("data-status", "needs_input");
    await expect(section).toContainText("The provided identity document has expired.");
    await snap(page, "identity-section-needs-input");

    // Then it passes.
    await section.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/identity\/offline\/vs_off_/);
    await page.getByTestId("identity-offline-verify").click();
    await expect(page).toHaveURL(/\/profile#identity$/);
    await expect(page.getByText("Your identity is verified.").first()).toBeVisible();
    await expect(section.getByTestId("identity-status")).toHaveAttribute("data-status", "verified");
    await expect(section.getByTestId("identity-mark")).toContainText("Identity verified");
    await expect(section.getByTestId("identity-start")).toHaveCount(0);
    await snap(page, "identity-section-verified");

    // The dashboard no longer asks; the review team approves; the mark is beside the handle.
    await page.goto("/selling");
    await expect(page.getByTestId("seller-identity-notice")).toHaveCount(0);
    await approve(baseURL!, [id]);

    await page.goto(`/judgments/${id}`);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    const sellerBlock = page.getByTestId("seller-block");
    await expect(sellerBlock.getByTestId("seller-link")).toHaveText(`@${seller.handle}`);
    await expect(sellerBlock.getByTestId("identity-mark")).toContainText("Identity verified");
    await sellerBlock.scrollIntoViewIfNeeded();
    await snap(page, "identity-mark-judgment-page");

    await page.goto(`/users/${seller.handle}`);
    await expect(page.getByTestId("user-handle")).toHaveText(`@${seller.handle}`);
    await expect(page.getByTestId("identity-mark")).toContainText("Identity verified");
    await snap(page, "identity-mark-user-page");
  } finally {
    await dispose(seller);
  }
});

test("a member who is not verified shows no mark on their public page", async ({ page, baseURL }) => {
  const member = await account(baseURL!, "idnomark", { identity: false });
  try {
    await page.goto(`/users/${member.handle}`);
    await expect(page.getByTestId("user-handle")).toHaveText(`@${member.handle}`);
    await expect(page.getByTestId("identity-mark")).toHaveCount(0);
  } finally {
    await dispose(member);
  }
});
