// The e-mails of messaging: a message was approved and delivered (to its recipient, with the text),
// or it was not delivered (to its sender, with the administrator's reason in general words, without
// quoting it or the words that stopped it).
import type { Branding } from "~/config/branding";
import { formatDate } from "~/domain/dates";
import type { Email } from "~/server/mail/outbox";
import { escapeHtml, hi } from "~/server/mail/templates";

type Person = { name: string; email: string; handle: string };
type About = { id: number; title: string } | null;

function paragraphs(parts: string[]): string {
  return parts.map((part) => `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`).join("");
}

function aboutLine(judgment: About, publicUrl: string): string {
  return judgment ? `About the judgment "${judgment.title}": ${publicUrl}/judgments/${judgment.id}` : "";
}

export function messageDeliveredEmail(
  recipient: Person,
  message: { text: string; senderHandle: string; judgment: About },
  publicUrl: string,
  brand: Branding,
): Email {
  const inbox = `${publicUrl}/messages`;
  const lines = [
    `${hi(recipient.name)},`,
    `@${message.senderHandle} sent you a message${message.judgment ? ` about "${message.judgment.title}"` : ""}:`,
  ];
  const after = [aboutLine(message.judgment, publicUrl), `Read and reply in your inbox: ${inbox}`].filter(Boolean);
  return {
    to: recipient.email,
    subject: `New message from @${message.senderHandle} | ${brand.name}`,
    text: `${lines.join("\n\n")}\n\n${message.text}\n\n${after.join("\n\n")}\n\n— ${brand.name}`,
    html:
      paragraphs(lines) +
      `<blockquote style="border-left:3px solid #cbd5e1;margin:0;padding:0 0 0 12px">${paragraphs([message.text])}</blockquote>` +
      paragraphs(after) +
      `<p>— ${escapeHtml(brand.name)}</p>`,
  };
}

export function messageNotDeliveredEmail(
  sender: Person,
  message: { recipientHandle: string; judgment: About; sentAt: Date; why: { wording: string; note: string | null } },
  publicUrl: string,
  brand: Branding,
): Email {
  const sent = formatDate(message.sentAt);
  const lines = [
    `${hi(sender.name)},`,
    `The message you sent to @${message.recipientHandle} on ${sent}${message.judgment ? ` about "${message.judgment.title}"` : ""} was not delivered: our review team found that it ${message.why.wording}.`,
    ...(message.why.note ? [`Our reviewer adds: ${message.why.note}`] : []),
    "Messages may not contain contact details (e-mail addresses, phone numbers, web addresses), social security numbers or offensive language. All contact goes through the marketplace until a sale is complete.",
    `You are welcome to send a new message that follows these rules. Your sent messages: ${publicUrl}/messages?box=sent`,
  ];
  return {
    to: sender.email,
    subject: `Your message was not delivered | ${brand.name}`,
    text: `${lines.join("\n\n")}\n\n— ${brand.name}`,
    html: `${paragraphs(lines)}<p>— ${escapeHtml(brand.name)}</p>`,
  };
}
