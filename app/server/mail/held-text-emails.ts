// The e-mails of a reviewed text written with an offer step or a dispute (docs/decisions/0032):
// approved, it goes to the other side with the text (as an approved message does); rejected, its
// writer is told why in general words, never quoting it or the words that stopped it, and that the
// offer, the counter-offer or the dispute itself stands. Messages and replies have their own
// (./message-emails.ts).
import type { Branding } from "~/config/branding";
import type { MemberTextKind } from "~/domain/member-texts";
import { formatMoney } from "~/domain/money";
import type { Email } from "~/server/mail/outbox";
import { escapeHtml, hi } from "~/server/mail/templates";

type Person = { name: string; email: string };
export type HeldTextKind = Exclude<MemberTextKind, "message">;
export type HeldTextAbout = { title: string; link: string; amountCents: number | null; writerHandle: string };

function compose(to: string, subject: string, before: string[], quote: string | null, after: string[], brand: Branding): Email {
  const paragraphs = (parts: string[]) => parts.map((part) => `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`).join("");
  return {
    to,
    subject: `${subject} | ${brand.name}`,
    text: [...before, ...(quote === null ? [] : [quote]), ...after, `— ${brand.name}`].join("\n\n"),
    html:
      paragraphs(before) +
      (quote === null
        ? ""
        : `<blockquote style="border-left:3px solid #cbd5e1;margin:0;padding:0 0 0 12px">${paragraphs([quote])}</blockquote>`) +
      paragraphs(after) +
      `<p>— ${escapeHtml(brand.name)}</p>`,
  };
}

const amount = (about: HeldTextAbout) => (about.amountCents === null ? "" : ` of ${formatMoney(about.amountCents)}`);

/** Approved: the text, for the member it was written to. */
export function heldTextDeliveredEmail(to: Person, kind: HeldTextKind, text: string, about: HeldTextAbout, brand: Branding): Email {
  const { subject, intro } = {
    offer: {
      subject: `A message with @${about.writerHandle}'s offer`,
      intro: `@${about.writerHandle} wrote this with their offer${amount(about)} for your listing "${about.title}":`,
    },
    counter: {
      subject: "A message with the seller's counter-offer",
      intro: `The seller of "${about.title}" wrote this with their counter-offer${amount(about)}:`,
    },
    dispute: { subject: "The buyer's explanation of the dispute", intro: `The buyer of "${about.title}" explained the dispute:` },
    dispute_answer: { subject: "The seller answered your dispute", intro: `The seller of "${about.title}" answered your dispute:` },
  }[kind];
  return compose(to.email, subject, [`${hi(to.name)},`, intro], text, [`On the listing's page: ${about.link}`], brand);
}

/** Rejected: why, in general words, for its writer; what it was written with stands. */
export function heldTextNotDeliveredEmail(
  to: Person,
  kind: HeldTextKind,
  why: { wording: string; note: string | null },
  about: HeldTextAbout,
  brand: Branding,
): Email {
  const { what, reader, stands } = {
    offer: { what: "The message you wrote with your offer", reader: "the seller", stands: "Your offer itself stands." },
    counter: { what: "The message you wrote with your counter-offer", reader: "the buyer", stands: "Your counter-offer itself stands." },
    dispute: {
      what: "The explanation you wrote with your dispute",
      reader: "the seller",
      stands: "Your dispute stays open, and the administrators who resolve it read what you wrote.",
    },
    dispute_answer: {
      what: "Your answer to the dispute",
      reader: "the buyer",
      stands: "The administrators who resolve the dispute read what you wrote.",
    },
  }[kind];
  const lines = [
    `${hi(to.name)},`,
    `${what} about "${about.title}" was not shown to ${reader}: it ${why.wording}.`,
    ...(why.note ? [`Our reviewer adds: ${why.note}`] : []),
    stands,
    "All contact goes through the marketplace until a sale is complete: no phone numbers, e-mail or web addresses.",
  ];
  return compose(to.email, `Your message was not delivered`, lines, null, [`The listing: ${about.link}`], brand);
}
