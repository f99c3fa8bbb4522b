// The invoice e-mailed after an enhancement or premium payment: one line per item, the premium
// discount when there is one, and the total, all in the site's money format.
import type { Branding } from "~/config/branding";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { hi } from "~/server/mail/templates";

export type InvoiceLine = { description: string; amountCents: number };

export type Invoice = {
  number: string;
  paidAt: Date;
  customerName: string;
  /** What the payment was for, e.g. the listing's title. */
  subject: string;
  lines: InvoiceLine[];
  discountCents: number;
  discountLabel: string;
  totalCents: number;
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function invoiceNumber(paymentId: number): string {
  return `INV-${String(paymentId).padStart(6, "0")}`;
}

export function invoiceEmail(to: string, invoice: Invoice, brand: Branding): Email {
  const rows: Array<[string, string]> = invoice.lines.map((line) => [line.description, formatMoney(line.amountCents)]);
  if (invoice.discountCents > 0) rows.push([invoice.discountLabel, formatMoney(-invoice.discountCents)]);
  const total: [string, string] = ["Total paid", formatMoney(invoice.totalCents)];
  const intro = `${hi(invoice.customerName)}, thank you for your payment. This is your invoice for your records.`;
  const facts = [`Invoice: ${invoice.number}`, `Date: ${formatDate(invoice.paidAt)}`, `For: ${invoice.subject}`];
  const width = Math.max(...[...rows, total].map(([label]) => label.length)) + 2;
  const amountWidth = Math.max(...[...rows, total].map(([, amount]) => amount.length));
  const textRows = [...rows, total].map(([label, amount]) => `${label.padEnd(width)}${amount.padStart(amountWidth)}`);
  const rule = "-".repeat(width + amountWidth);
  const text = [intro, "", ...facts, "", ...textRows.slice(0, -1), rule, textRows.at(-1)!, "", `— ${brand.name}`].join("\n");

  const cell = 'style="padding:4px 12px 4px 0"';
  const amountCell = 'style="padding:4px 0;text-align:right"';
  const htmlRows = rows.map(([label, amount]) => `<tr><td ${cell}>${escapeHtml(label)}</td><td ${amountCell}>${amount}</td></tr>`).join("");
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    `<p>${facts.map(escapeHtml).join("<br>")}</p>` +
    `<table style="border-collapse:collapse">${htmlRows}` +
    `<tr><td ${cell}><strong>${total[0]}</strong></td><td ${amountCell}><strong>${total[1]}</strong></td></tr></table>` +
    `<p>— ${escapeHtml(brand.name)}</p>`;
  return { to, subject: `Your invoice ${invoice.number} | ${brand.name}`, text, html };
}
