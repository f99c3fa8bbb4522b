// What premium membership is and what it gives today (docs/decisions/0010-premium.md): the
// enhancement discount and the free assignment forms (0021) work now; the other benefits of the
// seller spec are marked as coming.
import { feeSchedule } from "~/config/fees";
import { formatDate } from "~/domain/dates";
import { formatMoney, formatPercent } from "~/domain/money";

const premiumListingTier = feeSchedule.listingFeeTiers[feeSchedule.listingFeeTiers.length - 1];

export function PremiumPlan({ priceCents, member, premiumUntil }: { priceCents: number; member: boolean; premiumUntil: string | null }) {
  const benefits: Array<{ text: string; soon?: boolean }> = [
    { text: `${formatPercent(feeSchedule.premiumEnhancementDiscountBps)} off every listing enhancement (bold, highlight, featured)` },
    { text: "A five-day first look at new listings", soon: true },
    { text: "Free assignment forms (an Assignment of Judgment and a Notice of Assignment, filled in for each sale)" },
    { text: "Two bolded or highlighted listings per month", soon: true },
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
          You are a premium member until <strong>{formatDate(premiumUntil)}</strong>. Paying now adds one month to that date.
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          Basic membership is free. Premium is paid one month at a time; it never renews on its own.
        </p>
      )}
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
          <strong className="text-slate-800">Asking {formatPercent(premiumListingTier.fromBps)} or more of the judgment amount?</strong>{" "}
          That makes it a {premiumListingTier.label.toLowerCase()}, with a {formatMoney(premiumListingTier.feeCents)} listing fee charged
          when the listing is submitted. The listing fee is separate from membership.
        </p>
      </div>
    </section>
  );
}
