// /sell/success?judgment_id={id}: "You're Done!" Names the listing and links to it; warns when
// something is still unpaid (the listing fee, with a Pay button; enhancements chosen but not
// bought); the payout and text-messaging prompts when they are missing, the promise of review, a
// link to the dashboard and 'Start a New Listing'.
import { Link } from "react-router";
import type { Route } from "./+types/success";
import { pageTitle } from "~/components/page-title";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { findListingForCheckout } from "~/server/queries/listings";
import { checkoutPath } from "./save.server";
import { parseId } from "~/domain/ids";
import { formatMoney } from "~/domain/money";
import { listingFeeDue, priceEnhancementOrder } from "~/server/enhancements/order";
import { cartFor } from "~/server/enhancements/cart";
import { isRefusal } from "~/server/checkout/refusal";
export const meta: Route.MetaFunction = ({ matches }) => pageTitle("You're Done! | List Your Judgment", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const services = getServices(context);
  const id = parseId(new URL(request.url).searchParams.get("judgment_id"));
  const found = id ? await findListingForCheckout(services.db, id) : null;
  const listing = found && found.sellerId === user.id ? found : null;
  const fee = listing ? await listingFeeDue(services, listing.id) : null;
  // Enhancements chosen for this listing (the saved cart) and not bought yet.
  const order = listing ? await priceEnhancementOrder(services, user.id, listing.id, await cartFor(request, services, listing.id)) : null;
  const unpaid = order && !isRefusal(order) ? order.cart.lines.filter((line) => line.code !== "premium").map((line) => line.name) : [];
  return {
    listing: listing && {
      id: listing.id,
      title: listing.title,
      inReview: listing.status === "new",
      feeDueCents: fee?.dueCents ?? 0,
      unpaidEnhancements: unpaid,
      payUrl: checkoutPath(listing.id),
    },
    needsPayout: !user.stripeConnectAccountId,
    needsPhone: !user.phoneVerifiedAt,
  };
}

function Prompt({
  title,
  children,
  to,
  action,
  testId,
}: {
  title: string;
  children: React.ReactNode;
  to: string;
  action: string;
  testId: string;
}) {
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid={testId}
    >
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="mt-1 text-sm text-slate-600">{children}</p>
      </div>
      <Link to={to} className="btn-secondary shrink-0">
        {action}
      </Link>
    </div>
  );
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const { listing, needsPayout, needsPhone } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">List Your Judgment</p>
      <div className="card mt-3 p-6 sm:p-8">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-2xl text-accent-700"
          >
            ✓
          </span>
          <div>
            <h1 className="text-3xl font-bold tracking-tight">You're Done!</h1>
            <p className="mt-2 text-slate-600">
              {listing ? (
                <>
                  Your listing{" "}
                  <Link to={`/judgments/${listing.id}`} className="font-semibold text-slate-900" data-testid="success-listing">
                    {listing.title}
                  </Link>{" "}
                  {listing.feeDueCents > 0 ? "was received." : listing.inReview ? "is with our review team." : "is saved."}
                </>
              ) : (
                "Your listing is with our review team."
              )}{" "}
              We review new listings, usually within one business day, and e-mail you as soon as it is live.
            </p>
          </div>
        </div>

        {listing && (listing.feeDueCents > 0 || listing.unpaidEnhancements.length > 0) && (
          <div
            role="alert"
            className="mt-6 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
            data-testid="unpaid-warning"
          >
            <div className="space-y-1">
              {listing.feeDueCents > 0 && (
                <p data-testid="fee-unpaid">
                  Your listing fee of {formatMoney(listing.feeDueCents)} is still unpaid; your listing goes to review once it is paid.
                </p>
              )}
              {listing.unpaidEnhancements.length > 0 && (
                <p data-testid="enhancements-unpaid">
                  The enhancements you chose ({listing.unpaidEnhancements.join(", ")}) are not paid yet, so they are not on.
                </p>
              )}
            </div>
            <Link to={listing.payUrl} className="btn-accent shrink-0" data-testid="success-pay">
              Pay Now
            </Link>
          </div>
        )}

        {(needsPayout || needsPhone) && (
          <div className="mt-6 space-y-3">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Before your judgment sells</h2>
            {needsPayout && (
              <Prompt title="Set up your payout account" to="/payouts" action="Set Up Payouts" testId="payout-prompt">
                So we can pay you when your judgment sells, connect a payout account with our card payment provider.
              </Prompt>
            )}
            {needsPhone && (
              <Prompt title="Get text messages" to="/profile#phone" action="Add My Phone" testId="phone-prompt">
                Add a mobile number to your account and confirm it with the code we text to it.
              </Prompt>
            )}
          </div>
        )}

        <div className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
          <Link to="/sell" className="btn-secondary">
            Start a New Listing
          </Link>
          <div className="flex flex-col gap-3 sm:flex-row">
            {listing && (
              <Link to={`/judgments/${listing.id}`} className="btn-secondary">
                See My Listing
              </Link>
            )}
            {/* The spec's "link to /dashboard": the selling dashboard, where the new listing is one click away. */}
            <Link to="/selling" className="btn-primary" data-testid="success-dashboard">
              Go to My Selling Dashboard
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
