// Dissolving a portfolio asks first, without JavaScript: "Dissolve portfolio" links to the page's
// confirm step (?confirm=dissolve), whose form posts intent=dissolve.
import { Form, Link } from "react-router";

export function DissolveLink({ portfolioId }: { portfolioId: number }) {
  return (
    <Link
      to={`/portfolios/${portfolioId}?confirm=dissolve#dissolve`}
      className="btn-secondary w-full border-red-300 text-red-800 hover:bg-red-50"
      data-testid="dissolve-portfolio"
    >
      Dissolve portfolio
    </Link>
  );
}

export function DissolveConfirm({
  portfolioId,
  title,
  size,
  pendingOffers,
}: {
  portfolioId: number;
  title: string;
  size: number;
  pendingOffers: number;
}) {
  const offers =
    pendingOffers === 0
      ? ""
      : pendingOffers === 1
        ? " Its open offer will be declined and the buyer told by e-mail."
        : ` Its ${pendingOffers} open offers will be declined and their buyers told by e-mail.`;
  return (
    <section
      id="dissolve"
      role="alertdialog"
      aria-labelledby="dissolve-title"
      className="mb-6 rounded-lg border border-red-300 bg-red-50 p-5 text-red-950"
      data-testid="dissolve-confirm"
    >
      <h2 id="dissolve-title" className="text-lg font-semibold">
        Dissolve “{title}”?
      </h2>
      <p className="mt-1 text-sm">
        The portfolio leaves the marketplace and its {size} judgments go back on sale on their own (one past its limit goes back to review
        first).{offers}
      </p>
      <Form method="post" className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <input type="hidden" name="intent" value="dissolve" />
        <Link to={`/portfolios/${portfolioId}`} className="btn-secondary" replace>
          Keep the portfolio
        </Link>
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" data-testid="confirm-dissolve">
          Yes, dissolve it
        </button>
      </Form>
    </section>
  );
}
