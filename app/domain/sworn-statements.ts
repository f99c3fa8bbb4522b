// The seller's sworn statements (issue 30 item 3, docs/decisions/0046-sworn-statements.md): what a
// seller states before a listing is submitted, each a box with its text, and the ledger of payments
// received from the debtor. The texts are versioned: changing a word is a new version, and every
// version stays here, so a listing always shows the words its seller agreed to.
import { formatDate, isIsoDate } from "~/domain/dates";
import { formatMoney, parseDollarsToCents } from "~/domain/money";

export type StatementKey = "owner" | "not_assigned" | "not_satisfied" | "payments_listed";
export const statementKeys: readonly StatementKey[] = ["owner", "not_assigned", "not_satisfied", "payments_listed"];

/** Whom the seller says they are: the creditor named in the judgment, or its assignee of record. */
export const ownerRoles = ["creditor", "assignee"] as const;
export type OwnerRole = (typeof ownerRoles)[number];
export const ownerRoleLabels: Record<OwnerRole, string> = {
  creditor: "I am the judgment creditor of record (the creditor named in the judgment)",
  assignee: "I am the assignee of record (the judgment was assigned to me and the assignment was recorded)",
};

type Version = { version: number; from: string; texts: Record<StatementKey, string> };

/** Every version, oldest first. A new wording is a new entry with the next number; none is ever edited. */
const versions: readonly Version[] = [
  {
    version: 1,
    from: "2026-11-29",
    texts: {
      owner:
        "I am the judgment creditor of record, or its assignee of record. If I am the assignee, I will upload the recorded assignment to this listing.",
      not_assigned: "The judgment has not been assigned, sold or pledged to anyone else.",
      not_satisfied: "To my knowledge the judgment has not been satisfied, vacated or discharged in bankruptcy.",
      payments_listed:
        "Every payment I received from the debtor since the judgment was entered is listed below (none, if the list is empty).",
    },
  },
];

export const CURRENT_STATEMENTS_VERSION = versions[versions.length - 1]!.version;

/** The texts of a version (the current one by default); null for a version that never existed. */
export function statementTexts(version: number = CURRENT_STATEMENTS_VERSION): Record<StatementKey, string> | null {
  return versions.find((v) => v.version === version)?.texts ?? null;
}

/** When listings began carrying statements: older listings show that they have none. */
export const STATEMENTS_BEGAN = versions[0]!.from;

export const noStatementsText = `The seller made no sworn statements (listed before ${STATEMENTS_BEGAN.slice(5, 7)}/${STATEMENTS_BEGAN.slice(0, 4)}, when sellers were not yet asked to make them).`;

// ---------------------------------------------------------------------------------------------
// The ledger of payments received.

export const MAX_PAYMENT_ROWS = 40;

/** A ledger row as the form holds it: the date and the dollars as typed. */
export type PaymentRow = { date: string; amount: string };
/** A valid payment: the day and the cents. */
export type LedgerPayment = { on: string; amountCents: number };

/**
 * An edit of the judgment's date awarded or amount that the sworn payments ledger no longer fits
 * (a payment before the new date, or payments above the new amount): the field's message, or
 * nothing. The ledger is sworn and never rewritten, so the edit is refused rather than the ledger
 * silently cut (docs/decisions/0046).
 */
export function ledgerEditProblems(
  payments: readonly LedgerPayment[],
  judgment: { dateAwarded: string; amountCents: number },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const earliest = payments.reduce<string | null>((a, p) => (a === null || p.on < a ? p.on : a), null);
  if (earliest !== null && earliest < judgment.dateAwarded) {
    errors.date_awarded = [
      `You stated you received a payment on ${earliest.slice(5, 7)}/${earliest.slice(8, 10)}/${earliest.slice(0, 4)}, before this date. Keep the date the judgment was entered, or contact us to correct your statements.`,
    ];
  }
  const total = payments.reduce((sum, p) => sum + p.amountCents, 0);
  if (total > judgment.amountCents) {
    errors.amount = [
      "The payments you stated you received add up to more than this amount. Keep the amount awarded, or contact us to correct your statements.",
    ];
  }
  return errors;
}

export type LedgerContext = {
  /** The judgment's date of entry ('YYYY-MM-DD'); null when not known yet (then not checked against it). */
  entryDate: string | null;
  /** Today, US Eastern ('YYYY-MM-DD'). */
  today: string;
  /** The amount awarded in cents; null when not known yet. */
  amountCents: number | null;
};

/** Field names of a ledger row, as the form and the errors name them. */
export const paymentField = (i: number, part: "date" | "amount") => `payments.${i}.${part}`;

/**
 * Checks the ledger: each date a real day, not in the future nor before the entry; each amount
 * above $0; all of them together not above the amount awarded. Blank rows are dropped. Errors are
 * keyed by field (payments.0.date) and, for the total, `payments`.
 */
export function checkLedger(
  rows: readonly PaymentRow[],
  ctx: LedgerContext,
): { ok: true; payments: LedgerPayment[] } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const payments: LedgerPayment[] = [];
  const filled = rows.filter((r) => r.date.trim() !== "" || r.amount.trim() !== "");
  if (filled.length > MAX_PAYMENT_ROWS) {
    return {
      ok: false,
      errors: { payments: [`List at most ${MAX_PAYMENT_ROWS} payments; add up smaller ones by month if you received more.`] },
    };
  }
  filled.forEach((row, i) => {
    const date = row.date.trim();
    let ok = true;
    if (!isIsoDate(date)) {
      errors[paymentField(i, "date")] = ["Enter the date the payment was received."];
      ok = false;
    } else if (date > ctx.today) {
      errors[paymentField(i, "date")] = ["The date cannot be in the future."];
      ok = false;
    } else if (ctx.entryDate && date < ctx.entryDate) {
      errors[paymentField(i, "date")] = [`The date cannot be before the judgment was entered (${formatDate(ctx.entryDate)}).`];
      ok = false;
    }
    const cents = row.amount.trim() === "" ? null : parseDollarsToCents(row.amount);
    if (cents === null || !Number.isFinite(cents)) {
      errors[paymentField(i, "amount")] = ["Enter the amount received, in dollars."];
      ok = false;
    } else if (cents <= 0) {
      errors[paymentField(i, "amount")] = ["The amount must be more than $0."];
      ok = false;
    }
    if (ok && cents !== null) payments.push({ on: date, amountCents: cents });
  });
  const total = payments.reduce((sum, p) => sum + p.amountCents, 0);
  if (ctx.amountCents !== null && total > ctx.amountCents) {
    errors.payments = [
      `The payments add up to ${formatMoney(total)}, more than the amount awarded (${formatMoney(ctx.amountCents)}). A judgment paid in full is satisfied and cannot be listed.`,
    ];
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, payments: payments.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0)) };
}

// ---------------------------------------------------------------------------------------------
// The statements as a seller makes them.

/** What the form (or the API) sent: each box, the role, the ledger rows, and the version read. */
export type StatementsInput = {
  version: number;
  role: OwnerRole | null;
  checked: Record<StatementKey, boolean>;
  payments: PaymentRow[];
};

export type Statements = { version: number; role: OwnerRole; payments: LedgerPayment[] };

export const statementMessages = {
  unchecked: "Check this box to make the statement. If it is not true, you cannot list this judgment.",
  role: "Choose whether you are the creditor of record or its assignee of record.",
  stale: "The statements' wording changed since you read them. Read them again and check each box.",
} as const;

/** Checks a seller's statements against the current version and the ledger's rules. */
export function checkStatements(
  input: StatementsInput,
  ctx: LedgerContext,
): { ok: true; statements: Statements } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  if (input.version !== CURRENT_STATEMENTS_VERSION) errors.statements = [statementMessages.stale];
  for (const key of statementKeys) if (!input.checked[key]) errors[`stmt_${key}`] = [statementMessages.unchecked];
  if (!input.role) errors.role = [statementMessages.role];
  const ledger = checkLedger(input.payments, ctx);
  if (!ledger.ok) Object.assign(errors, ledger.errors);
  if (Object.keys(errors).length || !ledger.ok || !input.role) return { ok: false, errors };
  return { ok: true, statements: { version: input.version, role: input.role, payments: ledger.payments } };
}

/** A payment as one line ("03/15/2024: $1,200.00"). */
export const paymentLine = (p: LedgerPayment) => `${formatDate(p.on)}: ${formatMoney(p.amountCents)}`;

// ---------------------------------------------------------------------------------------------
// Reading what was sent: the wizard's form, the API's JSON and a stored draft.

/** A box as a form, the API or a spreadsheet cell checks it ("on", "yes", "true", "1"). */
export const truthy = (v: unknown) => v === true || v === "on" || v === "1" || v === "true" || v === 1 || v === "yes";
const asText = (v: unknown) => (typeof v === "string" ? v.slice(0, 40) : typeof v === "number" ? String(v) : "");
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** The blank statements of a new draft: nothing checked, no payments, the current version. */
export function blankStatements(): StatementsInput {
  return {
    version: CURRENT_STATEMENTS_VERSION,
    role: null,
    checked: { owner: false, not_assigned: false, not_satisfied: false, payments_listed: false },
    payments: [],
  };
}

/**
 * The wizard's form: stmt_<key> boxes, `role`, `version`, and the ledger as parallel lists
 * payment_date / payment_amount (one entry per row, blanks kept so a row stays where it was).
 */
export function statementsFromForm(body: Record<string, unknown>): StatementsInput {
  const dates = asList(body.payment_date).map(asText);
  const amounts = asList(body.payment_amount).map(asText);
  const rows = Math.min(Math.max(dates.length, amounts.length), MAX_PAYMENT_ROWS + 1);
  const role = ownerRoles.find((r) => r === body.role) ?? null;
  return {
    version: Number(body.version) || 0,
    role,
    checked: Object.fromEntries(statementKeys.map((k) => [k, truthy(body[`stmt_${k}`])])) as Record<StatementKey, boolean>,
    payments: Array.from({ length: rows }, (_, i) => ({ date: (dates[i] ?? "").trim(), amount: (amounts[i] ?? "").trim() })),
  };
}

/**
 * The API's JSON: { version, role, owner, not_assigned, not_satisfied, payments_listed (true),
 * payments: [{ date: 'YYYY-MM-DD', amount: '500.00' }] }; null when it is not an object.
 */
export function statementsFromJson(value: unknown): StatementsInput | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const payments = asList(v.payments)
    .slice(0, MAX_PAYMENT_ROWS + 1)
    .map((p) => {
      const row = p && typeof p === "object" ? (p as Record<string, unknown>) : {};
      return { date: asText(row.date).trim(), amount: asText(row.amount).trim() };
    });
  return {
    version: typeof v.version === "number" ? v.version : Number(v.version) || 0,
    role: ownerRoles.find((r) => r === v.role) ?? null,
    checked: Object.fromEntries(statementKeys.map((k) => [k, truthy(v[k])])) as Record<StatementKey, boolean>,
    payments,
  };
}

/** A stored draft's statements (tolerant: anything unreadable reads as not stated). */
export function readStoredStatements(value: unknown): StoredStatements | undefined {
  const read = statementsFromJson(value);
  if (!read) return undefined;
  return toStoredStatements({
    ...read,
    payments: read.payments.filter((p) => p.date !== "" || p.amount !== "").slice(0, MAX_PAYMENT_ROWS),
  });
}

/** What the ledger is checked against, from the draft's date of entry and amount awarded. */
export function ledgerContext(draft: { date_awarded?: string; amount?: string }, today: string): LedgerContext {
  return {
    entryDate: draft.date_awarded && isIsoDate(draft.date_awarded) ? draft.date_awarded : null,
    today,
    amountCents: draft.amount ? parseDollarsToCents(draft.amount) : null,
  };
}

/** The statements as a draft keeps them and the progress API answers them: the JSON shape statementsFromJson reads. */
export type StoredStatements = { version: number; role: OwnerRole | null; payments: PaymentRow[] } & Record<StatementKey, boolean>;

export function toStoredStatements(input: StatementsInput): StoredStatements {
  return { version: input.version, role: input.role, ...input.checked, payments: input.payments };
}

/** Recorded statements as pages show them: the words of their version, the ledger, when (ISO), and the address for administrators. */
export type StatementsView = {
  version: number;
  role: OwnerRole;
  texts: Record<StatementKey, string>;
  payments: LedgerPayment[];
  statedAt: string;
  clientIp: string | null;
};

/** Whom the seller said they are, in a sentence. */
export const roleSentence = (role: OwnerRole) =>
  role === "creditor"
    ? "The seller stated they are the judgment creditor of record."
    : "The seller stated they are the assignee of record (the recorded assignment is to be among the documents).";
