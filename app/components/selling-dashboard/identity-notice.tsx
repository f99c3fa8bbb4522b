// Above the selling dashboard while a listing waits for review and the seller has not verified
// their identity: an administrator's approval waits for it (docs/decisions/0048).
import { Link } from "react-router";
import { LISTING_WAITS_FOR_IDENTITY, VERIFY_IDENTITY_PATH } from "~/domain/identity";

export function IdentityNotice() {
  return (
    <div
      className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      role="status"
      data-testid="seller-identity-notice"
    >
      <p className="font-medium">{LISTING_WAITS_FOR_IDENTITY}</p>
      <p className="mt-1">
        <Link to={VERIFY_IDENTITY_PATH} className="font-semibold">
          Verify my identity
        </Link>
      </p>
    </div>
  );
}
