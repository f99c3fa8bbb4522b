// The administrators' overview (/admin): a card per queue (listings, messages, assignments,
// disputes, refunds waiting for the payment provider) with how many wait in it, its oldest item's
// age and the target (app/config/queue-targets.ts), marked in red with the words "target missed"
// once an item waited past it (docs/decisions/0043-needs-you.md), and a link to it; then the other
// administration pages.
import type { ReactNode } from "react";
import { Link } from "react-router";

/** One queue as the overview shows it (app/server/needs-you/admin.ts). */
export type AdminQueueCard = {
  queue: "listings" | "messages" | "assignments" | "disputes" | "refunds";
  count: number;
  /** Listings waiting for their listing fee: in the review queue, but not reviewable yet (not counted). */
  held: number;
  /** The item waiting longest: since when (the instant and in words), and for how long. */
  oldest: { at: string; date: string; age: string } | null;
  /** The target in words: "within 1 business day". */
  target: string;
  /** How many items waited past the target. */
  missed: number;
  /** How many have waited how long, by the bands of app/domain/waiting-ages.ts (youngest first). */
  byAge: number[];
};

type Queue = { label: string; to: string; action: string; one: string; many: string };

const queues: Record<AdminQueueCard["queue"], Queue> = {
  listings: { label: "Listings to review", to: "/admin/judgments/pending", action: "Review listings", one: "listing", many: "listings" },
  messages: { label: "Messages to review", to: "/admin/messages", action: "Review messages", one: "message", many: "messages" },
  assignments: {
    label: "Assignments pending",
    to: "/admin/assignments",
    action: "See assignments",
    one: "assignment",
    many: "assignments",
  },
  disputes: { label: "Open disputes", to: "/admin/disputes", action: "Resolve disputes", one: "dispute", many: "disputes" },
  refunds: {
    label: "Refunds waiting for the payment provider",
    to: "/admin/disputes#refunds-unsent",
    action: "See refunds",
    one: "refund",
    many: "refunds",
  },
};

function QueueCard({ card }: { card: AdminQueueCard }) {
  const queue = queues[card.queue];
  const n = card.count;
  const missed = card.missed > 0;
  return (
    <li
      className={missed ? "card flex flex-col border-red-300 p-5 ring-1 ring-red-300" : "card flex flex-col p-5"}
      data-testid={`admin-count-${card.queue}`}
      data-missed={missed || undefined}
    >
      <p className="text-sm font-medium text-slate-600">{queue.label}</p>
      <p className={`mt-1 text-3xl font-bold ${n > 0 ? "text-brand-800" : "text-slate-400"}`}>
        <span data-testid="count">{n.toLocaleString("en-US")}</span>
        <span className="sr-only">{` ${n === 1 ? queue.one : queue.many} waiting`}</span>
      </p>
      <dl className="mt-2 space-y-0.5 text-sm text-slate-600">
        <div>
          <dt className="inline">Oldest: </dt>
          <dd className="inline" data-testid="oldest">
            {card.oldest ? (
              <>
                {`waiting ${card.oldest.age}, since `}
                <time dateTime={card.oldest.at} className="tabular-nums">
                  {card.oldest.date}
                </time>
              </>
            ) : (
              "nothing waiting"
            )}
          </dd>
        </div>
        <div>
          <dt className="inline">Target: </dt>
          <dd className="inline" data-testid="target">
            {card.target}
          </dd>
        </div>
      </dl>
      {missed && (
        <p className="mt-2 rounded-md bg-red-50 px-2 py-1 text-sm font-semibold text-red-800" data-testid="target-missed">
          {`Target missed: ${card.missed.toLocaleString("en-US")} ${card.missed === 1 ? queue.one : queue.many} past it`}
        </p>
      )}
      {card.held > 0 && (
        <p className="mt-2 text-xs text-slate-500" data-testid="held">
          {`And ${card.held.toLocaleString("en-US")} waiting for ${card.held === 1 ? "its" : "their"} listing fee (not counted: not reviewable yet).`}
        </p>
      )}
      <Link to={queue.to} className="mt-auto pt-3 text-sm font-semibold">
        {queue.action} →
      </Link>
    </li>
  );
}

const pages = [
  { to: "/admin/users", label: "Users", text: "Find, invite and remove members." },
  { to: "/admin/banned_words", label: "Banned Words", text: "The words listings and messages are checked against." },
  { to: "/admin/upsells", label: "Enhancements and Prices", text: "What sellers can buy, its wording and price." },
  { to: "/admin/judgments", label: "All Judgments", text: "Every listing, whatever its status." },
  {
    to: "/admin/judgment-rules",
    label: "Judgment Rules",
    text: "The interest, judgment-life and assignment rules behind the estimates, by version, with their confidence.",
  },
] as const;

/** `children`: what goes between the queues and the pages (the overview's charts). */
export function AdminOverviewCards({ queues: cards, children }: { queues: AdminQueueCard[]; children?: ReactNode }) {
  return (
    <>
      <section aria-labelledby="admin-queues">
        <h2 id="admin-queues" className="sr-only">
          Waiting for you
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <QueueCard key={card.queue} card={card} />
          ))}
        </ul>
      </section>
      {children}
      <section aria-labelledby="admin-pages" className="mt-8">
        <h2 id="admin-pages" className="text-lg font-semibold">
          Manage
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {pages.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="card block p-4 no-underline hover:border-brand-300 hover:bg-brand-50">
                <span className="font-semibold text-slate-900">{page.label}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{page.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
