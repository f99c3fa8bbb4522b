// The seller's document names are cut to 10 characters and an ellipsis in the documents lists (buyer
// spec; issue 27 over issue 13's whole names), the whole name in the title and for screen readers;
// the owner's empty list says what the buyer's says.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DocumentList, DocumentName } from "~/components/documents";
import { DetailDocuments } from "~/components/judgments/detail-documents";
import { OwnerDocuments } from "~/components/judgments/owner-documents";
import { DOCUMENT_NAME_CHARS, preview } from "~/domain/text-preview";

const NAME = "judgment-signed-by-the-clerk-of-the-superior-court-2024.pdf";
const render = (node: ReturnType<typeof createElement>) => renderToString(createElement(MemoryRouter, null, node));

/** The name as shown: the first 10 characters and an ellipsis, hidden from screen readers, then the whole name for them. */
function expectCut(html: string) {
  expect(html).toContain(`title="${NAME}"`);
  expect(html).toMatch(
    /<span aria-hidden="true"[^>]*>judgment-s…<\/span><span class="sr-only">judgment-signed-by-the-clerk-of-the-superior-court-2024\.pdf<\/span>/,
  );
}

describe("document names", () => {
  it("are cut to 10 characters by whole code points", () => {
    expect(DOCUMENT_NAME_CHARS).toBe(10);
    expect(preview(NAME, DOCUMENT_NAME_CHARS)).toEqual({ short: "judgment-s", truncated: true });
    expect(preview("deed.pdf", DOCUMENT_NAME_CHARS)).toEqual({ short: "deed.pdf", truncated: false });
    expect(preview("📄📄📄📄📄📄📄📄📄📄📄.pdf", DOCUMENT_NAME_CHARS).short).toBe("📄📄📄📄📄📄📄📄📄📄");
  });

  it("the owner's and the assignment's lists show the first 10 characters, the whole name in the title and for screen readers", () => {
    const html = render(
      createElement(DocumentList, {
        judgmentId: 3,
        initialDocuments: [{ id: 9, user_filename: NAME, created_at: "2026-01-02T00:00:00.000Z" }],
      }),
    );
    expectCut(html);
    expect(html).toContain(`aria-label="View ${NAME}"`);
  });

  it("the judgment page's list (the buyer's) does the same", () => {
    const html = render(
      createElement(DetailDocuments, {
        documents: [{ id: 9, userFilename: NAME, createdAt: "2026-01-02T00:00:00.000Z" }],
        hidden: null,
        signInPath: "/login",
      } as never),
    );
    expectCut(html);
  });

  it("a name of 10 characters or fewer is shown as it is, and `whole` never cuts", () => {
    expect(render(createElement(DocumentName, { name: "0123456789" }))).toContain(">0123456789</span>");
    const whole = render(createElement(DocumentName, { name: NAME, whole: true }));
    expect(whole).toContain(`>${NAME}</span>`);
    expect(whole).not.toContain("…");
  });
});

describe("an empty documents list", () => {
  it("says 'No Documents Have Been Uploaded.' to the owner, as to the buyer", () => {
    const owner = render(createElement(OwnerDocuments, { judgmentId: 3, documents: [], closedReason: null }));
    expect(owner).toContain("No Documents Have Been Uploaded.");
    expect(owner).not.toContain("No Documents Found");
    const buyer = render(createElement(DetailDocuments, { documents: [], hidden: null, signInPath: "/login" } as never));
    expect(buyer).toContain("No Documents Have Been Uploaded.");
  });

  it("keeps the seller spec's 'No Documents Found' on the upload step", () => {
    expect(render(createElement(DocumentList, { judgmentId: 3, initialDocuments: [] }))).toContain("No Documents Found");
  });
});
