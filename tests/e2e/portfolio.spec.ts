// A portfolio from spreadsheet to sale in the browser (issue 32; docs/decisions/0052, 0054, 0055): a
// seller imports a file with one bad row (nothing created), fixes it and imports; an administrator
// approves the three listings; the seller groups them on /portfolios/new (a preview first) and the
// administrator approves the portfolio; an investor's standing buy request matches it, the seller
// invites them from the portfolio's page, the investor follows the e-mail, offers on the portfolio,
// the seller accepts, the investor pays by card; the seller uploads an assignment on each judgment's
// own page and ticks it on the portfolio's checklist (the last tick asks the buyer to confirm); the
// investor confirms. E2E_SCREENSHOTS=dir saves the screens at 1280 and 390 px.
import { expect, test, type Page } from "./test-base";
import { csvOf, validRow } from "../support/import-files";
import { account, approve, dispose } from "./fixtures";
import { enhanced, reactListens, signIn } from "./helpers";

const SHOTS = process.env.E2E_SCREENSHOTS;
const XHR = { "x-requested-with": "XMLHttpRequest" };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function upload(page: Page, csv: string, mode: "check" | "all") {
  await page.getByTestId("import-file").setInputFiles({ name: "judgments.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByTestId(`import-mode-${mode}`).check();
  if (mode !== "check") await page.getByTestId("import-fee-agree").check();
  await page.getByTestId("import-submit").click();
}

test("a seller imports, groups a portfolio, invites a buy request's investor, who offers, pays and receives every assignment", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const seller = await account(baseURL!, "pfseller", { address: true });
  const investor = await account(baseURL!, "pfinvestor", { address: true });
  // Amounts no other run uses (10,000 to 19,999 dollars), so only this run's portfolio meets the request.
  const cents = 1_000_000 + (Date.now() % 999_999);
  const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
  const face = (3 * cents) / 100;
  const tag = seller.handle;
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  try {
    // 1. The import: one bad row reported by row and column, nothing created; fixed, imported.
    await signIn(page, seller.email, seller.password);
    await page.goto("/sell/import");
    const rows = [1, 2, 3].map((n) => validRow(n, { casenum: `${tag}-${n}`, title: `Portfolio part ${n} ${tag}`, amount }));
    rows[1] = { ...rows[1], county: "Cook" };
    await upload(page, csvOf(rows), "all");
    await expect(page.getByTestId("import-report-summary")).toContainText("Nothing was created.");
    await expect(page.locator('[data-testid="import-problem-row"][data-row="3"] [data-column="county"]')).toContainText(
      "Please choose a county in the selected state.",
    );
    rows[1] = { ...rows[1], county: "Fresno" };
    await upload(page, csvOf(rows), "all");
    await expect(page.getByTestId("import-created")).toHaveText("3");
    await expect(page.getByTestId("import-result")).toContainText("portfolio");

    // 2. The administrator approves the three listings.
    const selling = (await (await seller.api.get("/api/judgments/selling", { headers: XHR })).json()) as {
      id: number;
      title: string;
    }[];
    const ids = selling.filter((l) => l.title.endsWith(tag)).map((l) => l.id);
    expect(ids).toHaveLength(3);
    await approve(baseURL!, ids);

    // 3. The seller groups them: the link from /selling, a preview, then the portfolio in review.
    await page.goto("/selling");
    await page.getByRole("link", { name: "Group into a portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolios\/new/);
    for (const id of ids) await page.locator(`input[name="judgment_ids"][value="${id}"]`).check();
    const title = `Three Fresno judgments ${tag}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description (optional)").fill("Three default judgments for unpaid invoices, sold together.");
    await page.getByLabel("Asking price ($)").fill("6000");
    await page.getByTestId("preview-portfolio").click();
    await expect(page.getByTestId("grouping-preview")).toBeVisible();
    await expect(page.getByTestId("preview-no-offers")).toBeVisible();
    await shot(page, "portfolio-new-preview");
    await page.getByTestId("create-portfolio").click();
    await expect(page).toHaveURL(/\/portfolios\/\d+$/);
    const portfolioId = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByTestId("flash-success")).toContainText("Sent for review");
    await approve(baseURL!, [portfolioId]);

    // 4. The investor's standing buy request: California, this run's face value, 1–90% of the balance.
    await signIn(buyer, investor.email, investor.password);
    await buyer.goto("/buy-requests/new");
    await buyer.getByLabel("California").check();
    await buyer.getByLabel("Judgment amount from ($)").fill(String(face - 1));
    await buyer.getByLabel("Judgment amount up to ($)").fill(String(face + 1));
    await buyer.getByLabel("From (%)").fill("1");
    await buyer.getByLabel("Up to (%)").fill("90");
    await buyer.getByTestId("save-buy-request").click();
    await expect(buyer).toHaveURL(/\/buy-requests$/);

    // 5. The seller's portfolio page: live, its totals and judgments, one investor buying; Invite.
    await page.goto(`/portfolios/${portfolioId}`);
    await expect(page.getByTestId("portfolio-totals")).toBeVisible();
    await expect(page.getByTestId("portfolio-member")).toHaveCount(3);
    const buyers = page.locator("#buyers");
    await expect(buyers.getByTestId("buying-line")).toContainText("1 investor is buying judgments like this");
    await shot(page, "portfolio-owner");
    await buyers.getByTestId("invite-investor").click();
    await expect(page.getByTestId("flash-success")).toContainText("The investor was invited");

    // 6. The investor follows the e-mail to the portfolio and offers $5,000.
    const mail = buyer.getByTestId("outbox-email").filter({ hasText: title }).first();
    await expect(async () => {
      await buyer.goto(`/dev/mail?to=${encodeURIComponent(investor.email)}`);
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await mail
      .getByRole("link", { name: new RegExp(`/portfolios/${portfolioId}$`) })
      .first()
      .click();
    await expect(buyer.getByRole("heading", { name: title })).toBeVisible();
    await expect(buyer.getByTestId("portfolio-tag")).toContainText("3 judgments");
    await shot(buyer, "portfolio-investor");
    await enhanced(buyer);
    await buyer.getByTestId("make-offer").click();
    const dialog = buyer.getByRole("dialog", { name: "Make an Offer" });
    await dialog.getByLabel("Offer amount ($)").fill("5000.00");
    await expect(dialog.getByTestId("deal-math")).toHaveAttribute("data-deal-state", "shown");
    await dialog.getByRole("button", { name: "Submit Offer" }).click();
    await expect(buyer.getByTestId("flash-success")).toContainText("Your offer was sent to the seller.");

    // 7. The seller accepts it on the review page, naming the amount.
    await page.goto(`/portfolios/${portfolioId}`);
    const row = page.getByTestId("offer-row").filter({ hasText: `@${investor.handle}` });
    await row.getByTestId("accept-offer").click();
    await expect(page).toHaveURL(new RegExp(`/judgments/${portfolioId}/accept`));
    await expect(page.getByText("Portfolio of 3 judgments")).toBeVisible();
    await page.getByTestId("confirm-accept").click();
    await expect(page.getByTestId("flash-success")).toContainText("The offer has been accepted");

    // 8. The investor pays the total by card.
    await buyer.goto(`/judgments/pay/${portfolioId}`);
    await expect(buyer.getByText(/Portfolio of 3 judgments/)).toBeVisible();
    await reactListens(buyer.getByLabel("Card number"));
    const newCard = buyer.getByTestId("new-card-choice");
    if (await newCard.count()) await newCard.check();
    await buyer.getByLabel("Card number").fill("4242 4242 4242 4242");
    await buyer.getByLabel("Expiration (MM/YY)").fill("12 / 34");
    await buyer.getByLabel("CVC").fill("123");
    await buyer.getByTestId("pay-submit").click();
    await expect(buyer.getByTestId("purchase-paid")).toContainText("Your payment was received");

    // 9. The seller assigns each judgment: its document on its own page, then its tick on the checklist.
    for (const [index, id] of ids.entries()) {
      await page.goto(`/portfolios/${portfolioId}`);
      const item = page.getByTestId("checklist-item").filter({ has: page.locator(`a[href="/judgments/${id}#assignment"]`) });
      await item.locator(`a[href="/judgments/${id}#assignment"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/judgments/${id}#assignment$`));
      const assignment = page.getByTestId("owner-assignment");
      await reactListens(assignment.getByLabel("Choose your documents"));
      await assignment
        .getByLabel("Choose your documents")
        .setInputFiles({ name: `assignment-${index + 1}.pdf`, mimeType: "application/pdf", buffer: PDF });
      await assignment.getByRole("button", { name: "Upload!" }).click();
      await expect(assignment.getByTestId("upload-status")).toHaveText("Your file was uploaded.");
      await page.goto(`/portfolios/${portfolioId}#checklist`);
      if (index === 0) await shot(page, "portfolio-checklist");
      await page
        .getByTestId("checklist-item")
        .filter({ has: page.locator(`a[href="/judgments/${id}#assignment"]`) })
        .getByTestId("mark-item-assigned")
        .click();
      await expect(page.getByTestId("checklist-progress")).toHaveText(`${index + 1} of 3 assigned`);
    }
    await expect(page.getByTestId("flash-success")).toContainText("Every judgment is assigned");

    // 10. The investor confirms receiving the assignments: the sale is complete.
    await buyer.goto(`/portfolios/${portfolioId}`);
    await expect(buyer.getByTestId("portfolio-checklist")).toContainText("3 of 3 assigned");
    const mine = buyer.getByTestId("buyer-assignment");
    await expect(mine).toHaveAttribute("data-status", "assigned");
    await mine.getByTestId("confirm-receipt").click();
    await buyer.getByTestId("confirm-receipt-submit").click();
    await expect(buyer.getByTestId("buyer-assignment")).toHaveAttribute("data-status", "sold");
    await shot(buyer, "portfolio-sold-buyer");
  } finally {
    await buyerContext.close();
    await dispose(seller, investor);
  }
});
