// The e-mails of a buyer's payment: the buyer's receipt, and the seller's notice to assign.
import type { Branding } from "~/config/branding";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { escapeHtml, hi } from "~/server/mail/templates";

type Person = { name: string; email: string };
type Sale = { judgmentId: number; title: string; agreedCents: number; buyerFeeCents: number; sellerFeeCents: number };

function email(to: Person, subject: string, lines: string[], link: { href: string; text: string }, brand: Branding): Email {
  return {
    to: to.email,
    subject: `${subject} | ${brand.name}`,
    text: `${[`${hi(to.name)},`, ...lines, `${link.text}: ${link.href}`].join("\n\n")}\n\n— ${brand.name}`,
    html:
      [`${hi(to.name)},`, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join("") +
      `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p><p>— ${escapeHtml(brand.name)}</p>`,
  };
}

export function purchaseReceiptEmail(buyer: Person, sale: Sale, publicUrl: string, brand: Branding): Email {
  const total = sale.agreedCents + sale.buyerFeeCents;
  return email(
    buyer,
    "Your payment receipt",
    [
      `Thank you for your payment for "${sale.title}".`,
      `Agreed amount: ${formatMoney(sale.agreedCents)}\nBuyer's fee: ${formatMoney(sale.buyerFeeCents)}\nTotal charged: ${formatMoney(total)}`,
      "The seller has been asked to assign the judgment to you. We hold the seller's money until you confirm you received the assignment.",
    ],
    { href: `${publicUrl}/judgments/${sale.judgmentId}`, text: "See the judgment" },
    brand,
  );
}

export function buyerPaidEmail(seller: Person, sale: Sale, publicUrl: string, brand: Branding): Email {
  return email(
    seller,
    "The buyer paid; please assign the judgment",
    [
      `The buyer paid ${formatMoney(sale.agreedCents)} for "${sale.title}".`,
      "The buyer paid; please assign the judgment to the buyer and upload the assignment document.",
      `You will receive ${formatMoney(sale.agreedCents - sale.sellerFeeCents)} (after the ${formatMoney(sale.sellerFeeCents)} seller's fee) once the buyer confirms the assignment.`,
    ],
    { href: `${publicUrl}/judgments/${sale.judgmentId}`, text: "Assign the judgment" },
    brand,
  );
}
