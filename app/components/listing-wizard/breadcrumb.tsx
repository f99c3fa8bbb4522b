// The wizard's breadcrumb: every step in order, the current one marked, the reached ones linked.
import { Link } from "react-router";

export type SellStepKey = "judgment" | "pricing" | "review" | "user" | "checkout" | "documents";

const labels: Record<SellStepKey, string> = {
  judgment: "Judgment",
  pricing: "Pricing",
  review: "Review",
  user: "Account",
  checkout: "Payment",
  documents: "Documents",
};

const paths: Partial<Record<SellStepKey, string>> = {
  judgment: "/sell/judgment",
  pricing: "/sell/pricing",
  review: "/sell/review",
  user: "/sell/user",
};

/** The steps a person goes through: the account step only for visitors, payment only when a fee is due. */
export function sellSteps({ signedIn, feeDue }: { signedIn: boolean; feeDue: boolean }): SellStepKey[] {
  return ["judgment", "pricing", "review", ...(signedIn ? [] : ["user" as const]), ...(feeDue ? ["checkout" as const] : []), "documents"];
}

export function SellBreadcrumb({ steps, current, reached }: { steps: SellStepKey[]; current: SellStepKey; reached: readonly string[] }) {
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label="Listing steps" data-testid="sell-breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-2 text-sm">
        {steps.map((step, i) => {
          const isCurrent = step === current;
          const done = i < currentIndex || (reached.includes(step) && !isCurrent);
          const href = paths[step];
          // Once the listing is submitted (payment, documents) the draft steps are no longer editable here.
          const linkable = !isCurrent && href && reached.includes(step) && current in paths;
          const badge = (
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                isCurrent ? "bg-brand-700 text-white" : done ? "bg-accent-600 text-white" : "bg-slate-200 text-slate-600"
              }`}
            >
              {done && !isCurrent ? "✓" : i + 1}
            </span>
          );
          const text = (
            <span className={isCurrent ? "font-semibold text-slate-900" : done ? "text-slate-700" : "text-slate-500"}>{labels[step]}</span>
          );
          return (
            <li
              key={step}
              className="flex items-center gap-1"
              data-step={step}
              data-state={isCurrent ? "current" : done ? "reached" : "upcoming"}
            >
              {linkable ? (
                <Link to={href} className="flex items-center gap-1.5 rounded-md px-1 py-0.5 no-underline hover:bg-slate-100">
                  {badge}
                  {text}
                </Link>
              ) : (
                <span className="flex items-center gap-1.5 px-1 py-0.5" aria-current={isCurrent ? "step" : undefined}>
                  {badge}
                  {text}
                </span>
              )}
              {i < steps.length - 1 && (
                <span aria-hidden="true" className="mx-0.5 text-slate-300">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
