// Verification against the court record in a browser (issue 30 items 1 and 2, docs/decisions/0047):
// the review queue flags a federal listing as not verified; the administrator opens its
// verification page, looks the docket up (the offline court records: a demo docket made from the
// listing), ticks what matched, uploads the docket extract and records it; a visitor then reads
// "Verified against the court record on …" and the checklist, and browse's "verified" filter finds
// it; the seller changes the case number and, once approved again, the page says "Not verified".
import { expect, test } from "./test-base";
import { e2eAdmin } from "../../playwright.config";
import { account, approve, dispose, submittedListing } from "./fixtures";
import { openReviewCard, signIn } from "./helpers";

const shots = process.env.E2E_SCREENSHOTS;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% docket extract (test)\n%%EOF\n");

test("an administrator verifies a federal listing through the lookup; a visitor sees what was checked; a material edit undoes it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const seller = await account(baseURL!, "vfed");
  const number = `1:23-cv-${String(Date.now()).slice(-5)}`;
  const listing = await submittedListing(seller, {
    title: `Federal judgment ${seller.handle}`,
    state_id: "36",
    county_id: "36061",
    amount: "20,000",
    date_awarded: "2023-06-14",
    facts: { court_type: "federal", casenum: number, courthouse: "U.S. District Court, Southern District of New York" },
  });

  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto("/admin/judgments/pending");
  const card = await openReviewCard(page, listing.id);
  await expect(card.getByTestId("court-unverified")).toHaveText("Not verified against the court record");
  await card.getByTestId("verify-link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/judgments/${listing.id}/verification$`));

  // The district comes from the courthouse's words; the number from the listing.
  await expect(page.locator("#lookup-court")).toHaveValue("nysd");
  await expect(page.locator("#lookup-number")).toHaveValue(number);
  await page.getByTestId("lookup").click();
  await expect(page.getByTestId("lookup-found")).toContainText(number);
  const form = page.getByTestId("verification-form");
  await expect(form.getByLabel("Docket (case) number")).toHaveValue(number);
  await expect(form.getByLabel("Where you read the docket")).toHaveValue("courtlistener");
  await expect(form.getByLabel("Docket entries you read")).toHaveValue(/DEFAULT JUDGMENT .* \$20,000/);

  // Recording without the evidence and a tick missing comes back with both messages, values kept.
  await form.getByTestId("record-verification").click();
  await expect(page.getByTestId("verify-evidence-errors")).toBeVisible();
  await expect(page.getByTestId("verify-checks-errors")).toBeVisible();
  await expect(form.getByLabel("Docket (case) number")).toHaveValue(number);

  for (const check of ["court", "case_number", "parties", "amount", "entry_date", "not_satisfied", "not_vacated", "no_prior_assignment"]) {
    await form.getByTestId(`check_${check}`).check();
  }
  await form.getByLabel("Renewals, revivals or writs of record (optional)").fill("");
  await form.getByTestId("evidence").setInputFiles({ name: "docket-extract.pdf", mimeType: "application/pdf", buffer: PDF });
  for (const width of shots ? [1280, 390] : []) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/verification-admin-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await form.getByTestId("record-verification").click();
  await expect(page.getByTestId("verification-row").first()).toContainText("In force");
  await expect(page.getByTestId("evidence-sha256").first()).toBeVisible();

  await approve(baseURL!, [listing.id]);
  await page.goto("/admin/judgments/pending");

  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/judgments/${listing.id}`);
    const section = visitorPage.getByTestId("court-record");
    await expect(section.getByTestId("verification-status")).toHaveText(/^Verified against the court record on \d{2}\/\d{2}\/\d{4}$/);
    await expect(section.getByTestId("verification-checklist")).toContainText("The case number matches the listing");
    await expect(section.getByTestId("verification-checklist")).toContainText("No earlier assignment of record");
    await expect(section).not.toContainText("Erin Admin");
    await expect(section.getByTestId("verified-docket")).toContainText(number);
    for (const width of shots ? [1280, 390] : []) {
      await visitorPage.setViewportSize({ width, height: 900 });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${shots}/verification-judgment-${width}.png` });
    }

    await visitorPage.goto(`/judgments?verified=1&name=${encodeURIComponent(listing.title)}`);
    await expect(visitorPage.getByRole("link", { name: listing.title }).first()).toBeVisible();

    // The seller changes the case number: the verification is voided; approved again, the page says so.
    const edited = await seller.api.post(`/judgments/${listing.id}/edit`, {
      form: {
        title: listing.title,
        description: "Default judgment for unpaid invoices.",
        state_id: "36",
        county_id: "36061",
        casenum: `${number}-A`,
        courthouse: "U.S. District Court, Southern District of New York",
        date_awarded: "2023-06-14",
        amount: "20000",
        price: "2000",
        buy_now: "",
        privacy: "public",
        offers_visibility: "owner",
      },
      maxRedirects: 0,
    });
    expect(edited.status(), "edit saved").toBeLessThan(400);
    await approve(baseURL!, [listing.id]);
    await visitorPage.goto(`/judgments/${listing.id}`);
    await expect(visitorPage.getByTestId("court-record").getByTestId("verification-status")).toHaveText("Not verified");
    await expect(visitorPage.getByTestId("verification-voided")).toBeVisible();
    if (shots) await visitorPage.getByTestId("court-record").screenshot({ path: `${shots}/verification-voided-390.png` });
  } finally {
    await visitor.close();
    await dispose(seller);
  }
});
