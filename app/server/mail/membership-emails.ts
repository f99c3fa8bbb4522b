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

/**
 * The renewal lapsed. `ended`: premium_until has passed; otherwise the membership still runs to
 * premium_until (a lapse never takes paid time away) and the e-mail says so.
 */
export function membershipLapsedEmail(
  member: Member,
  input: { reason: "declined" | "no_card"; premiumUntil: Date | null; ended: boolean; settingsUrl: string },
  brand: Branding,
): Email {
  const why =
    input.reason === "no_card"
      ? "you have no saved card for us to charge"
      : "the renewal charge to your default card was declined on each of our tries";
  const end = input.premiumUntil ? formatDate(input.premiumUntil) : null;
  const when = !end ? "" : input.ended ? ` It ended on ${end}.` : ` It stays active until ${end}, then ends.`;
  return composeEmail(
    member.email,
    input.ended ? "Your premium membership has ended" : "Your premium membership will not renew",
    [
      `Hi ${member.name}, your premium membership was not renewed because ${why}.${when}`,
      input.ended
        ? "You can become a premium member again at any time from the premium upgrade page of one of your listings (Upgrade to Premium on the listing's edit page), or from My Settings, which links to it. Save a card on your Payments page so the membership can renew each month."
        : "To keep it, save a card on your Payments page, then choose Resume Renewal on My Settings; or buy the next month from the premium upgrade page of one of your listings (My Settings links to it).",
    ],
    input.settingsUrl,
    brand,
  );
}
