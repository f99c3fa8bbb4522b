// /sell/success: "You're Done!" The payout and text-messaging prompts when they are missing, the
// promise of review, a link to the dashboard and 'Start a New Listing'.
import { Link } from "react-router";
import type { Route } from "./+types/success";
import { pageTitle } from "~/components/page-title";
import { requireUser } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { findListingForCheckout, listingFeePaid } from "~/server/queries/listings";
import { checkoutPath } from "./save.server";
import { parseId } from "~/domain/ids";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("You're Done! | List Your Judgment", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getServices(context);
  const id = parseId(new URL(request.url).searchParams.get("judgment_id"));
  const found = id ? await findListingForCheckout(db, id) : null;
  const listing = found && found.sellerId === user.id ? found : null;
  return {
    listing: listing && {
      id: listing.id,
      title: listing.title,
      feeDue: !(await listingFeePaid(db, listing.id)),
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
                  Your listing <strong className="text-slate-900">{listing.title}</strong> is with our review team.
                </>
              ) : (
                "Your listing is with our review team."
              )}{" "}
              We review new listings, usually within one business day, and e-mail you as soon as it is live.
            </p>
          </div>
        </div>

        {listing?.feeDue && (
          <div role="alert" className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            The listing fee is not paid yet; the listing is reviewed once it is. <Link to={listing.payUrl}>Pay the listing fee</Link>
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
                Verify your phone number to hear about offers by text message as soon as they arrive.
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
            <Link to="/home" className="btn-primary">
              Go to My Dashboard
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
