// The note a proposal comes back with when it was posted before its figures were on screen
// (issue 29, decision 0044): the figures are shown, and the form goes only when sent again.
import type { ReactNode } from "react";

export function ReviewNote({ testId, className = "", children }: { testId: string; className?: string; children: ReactNode }) {
  return (
    <p
      role="status"
      className={`rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950 ${className}`}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
