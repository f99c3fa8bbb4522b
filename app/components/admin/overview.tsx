// The administrators' overview (/admin): a card per queue (listings, messages, assignments,
// disputes) with how many wait in it and a link to it, then the other administration pages.
import { Link } from "react-router";

export type AdminOverview = { pendingListings: number; pendingMessages: number; pendingAssignments: number; openDisputes: number };

type Queue = { key: keyof AdminOverview; label: string; to: string; action: string; one: string; many: string };

const queues: readonly Queue[] = [
  {
    key: "pendingListings",
    label: "Listings to review",
    to: "/admin/judgments/pending",
    action: "Review listings",
    one: "listing",
    many: "listings",
  },
  {
    key: "pendingMessages",
    label: "Messages to review",
    to: "/admin/messages",
    action: "Review messages",
    one: "message",
    many: "messages",
  },
  {
    key: "pendingAssignments",
    label: "Assignments pending",
    to: "/admin/assignments",
    action: "See assignments",
    one: "assignment",
    many: "assignments",
  },
  {
    key: "openDisputes",
    label: "Open disputes",
    to: "/admin/disputes",
    action: "Resolve disputes",
    one: "dispute",
    many: "disputes",
  },
];

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

export function AdminOverviewCards({ counts }: { counts: AdminOverview }) {
  return (
    <>
      <section aria-labelledby="admin-queues">
        <h2 id="admin-queues" className="sr-only">
          Waiting for you
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {queues.map((queue) => {
            const n = counts[queue.key];
            return (
              <li key={queue.key} className="card flex flex-col p-5" data-testid={`admin-count-${queue.key}`}>
                <p className="text-sm font-medium text-slate-600">{queue.label}</p>
                <p className={`mt-1 text-3xl font-bold ${n > 0 ? "text-brand-800" : "text-slate-400"}`}>
                  <span data-testid="count">{n.toLocaleString("en-US")}</span>
                  <span className="sr-only"> {n === 1 ? queue.one : queue.many} waiting</span>
                </p>
                <Link to={queue.to} className="mt-3 text-sm font-semibold">
                  {queue.action} →
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
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
