// The flag of a judgment within 18 months of an enforceability deadline or past it (the judgment
// page, the owner's notices, the seller's dashboard). The wording is app/domain/judgment-value/wording.ts's.
import type { DeadlineFlag as Flag } from "~/domain/judgment-value/wording";

const tones: Record<Flag["tone"], string> = {
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  danger: "border-red-300 bg-red-50 text-red-950",
};

export function DeadlineFlag({ flag, children, testId = "deadline-flag" }: { flag: Flag; children?: React.ReactNode; testId?: string }) {
  return (
    <div role="note" className={`rounded-md border px-3 py-2 text-sm ${tones[flag.tone]}`} data-testid={testId} data-tone={flag.tone}>
      <p className="font-semibold">
        <span aria-hidden="true">⚠ </span>
        {flag.title}
      </p>
      <p className="mt-0.5">{flag.text}</p>
      {children}
    </div>
  );
}
