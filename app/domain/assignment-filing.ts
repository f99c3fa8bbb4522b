// Whether a state expects the assignee of a judgment to file the assignment with the court, for
// the note on the free assignment forms (docs/decisions/0021-assignment-forms.md). Copied from the
// project's research reference (shared/reference/judgment-rules.json, `assignment`: compiled from
// public sources up to mid-2026, not re-checked live, not legal advice). Only the states whose
// entry names a citation with medium or high confidence are kept: a low-confidence entry is from
// memory or conflicting sources, and printing it on a legal form would mislead more than help.

export type FilingConfidence = "high" | "medium";

export type AssignmentFiling = {
  /** "practically_yes": the assignee must be of record to enforce or renew; "recommended": filing is advised. */
  filing: "practically_yes" | "recommended";
  citation: string;
  confidence: FilingConfidence;
};

export const assignmentFilingByState: Readonly<Record<string, AssignmentFiling>> = {
  AK: { filing: "recommended", citation: "Alaska R. Civ. P. 69(a)", confidence: "medium" },
  AR: { filing: "recommended", citation: "Ark. Code Ann. § 16-65-120", confidence: "medium" },
  CA: { filing: "practically_yes", citation: "Cal. Code Civ. Proc. § 673; Civ. Code § 954", confidence: "high" },
  DE: { filing: "recommended", citation: "10 Del. C. §§ 4711, 4715", confidence: "medium" },
  IL: { filing: "recommended", citation: "735 ILCS 5/12-101", confidence: "medium" },
  IN: {
    filing: "practically_yes",
    citation: "Ind. Trial Rule 69(E); H&S Financial, Inc. v. Parnell (Ind. Ct. App. 2023)",
    confidence: "medium",
  },
  LA: { filing: "recommended", citation: "La. C.C.P. art. 2031", confidence: "medium" },
  NV: { filing: "practically_yes", citation: "NRS 17.214(1)", confidence: "medium" },
  ND: { filing: "practically_yes", citation: "N.D.C.C. § 28-20-21(2)(e)", confidence: "high" },
  SD: { filing: "recommended", citation: "SDCL §§ 15-16-11, 15-16-30", confidence: "medium" },
  VA: { filing: "recommended", citation: "Va. Code § 8.01-251(B)", confidence: "medium" },
};

/** The state's filing fact, or null when the research found none worth printing. */
export function assignmentFilingFor(stateAbbreviation: string): AssignmentFiling | null {
  return assignmentFilingByState[stateAbbreviation.toUpperCase()] ?? null;
}
