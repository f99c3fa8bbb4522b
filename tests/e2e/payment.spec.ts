// The accepted buyer pays for a judgment through the pages: told to add assignment info, adds it
// on My Settings, comes back, is declined with one card and pays with another.
import { expect, test } from "./test-base";
import { boughtListing, dispose } from "./fixtures";
import { signIn } from "./helpers";

test("the accepted buyer adds assignment info, is declined, then pays", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // A fresh listing just bought with Buy Now by a buyer who has not given assignment info yet.
  const { seller, buyer, listing } = await boughtListing(baseURL!);
  await dispose(seller, buyer);
  await signIn(page, buyer.email, buyer.password);
  const payPath = `/judgments/pay/${listing.id}`;

  await page.goto(payPath);
  await expect(page.getByRole("heading", { name: "Pay for Judgment" })).toBeVisible();
  await expect(page.getByTestId("purchase-total")).toBeVisible();
  await expect(page.getByTestId("purchase-due")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

  await expect(page.getByTestId("address-needed")).toContainText(
    "Ooops... we need assignment info from you before you can pay for this judgment!",
  );
  await page.getByRole("link", { name: "Add it in My Settings" }).click();

  await expect(page.getByRole("heading", { name: "My Settings" })).toBeVisible();
  await page.getByLabel("State").fill("zz");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Please check your input and try again.")).toBeVisible();
  await page.getByLabel("Full legal name").fill("Test Buyer LLC");
  await page.getByLabel("Address", { exact: true }).fill("100 Market St");
  await page.getByLabel("City").fill("San Francisco");
  await page.getByLabel("State").fill("CA");
  await page.getByLabel("Zip").fill("94105");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByTestId("flash-success")).toHaveText(/Address Saved Successfully!/);
  await expect(page.getByTestId("flash-success")).toBeHidden({ timeout: 6000 });
  await page.getByTestId("address-return").click();

  await expect(page).toHaveURL(new RegExp(`${payPath}$`));
  const newCard = page.getByTestId("new-card-choice");
  if (await newCard.count()) await newCard.check();
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiration (MM/YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await expect(page.getByText(/temporary \$1\.00 authorization/)).toBeVisible();
  await page.getByTestId("pay-submit").click();
  await expect(page.getByTestId("payment-error")).toHaveText("Your card was declined.");

  // The declined card was not saved on the account. Pay with another new card.
  if (await newCard.count()) await newCard.check();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration (MM/YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByTestId("pay-submit").click();
  await expect(page.getByTestId("purchase-paid")).toContainText("Your payment was received");
});
