// The thank-you after an enhancement or premium payment: in a dialog with JavaScript, as the page
// itself without it.
import { Link } from "react-router";
import { PAYMENT_THANK_YOU } from "~/domain/enhancements";

export function PaymentSuccess({ okHref, children }: { okHref: string; children?: React.ReactNode }) {
  return (
    <div className="text-center" data-testid="payment-success">
      <span
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-accent-600/10 text-3xl text-accent-700"
      >
        ✓
      </span>
      <p role="status" className="mt-4 text-base font-medium text-slate-900" data-testid="payment-success-message">
        {PAYMENT_THANK_YOU}
      </p>
      {children}
      <Link to={okHref} className="btn-primary mt-6 min-w-32" data-testid="payment-success-ok">
        OK
      </Link>
    </div>
  );
}
