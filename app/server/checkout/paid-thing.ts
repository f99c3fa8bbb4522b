// What checkout needs to know about a thing that is paid for (docs/decisions/0016-checkout.md).
// Each one is described in one file of ./paid-things/ and registered once in
// ./paid-things/registry.ts; claim, charge, settle, reconcile, the webhooks and 3-D Secure are shared.
import type { LedgerEntryInput } from "~/domain/ledger";
import type { AmountUnit } from "~/domain/schemas/payment-forms";
import type { AppServices } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import type { PaymentRow } from "~/server/queries/payments";

export type PaymentKind = PaymentRow["kind"];

/** What a successful charge of one payment does, inside the transaction that records it. */
export type Success = {
  /**
   * Locks, first in that transaction, what the success changes, and says whether it can still be
   * had. False: the thing moved on while the card was charged, and the charge is refunded in full
   * (./settle.ts). Without `hold` the success is always wanted.
   */
  hold?(tx: Transaction, payment: PaymentRow): Promise<boolean>;
  /**
   * The payment's balanced ledger movements (app/domain/ledger.ts): one per thing bought (a
   * combined checkout: the listing fee, each enhancement, the membership), all referencing it.
   */
  ledger(payment: PaymentRow): LedgerEntryInput[][];
  /** The refusal's message when `hold` answered false and the charge was refunded. */
  tooLate?: string;
  /** What happens once paid: rows switched on, audit, invoice e-mails queued for after the commit. */
  paid(tx: Transaction, payment: PaymentRow): Promise<void>;
};

export type PaidThing = {
  /** The payments.kind its payments carry. */
  kind: PaymentKind;
  /** The thank-you of a paid answer (the JSON `message`, app/server/checkout/answer-json.ts). */
  thanks: string;
  /**
   * The unit its endpoint reads the request's `amount` in and answers it in (DESIGN.md section 5):
   * dollars as text for a judgment's total, which a person names; cents for the catalogue's prices.
   */
  amountUnit: AmountUnit;
  /**
   * The success step of one of its payments, rebuilt from the payment row alone: a webhook, the
   * reconciliation job and a 3-D Secure reply know nothing else. E-mail ids to send after the
   * commit go into `queued`. Null when the payment no longer says what it bought.
   */
  successOf(services: AppServices, payment: PaymentRow, queued: number[]): Promise<Success | null>;
};
