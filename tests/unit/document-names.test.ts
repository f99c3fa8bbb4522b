// A listing document's name as each viewer reads it (app/domain/document-names.ts, docs/decisions/0032).
import { describe, expect, it } from "vitest";
import { documentNameAsSeen, neutralDocumentName } from "~/domain/document-names";

const words = ["scumbag"];
const doc = (name: string, contentType = "application/pdf") => ({ id: 42, name, contentType });

describe("documentNameAsSeen", () => {
  it("reads a flagged name as 'Document N.ext' to members, buyers and visitors", () => {
    for (const relation of ["member", "buyer", "visitor"] as const) {
      expect(documentNameAsSeen(doc("call-312-555-0187.pdf"), relation, words)).toEqual({ name: "Document 42.pdf", flagged: null });
    }
    expect(documentNameAsSeen(doc("mail me at jo@example.com.png", "image/png"), "member", words).name).toBe("Document 42.png");
    expect(documentNameAsSeen(doc("Scumbag debtor.doc", "application/msword"), "member", words).name).toBe("Document 42.doc");
  });

  it("reads it as uploaded to the owner and administrators, with the hits and what the others read", () => {
    for (const relation of ["owner", "admin"] as const) {
      const seen = documentNameAsSeen(doc("call-312-555-0187.pdf"), relation, words);
      expect(seen.name).toBe("call-312-555-0187.pdf");
      expect(seen.flagged?.othersSee).toBe("Document 42.pdf");
      expect(seen.flagged?.hits.map((hit) => [hit.kind, hit.text])).toEqual([["phone", "312-555-0187"]]);
    }
  });

  it("leaves a clean name alone, and has no extension for an unknown type", () => {
    expect(documentNameAsSeen(doc("Final judgment 2024-CV-01234.pdf"), "member", words)).toEqual({
      name: "Final judgment 2024-CV-01234.pdf",
      flagged: null,
    });
    expect(neutralDocumentName(7, "application/octet-stream")).toBe("Document 7");
  });
});
