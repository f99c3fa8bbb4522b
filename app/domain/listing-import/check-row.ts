// One row of an imported spreadsheet checked by the listing wizard's own rules: the judgment step's
// schema (with the collectability facts), the pricing fields, the privacy choice and the sworn
// statements, each with its own messages. This file only turns cells into what the wizard's forms
// send and the wizard's field names back into columns; no rule is written here twice. Two things a
// form never meets are said here: a state or county written as text that names none, and a date
// typed the American way (read as the same day).
import { isIsoDate } from "~/domain/dates";
import { countyInStateErrors } from "~/domain/listing-form";
import type { ImportColumnKey } from "~/domain/listing-import/columns";
import { fieldErrors } from "~/domain/schemas/auth-forms";
import { judgmentStepSchema, pricingFieldsSchema, privacyStepSchema, type JudgmentStep } from "~/domain/schemas/listing-form";
import {
  checkStatements,
  CURRENT_STATEMENTS_VERSION,
  ownerRoles,
  statementKeys,
  truthy,
  type StatementKey,
  type Statements,
} from "~/domain/sworn-statements";
import type { DocumentPrivacy } from "~/domain/privacy-wording";

export type ImportCells = Partial<Record<ImportColumnKey, string>>;

/** Finds states and counties by what a person writes in a cell (built from the reference tables). */
export type PlaceFinder = {
  state(text: string): number | null;
  county(stateId: number, text: string): number | null;
};

/** A row that passed every rule: what the wizard's submit would create. */
export type ImportedListing = {
  judgment: JudgmentStep;
  pricing: { amount: number; price: number; buy_now: number | null };
  privacy: DocumentPrivacy;
  statements: Statements;
};

export type RowErrors = Partial<Record<ImportColumnKey, string[]>>;
export type CheckedRow = { ok: true; listing: ImportedListing } | { ok: false; errors: RowErrors };

export const UNKNOWN_STATE = "There is no US state by that name: write its two-letter abbreviation (CA) or its name (California).";

/** A date as the wizard's fields take it ('YYYY-MM-DD'); M/D/YYYY is read as that day; anything else is left for the rule to refuse. */
export function isoDateOf(text: string): string {
  const value = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!us) return value;
  const iso = `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : value;
}

/** Payments in a cell: "500; 1,200" (a list) or "1,700" (one, or their total); blank parts kept in place. */
export const PAYMENT_SEPARATOR = ";";
const paymentParts = (text: string) => (text.trim() === "" ? [] : text.split(PAYMENT_SEPARATOR).map((part) => part.trim()));

/**
 * Where a wizard field's error goes in the file, and what names the payment it is about when the
 * cell lists several ("Payment 2: Enter the date the payment was received.").
 */
function placeOf(field: string, payments: number): { column: ImportColumnKey | null; prefix: string } {
  const ledger = /^payments\.(\d+)\.(date|amount)$/.exec(field);
  if (ledger) {
    const prefix = payments > 1 ? `Payment ${Number(ledger[1]) + 1}: ` : "";
    return { column: ledger[2] === "date" ? "payment_dates" : "payment_amounts", prefix };
  }
  if (field === "state_id") return { column: "state", prefix: "" };
  if (field === "county_id") return { column: "county", prefix: "" };
  if (field === "payments") return { column: "payment_amounts", prefix: "" };
  // The statements' version is always the current one here; "_" and unknown names have no column.
  if (field === "statements" || field === "_") return { column: null, prefix: "" };
  return { column: field as ImportColumnKey, prefix: "" };
}

function addErrors(into: RowErrors, errors: Record<string, string[]>, payments = 0) {
  for (const [field, messages] of Object.entries(errors)) {
    const { column: found, prefix } = placeOf(field, payments);
    const column = found ?? "title";
    const said = into[column] ?? [];
    into[column] = [...said, ...messages.map((m) => prefix + m).filter((m) => !said.includes(m))];
  }
}

const cell = (cells: ImportCells, key: ImportColumnKey) => (cells[key] ?? "").trim();

/** Checks one row; `today` is US Eastern ('YYYY-MM-DD'), as the wizard's ledger rule uses it. */
export function checkImportRow(cells: ImportCells, places: PlaceFinder, today: string): CheckedRow {
  const errors: RowErrors = {};

  // Where: the wizard's ids, found from the names written.
  const stateText = cell(cells, "state");
  const countyText = cell(cells, "county");
  const stateId = stateText ? places.state(stateText) : null;
  const countyId = stateId !== null && countyText ? places.county(stateId, countyText) : null;

  const judgmentBody: Record<string, unknown> = {
    title: cells.title ?? "",
    description: cells.description ?? "",
    state_id: stateId === null ? "" : String(stateId),
    county_id: countyId === null ? "" : String(countyId),
    casenum: cells.casenum ?? "",
    courthouse: cells.courthouse ?? "",
    date_awarded: isoDateOf(cell(cells, "date_awarded")),
    court_type: cells.court_type,
    debt_type: cells.debt_type,
    litigation: cells.litigation,
    stated_rate_percent: cells.stated_rate_percent,
    last_renewed_on: cells.last_renewed_on === undefined ? undefined : isoDateOf(cells.last_renewed_on),
    debtor_type: cells.debtor_type,
    debtor_real_estate: cells.debtor_real_estate,
    debtor_employed: cells.debtor_employed,
    debtor_bank_account: cells.debtor_bank_account,
    debtor_vehicles: cells.debtor_vehicles,
    debtor_attorney: cells.debtor_attorney,
  };
  const judgment = judgmentStepSchema.safeParse(judgmentBody);
  if (!judgment.success) addErrors(errors, fieldErrors(judgment.error));
  // The text named no state, or no county of that state: said instead of "Please choose…".
  if (stateText && stateId === null) {
    errors.state = [UNKNOWN_STATE];
    if (countyText) delete errors.county; // a county can only be found in a known state
  }
  if (stateId !== null && countyText && countyId === null) errors.county = countyInStateErrors(null, stateId)!.county_id;

  const pricing = pricingFieldsSchema.safeParse({ amount: cells.amount, price: cells.price, buy_now: cells.buy_now });
  if (!pricing.success) addErrors(errors, fieldErrors(pricing.error));

  const privacy = privacyStepSchema.safeParse({ privacy: cell(cells, "privacy").toLowerCase() || undefined });
  if (!privacy.success) addErrors(errors, fieldErrors(privacy.error));

  // The sworn statements: the boxes, the role, and the ledger of payments received, a column pair
  // read side by side ("500; 1,200" and "2024-01-15; 2024-03-15"), or their total on the day of
  // the last one. Checked by the wizard's ledger rules against the date awarded and the amount.
  const amounts = paymentParts(cell(cells, "payment_amounts"));
  const dates = paymentParts(cell(cells, "payment_dates"));
  const none = dates.length === 0 && amounts.every((amount) => amount === "" || /^\$?0+(\.0+)?$/.test(amount));
  const payments = none
    ? []
    : Array.from({ length: Math.max(amounts.length, dates.length) }, (_, i) => ({
        date: isoDateOf(dates[i] ?? ""),
        amount: amounts[i] ?? "",
      }));
  const role = ownerRoles.find((r) => r === cell(cells, "role").toLowerCase()) ?? null;
  const checked = Object.fromEntries(statementKeys.map((key) => [key, truthy(cell(cells, `stmt_${key}`).toLowerCase())])) as Record<
    StatementKey,
    boolean
  >;
  const statements = checkStatements(
    { version: CURRENT_STATEMENTS_VERSION, role, checked, payments },
    {
      entryDate: judgment.success ? judgment.data.date_awarded : null,
      today,
      amountCents: pricing.success ? pricing.data.amount : null,
    },
  );
  if (!statements.ok) addErrors(errors, statements.errors, payments.length);

  if (Object.keys(errors).length || !judgment.success || !pricing.success || !privacy.success || !statements.ok) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    listing: { judgment: judgment.data, pricing: pricing.data, privacy: privacy.data.privacy, statements: statements.statements },
  };
}
