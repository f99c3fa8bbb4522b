// The enhancement pages' screens: closed (the listing is past selling), paid (the thank-you),
// pay (the card form without JavaScript) or choose (cards and cart).
import { Link } from "react-router";
import { EnhancementStore, StoreHeader, type StoreActionData, type StoreData, type StoreLinks } from "./enhancement-store";
import { StorePayScreen } from "./store-pay-screen";
import { PaymentSuccess } from "./payment-success";

export type EnhancementPageData = {
  mode: "wizard" | "later";
  judgmentId: number;
  closed: string | null;
  links: StoreLinks;
  store: StoreData | null;
  paid: { paymentId: number; amountCents: number } | null;
  step: "choose" | "pay" | "paid";
};

export function EnhancementPage({
  page,
  actionData,
  stripeKey,
}: {
  page: EnhancementPageData;
  actionData: StoreActionData | undefined;
  stripeKey: string | null | undefined;
}) {
  const { mode, store, links } = page;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <StoreHeader mode={mode} store={store} links={links} />
      {page.closed || !store ? (
        <div className="card mt-8 p-6" role="status" data-testid="enhance-closed">
          <p className="text-slate-700">{page.closed}</p>
          <Link to={`/judgments/${page.judgmentId}`} className="btn-secondary mt-4">
            Back to the Listing
          </Link>
        </div>
      ) : page.step === "paid" ? (
        <div className="card mx-auto mt-8 max-w-lg p-8">
          <PaymentSuccess okHref={links.ok} />
        </div>
      ) : page.step === "pay" ? (
        <StorePayScreen store={store} links={links} actionData={actionData} stripeKey={stripeKey} />
      ) : (
        <EnhancementStore store={store} links={links} actionData={actionData} stripeKey={stripeKey} />
      )}
    </div>
  );
}
