// My Settings' link to the Payments page (/payments): the member's saved cards.
import { Link } from "react-router";

export function PaymentsLink() {
  return (
    <section className="card mt-6 p-5 sm:p-6" aria-labelledby="payments-link">
      <h2 id="payments-link" className="text-lg font-semibold">
        Payments
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        The cards saved on your account and which one is the default.{" "}
        <Link to="/payments" className="font-semibold" data-testid="payments-link">
          Manage saved cards
        </Link>
      </p>
    </section>
  );
}
