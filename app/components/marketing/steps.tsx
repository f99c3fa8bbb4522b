// A numbered list of steps, used by the home page and the how-to guides.
import type { ReactNode } from "react";

export type Step = { title: string; body: ReactNode };

export function StepList({ steps, testId }: { steps: Step[]; testId?: string }) {
  return (
    <ol className="space-y-4" data-testid={testId}>
      {steps.map((step, i) => (
        <li key={step.title} className="card flex gap-4 p-5 sm:p-6">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
          >
            {i + 1}
          </span>
          <div className="min-w-0">
            <h3 className="text-lg font-semibold">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <div className="mt-1 space-y-2 leading-relaxed text-slate-600 [&_a]:font-medium [&_a]:underline">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
