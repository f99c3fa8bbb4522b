// E-mails of the premium membership's monthly renewal (docs/decisions/0010-premium.md): a renewal
// that failed and will be tried again, and a membership that lapsed (the last try failed, or there
// is no saved card to charge). The renewal's invoice is app/server/mail/invoice.ts's.
import type { Branding } from "~/config/branding";
import { formatDate } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { composeEmail } from "~/server/mail/templates";
import type { Email } from "~/server/mail/outbox";

type Member = { name: string; email: string };

export function renewalFailedEmail(
  member: Member,
  input: { amountCents: number; reason: string; nextTry: Date; settingsUrl: string },
  brand: Branding,
): Email {
  return composeEmail(
    member.email,
    "Your premium membership could not be renewed",
    [
      `Hi ${member.name}, we could not charge ${formatMoney(input.amountCents)} for your premium membership's next month to your default card: ${input.reason}`,
      `We will try again on ${formatDate(input.nextTry)}. To avoid losing your membership, check your default card on your Payments page, or add a new one, before then.`,
      "Your membership and your saved cards are on My Settings:",
    ],
    input.settingsUrl,
    brand,
  );
}

export function membershipLapsedEmail(
  member: Member,
  input: { reason: "declined" | "no_card"; premiumUntil: Date | null; settingsUrl: string },
  brand: Branding,
): Email {
  const why =
    input.reason === "no_card"
      ? "you have no saved card for us to charge"
      : "the renewal charge to your default card was declined on each of our tries";
  const ended = input.premiumUntil ? ` It ended on ${formatDate(input.premiumUntil)}.` : "";
  return composeEmail(
    member.email,
    "Your premium membership has ended",
    [
      `Hi ${member.name}, your premium membership was not renewed because ${why}.${ended}`,
      "You can become a premium member again at any time from the premium upgrade page of one of your listings (Upgrade to Premium on the listing's edit page), or from My Settings, which links to it. Save a card on your Payments page so the membership can renew each month.",
    ],
    input.settingsUrl,
    brand,
  );
}
