// The paid "featured" listings above the first page of browse results (Featured in its state /
// Featured nationwide enhancements): a row of cards, each linking to the judgment.
import { formatMoney } from "~/domain/money";
import type { BrowsePageData } from "./browse-types";
import { FirstLookBadge } from "./first-look-badge";

export function FeaturedBand({ featured, where }: { featured: BrowsePageData["featured"]; where: string | null }) {
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-title" className="space-y-3" data-testid="featured-band">
      <h2 id="featured-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {where ? `Featured in ${where}` : "Featured nationwide"}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((f) => (
          <li key={f.id} className="card border-amber-300 bg-amber-50/60 p-4" data-testid="featured-listing">
            <a href={`/judgments/${f.id}`} className="line-clamp-2 font-semibold">
              {f.title}
            </a>
            {f.firstLook && <FirstLookBadge className="mt-1" />}
            <p className="mt-1 text-sm text-slate-600">{f.place}</p>
            <p className="mt-2 text-sm">
              <span className="font-semibold tabular-nums">{formatMoney(f.priceCents)}</span>
              <span className="text-slate-600"> for a {formatMoney(f.amountCents)} judgment</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
