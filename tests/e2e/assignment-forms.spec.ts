// The free assignment forms (docs/decisions/0021) on a listing its buyer has paid for (created for
// the test): the seller, not yet a premium member, is offered the upgrade; once premium, one click
// adds the filled-in forms to the assignment documents, and the PDF downloads.
import { expect, test } from "./test-base";
import { dispose, paidListing } from "./fixtures";
import { signIn } from "./helpers";

const XHR = { "x-requested-with": "XMLHttpRequest" };

test("a premium seller adds the assignment forms to the assignment documents in one click", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { seller, buyer, listing } = await paidListing(baseURL!);
  await signIn(page, seller.email, seller.password);
  await page.goto(`/judgments/${listing.id}`);
  const forms = page.getByTestId("assignment-forms");

  // Not a premium member: the offer to upgrade, no button.
  await expect(forms.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", `/sell/upgrade/${listing.id}`);
  await expect(forms.getByTestId("assignment-forms-add")).toHaveCount(0);

  // A month of premium membership, bought as the upgrade page buys it.
  const upgraded = await seller.api.post("/api/upgrade/payment", {
    headers: XHR,
    data: { judgment_id: listing.id, amount: 1_999, payment_method: "pm_card_visa" },
  });
  expect(upgraded.status(), "premium bought").toBe(200);
  await dispose(seller, buyer);

  await page.reload();
  const documents = page.getByTestId("owner-assignment").getByTestId("document-list");
  await expect(documents.getByTestId("documents-empty")).toBeVisible();

  // The PDF downloads under the case's name.
  const downloading = page.waitForEvent("download");
  await forms.getByTestId("assignment-forms-download").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^assignment-forms-case-[\w-]+\.pdf$/);

  await forms.getByTestId("assignment-forms-add").click();
  await expect(page.getByTestId("flash-success")).toContainText("The assignment forms were added to the assignment documents.");
  await expect(forms.getByTestId("assignment-forms-added")).toBeVisible();
  await expect(documents.getByTestId("uploaded-document")).toHaveCount(1);
  await expect(documents.locator('[title^="assignment-forms-case-"]')).toBeVisible();
  // Mark Assigned now has its document.
  await page.getByTestId("mark-assigned").click();
  await expect(page.getByTestId("owner-assignment")).toHaveAttribute("data-status", "assigned");
});
