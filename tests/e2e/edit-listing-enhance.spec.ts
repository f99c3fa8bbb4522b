// The listing edit page without hydration (issue 28 item 4, docs/decisions/0040): plain HTML whose
// form posts to its own page, and the enhancement script's behaviours there, each with the script
// and with it blocked: the fee note follows the prices typed (edit-fee-note.ts), the note by the
// Save button and the button say what saving will do (edit-save-note.ts), the county list follows
// the state (sell-location.ts). Without the script the page says what it came with and the server
// decides on saving.
import { expect, test } from "./test-base";
import { RE_REVIEW_WARNING } from "../../app/domain/listing-edits";
import { account, approvedListing, dispose } from "./fixtures";
import { blockEnhanceScript, enhanced, notEnhanced, signIn } from "./helpers";

test("with the script: the fee note, what saving will do and the county list follow the fields", async ({ page, baseURL }) => {
  const seller = await account(baseURL!, "editjs");
  const listing = await approvedListing(baseURL!, seller);
  try {
    await signIn(page, seller.email, seller.password);
    await page.goto(`/judgments/${listing.id}/edit`);
    await enhanced(page);
    const fee = page.getByTestId("fee-note");
    await expect(fee).toContainText("Listing fee at these prices: Free (Free).");
    const amount = page.getByLabel(/^Judgment amount/);
    const price = page.getByLabel(/^Asking price/);
    const [amountWas, priceWas] = [await amount.inputValue(), await price.inputValue()];
    await price.fill("3,000");
    await expect(fee).toContainText("Listing fee at these prices: $20 (Standard).");
    await expect(fee).toContainText("After saving, pay $20 at checkout");
    await amount.fill("abc");
    await expect(fee).toBeHidden();
    await amount.fill(amountWas);

    const warning = page.getByTestId("re-review-warning");
    await expect(warning).toHaveAttribute("data-state", "review");
    await expect(warning).toContainText("You changed: Asking price.");
    await expect(page.getByRole("button", { name: "Save and Send for Review" })).toBeVisible();
    await price.fill(priceWas);
    await page.getByText("Everyone", { exact: true }).click();
    await expect(warning).toHaveAttribute("data-state", "live");
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();

    // Another state lists its counties at once: the county is now a reviewed change too.
    await page.getByLabel(/^State/).selectOption({ label: "Texas" });
    await expect(page.getByLabel(/^County/).locator("option", { hasText: "Travis" })).toHaveCount(1);
    await expect(warning).toContainText("You changed: State, County.");
  } finally {
    await dispose(seller);
  }
});

test("without the script: the page says what it came with, and the post decides", async ({ page, baseURL }) => {
  const seller = await account(baseURL!, "editnojs");
  const listing = await approvedListing(baseURL!, seller);
  try {
    await signIn(page, seller.email, seller.password);
    await blockEnhanceScript(page);
    await page.goto(`/judgments/${listing.id}/edit`);
    await notEnhanced(page);
    const fee = page.getByTestId("fee-note");
    await page.getByLabel(/^Asking price/).fill("3,000");
    await page.getByLabel(/^Title/).fill("abc");
    await expect(fee).toContainText("Free (Free).");
    await expect(page.getByTestId("re-review-warning")).toHaveText(RE_REVIEW_WARNING);
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();

    // Refused: the errors under the field, the note for the prices sent.
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/judgments/${listing.id}/edit$`));
    await expect(page.getByTestId("field-title-errors")).toContainText("at least 5");
    await expect(page.getByTestId("fee-note")).toContainText("$20 (Standard).");
    await page.getByLabel(/^Title/).fill(`${listing.title} (edited)`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/judgments/${listing.id}$`));
    await expect(page.getByTestId("flash-success")).toContainText("went back for review");
  } finally {
    await dispose(seller);
  }
});
