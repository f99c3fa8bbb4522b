// "Needs you" at the top of /home (issue 29, item 3; docs/decisions/0043-needs-you.md): everything
// waiting on the member, the soonest deadline first, each with its countdown (worked out by the
// server on its clock: "2 days 4 hours left", "overdue by 3 hours") beside the deadline as a
// <time>, and a link to the exact place to act. Plain anchors: /home does not hydrate.
import type { MemberNeedKind } from "~/domain/needs-you";

/** One thing waiting on the member, as the list shows it. */
export type NeedsYouItem = {
  key: string;
  kind: MemberNeedKind;
  headline: string;
  /** The listing's title; null for the unread messages. */
  listing: string | null;
  action: string;
  href: string;
  /** The deadline: its name ("Pay by"), the instant, the date in words and the countdown. */
  due: { label: string; at: string; date: string; text: string; overdue: boolean; soon: boolean } | null;
  /** For a thing without a deadline: how long it has waited ("waiting 3 days"). */
  waiting: string | null;
};

function Countdown({ due }: { due: NonNullable<NeedsYouItem["due"]> }) {
  const tone = due.overdue ? "font-semibold text-red-700" : due.soon ? "font-semibold text-amber-800" : "text-slate-700";
  return (
    <p className="mt-1 text-slate-600">
      {due.label}{" "}
      <time dateTime={due.at} className="tabular-nums">
        {due.date}
      </time>
      <span aria-hidden="true"> · </span>
      <span className={tone} data-testid="needs-you-countdown" data-overdue={due.overdue || undefined}>
        {due.text}
      </span>
    </p>
  );
}

export function NeedsYouList({ items, total }: { items: NeedsYouItem[]; total: number }) {
  return (
    <section className="card min-w-0" aria-labelledby="needs-you-title" data-testid="needs-you">
      <header className="flex items-center gap-2 border-b border-slate-100 px-5 py-3">
        <h2 id="needs-you-title" className="text-base font-semibold">
          Needs you
        </h2>
        {total > 0 && (
          <span className="rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="needs-you-count">
            {total}
          </span>
        )}
      </header>
      {items.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600" data-testid="needs-you-empty">
          Nothing waits on you right now: no offers to answer, payments, assignments or messages.
        </p>
      ) : (
        <>
          <ol className="divide-y divide-slate-100 text-sm">
            {items.map((item) => (
              <li key={item.key} className="px-5 py-3" data-testid="needs-you-item" data-kind={item.kind}>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900" data-testid="needs-you-headline">
                      {item.headline}
                    </p>
                    {item.listing && (
                      <p className="line-clamp-2 text-slate-600" title={item.listing}>
                        {item.listing}
                      </p>
                    )}
                    {item.due ? (
                      <Countdown due={item.due} />
                    ) : (
                      item.waiting && <p className="mt-1 text-slate-500">{`No deadline · ${item.waiting}`}</p>
                    )}
                  </div>
                  <a
                    href={item.href}
                    className={`${item.due?.overdue || item.due?.soon ? "btn-accent" : "btn-secondary"} shrink-0 self-start px-3 py-1 text-xs sm:self-center`}
                    data-testid="needs-you-link"
                  >
                    {item.action}
                    {item.listing && <span className="sr-only"> for {item.listing}</span>} →
                  </a>
                </div>
              </li>
            ))}
          </ol>
          {total > items.length && (
            <p className="border-t border-slate-100 px-5 py-3 text-sm text-slate-600">
              {total - items.length} more: see your <a href="/selling">selling dashboard</a> and the panels below.
            </p>
          )}
        </>
      )}
    </section>
  );
}
