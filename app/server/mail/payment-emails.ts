// The e-mails of a buyer's payment: the buyer's receipt, and the seller's notice to assign. Both
// name the seller's assignment deadline as stored on the listing (formatDeadline: the words every
// page uses too).
import type { Branding } from "~/config/branding";
import { formatDeadline } from "~/domain/escrow";
import { shownPriceLabels } from "~/domain/listing-price";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { escapeHtml, hi } from "~/server/mail/templates";

type Person = { name: string; email: string };
type Sale = {
  judgmentId: number;
  title: string;
  agreedCents: number;
  buyerFeeCents: number;
  sellerFeeCents: number;
  /** The seller's assignment deadline (judgments.assignment_due_at). */
  assignmentDueAt: Date;
};

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
      `${shownPriceLabels.agreed}: ${formatMoney(sale.agreedCents)}\nBuyer's fee: ${formatMoney(sale.buyerFeeCents)}\nTotal charged: ${formatMoney(total)}`,
      `We hold your payment until you confirm you received the assignment. The seller must assign the judgment to you by ${formatDeadline(sale.assignmentDueAt)}; if it is not assigned by then, you may cancel the purchase and be refunded in full.`,
      `The assignment names you as your profile does (legal name and address): please check them now. Once the seller marks the judgment assigned, you have ${brand.timeframes.inspection_days} business days to review the assignment documents and confirm you received them, or open a dispute.`,
    ],
    { href: `${publicUrl}/judgments/${sale.judgmentId}#assignment`, text: "Follow the assignment" },
    brand,
  );
}

export function buyerPaidEmail(seller: Person, sale: Sale, publicUrl: string, brand: Branding): Email {
  return email(
    seller,
    "The buyer paid; please assign the judgment",
    [
      `The buyer paid for "${sale.title}". ${shownPriceLabels.agreed}: ${formatMoney(sale.agreedCents)}.`,
      `We hold the payment. Please assign the judgment to the buyer, upload the assignment documents and mark it assigned by ${formatDeadline(sale.assignmentDueAt)}; after that the buyer may cancel the purchase and is refunded in full.`,
      `You will receive ${formatMoney(sale.agreedCents - sale.sellerFeeCents)} (after the ${formatMoney(sale.sellerFeeCents)} seller's fee) once the buyer confirms the assignment.`,
    ],
    { href: `${publicUrl}/judgments/${sale.judgmentId}#assignment`, text: "Assign the judgment" },
    brand,
  );
}
