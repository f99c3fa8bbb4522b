// Uploading a listing's documents on /sell/documents/{id} as a new seller with an approved listing
// of the test's own (tests/e2e/fixtures.ts): two files one after
// another with a progress bar each, the 'Files Already Uploaded' list, the viewer, a renamed
// executable refused with the server's message, the form without JavaScript; desktop and phone.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test, type Page } from "./test-base";
import { account, approvedListing, dispose } from "./fixtures";
import { signIn } from "./helpers";

const FILES = "/tmp/jx-docs-scratch/e2e-files";

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real 48×32 PNG in the brand blue. */
function bluePng(): Buffer {
  const [width, height] = [48, 32];
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [0x1f, 0x56, 0x99]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A one-page PDF saying `text`; `padding` bytes of comment make it big enough to watch it upload. */
function pdf(text: string, padding = 0): Buffer {
  const stream = `BT /F1 18 Tf 20 70 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  if (padding) out += `%${"x".repeat(padding)}\n`;
  return Buffer.from(out, "latin1");
}

const file = (name: string) => path.join(FILES, name);

test.beforeAll(() => {
  fs.mkdirSync(FILES, { recursive: true });
  fs.writeFileSync(file("court-stamp.png"), bluePng());
  fs.writeFileSync(file("judgment-of-record.pdf"), pdf("Judgment of record"));
  fs.writeFileSync(file("large-judgment.pdf"), pdf("Large judgment", 400_000));
  fs.writeFileSync(file("setup.png"), Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]));
});

/** Signs a new seller in on `page`, with one approved listing of their own. */
async function newSeller(page: Page, baseURL: string) {
  const seller = await account(baseURL, "docseller");
  await approvedListing(baseURL, seller);
  await dispose(seller);
  await signIn(page, seller.email, seller.password);
}

/** The new seller's listing that takes documents (new, active or hidden). */
async function sellerListing(page: Page, baseURL: string): Promise<number> {
  await newSeller(page, baseURL);
  const listings = await page.evaluate(async () => {
    const response = await fetch("/api/judgments/selling", { headers: { "X-Requested-With": "XMLHttpRequest" } });
    return (await response.json()) as { id: number; status: string }[];
  });
  const listing = listings.find((l) => ["new", "active", "hidden"].includes(l.status));
  expect(listing, "the seller has a listing that takes documents").toBeTruthy();
  return listing!.id;
}

const uploaded = (page: Page) => page.getByTestId("document-list").getByTestId("uploaded-document");

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("uploads two files one after another with progress, lists them, opens one, refuses an executable", async ({ page, baseURL }) => {
    const id = await sellerListing(page, baseURL!);
    await page.goto(`/sell/documents/${id}`);
    await expect(page).toHaveTitle(/^Upload Judgment Documents \| /);
    await expect(page.getByRole("heading", { name: "8. Upload your judgment documents (optional)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Files Already Uploaded" })).toBeVisible();
    const before = await uploaded(page).count();
    if (before === 0) await expect(page.getByText("No Documents Found")).toBeVisible();

    // Slow the upload down so the progress of the larger file can be watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 150_000 });

    await page.getByLabel("Choose your documents").setInputFiles([file("court-stamp.png"), file("large-judgment.pdf")]);
    const rows = page.getByTestId("selected-file");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("court-stamp.png");
    await expect(rows.nth(1)).toContainText("large-judgment.pdf");
    // Record every change of each file's status and progress, to check the order afterwards.
    await page.evaluate(() => {
      const log: string[] = ((window as unknown as { uploadLog: string[] }).uploadLog = []);
      new MutationObserver(() => {
        document.querySelectorAll<HTMLElement>("[data-testid=selected-file]").forEach((row) => {
          const name = row.querySelector("[title]")?.getAttribute("title");
          const value = row.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow") ?? "-";
          const entry = `${name}:${row.dataset.status}:${value}`;
          if (log.at(-1) !== entry && !log.includes(entry)) log.push(entry);
        });
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await page.getByRole("button", { name: "Upload!" }).click();
    await expect(page.getByTestId("upload-status")).toContainText("Uploading 2 of 2");
    await expect(page.getByTestId("upload-status")).toHaveText("All files were uploaded.", { timeout: 15_000 });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page.getByRole("progressbar", { name: "Upload progress of court-stamp.png" })).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByRole("progressbar", { name: "Upload progress of large-judgment.pdf" })).toHaveAttribute("aria-valuenow", "100");
    // One after another: the PNG was stored before the PDF started; the PDF's bar moved through the middle.
    const log = await page.evaluate(() => (window as unknown as { uploadLog: string[] }).uploadLog);
    const pngDone = log.indexOf("court-stamp.png:success:100");
    const pdfStart = log.findIndex((e) => e.startsWith("large-judgment.pdf:saving:"));
    expect(pngDone).toBeGreaterThanOrEqual(0);
    expect(pdfStart).toBeGreaterThan(pngDone);
    const midway = log.filter((e) => e.startsWith("large-judgment.pdf:saving:")).map((e) => Number(e.split(":")[2]));
    expect(
      midway.some((v) => v > 0 && v < 100),
      `progress seen: ${midway.join(", ")}`,
    ).toBe(true);

    // The list reloaded: names cut to 10 characters (buyer spec), the whole name in the title and for screen readers.
    await expect(uploaded(page)).toHaveCount(before + 2);
    const pdfLink = page.getByRole("button", { name: "View large-judgment.pdf" }).last();
    await expect(pdfLink.getByTestId("document-name-short")).toHaveText("large-judg…");
    await expect(pdfLink.getByTestId("document-name")).toHaveAttribute("title", "large-judgment.pdf");

    // The viewer: the PDF in the browser's own viewer, 500 px high; the image inline.
    await pdfLink.click();
    const viewer = page.getByRole("dialog", { name: "large-judgment.pdf" });
    await expect(viewer).toBeVisible();
    const frame = viewer.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^blob:/);
    expect((await frame.boundingBox())?.height).toBe(500);
    // Chromium's own PDF viewer took the frame (the page's CSP allows blob: frames).
    await expect.poll(() => page.frames().some((f) => f.url().startsWith("chrome-extension://"))).toBe(true);
    await page.screenshot({ path: "/tmp/jx-docs-scratch/e2e-viewer-pdf.png" });
    await viewer.getByRole("button", { name: "Close" }).click();
    await expect(viewer).toBeHidden();

    await page.getByRole("button", { name: "View court-stamp.png" }).last().click();
    const image = page.getByRole("dialog", { name: "court-stamp.png" }).getByRole("img", { name: "court-stamp.png" });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    await page.keyboard.press("Escape");

    // A Windows program renamed .png: refused, with the server's reason shown for that file.
    await page.getByLabel("Choose your documents").setInputFiles(file("setup.png"));
    await page.getByRole("button", { name: "Upload!" }).click();
    await expect(page.getByTestId("upload-error")).toHaveText(
      '"setup.png" is not a GIF, PNG, JPG, PDF, DOC or RTF file. Its content does not match an accepted document type.',
    );
    await expect(page.getByTestId("upload-status")).toHaveText("The upload failed. See the message above.");
    await expect(uploaded(page)).toHaveCount(before + 2);

    await page.getByRole("link", { name: "I'm Done Uploading Docs" }).click();
    await expect(page).toHaveURL(new RegExp(`/sell/enhance\\?judgment_id=${id}$`));
  });

  test("works without JavaScript through the plain form", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await newSeller(page, baseURL!);
    await page.goto("/sell/documents");
    await expect(page).toHaveURL(/\/sell\/documents\/\d+$/);
    const before = await uploaded(page).count();
    await page.getByLabel("Choose your documents").setInputFiles([file("judgment-of-record.pdf"), file("setup.png")]);
    await page.getByRole("button", { name: "Upload!" }).click();
    await expect(page).toHaveURL(/\/sell\/documents\/\d+$/);
    // The approved listing's documents are public: the document sent it back to review (docs/decisions/0036).
    await expect(
      page.getByText(
        /1 document was uploaded; 1 could not be\. Your listing went back for review because of the new document: .* "setup\.png" is not a GIF/,
      ),
    ).toBeVisible();
    await expect(uploaded(page)).toHaveCount(before + 1);
    await expect(page.getByRole("button", { name: "View judgment-of-record.pdf" })).toBeVisible();
    await context.close();
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("uploads a file and opens it in the viewer", async ({ page, baseURL }) => {
    const id = await sellerListing(page, baseURL!);
    await page.goto(`/sell/documents/${id}`);
    const before = await uploaded(page).count();
    await page.getByLabel("Choose your documents").setInputFiles(file("court-stamp.png"));
    await page.getByRole("button", { name: "Upload!" }).click();
    await expect(page.getByTestId("upload-status")).toHaveText("Your file was uploaded.");
    await expect(uploaded(page)).toHaveCount(before + 1);
    // Nothing sticks out sideways on a 375-px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "View court-stamp.png" }).last().click();
    await expect(page.getByRole("dialog", { name: "court-stamp.png" }).getByRole("img")).toBeVisible();
    await page.screenshot({ path: "/tmp/jx-docs-scratch/e2e-phone-viewer.png" });
  });
});
