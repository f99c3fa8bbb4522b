// The assignment step on a demo listing the buyer has paid for: the seller sees the buyer's
// assignment info, uploads the signed assignment (a PDF) and marks it assigned; the buyer reviews
// it and confirms receipt; the listing is sold; the seller's payout settings page and the payout
// account's (offline) onboarding.
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";
import { signIn, signOut } from "./helpers";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const DEMO_PASSWORD = "Demo-pass1!";

/** A paid demo listing whose buyer gave the assignment info: its page, seller and buyer. */
async function paidListing(page: Page) {
  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin/assignments");
  const row = page.getByTestId("assignments-paid").getByTestId("pending-assignment-row").filter({ hasText: "Given" }).first();
  const links = row.getByRole("link");
  const href = await links.nth(0).getAttribute("href");
  const seller = (await links.nth(1).innerText()).replace("@", "");
  const buyer = (await links.nth(2).innerText()).replace("@", "");
  await signOut(page);
  return { href: href!, seller, buyer };
}

test("the seller assigns a paid judgment, the buyer confirms, and the seller manages payouts", async ({ page }) => {
  const listing = await paidListing(page);

  // The seller: the buyer's name and address, the upload, Mark Assigned.
  await signIn(page, `${listing.seller}@example.com`, DEMO_PASSWORD);
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
  await signIn(page, `${listing.buyer}@example.com`, DEMO_PASSWORD);
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
  await signIn(page, `${listing.seller}@example.com`, DEMO_PASSWORD);
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

// The demo members (app/server/seed/demo.ts), searched for a listing waiting for its buyer's payment.
const HANDLES = (
  "greer_judgment_fund hart_recoveries castillo_investments tanaka_capital price_asset_recovery reyes_collections " +
  "feldman_partners scott_receivables lindqvist_ventures gonzalez_judgments walsh_enforcement nguyen_debt_partners " +
  "hayes_capital_group mcallister_funding ford_portfolio petrova_holdings haddad_acquisitions byrne_recovery summit_creditors " +
  "sullivan_investor carter_landlord mj_properties rkim_creditor oconnor_claims albright_plumbing"
).split(" ");

/** A buyer with assignment info and an accepted offer still inside its payment window. */
async function buyerWaitingToPay(baseURL: string): Promise<{ email: string; judgmentId: number } | null> {
  for (const handle of HANDLES) {
    const email = `${handle}@example.com`;
    const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "x-requested-with": "XMLHttpRequest" } });
    try {
      await api.post("/login", { form: { email, password: DEMO_PASSWORD, redirectTo: "/home" }, maxRedirects: 0 });
      const buying = await api.get("/api/judgments/buying");
      if (!buying.ok()) continue;
      const items = (await buying.json()) as { id: number; status: string; payment_due_at: string | null }[];
      const waiting = items.find((j) => j.status === "offer_accepted" && j.payment_due_at && new Date(j.payment_due_at) > new Date(Date.now() + 3_600_000));
      if (!waiting) continue;
      const profile = await (await api.get("/api/users/profile")).json();
      if (profile.address?.zip) return { email, judgmentId: waiting.id };
    } finally {
      await api.dispose();
    }
  }
  return null;
}

test("after a card payment the seller assigns, the buyer confirms, and the seller is paid out with PAY ME!", async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const buyer = await buyerWaitingToPay(baseURL!);
  test.skip(!buyer, "The demo seed has no listing waiting for the payment of a buyer with assignment info today.");
  const listingPath = `/judgments/${buyer!.judgmentId}`;

  // The buyer pays by card.
  await signIn(page, buyer!.email, DEMO_PASSWORD);
  await page.goto(`/judgments/pay/${buyer!.judgmentId}`);
  const newCard = page.getByTestId("new-card-choice");
  if (await newCard.count()) await newCard.check();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration (MM/YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByTestId("pay-submit").click();
  await expect(page.getByTestId("purchase-paid")).toContainText("Your payment was received");
  await page.goto(listingPath);
  const seller = (await page.getByTestId("seller-link").innerText()).replace("@", "");
  await signOut(page);

  // The seller uploads the assignment and marks it assigned; the payout waits for the buyer.
  await signIn(page, `${seller}@example.com`, DEMO_PASSWORD);
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
  await signIn(page, buyer!.email, DEMO_PASSWORD);
  await page.goto(listingPath);
  await page.getByTestId("confirm-receipt").click();
  await page.getByTestId("confirm-receipt-submit").click();
  await expect(page.getByRole("dialog", { name: "Congratulations!" })).toBeVisible();
  await page.getByRole("dialog", { name: "Congratulations!" }).getByRole("button", { name: "Close", exact: true }).first().click();
  await signOut(page);

  // The seller sets up the payout account (if needed) and is paid out, once.
  await signIn(page, `${seller}@example.com`, DEMO_PASSWORD);
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
