// The pricing step's live figures (/sell/pricing): the listing fee for the amount and prices typed,
// from listingFeePreview (app/domain/listing-fee-preview.ts). Every part is always in the HTML,
// marked data-fee="…" and shown or hidden, so the enhancement script (app/enhance/fee-preview.ts)
// fills the same parts as the seller types on a page that does not hydrate; React re-renders it from
// the fields on one that does. Without the script the figures are the ones last sent (after a
// refused submit, the page shows them for what was typed).
import { listingFeePreview } from "~/domain/listing-fee-preview";

export function FeePreview({ amount, price, buyNow }: { amount: string; price: string; buyNow: string }) {
  const preview = listingFeePreview({ amount, price, buyNow });
  return (
    <div className="text-sm" aria-live="polite" data-enhance="fee-preview">
      <p className="text-slate-600" data-fee="empty" hidden={preview !== null}>
        Enter the amount and your asking price to see the listing fee.
      </p>
      <div className="space-y-1" data-fee="figures" data-testid="fee-preview" hidden={preview === null}>
        <p>
          Your asking price is <strong data-fee="share">{preview?.share}</strong> of the judgment amount. Listing fee:{" "}
          <strong className="text-slate-900 data-free:text-accent-700" data-fee="fee" data-free={preview?.free || undefined}>
            {preview?.fee}
          </strong>
          <span data-fee="feeNote">{preview?.feeNote}</span>.
        </p>
        <p className="text-slate-600" data-testid="fee-basis" data-fee="basis">
          {preview?.basis}
        </p>
        <p className="text-amber-800" data-fee="advice" hidden={!preview?.advice}>
          {preview?.advice}
        </p>
      </div>
    </div>
  );
}
