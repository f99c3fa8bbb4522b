// Basic and premium membership side by side (seller spec section 9). The price is the premium upsell row's.
import { Link } from "react-router";
import type { FeeFacts } from "~/domain/fee-wording";

const basicBenefits = ["List judgments and receive offers", "Browse, watch and make offers", "Moderated messaging with buyers and sellers"];

const premiumBenefits = [
  "A five-day first look at new listings",
  "Free assignment forms",
  "Two bolded or highlighted listings per month",
  "Discounted listing enhancements",
];

export function MembershipPlans({ facts }: { facts: FeeFacts }) {
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="membership-plans">
      <div className="card flex flex-col p-6">
        <h3 className="text-lg font-semibold">Basic</h3>
        <p className="mt-2">
          <span className="text-3xl font-bold text-slate-900">Free</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">For every member:</p>
        <BenefitList benefits={basicBenefits} />
        <div className="mt-auto pt-6">
          <Link to="/register" className="btn-secondary w-full">
            Create a free account
          </Link>
        </div>
      </div>
      <div className="card flex flex-col border-brand-500 p-6 ring-1 ring-brand-500">
        <h3 className="text-lg font-semibold">Premium</h3>
        <p className="mt-2">
          {facts.premiumMonthly ? (
            <>
              <span className="text-3xl font-bold text-slate-900">{facts.premiumMonthly}</span>
              <span className="text-slate-600"> per month</span>
            </>
          ) : (
            <span className="text-lg font-semibold text-slate-600">Not offered at the moment</span>
          )}
        </p>
        <p className="mt-1 text-sm text-slate-600">Everything in Basic, plus:</p>
        <BenefitList benefits={premiumBenefits} />
      </div>
    </div>
  );
}

function BenefitList({ benefits }: { benefits: string[] }) {
  return (
    <ul className="mt-3 space-y-2 text-slate-700">
      {benefits.map((benefit) => (
        <li key={benefit} className="flex gap-2">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-accent-600">
            <path
              fill="currentColor"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
            />
          </svg>
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
