// What premium membership is and what it gives (docs/decisions/0010-premium.md): the four benefits
// of the seller spec, and how it renews (each month on the default saved card, cancelled from My
// Settings).
import { Link } from "react-router";
import { feeSchedule } from "~/config/fees";
import { formatDate } from "~/domain/dates";
import { FIRST_LOOK_DAYS, MONTHLY_LISTING_CREDITS } from "~/domain/membership";
import { formatMoney, formatPercent } from "~/domain/money";

const premiumListingTier = feeSchedule.listingFeeTiers[feeSchedule.listingFeeTiers.length - 1];

/** The card a renewal charges: the member's default saved card, or null when there is none. */
export type RenewalCard = { brand: string; last4: string } | null;

export function PremiumPlan({
  priceCents,
  member,
  premiumUntil,
  renews = true,
  renewalCard = null,
}: {
  priceCents: number;
  member: boolean;
  premiumUntil: string | null;
  renews?: boolean;
  renewalCard?: RenewalCard;
}) {
  const benefits: Array<{ text: string; soon?: boolean }> = [
    { text: `A ${FIRST_LOOK_DAYS}-day first look: new listings are yours to see before anyone else, marked “First look”` },
    {
      text: `${MONTHLY_LISTING_CREDITS === 2 ? "Two" : MONTHLY_LISTING_CREDITS} bolded or highlighted listings each membership month, included (not carried over)`,
    },
    { text: "Free assignment forms: the Assignment of Judgment and the notice, filled in from your sale" },
    { text: `${formatPercent(feeSchedule.premiumEnhancementDiscountBps)} off every other listing enhancement (bold, highlight, featured)` },
  ];
  return (
    <section className="card h-fit p-5 sm:p-6 lg:col-span-3" aria-labelledby="premium-plan-title" data-testid="premium-plan">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="premium-plan-title" className="text-xl font-semibold">
          Premium Membership
        </h2>
        <p>
          <span className="text-3xl font-bold text-slate-900">{formatMoney(priceCents)}</span>
          <span className="text-slate-600"> per month</span>
        </p>
      </div>
      {member && premiumUntil ? (
        <p
          className="mt-3 rounded-md border border-accent-600/30 bg-accent-600/5 px-3 py-2 text-sm text-slate-700"
          data-testid="premium-status"
        >
          You are a premium member until <strong>{formatDate(premiumUntil)}</strong>
          {renews ? ", renewing each month." : " (renewal cancelled)."} Paying now adds one month to that date.
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Basic membership is free.</p>
      )}
      <p className="mt-3 text-sm text-slate-600" data-testid="premium-renewal-terms">
        Premium renews every month on your default saved card at the price above, until you cancel the renewal in{" "}
        <Link to="/profile#premium">My Settings</Link>; a cancelled membership runs to the end of the month you paid for.{" "}
        {renewalCard ? (
          <>
            Your default card is <span className="capitalize">{renewalCard.brand}</span> ending {renewalCard.last4}.
          </>
        ) : (
          <>
            The card you pay with here is saved for the renewals; you can change it on your <Link to="/payments">Payments page</Link>.
          </>
        )}
      </p>
      <ul className="mt-5 space-y-3 text-slate-700">
        {benefits.map((benefit) => (
          <li key={benefit.text} className="flex gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`mt-0.5 h-5 w-5 shrink-0 ${benefit.soon ? "text-slate-400" : "text-accent-600"}`}
            >
              <path
                fill="currentColor"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              />
            </svg>
            <span>
              {benefit.text}
              {benefit.soon && (
                <span className="ml-2 whitespace-nowrap rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                  Coming soon
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6 rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <p>
          <strong className="text-slate-800">
            An asking or Buy Now price of {formatPercent(premiumListingTier.fromBps)} or more of the judgment amount?
          </strong>{" "}
          That makes it a {premiumListingTier.label.toLowerCase()}, with a {formatMoney(premiumListingTier.feeCents)} listing fee paid at
          the listing&apos;s checkout. The listing fee is separate from membership.
        </p>
      </div>
    </section>
  );
}
