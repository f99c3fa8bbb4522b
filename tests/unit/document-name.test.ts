// Document names are shown whole (wrapped), never cut to "judgment-s…", in every document list.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DocumentList } from "~/components/documents";
import { DetailDocuments } from "~/components/judgments/detail-documents";

const NAME = "judgment-signed-by-the-clerk-of-the-superior-court-2024.pdf";
const render = (node: ReturnType<typeof createElement>) => renderToString(createElement(MemoryRouter, null, node));

describe("document names", () => {
  it("the owner's and the assignment's lists show the whole name, wrappable, with a title", () => {
    const html = render(
      createElement(DocumentList, {
        judgmentId: 3,
        initialDocuments: [{ id: 9, user_filename: NAME, created_at: "2026-01-02T00:00:00.000Z" }],
      }),
    );
    expect(html).toContain(`>${NAME}</span>`);
    expect(html).toContain(`title="${NAME}"`);
    expect(html).toContain("[overflow-wrap:anywhere]");
    expect(html).not.toContain("…");
  });

  it("the judgment page's list shows the whole name too", () => {
    const html = render(
      createElement(DetailDocuments, {
        documents: [{ id: 9, userFilename: NAME, createdAt: "2026-01-02T00:00:00.000Z" }],
        hidden: null,
        signInPath: "/login",
      } as never),
    );
    expect(html).toContain(`>${NAME}</span>`);
    expect(html).not.toContain("…");
  });
});
