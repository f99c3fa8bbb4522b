// The wording of the free assignment forms (a premium membership benefit, docs/decisions/0021):
// an Assignment of Judgment and a Notice and Acknowledgment of Assignment of Judgment, filled from
// the listing and the buyer's assignment info. Every word printed on the forms is here; the PDF
// builder (app/server/assignment/forms-pdf.ts) only lays these blocks out.
import { formatDate } from "./dates";
import type { AssignmentRule } from "./judgment-value/rules";
import { printableFilingRule } from "./judgment-value/wording";
import { formatMoney } from "./money";
import { noStatementsText, paymentLine, statementKeys, type StatementsView } from "./sworn-statements";

/** What the seller stated when listing, as the assignment forms print it. */
export function statementsParagraph(statements: Omit<StatementsView, "clientIp"> | null): string {
  if (!statements) return `${noStatementsText.replace("The seller", "The Assignor")}`;
  const said = statementKeys.map((key, i) => `(${i + 1}) ${statements.texts[key]}`).join(" ");
  const role = statements.role === "creditor" ? "the judgment creditor of record" : "the assignee of record";
  const payments = statements.payments.length
    ? `Payments received from the judgment debtor, as stated: ${statements.payments.map(paymentLine).join("; ")}.`
    : "The Assignor stated that no payments were received from the judgment debtor.";
  return (
    `When listing the judgment on ${formatDate(statements.statedAt)} (statements version ${statements.version}), the Assignor stated, ` +
    `as ${role}: ${said} ${payments}`
  );
}

export type AssignmentFormFacts = {
  judgmentId: number;
  /** The court as the seller named it; null when the listing has none. */
  courthouse: string | null;
  county: string;
  state: string;
  stateAbbreviation: string;
  caseNumber: string;
  /** 'YYYY-MM-DD'. */
  dateAwarded: string;
  amountCents: number;
  /** The listing owner's name: the judgment creditor who assigns. */
  assignorName: string;
  /** The buyer's assignment info: who the judgment is assigned to. */
  assignee: { name: string; address1: string; address2: string | null; city: string; state: string; zip: string };
  /**
   * The seller's sworn statements when listing (docs/decisions/0046): null for a listing from before
   * statements existed; left out, the forms say nothing of them.
   */
  statements?: Omit<StatementsView, "clientIp"> | null;
};

export type FormBlock =
  | { kind: "title"; text: string }
  /** The case caption: label and value rows. */
  | { kind: "caption"; rows: { label: string; value: string }[] }
  | { kind: "paragraph"; text: string }
  | { kind: "address"; lines: string[] }
  /** Kept on one page: a heading, an optional text, then lines to sign or fill in. */
  | { kind: "signature"; heading: string; text?: string; lines: { label: string; value?: string }[] }
  /** The boxed notice that this is a template. */
  | { kind: "note"; heading: string; paragraphs: string[] };

export type FormDocument = { title: string; footer: string; blocks: FormBlock[] };

const BLANK = "______________________________";
const SHORT_BLANK = "________________";

export const ASSIGNMENT_TITLE = "ASSIGNMENT OF JUDGMENT";
export const NOTICE_TITLE = "NOTICE AND ACKNOWLEDGMENT OF ASSIGNMENT OF JUDGMENT";
export const TEMPLATE_NOTE_HEADING = "TEMPLATE: CHECK IT AGAINST THE COURT'S RULES BEFORE ANYONE SIGNS OR FILES IT";

/**
 * Why the forms are only a starting point; printed on the first page of each form. `filing` is the
 * state's assignment rule from the rule book (app/domain/judgment-value/rules.ts), printed only
 * where it says to file with medium or high confidence (printableFilingRule).
 */
export function templateNote(facts: Pick<AssignmentFormFacts, "state">, brand: string, filing: AssignmentRule | null): string[] {
  const paragraphs = [
    `${brand} filled in this form from the listing and the buyer's assignment information. It is a template, not legal advice, and ${brand} is not a law firm. ` +
      "Courts and states have their own rules for assigning a judgment: some require their own form, a particular caption, the judgment debtor's name, " +
      "a notarized signature, filing with the clerk, or notice to the judgment debtor. Check this form against the rules of the court that entered the " +
      "judgment, fill in the blanks, and correct anything that does not match the court's record before it is signed or filed.",
  ];
  const rule = printableFilingRule(filing);
  if (rule) {
    const what =
      rule.filing === "recommended"
        ? "filing the assignment with the court that entered the judgment is recommended"
        : "an assignee generally needs the assignment on the court's record (filed with the clerk) before enforcing or renewing the judgment";
    paragraphs.push(
      `Research note for ${facts.state}: ${what} (${rule.citation}; confidence of our research: ${rule.confidence}). Check the current rule.`,
    );
  }
  return paragraphs;
}

function courtName(facts: AssignmentFormFacts): string {
  return facts.courthouse?.trim() || "the court that entered the judgment";
}

function addressLines(assignee: AssignmentFormFacts["assignee"]): string[] {
  return [assignee.address1, assignee.address2, `${assignee.city}, ${assignee.state} ${assignee.zip}`].filter((line): line is string =>
    Boolean(line?.trim()),
  );
}

function caption(facts: AssignmentFormFacts): FormBlock {
  return {
    kind: "caption",
    rows: [
      { label: "Court", value: facts.courthouse?.trim() || BLANK },
      { label: "County and state", value: `${facts.county}, ${facts.state}` },
      { label: "Case number", value: facts.caseNumber },
      { label: "Judgment creditor (assignor)", value: facts.assignorName },
      { label: "Judgment debtor", value: BLANK },
      { label: "Assignee", value: facts.assignee.name },
      { label: "Date awarded", value: formatDate(facts.dateAwarded) },
      { label: "Judgment amount", value: formatMoney(facts.amountCents) },
    ],
  };
}

function signatures(facts: AssignmentFormFacts): FormBlock[] {
  return [
    {
      kind: "signature",
      heading: "ASSIGNOR",
      lines: [{ label: "Assignor's signature" }, { label: "Printed name", value: facts.assignorName }, { label: "Date" }],
    },
    {
      kind: "signature",
      heading: "ASSIGNEE (accepting the assignment)",
      lines: [
        { label: "Assignee's signature" },
        { label: "Printed name", value: facts.assignee.name },
        { label: "Address", value: addressLines(facts.assignee).join(", ") },
        { label: "Date" },
      ],
    },
    {
      kind: "signature",
      heading: "NOTARY ACKNOWLEDGMENT (of the assignor's signature)",
      text:
        `State of ${BLANK}, County of ${BLANK}. On ${SHORT_BLANK} (date), before me, ${BLANK}, a notary public, personally appeared ` +
        `${facts.assignorName}, who proved to me on the basis of satisfactory evidence to be the person whose name is signed on this ` +
        "instrument, and acknowledged that they signed it.",
      lines: [
        { label: "Notary public's signature" },
        { label: "Printed name" },
        { label: "My commission expires" },
        { label: "Notary seal", value: "" },
      ],
    },
  ];
}

/** The two forms, each starting on its own page; `filing` is the state's assignment rule (templateNote). */
export function assignmentForms(facts: AssignmentFormFacts, brand: string, filing: AssignmentRule | null): FormDocument[] {
  const date = formatDate(facts.dateAwarded);
  const amount = formatMoney(facts.amountCents);
  const where = `${courtName(facts)}, ${facts.county}, ${facts.state}`;
  const assigneeWithAddress = `${facts.assignee.name}, of ${addressLines(facts.assignee).join(", ")}`;
  const note: FormBlock = { kind: "note", heading: TEMPLATE_NOTE_HEADING, paragraphs: templateNote(facts, brand, filing) };
  const footer = (title: string) => `${title} - Case No. ${facts.caseNumber} - template: check it against the court's rules`;
  return [
    {
      title: ASSIGNMENT_TITLE,
      footer: footer("Assignment of Judgment"),
      blocks: [
        { kind: "title", text: ASSIGNMENT_TITLE },
        note,
        caption(facts),
        {
          kind: "paragraph",
          text:
            `FOR VALUE RECEIVED, ${facts.assignorName} (the "Assignor"), as the judgment creditor or assignee of record, sells, assigns and ` +
            `transfers to ${assigneeWithAddress} (the "Assignee"), all of the Assignor's right, title and interest in the judgment entered ` +
            `on ${date} in ${where}, case number ${facts.caseNumber}, in the amount of ${amount}, together with all interest, costs and ` +
            "fees accrued and accruing on it, and every right to enforce and collect it.",
        },
        {
          kind: "paragraph",
          text:
            "The Assignor states that the judgment is valid, that the Assignor has not assigned it to anyone else, and that the Assignor " +
            `has the right to assign it. Amount still owed on the judgment on the date signed: $${SHORT_BLANK}.`,
        },
        ...(facts.statements === undefined ? [] : [{ kind: "paragraph" as const, text: statementsParagraph(facts.statements) }]),
        {
          kind: "paragraph",
          text:
            "The Assignor authorizes the Assignee to file this assignment, or a notice of it, with the court, and to enforce and collect " +
            "the judgment in the Assignee's own name.",
        },
        ...signatures(facts),
      ],
    },
    {
      title: NOTICE_TITLE,
      footer: footer("Notice and Acknowledgment of Assignment of Judgment"),
      blocks: [
        { kind: "title", text: NOTICE_TITLE },
        note,
        caption(facts),
        {
          kind: "paragraph",
          text: "TO THE CLERK OF THE COURT, THE JUDGMENT DEBTOR, AND ALL PARTIES AND THEIR ATTORNEYS OF RECORD:",
        },
        {
          kind: "paragraph",
          text:
            `PLEASE TAKE NOTICE that the judgment entered on ${date} in ${where}, case number ${facts.caseNumber}, in favor of ` +
            `${facts.assignorName}, in the amount of ${amount}, has been assigned to:`,
        },
        { kind: "address", lines: [facts.assignee.name, ...addressLines(facts.assignee)] },
        {
          kind: "paragraph",
          text:
            "The Assignee now owns the judgment and may enforce it in the Assignee's own name. All payments on the judgment should be " +
            "made to the Assignee at the address above. The Assignor acknowledges the assignment and asks the clerk to enter the " +
            "Assignee as the assignee of record.",
        },
        ...signatures(facts),
      ],
    },
  ];
}

/** The PDF's file name: the forms and the case number, in characters every system keeps. */
export function assignmentFormsFileName(facts: Pick<AssignmentFormFacts, "caseNumber" | "judgmentId">): string {
  const caseNumber = facts.caseNumber
    .replace(/[^A-Za-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `assignment-forms-case-${caseNumber || facts.judgmentId}.pdf`;
}
