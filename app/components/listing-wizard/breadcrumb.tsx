// The wizard's breadcrumb: one numbering for everyone (docs/decisions/0020-listing-wizard-steps.md).
// Every step keeps its number on every page, for visitors and members alike; a step that does not
// apply to this person (a member's details and account) shows as done, and the steps after the
// listing is submitted are never linked back to the draft. Past the draft, the listing's own steps
// already passed (documents, enhancements) link back to that listing when its id is given.
import { Link } from "react-router";

/** Every step of the listing flow, in order: its number is its place here plus one. */
export const SELL_STEPS = [
  "contact",
  "judgment",
  "pricing",
  "privacy",
  "statements",
  "review",
  "user",
  "documents",
  "enhance",
  "checkout",
] as const;
export type SellStepKey = (typeof SELL_STEPS)[number];

export const sellStepLabels: Record<SellStepKey, string> = {
  contact: "Your Details",
  judgment: "Judgment",
  pricing: "Pricing",
  privacy: "Privacy",
  statements: "Statements",
  review: "Review",
  user: "Account",
  documents: "Documents",
  enhance: "Enhancements",
  checkout: "Checkout",
};

/** The draft's steps, which the breadcrumb links back to once reached. */
const draftPaths: Partial<Record<SellStepKey, string>> = {
  contact: "/sell/contact",
  judgment: "/sell/judgment",
  pricing: "/sell/pricing",
  privacy: "/sell/privacy",
  statements: "/sell/statements",
  review: "/sell/review",
  user: "/sell/user",
};

/** The submitted listing's steps, which link back to that listing (issue 27: a way back to the documents). */
export const listingStepPaths: Partial<Record<SellStepKey, (listingId: number) => string>> = {
  documents: (id) => `/sell/documents/${id}`,
  enhance: (id) => `/sell/enhance?judgment_id=${id}`,
};

/** Steps only a visitor goes through: a member's details and account already exist. */
const VISITOR_ONLY: readonly SellStepKey[] = ["contact", "user"];

export function sellStepNumber(step: SellStepKey): number {
  return SELL_STEPS.indexOf(step) + 1;
}

type StepState = "current" | "reached" | "upcoming";

export function SellBreadcrumb({
  current,
  reached,
  signedIn,
  listingId,
}: {
  current: SellStepKey;
  reached: readonly string[];
  signedIn: boolean;
  /** The submitted listing the page is about: its earlier steps link back to it. */
  listingId?: number;
}) {
  const currentIndex = SELL_STEPS.indexOf(current);
  const onDraft = current in draftPaths;
  return (
    <nav aria-label="Listing steps" data-testid="sell-breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-2 text-sm">
        {SELL_STEPS.map((step, i) => {
          const isCurrent = step === current;
          const settled = signedIn && VISITOR_ONLY.includes(step);
          // Past the draft (documents, enhancements, checkout) every draft step is done.
          const done = !isCurrent && (settled || (onDraft ? reached.includes(step) : i < currentIndex));
          const state: StepState = isCurrent ? "current" : done ? "reached" : "upcoming";
          const listingPath = listingStepPaths[step];
          const href = onDraft ? draftPaths[step] : listingId !== undefined && listingPath ? listingPath(listingId) : undefined;
          const linkable = !isCurrent && !settled && href && (onDraft ? reached.includes(step) : i < currentIndex);
          const badge = (
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                isCurrent ? "bg-brand-700 text-white" : done ? "bg-accent-600 text-white" : "bg-slate-200 text-slate-600"
              }`}
            >
              {done ? "✓" : i + 1}
            </span>
          );
          const text = (
            <span className={isCurrent ? "font-semibold text-slate-900" : done ? "text-slate-700" : "text-slate-500"}>
              <span className="sr-only">{`Step ${i + 1}: `}</span>
              {sellStepLabels[step]}
            </span>
          );
          return (
            <li key={step} className="flex items-center gap-1" data-step={step} data-number={i + 1} data-state={state}>
              {linkable ? (
                <Link to={href} className="flex items-center gap-1.5 rounded-md px-1 py-0.5 no-underline hover:bg-slate-100">
                  {badge}
                  {text}
                </Link>
              ) : (
                <span
                  className="flex items-center gap-1.5 px-1 py-0.5"
                  aria-current={isCurrent ? "step" : undefined}
                  title={settled ? "Done: you are signed in" : undefined}
                >
                  {badge}
                  {text}
                </span>
              )}
              {i < SELL_STEPS.length - 1 && (
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
