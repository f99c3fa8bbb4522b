// Shown instead of the pay form while a payment above the identity threshold waits for the
// buyer's identity check (docs/decisions/0048).
import { Link } from "react-router";

export function IdentityNeeded({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="identity-needed">
      <p className="font-medium">{message}</p>
      <p className="mt-2">
        <Link to={`/profile?return=${encodeURIComponent(returnTo)}#identity`} className="font-semibold" data-testid="identity-needed-link">
          Verify your identity
        </Link>
      </p>
    </div>
  );
}
