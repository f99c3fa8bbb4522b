// The assignment step's note on filing the assignment with the court: whether the state requires
// it (California's EJ-100, for example), from the rule book's assignment rule, with its citation
// (linked when the rule names the form's or statute's address), its confidence and the notice.
import type { AssignmentRule } from "~/domain/judgment-value/rules";
import { confidenceLabels, ESTIMATE_NOTICE } from "~/domain/judgment-value/rules";
import { assignmentFilingText } from "~/domain/judgment-value/wording";

/** The state's filing rule (null when the rule book has none for it). */
export type AssignmentFilingView = { stateName: string; rule: AssignmentRule | null };

export function AssignmentFiling({ filing }: { filing: AssignmentFilingView }) {
  const { rule, stateName } = filing;
  const { answer, text } = assignmentFilingText(rule, stateName);
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="assignment-filing">
      <p className="font-semibold text-slate-900">
        Filing the assignment with the court in {stateName}: <span data-testid="assignment-filing-answer">{answer}</span>
      </p>
      <p className="mt-1">{text}</p>
      {rule && (
        <>
          <p className="mt-1">{rule.summary}</p>
          <p className="mt-2 text-xs">
            Source:{" "}
            {rule.url ? (
              <a href={rule.url} rel="noopener noreferrer" target="_blank" data-testid="assignment-filing-citation">
                {rule.citation}
              </a>
            ) : (
              <cite className="not-italic" data-testid="assignment-filing-citation">
                {rule.citation}
              </cite>
            )}{" "}
            · {confidenceLabels[rule.confidence]}
          </p>
        </>
      )}
      <p className="mt-1 text-xs text-slate-600">{ESTIMATE_NOTICE}</p>
    </div>
  );
}
