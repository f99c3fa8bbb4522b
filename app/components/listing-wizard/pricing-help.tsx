// The pricing help modal of /sell/pricing: the spec's pricing guide (a rule of thumb from before any
// sales, app/domain/pricing-guide.ts), beside it what similar judgments sold for here once a page
// passes those figures (`measured`), and the listing-fee tiers from the one fee configuration. The
// button opens it without JavaScript (HTML invoker commands); the guide is also at /how-to-sell.
import type { ReactNode } from "react";
import { Dialog, DialogButton } from "~/components/ui/dialog";
import { listingFeeRows } from "~/domain/fee-wording";
import { PricingGuide } from "~/components/marketing/pricing-guide";

export const PRICING_HELP_ID = "pricing-help";

export function PricingHelpButton() {
  return (
    <DialogButton dialogId={PRICING_HELP_ID} className="btn-secondary" testId="pricing-help-open">
      <span aria-hidden="true">?</span> How should I price my judgment?
    </DialogButton>
  );
}

/** `measured`: what similar judgments sold for here (issue 31's comparable sales), beside the rule of thumb; absent, nothing. */
export function PricingHelpDialog({ measured }: { measured?: ReactNode } = {}) {
  return (
    <Dialog id={PRICING_HELP_ID} title="Pricing your judgment" description="What judgments like yours typically sell for.">
      <div className="space-y-5 text-sm" data-testid="pricing-help">
        <PricingGuide measured={measured} />
        <p className="text-slate-700">
          What judgments actually sold for on the marketplace, by state, by age and by what was known of the debtor:{" "}
          <a href="/market" target="_blank" rel="noopener">
            What judgments sold for (opens in a new tab)
          </a>
          .
        </p>
        <ListingFeeTiers />
      </div>
    </Dialog>
  );
}

export function ListingFeeTiers() {
  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">Listing fee</h3>
      <p className="mt-1 text-slate-600">The listing fee depends on the asking price as a share of the judgment amount.</p>
      <table className="mt-2 w-full text-sm" data-testid="listing-fee-tiers">
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className="py-2 pr-4 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              Asking price
            </th>
            <th scope="col" className="py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              Listing fee
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {listingFeeRows().map((row) => (
            <tr key={row.range}>
              <td className="py-2 pr-4 text-slate-700">{row.range} of the amount</td>
              <td className={`py-2 font-semibold ${row.free ? "text-accent-700" : "text-slate-900"}`}>
                {row.fee}
                {row.label === "Premium listing" && <span className="ml-1 font-normal text-slate-600">(premium listing)</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
