import { describe, expect, it } from "vitest";
import { cleanFileName, documentProblem, MAX_DOCUMENT_BYTES, sniffDocumentType } from "~/domain/document-types";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("document types by content", () => {
  it("recognises the accepted formats", () => {
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.label).toBe("PNG");
    expect(sniffDocumentType(new TextEncoder().encode("%PDF-1.7\n"))?.label).toBe("PDF");
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))?.label).toBe("JPG");
    expect(sniffDocumentType(new TextEncoder().encode("GIF89a"))?.label).toBe("GIF");
    expect(sniffDocumentType(new TextEncoder().encode("{\\rtf1\\ansi"))?.label).toBe("RTF");
    expect(sniffDocumentType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))?.label).toBe("DOC");
  });
  it("refuses an executable whatever its name", () => {
    const exe = bytes(0x4d, 0x5a, 0x90, 0x00); // MZ
    const elf = bytes(0x7f, 0x45, 0x4c, 0x46);
    expect(sniffDocumentType(exe)).toBeNull();
    expect(documentProblem("judgment.png", exe)).toMatch(/is not a GIF, PNG, JPG, PDF, DOC or RTF file/);
    expect(documentProblem("judgment.pdf", elf)).toMatch(/content does not match/);
  });
  it("refuses empty and oversized files", () => {
    expect(documentProblem("a.pdf", new Uint8Array())).toMatch(/empty/);
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(new TextEncoder().encode("%PDF-"));
    expect(documentProblem("a.pdf", big)).toMatch(/larger than 20 MB/);
    // A streamed file is judged by its head and its counted size.
    const head = new TextEncoder().encode("%PDF-1.4");
    expect(documentProblem("a.pdf", head, MAX_DOCUMENT_BYTES + 1)).toBe('"a.pdf" is larger than 20 MB.');
    expect(documentProblem("a.pdf", head, MAX_DOCUMENT_BYTES)).toBeNull();
  });
  it("cleans file names", () => {
    expect(cleanFileName('C:\\Users\\me\\judg"ment.pdf')).toBe("judgment.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("")).toBe("document");
  });
});
