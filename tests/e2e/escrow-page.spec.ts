// The escrow protections on the judgment page in the browser (docs/decisions/0026): the owner's
// relisting choice and the buyer's cancellation past the assignment deadline (the server's clock
// moved); then, on an assigned sale, the buyer's dispute dialog (its field errors, then the
// dispute opened), the owner's answer and evidence, what the administrator sees, and the
// administrator's partial refund from /admin/disputes, which both sides then see.
// ESCROW_SCREENSHOTS=<dir> also saves each state at 1280 and 390 pixels wide.
import { expect, test, type Page } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { administrator, dispose, paidListing, serverClock } from "./fixtures";
import { signIn } from "./helpers";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const XHR = { "x-requested-with": "XMLHttpRequest" };
const shots = process.env.ESCROW_SCREENSHOTS;

async function snap(page: Page, name: string) {
  if (!shots) return;
  // From the top: a full-page shot of a scrolled page draws the sticky header over the content.
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

test("paid: the owner chooses where the listing goes; past the deadline the buyer cancels and is refunded", async ({
  browser,
  baseURL,
}) => {
  // Two or three members' pages in turn: 30 s is too short on a loaded CI machine.
  test.setTimeout(120_000);
  const sale = await paidListing(baseURL!);
  const id = sale.listing.id;
  const owner = await (await browser.newContext()).newPage();
  const buyer = await (await browser.newContext()).newPage();
  await signIn(owner, sale.seller.email, sale.seller.password);
  await signIn(buyer, sale.buyer.email, sale.buyer.password);

  await buyer.goto(`/judgments/${id}`);
  await expect(buyer.getByTestId("escrow-deadline")).toContainText(
    /The seller must assign this judgment by \d\d\/\d\d\/\d{4} \d+:\d\d [AP]M ET/,
  );
  await expect(buyer.getByTestId("cancel-purchase")).toHaveCount(0);

  await owner.goto(`/judgments/${id}`);
  await expect(owner.getByTestId("escrow-deadline")).toContainText(
    /^Assign by .*; after that the buyer may cancel and is refunded in full\.$/,
  );
  await owner
    .getByTestId("relist-choice")
    .getByRole("radio", { name: /Hidden/ })
    .check();
  await owner.getByTestId("relist-choice-save").click();
  await expect(owner.getByText("Saved.")).toBeVisible();
  await expect(owner.getByTestId("relist-choice").getByRole("radio", { name: /Hidden/ })).toBeChecked();

  const admin = await administrator(baseURL!);
  try {
    await serverClock(admin, { advance_days: 20 });
    await owner.reload();
    await snap(owner, "paid-past-deadline-owner");
    await buyer.reload();
    await expect(buyer.getByTestId("escrow-deadline")).toContainText("and has not. You may keep waiting, or cancel the purchase");
    await snap(buyer, "paid-past-deadline-buyer");
    await buyer.getByTestId("cancel-purchase").click();
    await expect(buyer.getByRole("dialog", { name: "Cancel your purchase?" })).toBeVisible();
    await buyer.getByTestId("cancel-purchase-submit").click();
    await expect(buyer.getByText(/Your purchase is cancelled\. We are refunding your payment in full/)).toBeVisible();
    await owner.reload();
    await expect(owner.getByTestId("detail-banner")).toContainText("This listing is hidden");
  } finally {
    await serverClock(admin, { reset: true });
    await admin.dispose();
    await dispose(sale.seller, sale.buyer);
  }
});

test("assigned, then disputed from the buyer's page, answered, and resolved by an administrator with a partial refund", async ({
  browser,
  baseURL,
}) => {
  // Two or three members' pages in turn: 30 s is too short on a loaded CI machine.
  test.setTimeout(120_000);
  const sale = await paidListing(baseURL!);
  const id = sale.listing.id;
  const uploaded = await sale.seller.api.post("/api/judgments/documents", {
    headers: XHR,
    multipart: {
      judgment_id: String(id),
      kind: "assignment",
      documents: { name: "assignment.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(uploaded.status()).toBe(201);
  expect((await sale.seller.api.post("/api/judgments/assigned", { headers: XHR, data: { judgment_id: id } })).status()).toBe(200);

  const owner = await (await browser.newContext()).newPage();
  const buyer = await (await browser.newContext()).newPage();
  await signIn(owner, sale.seller.email, sale.seller.password);
  await signIn(buyer, sale.buyer.email, sale.buyer.password);

  await owner.goto(`/judgments/${id}`);
  await expect(owner.getByTestId("escrow-deadline")).toContainText(/^The buyer has until .* to confirm or open a dispute/);
  await snap(owner, "assigned-owner");

  await buyer.goto(`/judgments/${id}`);
  await expect(buyer.getByTestId("escrow-deadline")).toContainText(
    /^Confirm or open a dispute by .*; if you do neither the sale completes by itself\.$/,
  );
  await snap(buyer, "assigned-buyer");

  // Sent empty: the page answers the field errors and the dialog opens again with them.
  await buyer.getByTestId("open-dispute").click();
  const dialog = buyer.getByRole("dialog", { name: "Open a dispute" });
  await dialog.getByTestId("open-dispute-submit").click();
  await expect(dialog.getByTestId("dispute-reason-errors")).toHaveText("Choose what is wrong.");
  await expect(dialog.getByTestId("dispute-details-errors")).toHaveText("Please write what is wrong.");
  await snap(buyer, "assigned-buyer-dispute-errors");
  await dialog.getByRole("radio", { name: disputeReason }).check();
  await dialog.getByLabel("Explain the problem").fill("The assignment names a different judgment creditor and is not signed.");
  await dialog.getByTestId("open-dispute-submit").click();
  await expect(buyer.getByText(/Your dispute is open/)).toBeVisible();
  await expect(buyer.getByTestId("dispute-reason")).toHaveText("The documents are for a different judgment or are not signed");
  await expect(buyer.getByTestId("dispute-status")).toContainText("Waiting for an administrator.");

  await owner.reload();
  await expect(owner.getByTestId("detail-banner")).toContainText("The buyer opened a dispute");
  await owner.getByLabel("Your answer").fill("Too short");
  await owner.getByTestId("dispute-answer-submit").click();
  await expect(owner.getByTestId("dispute-response-errors")).toContainText("at least 20 characters");
  await owner.getByLabel("Your answer").fill("The signed assignment was attached; the creditor's name was corrected by the court.");
  await owner.getByTestId("dispute-answer-submit").click();
  await expect(owner.getByTestId("dispute-answer")).toContainText("corrected by the court");
  await owner.getByTestId("dispute-uploader").locator("summary").click();
  await owner
    .getByTestId("dispute-uploader")
    .locator('input[type="file"]')
    .setInputFiles({ name: "court-order.pdf", mimeType: "application/pdf", buffer: PDF });
  await owner.getByTestId("dispute-uploader").getByRole("button", { name: "Upload!" }).click();
  await expect(owner.getByTestId("dispute-document")).toContainText(["Seller"]);
  await snap(owner, "disputed-owner");

  await buyer.reload();
  // The seller's answer reaches the buyer once an administrator approves it (docs/decisions/0032).
  await expect(buyer.getByTestId("dispute").getByTestId("text-awaiting-review")).toHaveText("Message awaiting review");
  await expect(buyer.getByText("corrected by the court")).toHaveCount(0);
  await expect(buyer.getByTestId("dispute-document").first()).toContainText("court-order.pdf");
  await snap(buyer, "disputed-buyer");

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, e2eAdmin.email, e2eAdmin.password);
  await adminPage.goto(`/judgments/${id}`);
  await expect(adminPage.getByTestId("admin-dispute-link")).toHaveAttribute("href", /^\/admin\/disputes\/\d+$/);
  await expect(adminPage.getByTestId("dispute-uploader")).toHaveCount(0);
  await snap(adminPage, "disputed-admin");

  // The administrator resolves it from the disputes page: a partial refund, confirmed in a dialog
  // that names the amounts.
  await adminPage.goto("/admin/disputes");
  const row = adminPage.getByTestId("dispute-row").filter({ hasText: sale.listing.title });
  await expect(row).toContainText("Yes"); // the seller answered
  await row.getByRole("link", { name: /Review/ }).click();
  await expect(adminPage).toHaveURL(/\/admin\/disputes\/\d+$/);
  await expect(adminPage.getByText("corrected by the court")).toBeVisible();
  const form = adminPage.getByTestId("resolve-form");
  await form.getByRole("radio", { name: /Refund in part/ }).check();
  await form.getByLabel("Amount to refund (partial refund only)").fill("500");
  await form.getByLabel("Reason for your decision").fill("The creditor's name was wrong on the first assignment.");
  await form.getByTestId("resolve-submit").click();
  await expect(adminPage.getByTestId("confirm-resolve-text")).toContainText("$500");
  await adminPage.getByTestId("confirm-resolve-confirm").click();
  await expect(adminPage).toHaveURL(/\/admin\/disputes$/);
  await expect(adminPage.getByTestId("resolved-dispute-row").filter({ hasText: sale.listing.title })).toContainText("Refunded in part");
  await adminPage.close();
  await buyer.reload();
  await expect(buyer.getByTestId("dispute-status")).toContainText("Refunded in part");
  await expect(buyer.getByTestId("escrow-refund")).toContainText(/Refunded \$500 to you \((pending|sent)\)/);
  await snap(buyer, "sold-partial-refund-buyer");
  await owner.reload();
  await expect(owner.getByTestId("escrow-refund")).toContainText(/Refunded \$500 to the buyer/);
  await expect(owner.getByTestId("dispute-uploader")).toHaveCount(0);
  await snap(owner, "sold-partial-refund-owner");
  await dispose(sale.seller, sale.buyer);
});

const disputeReason = "The documents are for a different judgment or are not signed";
