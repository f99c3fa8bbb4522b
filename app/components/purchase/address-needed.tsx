// Shown instead of the pay form while the buyer has no assignment info on file.
import { Link } from "react-router";
import { ADDRESS_NEEDED } from "~/domain/address-form";

export function AddressNeeded({ returnTo }: { returnTo: string }) {
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="address-needed">
      <p className="font-medium">{ADDRESS_NEEDED}</p>
      <p className="mt-2">
        The judgment is assigned to the name and address you give us.{" "}
        <Link to={`/profile?return=${encodeURIComponent(returnTo)}`} className="font-semibold">
          Add it in My Settings
        </Link>
        .
      </p>
    </div>
  );
}
