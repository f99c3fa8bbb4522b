// The spreadsheet import's columns (issue 32 item 1, docs/decisions/0052): one row a judgment, one
// column a field of the listing wizard. Each column's key is the wizard's own field name wherever
// the wizard has one (so the wizard's Zod schemas' errors name the column directly); its header is
// the wizard's label. The template (CSV and XLSX), the reader and the validation report all read
// this one table. The rules themselves stay in the wizard's schemas (app/domain/schemas/) and the
// sworn statements (app/domain/sworn-statements.ts); this file only says where each value sits.
import { factChoices, factFieldNames, factLabels, type FactFieldName } from "~/domain/collectability-facts";
import { listingLimits } from "~/domain/listing-form";
import { privacyChoices } from "~/domain/privacy-wording";
import { MAX_PAYMENT_ROWS, ownerRoles, statementKeys, statementTexts, type StatementKey } from "~/domain/sworn-statements";

/** At most this many judgments in one file (the issue's 2,000). */
export const MAX_IMPORT_ROWS = 2_000;
/**
 * The file's size limit, checked from the request's declared length before its body is read, then
 * while it arrives: 2,000 rows with the longest descriptions (5,000 characters) are about 11 MB of CSV.
 */
export const MAX_IMPORT_BYTES = 16 * 1024 * 1024;
/** Columns a file may have (the template has fewer; extra empty columns are ignored up to this). */
export const MAX_IMPORT_COLUMNS = 60;
/** Characters in one cell: the longest field (the description) with room to spare. */
export const MAX_CELL_CHARS = 10_000;

export type StatementColumn = `stmt_${StatementKey}`;
export type ImportColumnKey =
  | "title"
  | "description"
  | "state"
  | "county"
  | "casenum"
  | "courthouse"
  | "date_awarded"
  | FactFieldName
  | "amount"
  | "price"
  | "buy_now"
  | "privacy"
  | "role"
  | StatementColumn
  | "payment_amounts"
  | "payment_dates";

export type ImportColumn = {
  key: ImportColumnKey;
  /** The header the template writes (the wizard's label). */
  header: string;
  required: boolean;
  /** What the cell may hold, for the template's second sheet and the page. */
  allowed: string;
  /** A value of the example row. */
  example: string;
};

const choiceList = (values: readonly string[]) => values.map((v) => `"${v}"`).join(", ");
const yesNoAllowed = `${choiceList(factChoices.yes_no.map((c) => c.value))}, or empty (not stated).`;
const DATE_ALLOWED = "A date: YYYY-MM-DD (2023-09-14) or MM/DD/YYYY (09/14/2023); a date cell in Excel works too.";
const DOLLARS_ALLOWED = "Dollars, like 12500 or 12,500.00.";

const factExample: Record<FactFieldName, string> = {
  court_type: "state",
  debt_type: "commercial",
  litigation: "default",
  stated_rate_percent: "10",
  last_renewed_on: "",
  debtor_type: "business",
  debtor_real_estate: "yes",
  debtor_employed: "",
  debtor_bank_account: "yes",
  debtor_vehicles: "no",
  debtor_attorney: "",
};

function factAllowed(field: FactFieldName): string {
  switch (field) {
    case "court_type":
    case "debt_type":
    case "litigation":
    case "debtor_type":
      return `${choiceList(factChoices[field].map((c) => c.value))}, or empty (not stated).`;
    case "stated_rate_percent":
      return "The annual rate in percent, like 10 or 5.125 (0 to 100), or empty.";
    case "last_renewed_on":
      return `${DATE_ALLOWED} Not before the date awarded, not in the future; or empty.`;
    default:
      return yesNoAllowed;
  }
}

const statementHeaders: Record<StatementKey, string> = {
  owner: "Statement: creditor or assignee of record",
  not_assigned: "Statement: not assigned, sold or pledged",
  not_satisfied: "Statement: not satisfied, vacated or discharged",
  payments_listed: "Statement: every payment received is listed",
};

export const importColumns: readonly ImportColumn[] = [
  {
    key: "title",
    header: "Title",
    required: true,
    allowed: `${listingLimits.titleMin} to ${listingLimits.titleMax} characters. No names or contact details.`,
    example: "Unpaid invoices — Fresno HVAC contractor",
  },
  {
    key: "description",
    header: "Description",
    required: false,
    allowed: `Up to ${listingLimits.descriptionMax.toLocaleString("en-US")} characters, or empty. No names or contact details.`,
    example: "Default judgment for unpaid HVAC installation invoices.",
  },
  {
    key: "state",
    header: "State",
    required: true,
    allowed: "The state's two-letter abbreviation (CA) or its name (California).",
    example: "CA",
  },
  {
    key: "county",
    header: "County",
    required: true,
    allowed: "The county's name in that state (Fresno or Fresno County), or its 5-digit FIPS code (6019).",
    example: "Fresno",
  },
  {
    key: "casenum",
    header: "Case/Index Number",
    required: true,
    allowed: `Up to ${listingLimits.casenumMax} characters. A case number you already listed in that state is skipped.`,
    example: "2023-CV-555",
  },
  {
    key: "courthouse",
    header: "Courthouse",
    required: false,
    allowed: `Up to ${listingLimits.courthouseMax} characters, or empty.`,
    example: "",
  },
  {
    key: "date_awarded",
    header: "Date Awarded",
    required: true,
    allowed: `${DATE_ALLOWED} Not before 01/01/1970, not in the future.`,
    example: "2023-09-14",
  },
  ...factFieldNames.map((field) => ({
    key: field,
    header: factLabels[field],
    required: false,
    allowed: factAllowed(field),
    example: factExample[field],
  })),
  { key: "amount", header: "Judgment Amount ($)", required: true, allowed: DOLLARS_ALLOWED, example: "10000" },
  {
    key: "price",
    header: "Asking Price ($)",
    required: true,
    allowed: `${DOLLARS_ALLOWED} Not more than the judgment amount.`,
    example: "2000",
  },
  {
    key: "buy_now",
    header: "Buy Now Price ($)",
    required: false,
    allowed: `${DOLLARS_ALLOWED} At least the asking price, not more than the judgment amount; or empty.`,
    example: "",
  },
  {
    key: "privacy",
    header: "Who can read your documents",
    required: true,
    allowed: (Object.keys(privacyChoices) as (keyof typeof privacyChoices)[])
      .map((value) => `"${value}": ${privacyChoices[value].text}`)
      .join(" "),
    example: "public",
  },
  {
    key: "role",
    header: "You are",
    required: true,
    allowed: `${choiceList(ownerRoles)}: the judgment creditor of record, or its assignee of record.`,
    example: "creditor",
  },
  ...statementKeys.map((key) => ({
    key: `stmt_${key}` as const,
    header: statementHeaders[key],
    required: true,
    allowed: `"yes" to make this sworn statement: “${statementTexts()![key]}” If it is not true, you cannot list this judgment.`,
    example: "yes",
  })),
  {
    key: "payment_amounts",
    header: "Payments received ($)",
    required: false,
    allowed: `Every payment you received from the debtor since the judgment was entered, in dollars, separated by semicolons (500; 1,200), or their total (1,700); empty or 0 for none. At most ${MAX_PAYMENT_ROWS}.`,
    example: "",
  },
  {
    key: "payment_dates",
    header: "Payment dates",
    required: false,
    allowed: `The day of each payment, in the same order, separated by semicolons (2024-01-15; 2024-03-15), or, for a total, the day of the last payment. ${DATE_ALLOWED}`,
    example: "",
  },
];

export const importColumnByKey = new Map(importColumns.map((column) => [column.key, column]));

/** A header as compared: case, spaces and punctuation do not matter ("Case/Index Number" = "case index number"). */
export function normalizeHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(\$\)/g, "")
    .replace(/[^a-z0-9]+/g, "");
}

const byHeader = new Map<string, ImportColumnKey>();
for (const column of importColumns) {
  byHeader.set(normalizeHeader(column.header), column.key);
  byHeader.set(normalizeHeader(column.key), column.key);
}

export type HeaderMap =
  | { ok: true; /** The column key of each position (null: an empty header, ignored). */ positions: (ImportColumnKey | null)[] }
  | { ok: false; problems: string[] };

/** Reads the header row: every column known, none twice, every required one there. */
export function mapHeaders(headers: readonly string[]): HeaderMap {
  const problems: string[] = [];
  const seen = new Set<ImportColumnKey>();
  const positions = headers.map((raw) => {
    const text = raw.trim();
    if (text === "") return null;
    const key = byHeader.get(normalizeHeader(text));
    if (!key) {
      problems.push(`The column “${text.slice(0, 60)}” is not one of the template's columns.`);
      return null;
    }
    if (seen.has(key)) problems.push(`The column “${importColumnByKey.get(key)!.header}” appears twice.`);
    seen.add(key);
    return key;
  });
  const missing = importColumns.filter((column) => column.required && !seen.has(column.key));
  if (missing.length) {
    problems.push(
      `The file has no ${missing.map((c) => `“${c.header}”`).join(", ")} column${missing.length > 1 ? "s" : ""}. Start from the template.`,
    );
  }
  return problems.length ? { ok: false, problems } : { ok: true, positions };
}
