// The e-mails of a reviewed text written with an offer step or a dispute (docs/decisions/0032):
// approved, it goes to the other side with the text (as an approved message does); rejected, its
// writer is told why in general words, never quoting it or the words that stopped it. Both say
// where the offer, the counter-offer or the dispute stands at the decision (app/domain/text-step-now.ts):
// a text can wait while its offer is accepted, declined, withdrawn or expires, or its dispute is
// resolved. Messages and replies have their own (./message-emails.ts).
import type { Branding } from "~/config/branding";
import { disputeResolutionShort } from "~/domain/escrow";
import type { MemberTextKind } from "~/domain/member-texts";
import { formatMoney } from "~/domain/money";
import { offerOpen, type OfferStage, type OpenOfferStage } from "~/domain/offer-status";
import type { TextStepNow } from "~/domain/text-step-now";
import type { Email } from "~/server/mail/outbox";
import { escapeHtml, hi } from "~/server/mail/templates";

type Person = { name: string; email: string };
export type HeldTextKind = Exclude<MemberTextKind, "message" | "feedback" | "feedback_reply">;
export type HeldTextAbout = { title: string; link: string; amountCents: number | null; writerHandle: string; now: TextStepNow };

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

/** How a closed offer ended, for either side (`yours`: the buyer reads it). */
function offerClosed(stage: Exclude<OfferStage, OpenOfferStage>, yours: boolean): string {
  const offer = yours ? "your offer" : "this offer";
  const Offer = yours ? "Your offer" : "This offer";
  return {
    accepted: `${Offer} has since been accepted.`,
    declined: `${Offer} has since been declined.`,
    withdrawn: yours ? "You have since withdrawn your offer." : "The buyer has since withdrawn this offer.",
    expired: `${Offer} has since expired.`,
    lapsed: `${Offer} was accepted and has since lapsed: the sale was not paid for in time.`,
    refunded: `The sale that followed ${offer} has since been refunded.`,
  }[stage];
}

const disputeResolved = (now: Extract<TextStepNow, { step: "dispute" }>) =>
  `The dispute has since been resolved: ${disputeResolutionShort[now.resolution!].toLowerCase()}.`;

/** Where things stand, for the writer of a text that was not delivered. */
function writerNow(kind: HeldTextKind, now: TextStepNow): string {
  if (now.step === "dispute") {
    if (now.resolution) return `The administrators read what you wrote. ${disputeResolved(now)}`;
    return kind === "dispute"
      ? "Your dispute stays open, and the administrators who resolve it read what you wrote."
      : "The administrators who resolve the dispute read what you wrote. You can write your answer again on the listing's page.";
  }
  if (kind === "offer") {
    if (now.stage === "pending") return "Your offer itself stands.";
    if (now.stage === "countered") return "Your offer itself stands; the seller has answered it with a counter-offer.";
    return offerClosed(now.stage, true);
  }
  // The seller's counter-offer: the offer first (closed, it closed the counter too), then what became of the counter.
  if (!offerOpen(now.stage)) return offerClosed(now.stage, false);
  return {
    stands: "Your counter-offer itself stands.",
    newer_counter: "You have since made a newer counter-offer.",
    countered_back: "The buyer has since answered your counter-offer with a counter-offer of their own.",
  }[now.counter];
}

/** Where things stand, for the member a delivered text was written to. */
function readerNow(kind: HeldTextKind, now: TextStepNow): string {
  if (now.step === "dispute") return now.resolution ? disputeResolved(now) : "The dispute is open: an administrator resolves it.";
  if (kind === "offer") {
    if (now.stage === "pending") return "The offer is open: you can accept, decline or counter it on the listing's page.";
    if (now.stage === "countered") return "You have answered this offer with a counter-offer; it waits on the buyer.";
    return offerClosed(now.stage, false);
  }
  if (!offerOpen(now.stage)) return offerClosed(now.stage, true);
  return {
    stands: "The counter-offer stands: you can accept, decline or counter it on the listing's page.",
    newer_counter: "The seller has since made a newer counter-offer: see it on the listing's page.",
    countered_back: "You have since answered this counter-offer with a counter-offer of your own.",
  }[now.counter];
}

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
  return compose(
    to.email,
    subject,
    [`${hi(to.name)},`, intro],
    text,
    [readerNow(kind, about.now), `On the listing's page: ${about.link}`],
    brand,
  );
}

/** Rejected: why, in general words, for its writer; what it was written with stands. */
export function heldTextNotDeliveredEmail(
  to: Person,
  kind: HeldTextKind,
  why: { wording: string; note: string | null },
  about: HeldTextAbout,
  brand: Branding,
): Email {
  const { what, reader } = {
    offer: { what: "The message you wrote with your offer", reader: "the seller" },
    counter: { what: "The message you wrote with your counter-offer", reader: "the buyer" },
    dispute: { what: "The explanation you wrote with your dispute", reader: "the seller" },
    dispute_answer: { what: "Your answer to the dispute", reader: "the buyer" },
  }[kind];
  const lines = [
    `${hi(to.name)},`,
    `${what} about "${about.title}" was not shown to ${reader}: it ${why.wording}.`,
    ...(why.note ? [`Our reviewer adds: ${why.note}`] : []),
    writerNow(kind, about.now),
    "All contact goes through the marketplace until a sale is complete: no phone numbers, e-mail or web addresses.",
  ];
  return compose(to.email, `Your message was not delivered`, lines, null, [`The listing: ${about.link}`], brand);
}
