// The navy band at the top of every public page: the page's only h1, an optional kicker and intro.
import type { ReactNode } from "react";

export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-emerald-300">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
        {intro && <div className="mt-4 max-w-3xl text-lg leading-relaxed text-brand-100">{intro}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </header>
  );
}

/** A titled section of a help page, labelled by its own h2 for assistive technology. */
export function Section({
  id,
  title,
  intro,
  children,
  className = "",
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A secondary button on the navy bands: white outline, readable on brand-800/900. */
export const onDarkButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md border border-white/50 bg-white/10 px-6 py-3 text-base font-semibold text-white no-underline shadow-sm transition-colors hover:bg-white/20";
