// The assignment forms' wording and PDF layout (docs/decisions/0021): text the standard fonts can
// draw (accents kept, the rest replaced or dropped, never a crash), lines wrapped to the page, and
// the forms' text read back from the PDF.
import { describe, expect, it } from "vitest";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { assignmentForms, assignmentFormsFileName, templateNote, type AssignmentFormFacts } from "~/domain/assignment-forms";
import type { AssignmentRule } from "~/domain/judgment-value/rules";
import { renderFormsPdf, toWinAnsi, wrapText } from "~/server/assignment/forms-pdf";

async function timesRoman() {
  const doc = await PDFDocument.create();
  return doc.embedFont(StandardFonts.TimesRoman);
}

/** California's assignment rule as the rule book has it (reference/judgment-rules/v1.json). */
const california: AssignmentRule = {
  filing: "practically_yes",
  form: "Acknowledgment of Assignment of Judgment (form EJ-100)",
  summary: "An assignee becomes 'assignee of record' by filing an Acknowledgment of Assignment of Judgment (form EJ-100).",
  citation: "Cal. Code Civ. Proc. § 673; Civ. Code § 954",
  url: "https://www.courts.ca.gov/documents/ej100.pdf",
  confidence: "high",
};

const facts: AssignmentFormFacts = {
  judgmentId: 7,
  courthouse: "Superior Court of California, County of Fresno",
  county: "Fresno County",
  state: "California",
  stateAbbreviation: "CA",
  caseNumber: "22CECG01234",
  dateAwarded: "2023-06-14",
  amountCents: 1_250_000,
  assignorName: "Pat Seller",
  assignee: { name: "Acme Recovery LLC", address1: "1 Main St", address2: null, city: "Fresno", state: "CA", zip: "93721" },
};

async function textOf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

describe("toWinAnsi", () => {
  it("keeps what WinAnsi has, strips accents it lacks, and drops emoji", async () => {
    const font = await timesRoman();
    expect(toWinAnsi("Zoë Ñúñez — “Holdings” €5", font)).toBe("Zoë Ñúñez — “Holdings” €5");
    expect(toWinAnsi("Łukasz Dąbrowski-Wróbel Őrs", font)).toBe("Lukasz Dabrowski-Wróbel Ors");
    expect(toWinAnsi("Judge 😀, Fresno 🏛️", font)).toBe("Judge, Fresno");
    expect(toWinAnsi("王小明 LLC", font)).toBe("??? LLC");
    expect(toWinAnsi("line\none\ttab\u0000", font)).toBe("line one tab");
    // Whatever it answers, the font encodes it.
    for (const sample of ["Zoë Ñúñez", "😀🙂👍🏽", "Ǆemal ǅ ǈ ẞ ﬁ", "\u200b\u202e\ufeff"]) {
      expect(() => font.encodeText(toWinAnsi(sample, font))).not.toThrow();
    }
  });
});

describe("wrapText", () => {
  it("wraps at spaces and cuts a word longer than the line", async () => {
    const font = await timesRoman();
    const width = 150;
    const lines = wrapText(`A very long street address ${"9".repeat(80)} Suite 5`, font, 11, width);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(width);
    expect(lines.join("")).toContain("9".repeat(20));
    expect(wrapText("", font, 11, width)).toEqual([""]);
    // Narrower than a letter: one letter a line, and it ends.
    expect(wrapText("abc de", font, 11, 1)).toEqual(["a", "b", "c", "d", "e"]);
  });
});

describe("the forms", () => {
  it("read back as text with the facts, the template note and the signature blocks", async () => {
    const bytes = await renderFormsPdf(assignmentForms(facts, "Judgment Exchange", california), {
      title: "Forms",
      author: "Judgment Exchange",
    });
    const { text, pages } = await textOf(bytes);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const expected of [
      "ASSIGNMENT OF JUDGMENT",
      "NOTICE AND ACKNOWLEDGMENT OF ASSIGNMENT OF JUDGMENT",
      "Superior Court of California, County of Fresno",
      "Case number: 22CECG01234",
      "Judgment creditor (assignor): Pat Seller",
      "Assignee: Acme Recovery LLC",
      "Date awarded: 06/14/2023",
      "Judgment amount: $12,500",
      "TEMPLATE: CHECK IT AGAINST THE COURT'S RULES",
      "Assignor's signature:",
      "Assignee's signature:",
      "NOTARY ACKNOWLEDGMENT",
      `Page 1 of ${pages}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("never fails on names and addresses the fonts cannot draw, and wraps long ones onto more pages", async () => {
    const long = "Department 502, B. F. Sisk Courthouse, Civil Unlimited Division ".repeat(6);
    const odd: AssignmentFormFacts = {
      ...facts,
      courthouse: `${long}😀`,
      assignorName: "Zoë Ñúñez 王 🙂",
      assignee: { ...facts.assignee, name: "Łódź Holdings ✨", address1: `${"1234567890".repeat(12)} Boulevard`, address2: "Suite ⅞" },
    };
    const bytes = await renderFormsPdf(assignmentForms(odd, "Judgment Exchange", california), { title: "Forms ✓", author: "JX" });
    const { text } = await textOf(bytes);
    expect(text).toContain("Zoë Ñúñez ?");
    expect(text).toContain("Lódz Holdings");
    expect(text).toContain("B. F. Sisk Courthouse");
  });

  it("adds the state's filing rule only where it says to file with medium or high confidence", () => {
    expect(templateNote(facts, "JX", california).join(" ")).toContain(
      "(Cal. Code Civ. Proc. § 673; Civ. Code § 954; confidence of our research: high)",
    );
    const recommended: AssignmentRule = { ...california, filing: "recommended", citation: "Va. Code § 8.01-251(B)", confidence: "medium" };
    expect(templateNote({ state: "Virginia" }, "JX", recommended)[1]).toBe(
      "Research note for Virginia: filing the assignment with the court that entered the judgment is recommended (Va. Code § 8.01-251(B); confidence of our research: medium). Check the current rule.",
    );
    // No rule, a rule that does not say to file (Texas), or a low-confidence one (Alabama): left out.
    expect(templateNote({ state: "Texas" }, "JX", null)).toHaveLength(1);
    expect(templateNote({ state: "Texas" }, "JX", { ...california, filing: "unknown", confidence: "medium" })).toHaveLength(1);
    expect(templateNote({ state: "Alabama" }, "JX", { ...california, filing: "recommended", confidence: "low" })).toHaveLength(1);
  });

  it("names the file after the case number, in safe characters", () => {
    expect(assignmentFormsFileName(facts)).toBe("assignment-forms-case-22CECG01234.pdf");
    expect(assignmentFormsFileName({ judgmentId: 9, caseNumber: "CV/2023 #0042 (B)" })).toBe("assignment-forms-case-CV-2023-0042-B.pdf");
    expect(assignmentFormsFileName({ judgmentId: 9, caseNumber: "№ ✓" })).toBe("assignment-forms-case-9.pdf");
  });
});
