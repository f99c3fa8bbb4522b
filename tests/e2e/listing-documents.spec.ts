// A document added to a live listing, in the browser at 1280 and 390 px (docs/decisions/0036 and
// 0032): on My Listing the upload control says, before anything is chosen, that a document sends
// the live listing (its documents public) back to review; after the upload the page says it went
// back; the uploaded file named with a phone number shows its owner what other members read, and
// once approved again another member reads "Document N.pdf", never the number.
import { expect, test } from "./test-base";
import { DOCUMENT_SENT_TO_REVIEW, documentUploadNote } from "../../app/domain/listing-edits";
import { account, approve, approvedListing, dispose } from "./fixtures";
import { signIn } from "./helpers";

const SHOTS = "test-results/shots-listing-documents";
const NAME = "call-312-555-0187.pdf";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the live listing's upload control warns of the review, the upload says it went back, and others read a neutral file name", async ({
      page,
      browser,
      baseURL,
    }) => {
      // Two members, two approvals, two sign-ins and an upload: longer than the default.
      test.setTimeout(90_000);
      const seller = await account(baseURL!, `livedoc${width}`);
      const other = await account(baseURL!, `docreader${width}`);
      const listing = await approvedListing(baseURL!, seller);
      await dispose(seller, other);
      await signIn(page, seller.email, seller.password);

      // Before: the note by the upload control of the live listing.
      await page.goto(`/judgments/${listing.id}`);
      const documents = page.getByTestId("owner-documents");
      const note = documents.getByTestId("upload-review-note");
      await expect(note).toHaveText(documentUploadNote({ status: "active", privacy: "public" })!);
      await expect(note).toContainText("adding a document sends it back for review");
      await expect(documents.getByLabel("Choose your documents")).toHaveAttribute("aria-describedby", /-note$/);
      await page.screenshot({ path: `${SHOTS}/before-upload-${width}.png`, fullPage: false });
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/upload-note-${width}.png` });

      // After: the answer says the listing went back to review.
      await documents.getByLabel("Choose your documents").setInputFiles({ name: NAME, mimeType: "application/pdf", buffer: PDF });
      await expect(documents.getByTestId("selected-file")).toHaveCount(1);
      await documents.getByRole("button", { name: "Upload!" }).click();
      await expect(documents.getByTestId("upload-status")).toHaveText("Your file was uploaded.");
      await expect(documents.getByTestId("upload-review-notice")).toHaveText(DOCUMENT_SENT_TO_REVIEW);
      await expect(note).toHaveCount(0);
      // The owner reads the name as uploaded, and what other members read instead.
      const row = documents.getByTestId("uploaded-document").filter({ hasText: "Other members see" });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId("document-name")).toHaveAttribute("title", NAME);
      await expect(row.getByTestId("document-name-others-see")).toHaveText(/^Other members see this file as “Document \d+\.pdf”/);
      const neutral = (await row.getByTestId("document-name-others-see").textContent())!.match(/Document \d+\.pdf/)![0];
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/after-upload-${width}.png` });

      // In review now: the page no longer warns (nothing left to lose).
      await page.reload();
      await expect(page.getByTestId("owner-documents").getByTestId("upload-review-note")).toHaveCount(0);

      // Approved again, another member reads the neutral name on the judgment page, and downloads it so named.
      await approve(baseURL!, [listing.id]);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const reader = await context.newPage();
      await signIn(reader, other.email, other.password);
      await reader.goto(`/judgments/${listing.id}`);
      const list = reader.getByTestId("detail-documents");
      await expect(list.getByTestId("document-link")).toHaveCount(1);
      await expect(list.getByTestId("document-name")).toHaveAttribute("title", neutral);
      await expect(list).not.toContainText("312");
      const href = await list.getByTestId("document-link").getAttribute("href");
      const download = await reader.request.get(href!);
      expect(download.headers()["content-disposition"]).toContain(`filename="${neutral}"`);
      await list.scrollIntoViewIfNeeded();
      await reader.screenshot({ path: `${SHOTS}/reader-${width}.png` });
      await context.close();
    });
  });
}
