// The FAQ accordion: native <details>/<summary>, so it opens and closes without JavaScript.
import type { ReactNode } from "react";

/** `id`: an anchor other pages link to (/faq#judgment-value); the browser opens the answer it points into. */
export type FaqItem = { id?: string; question: string; answer: ReactNode };
export type FaqSection = { id: string; title: string; items: FaqItem[] };

export function FaqSectionView({ section }: { section: FaqSection }) {
  return (
    <section aria-labelledby={`${section.id}-title`} id={section.id} className="scroll-mt-24" data-testid="faq-section">
      <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
        {section.title}
      </h2>
      <div className="card mt-4 divide-y divide-slate-200">
        {section.items.map((item) => (
          <details key={item.question} className="group" data-testid="faq-item">
            <summary className="flex cursor-pointer items-start justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-offset-[-2px]">
              <span>{item.question}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              >
                <path
                  fill="currentColor"
                  d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
                />
              </svg>
            </summary>
            <div id={item.id} className="scroll-mt-32 space-y-3 px-5 pb-5 leading-relaxed text-slate-700 [&_a]:underline">
              {item.answer}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
