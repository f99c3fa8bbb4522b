// The sell flow's frame: titled 'List Your Judgment', the step breadcrumb, the step's form, and
// a side panel that says what happens next.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SellBreadcrumb, type SellStepKey } from "./breadcrumb";

export function SellLayout({
  current,
  reached,
  signedIn,
  heading,
  intro,
  children,
  aside,
  listingId,
  back,
}: {
  current: SellStepKey;
  reached: readonly string[];
  signedIn: boolean;
  /** The submitted listing the step is about (documents, enhancements, checkout). */
  listingId?: number;
  /** A link back to the step before, shown above the heading. */
  back?: { to: string; label: string };
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">List Your Judgment</p>
      <div className="mt-3">
        <SellBreadcrumb current={current} reached={reached} signedIn={signedIn} listingId={listingId} />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <section className="lg:col-span-2">
          <div className="card p-5 sm:p-8">
            {back && (
              <Link to={back.to} className="mb-3 inline-block text-sm font-medium no-underline hover:underline" data-testid="back-link">
                ← {back.label}
              </Link>
            )}
            <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
            {intro && <div className="mt-2 text-sm text-slate-600">{intro}</div>}
            <div className="mt-6">{children}</div>
          </div>
        </section>
        <aside className="space-y-4 text-sm text-slate-600">{aside ?? <SellAside />}</aside>
      </div>
    </div>
  );
}

export function SellAside() {
  return (
    <>
      <div className="card p-5">
        <h2 className="text-base font-semibold">How listing works</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5" data-testid="how-listing-works">
          <li>Your details: your name and e-mail (members skip this).</li>
          <li>Describe the judgment.</li>
          <li>Set your asking price and, if you like, a Buy Now price.</li>
          <li>Choose who can read your documents: public or private.</li>
          <li>State that the judgment is yours to sell, and list any payments the debtor made.</li>
          <li>Review everything.</li>
          <li>Create your free account (members skip this) and submit.</li>
          <li>Upload supporting documents (optional).</li>
          <li>Add enhancements to stand out (optional).</li>
          <li>Pay the listing fee, if any, and your enhancements at one checkout.</li>
        </ol>
        <p className="mt-3">
          Our team then reviews every new listing, usually within one business day. Once approved, investors can find it, watch it and make
          offers.
        </p>
      </div>
      <div className="card p-5">
        <h2 className="text-base font-semibold">Only US judgments</h2>
        <p className="mt-2">
          List judgments awarded by a US court, or domesticated in one. Please keep names, phone numbers and e-mail addresses out of the
          title and description. <Link to="/how-to-sell">How selling works</Link>
        </p>
      </div>
    </>
  );
}
