// The assignment step on a listing the buyer has paid for (created for the test): the seller sees the buyer's
// assignment info, uploads the signed assignment (a PDF) and marks it assigned; the buyer reviews
// it and confirms receipt; the listing is sold; the seller's payout settings page and the payout
// account's (offline) onboarding.
import { expect, test } from "./test-base";
import { boughtListing, dispose, paidListing } from "./fixtures";
import { signIn, signOut } from "./helpers";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

test("the seller assigns a paid judgment, the buyer confirms, and the seller manages payouts", async ({ page, baseURL }) => {
  // A fresh listing its buyer (with assignment info) has paid for; its seller has no payout account yet.
  const { seller, buyer, listing: paid } = await paidListing(baseURL!);
  await dispose(seller, buyer);
  const listing = { href: `/judgments/${paid.id}`, seller: seller.handle, buyer: buyer.handle };

  // The seller: the buyer's name and address, the upload, Mark Assigned.
  await signIn(page, seller.email, seller.password);
  await page.goto(listing.href);
  const assignment = page.getByTestId("owner-assignment");
  await expect(assignment.getByTestId("buyer-info")).toBeVisible();
  await assignment.getByLabel("Choose your documents").setInputFiles({ name: "assignment.pdf", mimeType: "application/pdf", buffer: PDF });
  await assignment.getByRole("button", { name: "Upload!" }).click();
  await expect(assignment.getByTestId("upload-status")).toHaveText("Your file was uploaded.");
  await expect(assignment.getByText("assignmen", { exact: false }).first()).toBeVisible();
  await assignment.getByTestId("mark-assigned").click();
  await expect(page.getByTestId("owner-assignment")).toHaveAttribute("data-status", "assigned");
  await signOut(page);

  // The buyer: the documents, the confirmation modal, the completion-success modal.
  await signIn(page, buyer.email, buyer.password);
  await page.goto(listing.href);
  const mine = page.getByTestId("buyer-assignment");
  await expect(mine).toHaveAttribute("data-status", "assigned");
  await mine.getByTestId("confirm-receipt").click();
  await expect(page.getByRole("dialog", { name: "Confirm you received the assignment" })).toBeVisible();
  await page.getByTestId("confirm-receipt-submit").click();
  await expect(page.getByRole("dialog", { name: "Congratulations!" })).toBeVisible();
  await expect(page.getByTestId("buyer-assignment")).toHaveAttribute("data-status", "sold");
  await page.getByRole("dialog", { name: "Congratulations!" }).getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(page.getByRole("dialog", { name: "Congratulations!" })).toBeHidden();
  await signOut(page);

  // The seller: My Payout Settings, the hint, the (offline) payout account onboarding.
  await signIn(page, seller.email, seller.password);
  await page.goto(listing.href);
  await expect(page.getByTestId("owner-assignment")).toHaveAttribute("data-status", "sold");
  await page.goto("/payouts");
  await expect(page.getByRole("heading", { name: "My Payout Settings" })).toBeVisible();
  await expect(page.getByTestId("payout-account-hint")).toHaveText("You need to set up your Stripe Payout Account at the right.");
  await page.getByTestId("stripe-onboarding").click();
  await page.getByRole("button", { name: "Confirm my payout account" }).click();
  await expect(page.getByTestId("payout-account-ready")).toBeVisible();
  await expect(page.getByTestId("payout-account-hint")).toHaveCount(0);
});

test("after a card payment the seller assigns, the buyer confirms, and the seller is paid out with PAY ME!", async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  // A fresh listing just bought with Buy Now by a buyer who gave assignment info.
  const sale = await boughtListing(baseURL!, { buyerAddress: true });
  await dispose(sale.seller, sale.buyer);
  const buyer = sale.buyer;
  const listingPath = `/judgments/${sale.listing.id}`;

  // The buyer pays by card.
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/judgments/pay/${sale.listing.id}`);
  const newCard = page.getByTestId("new-card-choice");
  if (await newCard.count()) await newCard.check();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration (MM/YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByTestId("pay-submit").click();
  await expect(page.getByTestId("purchase-paid")).toContainText("Your payment was received");
  await page.goto(listingPath);
  expect((await page.getByTestId("seller-link").innerText()).replace("@", "")).toBe(sale.seller.handle);
  await signOut(page);

  // The seller uploads the assignment and marks it assigned; the payout waits for the buyer.
  await signIn(page, sale.seller.email, sale.seller.password);
  await page.goto(listingPath);
  const assignment = page.getByTestId("owner-assignment");
  await assignment.getByLabel("Choose your documents").setInputFiles({ name: "assignment.pdf", mimeType: "application/pdf", buffer: PDF });
  await assignment.getByRole("button", { name: "Upload!" }).click();
  await expect(assignment.getByTestId("upload-status")).toHaveText("Your file was uploaded.");
  await assignment.getByTestId("mark-assigned").click();
  await expect(page.getByTestId("owner-assignment")).toHaveAttribute("data-status", "assigned");
  await page.goto("/payouts");
  const row = page.getByTestId("payout-row").filter({ has: page.locator(`a[href="${listingPath}"]`) });
  await expect(row).toHaveAttribute("data-status", "pending");
  await signOut(page);

  // The buyer confirms.
  await signIn(page, buyer.email, buyer.password);
  await page.goto(listingPath);
  await page.getByTestId("confirm-receipt").click();
  await page.getByTestId("confirm-receipt-submit").click();
  await expect(page.getByRole("dialog", { name: "Congratulations!" })).toBeVisible();
  await page.getByRole("dialog", { name: "Congratulations!" }).getByRole("button", { name: "Close", exact: true }).first().click();
  await signOut(page);

  // The seller sets up the payout account (if needed) and is paid out, once.
  await signIn(page, sale.seller.email, sale.seller.password);
  await page.goto("/payouts");
  if (await page.getByTestId("stripe-onboarding").count()) {
    await page.getByTestId("stripe-onboarding").click();
    await page.getByRole("button", { name: "Confirm my payout account" }).click();
  }
  await expect(row).toHaveAttribute("data-status", "released");
  await expect(row.getByTestId("payout-completed")).toHaveText("—");
  await row.getByTestId("pay-me").click();
  await expect(row).toHaveAttribute("data-status", "paid");
  await expect(row.getByTestId("payout-completed")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(row.getByTestId("pay-me")).toHaveCount(0);
});
