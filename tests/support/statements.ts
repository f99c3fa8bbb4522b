// The seller's sworn statements as tests send them (app/domain/sworn-statements.ts): the wizard
// step's form fields and the API's JSON, every box checked, as the creditor of record.
import { CURRENT_STATEMENTS_VERSION } from "~/domain/sworn-statements";

/** The /sell/statements form with no payments: each box checked, the role. */
export const statementsFields: Record<string, string> = {
  version: String(CURRENT_STATEMENTS_VERSION),
  role: "creditor",
  stmt_owner: "on",
  stmt_not_assigned: "on",
  stmt_not_satisfied: "on",
  stmt_payments_listed: "on",
  intent: "save",
};

/** The /sell/statements form with the ledger's rows. */
export function statementsForm(payments: { date: string; amount: string }[] = []): Record<string, string | string[]> {
  return { ...statementsFields, payment_date: payments.map((p) => p.date), payment_amount: payments.map((p) => p.amount) };
}

/** The statements as POST /api/judgments/sell and its progress endpoint take them. */
export function statementsJson(payments: { date: string; amount: string }[] = []) {
  return {
    version: CURRENT_STATEMENTS_VERSION,
    role: "creditor",
    owner: true,
    not_assigned: true,
    not_satisfied: true,
    payments_listed: true,
    payments,
  };
}
