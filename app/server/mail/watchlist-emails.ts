// The e-mails to members watching a listing: its asking price changed, or it is no longer
// available (an offer was accepted, it was bought, or its owner removed or hid it).
import type { Branding } from "~/config/branding";
import { formatMoney } from "~/domain/money";
import { composeEmail as compose, hi } from "~/server/mail/templates";
import type { Email } from "~/server/mail/outbox";

type Person = { name: string; email: string };

/**
 * The owner changed the asking price. Editing a reviewed listing sends it back to review, so the
 * e-mail says the new price applies once the listing is approved again.
 */
export function watchedPriceChangedEmail(
  watcher: Person,
  listing: { title: string; fromCents: number; toCents: number; link: string; backToReview: boolean },
  brand: Branding,
): Email {
  return compose(
    watcher.email,
    "A listing on your watchlist changed its price",
    [
      `${hi(watcher.name)}, the seller of "${listing.title}", a judgment on your watchlist, changed its asking price from ${formatMoney(listing.fromCents)} to ${formatMoney(listing.toCents)}.`,
      listing.backToReview
        ? "The listing is being reviewed again and returns to the marketplace at the new price once it is approved, usually within one business day:"
        : "You can see the listing here:",
    ],
    listing.link,
    brand,
  );
}

export type UnavailableReason = "sold" | "removed" | "hidden" | "grouped";

const unavailableWording: Record<UnavailableReason, string> = {
  sold: "the seller accepted an offer on it, so it is no longer for sale",
  removed: "the seller removed it from the marketplace",
  hidden: "the seller took it off the marketplace for now",
  // docs/decisions/0055: sold only with the other judgments of its portfolio from now on.
  grouped: "the seller put it into a portfolio, sold only as a whole",
};

/** A watched listing stopped being available. */
export function watchedListingUnavailableEmail(
  watcher: Person,
  listing: { title: string; reason: UnavailableReason; browseLink: string },
  brand: Branding,
): Email {
  return compose(
    watcher.email,
    "A listing on your watchlist is no longer available",
    [
      `${hi(watcher.name)}, "${listing.title}" was on your watchlist: ${unavailableWording[listing.reason]}.`,
      "Other judgments are for sale on the marketplace:",
    ],
    listing.browseLink,
    brand,
  );
}
