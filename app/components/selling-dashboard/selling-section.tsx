// A titled section of the selling dashboard, with the spec's empty text when it has no listings.
import type { ReactNode } from "react";

export function SellingSection({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id} className="min-w-0">
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
        {title}
        {count > 0 && (
          <span
            className="ml-2 inline-block rounded-full bg-slate-200 px-2 py-0.5 align-middle text-xs font-semibold text-slate-700"
            data-testid={`${id}-count`}
          >
            {count}
          </span>
        )}
      </h2>
      <div className="mt-3">
        {count === 0 ? (
          <p className="card px-5 py-4 text-sm text-slate-600" data-testid={`${id}-empty`}>
            {empty}
          </p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
