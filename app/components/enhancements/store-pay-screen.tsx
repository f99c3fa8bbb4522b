// The enhancement pages' payment screen without JavaScript: the order from the session's cart,
// the card form, and the 3-D Secure step when the card asks for it.
import { Form, Link, useNavigation } from "react-router";
import { AuthenticatePayment } from "~/components/payments/card-form";
import { CartSummary } from "./cart-summary";
import { discountLabel, orderFields, type StoreActionData, type StoreData, type StoreLinks } from "./enhancement-store";
import { PaymentForm } from "./payment-form";

/** The payment screen without JavaScript: the order from the session's cart and the card form. */
export function StorePayScreen({
  store,
  links,
  actionData,
  stripeKey,
}: {
  store: StoreData;
  links: StoreLinks;
  actionData: StoreActionData | undefined;
  stripeKey: string | null | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-3">
      <section className="card p-5 sm:p-6 lg:col-span-2" aria-labelledby="pay-title">
        <h2 id="pay-title" className="text-lg font-semibold">
          Payment
        </h2>
        <div className="mt-4">
          {actionData?.authenticate ? (
            <AuthenticatePayment
              amountCents={actionData.authenticate.amountCents}
              hidden={{ payment_id: String(actionData.authenticate.paymentId) }}
              clientSecret={actionData.authenticate.clientSecret}
              action={links.pay}
            />
          ) : (
            <PaymentForm
              FormTag={Form}
              action={links.pay}
              hidden={orderFields(store.listing.id, store.summary)}
              totalCents={store.summary.total}
              errors={actionData?.errors}
              stripeKey={stripeKey}
              busy={busy}
              cancel={
                <Link to={links.choose} className="btn-secondary">
                  Change My Selection
                </Link>
              }
            />
          )}
        </div>
      </section>
      <aside className="card h-fit p-5" aria-labelledby="order-title">
        <h2 id="order-title" className="text-lg font-semibold">
          Your Order
        </h2>
        <div className="mt-3">
          <CartSummary cart={store.summary} discountLabel={discountLabel} />
        </div>
      </aside>
    </div>
  );
}
