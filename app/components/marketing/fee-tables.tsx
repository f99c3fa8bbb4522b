// Fee tables rendered from the fee schedule (app/config/fees.ts): listing fees by asking-price
// share, paid enhancements (from the upsells' rows), and the summary of buyer and seller fees.
import type { FeeFacts } from "~/domain/fee-wording";

const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
const td = "px-4 py-3 align-top";

export function ListingFeeTable({ facts, caption }: { facts: FeeFacts; caption?: string }) {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-sm" data-testid="listing-fee-table">
        <caption className="px-4 pt-4 text-left text-sm text-slate-600">
          {caption ?? "Listing fee by asking price as a share of the judgment amount."}
        </caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={th}>
              Asking price
            </th>
            <th scope="col" className={th}>
              Listing fee
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {facts.listingFees.map((row) => (
            <tr key={row.range}>
              <td className={`${td} text-slate-700`}>{row.range}</td>
              <td className={`${td} font-semibold ${row.free ? "text-accent-700" : "text-slate-900"}`}>
                {row.fee}
                {!row.free && row.label === "Premium listing" && <span className="ml-2 font-normal text-slate-600">(premium listing)</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function EnhancementTable({ facts }: { facts: FeeFacts }) {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-sm" data-testid="enhancement-table">
        <caption className="sr-only">Optional paid enhancements for a listing</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={th}>
              Enhancement
            </th>
            <th scope="col" className={th}>
              Price
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {facts.enhancements.map((row) => (
            <tr key={row.code}>
              <td className={td}>
                <span className="font-medium text-slate-900">{row.name}</span>
                <span className="mt-0.5 block text-slate-600">{row.description}</span>
              </td>
              <td className={`${td} whitespace-nowrap font-semibold text-slate-900`}>{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
